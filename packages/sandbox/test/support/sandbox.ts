/** Test helpers: a sandbox on port 0 with a manual clock and response checks on, and a small HTTP client. */
import { afterAll, beforeAll, expect } from "vitest";
import { exampleOrderBody as orderBody } from "../../src/example-order.js";
import { type SandboxHandle, type SandboxOptions, startSandbox } from "../../src/index.js";
import type { LogLevel } from "../../src/log.js";

export { orderBody };

export const START = Date.UTC(2026, 2, 14, 9, 30, 0);

/** Two organisations, for tests of what one may see of the other. */
export const TWO_CLIENTS = [
  { clientId: "shipper-a", clientSecret: "secret-a" },
  { clientId: "shipper-b", clientSecret: "secret-b" },
];

/** A well-formed guid that names no object. */
export const UNKNOWN_GUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

export interface LogEntry {
  level: LogLevel;
  message: string;
  fields?: Record<string, unknown>;
}

export interface TestSandbox extends SandboxHandle {
  logs: LogEntry[];
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const logs: LogEntry[] = [];
  const sandbox = await startSandbox({
    port: 0,
    clock: "manual",
    clockStart: START,
    validateResponses: true,
    logger: (level, message, fields) => logs.push({ level, message, fields }),
    ...options,
  });
  return Object.assign(sandbox, { logs });
}

/** A JSON response body: tests read it freely and their assertions check the shape. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions that read them
export type Body = any;

export interface ApiResponse<T = Body> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (no JSON encoding) when a string. */
  raw?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
}

export async function call<T = Body>(
  url: string,
  method: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  const contentType =
    options.contentType === undefined ? (body === undefined ? null : "application/json") : options.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

export async function tokenFor(sandbox: SandboxHandle, clientId?: string, clientSecret?: string): Promise<string> {
  const id = clientId ?? sandbox.credentials.clientId;
  const secret = clientSecret ?? sandbox.credentials.clientSecret;
  const response = await call(`${sandbox.url}/oauth/token?grant_type=client_credentials`, "POST", {
    headers: { authorization: basic(id, secret) },
  });
  if (response.status !== 200) throw new Error(`token request failed: ${response.status} ${response.text}`);
  return response.body.access_token as string;
}

/** A shipper API client bound to one bearer token. */
export class Shipper {
  constructor(
    readonly sandbox: SandboxHandle,
    readonly token: string,
  ) {}

  static async connect(sandbox: SandboxHandle, clientId?: string, clientSecret?: string): Promise<Shipper> {
    return new Shipper(sandbox, await tokenFor(sandbox, clientId, clientSecret));
  }

  request<T = Body>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return call<T>(`${this.sandbox.url}/v1/public${path}`, method, {
      ...options,
      headers: { authorization: `Bearer ${this.token}`, ...options.headers },
    });
  }

  get<T = Body>(path: string) {
    return this.request<T>("GET", path);
  }

  post<T = Body>(path: string, body?: unknown) {
    return this.request<T>("POST", path, { body });
  }

  put<T = Body>(path: string, body?: unknown) {
    return this.request<T>("PUT", path, { body });
  }

  patch<T = Body>(path: string, body: unknown) {
    return this.request<T>("PATCH", path, { body, contentType: "application/merge-patch+json" });
  }

  /** A test-helper call (`/_sandbox<path>`) with the same bearer token: the sandbox acting as the carrier. */
  helper<T = Body>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    return call<T>(`${this.sandbox.url}/_sandbox${path}`, method, {
      body,
      headers: { authorization: `Bearer ${this.token}` },
    });
  }

  /** The carrier sends a load request on the order; returns it (fails the test when the answer is not 200). */
  async sendLoadRequest(orderGuid: string, overrides: Record<string, unknown> = {}): Promise<Body> {
    const response = await this.helper("POST", `/orders/${orderGuid}/load_requests`, loadRequestBody(overrides));
    if (response.status !== 200) throw new Error(`sendLoadRequest failed: ${response.status} ${response.text}`);
    return response.body.data.object;
  }

  /** Sends a load offer on the order; returns it (fails the test when the answer is not 200). */
  async sendOffer(orderGuid: string, body: Record<string, unknown> = { carrier_usdot: "3141592" }): Promise<Body> {
    const response = await this.post(`/orders/${orderGuid}/offers`, body);
    if (response.status !== 200) throw new Error(`sendLoadOffer failed: ${response.status} ${response.text}`);
    return response.body.data.object;
  }

  /** Creates an order and returns it (fails the test when the answer is not 200). */
  async createOrder(body: Record<string, unknown> = orderBody()): Promise<Body> {
    const response = await this.post("/orders", body);
    if (response.status !== 200) throw new Error(`createOrder failed: ${response.status} ${response.text}`);
    return response.body.data.object;
  }
}

/** Every response check failure the sandbox logged. */
export function responseMismatches(sandbox: TestSandbox): LogEntry[] {
  return sandbox.logs.filter((entry) => entry.level === "error");
}

/** A valid carrier load request (the helper's body): the document's sample request. */
export function loadRequestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requested_price: 1150,
    pickup_date: "2026-03-16T08:00:00.000+0000",
    delivery_date: "2026-03-19T17:00:00.000+0000",
    carrier_comment: "Can pick up Monday morning.",
    carrier_email: "dispatch@roadrunner-auto.example",
    carrier_phone: "+1 555 0100",
    carrier_name: "Roadrunner Auto Transport LLC",
    carrier_contact_name: "Dana Miles",
    carrier_address: "1200 Industrial Pkwy",
    carrier_city: "Dallas",
    carrier_state: "TX",
    carrier_zip: "75201",
    carrier_usdot: "3141592",
    ...overrides,
  };
}

/** Starts a test sandbox and a connected shipper before the suite; after it, fails on any response mismatch and closes. */
export function useSandbox(
  ready: (started: { sandbox: TestSandbox; shipper: Shipper }) => void,
  options: SandboxOptions = {},
): void {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox(options);
    ready({ sandbox, shipper: await Shipper.connect(sandbox) });
  });
  afterAll(async () => {
    if (!sandbox) return;
    expect(responseMismatches(sandbox)).toEqual([]);
    await sandbox.close();
  });
}

/**
 * `useSandbox` with the two clients of TWO_CLIENTS, each connected: `shipper` (shipper-a) and `other` (shipper-b),
 * two organisations that must not see each other's data.
 */
export function useTwoShippers(
  ready: (started: { sandbox: TestSandbox; shipper: Shipper; other: Shipper }) => void,
  options: SandboxOptions = {},
): void {
  let sandbox: TestSandbox;
  useSandbox(
    (started) => {
      sandbox = started.sandbox;
    },
    { clients: TWO_CLIENTS, ...options },
  );
  beforeAll(async () => {
    const shipper = await Shipper.connect(sandbox, "shipper-a", "secret-a");
    const other = await Shipper.connect(sandbox, "shipper-b", "secret-b");
    ready({ sandbox, shipper, other });
  });
}
