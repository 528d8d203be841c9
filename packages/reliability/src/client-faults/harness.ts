/** What every client fault scenario shares: a scripted server with a token endpoint, a client, the bookkeeping. */
import { randomBytes } from "node:crypto";
import { createShipperClient, type ShipperClientOptions } from "@haulkit/client";
import {
  ORDER_GUID,
  ORDER_PATH,
  type Reply,
  type ScriptedServer,
  startScriptedServer,
  tokenScript,
} from "./scripted-server.js";

export interface ScenarioOutcome {
  faults: number;
  failures: string[];
  errors: unknown[];
  /** Everything that must stay secret in this scenario (client secret, tokens, API key). */
  secrets: string[];
  logs: string[];
}

export interface ClientScenario {
  name: string;
  run(): Promise<ScenarioOutcome>;
}

export const TOKEN_PATH = "/oauth/token";

export interface Harness {
  server: ScriptedServer;
  secret: string;
  prefix: string;
  outcome: ScenarioOutcome;
  delays: number[];
  clock: { now: number };
  client(options?: Partial<ShipperClientOptions>): ReturnType<typeof createShipperClient>;
}

/** A scripted server with a token endpoint, a client wired to it, and the scenario's bookkeeping. */
export async function harness(
  api: (request: { authorization: string | undefined }, index: number) => Reply,
  expiresIn = 3600,
): Promise<Harness> {
  const secret = randomBytes(18).toString("base64url");
  const prefix = `tok${randomBytes(9).toString("hex")}`;
  const server = await startScriptedServer({
    [TOKEN_PATH]: tokenScript(prefix, expiresIn),
    [ORDER_PATH]: api,
    "/v1/public/orders": api,
  });
  const outcome: ScenarioOutcome = { faults: 0, failures: [], errors: [], secrets: [secret], logs: [] };
  for (let i = 1; i <= 60; i++) outcome.secrets.push(`${prefix}-${i}`);
  const delays: number[] = [];
  const clock = { now: Date.parse("2026-03-14T09:30:00Z") };
  return {
    server,
    secret,
    prefix,
    outcome,
    delays,
    clock,
    client: (options = {}) =>
      createShipperClient({
        baseUrl: server.url,
        clientId: "fault-client",
        clientSecret: secret,
        sleep: async (ms: number) => {
          delays.push(ms);
        },
        now: () => clock.now,
        logger: (line: string) => outcome.logs.push(line),
        ...options,
      }),
  };
}

export const getOrder = (client: ReturnType<typeof createShipperClient>) =>
  client.GET("/v1/public/orders/{guid}", { params: { path: { guid: ORDER_GUID } } });

/** Runs `call`, keeping its error; returns the error (or undefined on success). */
export async function attempt(outcome: ScenarioOutcome, call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
    return undefined;
  } catch (error) {
    outcome.errors.push(error);
    return error;
  }
}

export function expect(outcome: ScenarioOutcome, condition: boolean, failure: string): void {
  if (!condition) outcome.failures.push(failure);
}

export function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : String(error);
}

export async function scenario(
  api: Parameters<typeof harness>[0],
  body: (h: Harness) => Promise<void>,
  expiresIn?: number,
) {
  const h = await harness(api, expiresIn);
  try {
    await body(h);
  } finally {
    await h.server.close();
  }
  return h.outcome;
}

export function rateLimited() {
  return { status: "fail", data: { error_id: "RATE_LIMIT_EXCEEDED", message: "Slow down", details: null } };
}

export function authError() {
  return {
    status: "fail",
    data: { error_id: "AUTH_ERROR", message: "Invalid or expired access token", details: null },
  };
}
