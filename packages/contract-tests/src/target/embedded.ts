/**
 * The embedded target: one in-process haulkit sandbox per suite file (port 0, manual clock), so every suite has
 * its own organisation and its own clock. The sandboxes do not check their own responses: the suite validates
 * every answer against the spec itself, and a second check cost a tenth of the run. A manual clock starts at the
 * current time unless `CLOCK_STARTS` names the suite; a webhook try keeps G-162's real-time grace after a hand-moved
 * clock unless `WEBHOOK_CLOCK_GRACES` names the suite. Each sandbox has two clients, each its own organisation: the
 * suite's, and a second one for the organisations suite; a suite `ORGANISATIONS_PER_TEST` names has further ones, one
 * for each of its tests that moves a clock. Credentials are random per run.
 */
import { randomBytes } from "node:crypto";
import { type ClientCredentials, type SandboxOptions, startSandboxes } from "@haulkit/sandbox";
import { type ProbedTarget, type ProbeOptions, probe } from "./probe.js";
import type { Connection } from "./target.js";

export interface EmbeddedTargets {
  /** Suite name -> how to reach its sandbox. */
  connections: Record<string, Connection>;
  /** Errors the sandboxes logged (an unexpected failure behind a 500), one line each. */
  problems: string[];
  close(): Promise<void>;
}

/** Suites whose sandbox clock starts at a set time: a dated rule's "before" side needs a clock before its date. */
export const CLOCK_STARTS: Readonly<Record<string, string>> = { "dated-rules": "2023-07-31T00:00:00Z" };

/**
 * Suites whose clock-moving tests each take an organisation of their own (own-organisation.ts), and how many the
 * sandbox has for them: with one clock between them they ran one after another (3 s of the run, in `webhook-retries`).
 */
export const ORGANISATIONS_PER_TEST: Readonly<Record<string, number>> = { "webhook-retries": 16 };

/**
 * Suites whose sandbox gives a webhook try more real time after a hand-moved clock passed its 10 s than G-162's 1 s.
 * `webhook-retries` holds answers across clock moves, and a receiver answering after the move must be taken however
 * busy the machine (its release once came after the 1 s, a failed CI run); the cut-off at 1 s is `webhook-timeout`'s.
 */
export const WEBHOOK_CLOCK_GRACES: Readonly<Record<string, number>> = { "webhook-retries": 60_000 };

/**
 * Tests of one suite file in flight at once on its own embedded sandbox. A test mostly waits on its sandbox, which
 * answers on another thread: at vitest's default of 5 the two cores sat partly idle (20: about 8 % less wall time
 * and CPU than 5, 50 more than 20, in alternating runs). A foreign target keeps vitest's 5.
 */
export const EMBEDDED_TESTS_IN_FLIGHT = 20;

const secret = () => randomBytes(24).toString("base64url");

/** Each suite's sandbox: its clients (the suite's and a second organisation's), clock start and problem log. */
function sandboxOptions(suite: string, problems: string[]): SandboxOptions {
  return {
    port: 0,
    clock: "manual",
    ...(Object.hasOwn(CLOCK_STARTS, suite) ? { clockStart: CLOCK_STARTS[suite] } : {}),
    validateResponses: false,
    ...(Object.hasOwn(WEBHOOK_CLOCK_GRACES, suite) ? { webhookClockGraceMs: WEBHOOK_CLOCK_GRACES[suite] } : {}),
    clients: [
      { clientId: `contract-${suite}`, clientSecret: secret() },
      { clientId: `contract-${suite}-second`, clientSecret: secret() },
      ...Array.from({ length: ORGANISATIONS_PER_TEST[suite] ?? 0 }, (_, index) => ({
        clientId: `contract-${suite}-own-${index + 1}`,
        clientSecret: secret(),
      })),
    ],
    pricingApiKey: secret(),
    logger: (level, message, fields) => {
      if (level === "error") problems.push(`${suite}: ${message} ${fields ? JSON.stringify(fields) : ""}`.trim());
    },
  };
}

/** The suites' sandboxes, started together: one app answers them all, each on its own port (startSandboxes). */
export async function startEmbedded(suites: readonly string[]): Promise<EmbeddedTargets> {
  const problems: string[] = [];
  const handles = await startSandboxes(suites.map((suite) => sandboxOptions(suite, problems)));
  const connections: Record<string, Connection> = {};
  handles.forEach((handle, index) => {
    const [own, second, ...organisations] = handle.credentials.clients as [ClientCredentials, ClientCredentials];
    connections[suites[index] as string] = {
      shipperUrl: handle.url,
      clientId: own.clientId,
      clientSecret: own.clientSecret,
      pricing: { url: handle.url, apiKey: handle.credentials.pricingApiKey },
      second,
      ...(organisations.length > 0 ? { organisations } : {}),
    };
  });
  return {
    connections,
    problems,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    },
  };
}

/**
 * The probed target of each suite. The sandboxes are started alike (only a clock start differs, which the probe does
 * not read), so the first one is probed and stands for all: each suite keeps its own connection.
 */
export async function probeEmbedded(
  embedded: EmbeddedTargets,
  options: ProbeOptions,
): Promise<Record<string, ProbedTarget>> {
  const entries = Object.entries(embedded.connections);
  const first = entries[0];
  if (!first) return {};
  const probed = await probe(first[1], options);
  return Object.fromEntries(entries.map(([suite, connection]) => [suite, { ...probed, ...connection }]));
}
