/**
 * Token churn (issue 23): many token requests of one client keep its live tokens at most the cap (1,000 in the
 * sandbox), the oldest ones revoked (401 in the failure envelope) and the newest working. Before the cap, 40,000
 * token requests kept 40,000 tokens (47 MiB) until they expired.
 */
import { randomBytes } from "node:crypto";
import { startSandbox } from "@haulkit/sandbox";
import { issueToken, send } from "./http.js";
import { type Counters, type PartResult, partStatus } from "./report.js";
import { GENERIC_FAILURE, validatorAt } from "./spec/validators.js";

/** The sandbox's cap on one client's live tokens (sandbox docs/requests.md). */
export const TOKEN_CAP = 1000;

export interface TokenChurnTarget {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Live tokens one client may hold. */
  cap: number;
  /** Tokens asked for past the cap: the oldest this many must be revoked. */
  extra: number;
  /** Concurrent token requests and probes. Default 8. */
  concurrency?: number;
}

export interface TokenChurnOutcome {
  failures: string[];
  issued: number;
  /** Issued tokens still accepted at the end. */
  live: number;
  /** Of the `extra` oldest, how many were refused with 401. */
  oldestRevoked: number;
}

async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Asks for cap + extra tokens (the oldest `extra` one by one, first), then tries every one of them. */
export async function checkTokenChurn(target: TokenChurnTarget): Promise<TokenChurnOutcome> {
  const concurrency = target.concurrency ?? 8;
  const failures: string[] = [];
  const oldest: string[] = [];
  for (let i = 0; i < target.extra; i++)
    oldest.push((await issueToken(target.url, target.clientId, target.clientSecret)).token);
  const newest = await pool(
    target.cap,
    concurrency,
    async () => (await issueToken(target.url, target.clientId, target.clientSecret)).token,
  );
  const tokens = [...oldest, ...newest];
  const statuses = await pool(tokens.length, concurrency, async (i) => {
    const answer = await send({
      method: "GET",
      url: `${target.url}/v1/public/orders?size=1`,
      headers: { authorization: `Bearer ${tokens[i]}` },
    });
    if (answer.status === 401) {
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        body = undefined;
      }
      if (!validatorAt("shipper", GENERIC_FAILURE.shipper)(body))
        failures.push(`token #${i}: the 401 body is not the failure envelope`);
    } else if (answer.status !== 200) failures.push(`token #${i}: HTTP ${answer.status}`);
    return answer.status;
  });
  const live = statuses.filter((status) => status === 200).length;
  const oldestRevoked = statuses.slice(0, target.extra).filter((status) => status === 401).length;
  if (live > target.cap) failures.push(`${live} live tokens of one client, the cap is ${target.cap}`);
  if (oldestRevoked < target.extra)
    failures.push(`${target.extra - oldestRevoked} of the ${target.extra} oldest tokens still accepted (not 401)`);
  if (statuses.at(-1) !== 200) failures.push(`the newest token: HTTP ${statuses.at(-1)}`);
  return { failures: failures.slice(0, 50), issued: tokens.length, live, oldestRevoked };
}

export interface TokenChurnOptions {
  extra?: number;
  log?: (line: string) => void;
}

export async function tokenChurn(options: TokenChurnOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const client = { clientId: "token-churn", clientSecret: randomBytes(18).toString("base64url") };
  const sandbox = await startSandbox({ port: 0, clients: [client], validateResponses: true, logger: () => {} });
  let outcome: TokenChurnOutcome;
  try {
    outcome = await checkTokenChurn({ url: sandbox.url, ...client, cap: TOKEN_CAP, extra: options.extra ?? 100 });
  } finally {
    await sandbox.close();
  }
  const counters: Partial<Counters> = { otherFailures: outcome.failures.length };
  return {
    name: "token-churn",
    status: partStatus(counters, outcome.failures),
    durationMs: performance.now() - started,
    summary: `${outcome.issued} token requests of one client: ${outcome.live} live (cap ${TOKEN_CAP}), ${outcome.oldestRevoked} oldest revoked with 401`,
    counters,
    failures: outcome.failures,
    details: outcome,
  };
}
