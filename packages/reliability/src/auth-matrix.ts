/**
 * The auth matrix: every operation of the shipper API and of the sandbox helpers, called on organisation A's
 * objects with no token, malformed tokens, A's token once expired (small `tokenTtlSeconds`, manual clock
 * advanced past it), and organisation B's token. Each must be 401 (or 404 / a documented 4xx for B's token on
 * A's objects), in the documented shape, never with A's data, and without effect. The pricing service with no
 * key or a wrong one, and the token request with bad credentials, are 401.
 */
import { randomBytes } from "node:crypto";
import { type FaultName, type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import fc from "fast-check";
import { pathKinds } from "./fuzz/bindings.js";
import { type Answer, checkAnswer } from "./fuzz/checks.js";
import { seedFixtures } from "./fuzz/fixtures.js";
import { describeRequest, type HttpRequest } from "./fuzz/http-request.js";
import { type Expectation, materialize } from "./fuzz/materialize.js";
import { WorkerModel } from "./fuzz/model.js";
import { planArbitraries } from "./fuzz/plan.js";
import { basicAuthorization, callJson, issueToken, send } from "./http.js";
import { type Counters, type PartResult, partStatus } from "./report.js";
import { allOperations, type Operation } from "./spec/operations.js";

export interface AuthMatrixOptions {
  seed: number;
  /** Sandbox fault switches (to prove the matrix notices). */
  faults?: FaultName[];
  log?: (line: string) => void;
}

const TTL_SECONDS = 120;

/** Authorization header values that are not a usable bearer token. */
const MALFORMED = (valid: string) => [
  "Bearer",
  "Bearer ",
  "Bearer not-a-token",
  `Bearer ${valid}x`,
  `Bearer ${valid.slice(0, -2)}`,
  `Basic ${valid}`,
  `Token ${valid}`,
  `Bearer ${"a".repeat(8192)}`,
  "Bearer \u00f1-\u00fc-\u00e9",
  `Bearer  ${valid} extra`,
];

interface Organisation {
  clientId: string;
  clientSecret: string;
  token: string;
  model: WorkerModel;
}

interface Tally {
  calls: number;
  counters: Partial<Counters>;
  failures: string[];
}

function add(tally: Tally, key: keyof Counters, failure: string): void {
  tally.counters[key] = (tally.counters[key] ?? 0) + 1;
  if (tally.failures.length < 200) tally.failures.push(failure);
}

/** A valid request of `op` on A's objects (sampled from the fuzzer's generator), or undefined. */
function requestOn(op: Operation, seed: number, baseUrl: string, org: Organisation, apiKey: string) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [plan] = fc.sample(planArbitraries(op).valid, {
      seed: fc.hash(`${seed}:${op.operationId}:${attempt}`),
      numRuns: 1,
    });
    if (!plan) continue;
    const built = materialize(op, plan, {
      baseUrl,
      model: org.model,
      credentials: { bearer: org.token, basic: basicAuthorization(org.clientId, org.clientSecret), apiKey },
      foreign: () => undefined,
    });
    if (!built.unbound && built.expectation.accept === "yes") return built;
  }
  return undefined;
}

function withAuthorization(request: HttpRequest, value: string | undefined, header = "authorization"): HttpRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name !== "authorization" && name !== "x-api-key"),
  );
  if (value !== undefined) headers[header] = value;
  return { ...request, headers };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A's guids in an answer to someone else. */
function leakedGuids(answer: Answer, owner: WorkerModel): string[] {
  return (answer.text.match(UUID) ?? []).filter((guid) => owner.owned.has(guid.toLowerCase()));
}

async function probe(
  tally: Tally,
  op: Operation,
  variant: string,
  request: HttpRequest,
  expected: number[],
  owner: WorkerModel,
  secrets: string[],
): Promise<Answer | undefined> {
  tally.calls++;
  let answer: Answer;
  try {
    answer = await send(request);
  } catch (error) {
    add(tally, "serverErrors", `${op.operationId} [${variant}]: no answer (${(error as Error).message})`);
    return undefined;
  }
  const where = `${op.operationId} [${variant}] ${JSON.stringify(describeRequest(request, 160))}`;
  if (answer.status >= 500) add(tally, "serverErrors", `${where}: HTTP ${answer.status}`);
  else if (!expected.includes(answer.status))
    add(tally, "otherFailures", `${where}: HTTP ${answer.status}, expected ${expected.join(" or ")}`);
  const expectation: Expectation = { accept: "either", issues: [] };
  const checks = checkAnswer(op, expectation, answer, {
    secrets,
    worker: -1,
    ownerOf: () => undefined,
    tokenExpired: () => false,
    refusal: () => undefined,
  });
  for (const failure of checks) {
    if (failure.check === "no_secret_leak") add(tally, "secretsLeaked", `${where}: ${failure.message}`);
    else if (failure.check !== "not_a_server_error")
      add(tally, "otherFailures", `${where}: ${failure.check} ${failure.message}`);
  }
  const leaked = leakedGuids(answer, owner);
  if (leaked.length > 0) add(tally, "invariantBreaks", `${where}: the answer shows organisation A's ${leaked[0]}`);
  return answer;
}

async function orderCount(baseUrl: string, token: string): Promise<number> {
  const answer = await callJson(baseUrl, "GET", "/v1/public/orders?size=1", token);
  return (answer.body as { data?: { pagination?: { total_objects?: number } } })?.data?.pagination?.total_objects ?? -1;
}

/** What A's `POST /_sandbox/clock/advance` past the token lifetime did to B (nothing, or the failures). */
export async function clockIsolation(baseUrl: string, tokenA: string, tokenB: string): Promise<string[]> {
  const failures: string[] = [];
  const clockOf = async (token: string) =>
    (await callJson(baseUrl, "GET", "/_sandbox/clock", token)).body as { data?: { object?: { now?: string } } };
  const before = (await clockOf(tokenB))?.data?.object?.now;
  const advanced = await callJson(baseUrl, "POST", "/_sandbox/clock/advance", tokenA, { seconds: TTL_SECONDS + 1 });
  if (advanced.status !== 200) return [`A's clock advance answered ${advanced.status}`];
  const after = (await clockOf(tokenB))?.data?.object?.now;
  if (before === undefined || after !== before)
    failures.push(`A's clock advance moved B's clock from ${before} to ${after}`);
  const answer = await callJson(baseUrl, "GET", "/v1/public/orders?size=1", tokenB);
  if (answer.status !== 200) failures.push(`A's clock advance expired B's token (B's call answered ${answer.status})`);
  return failures;
}

async function runMatrix(
  sandbox: SandboxHandle,
  orgs: [Organisation, Organisation],
  apiKey: string,
  options: AuthMatrixOptions,
  tally: Tally,
) {
  const [a, b] = orgs;
  const baseUrl = sandbox.url;
  const secrets = [a.clientSecret, b.clientSecret, apiKey, a.token, b.token];
  const bearerOps = allOperations().filter((op) => op.auth === "bearer");
  const built = new Map<string, HttpRequest>();
  for (const op of bearerOps) {
    const request = requestOn(op, options.seed, baseUrl, a, apiKey);
    if (request) built.set(op.operationId, request.request);
    else add(tally, "otherFailures", `${op.operationId}: no valid request could be built on organisation A's objects`);
  }
  const countsBefore = [await orderCount(baseUrl, a.token), await orderCount(baseUrl, b.token)];
  for (const op of bearerOps) {
    const request = built.get(op.operationId);
    if (!request) continue;
    await probe(tally, op, "no token", withAuthorization(request, undefined), [401], a.model, secrets);
    for (const value of MALFORMED(a.token)) {
      await probe(
        tally,
        op,
        `malformed: ${value.slice(0, 24)}`,
        withAuthorization(request, value),
        [401],
        a.model,
        secrets,
      );
    }
    const text = `${request.url} ${typeof request.body === "string" ? request.body : ""}`.toLowerCase();
    const namesA = [...(text.match(UUID) ?? [])].some((guid) => a.model.owned.has(guid));
    const objectBound = Object.keys(pathKinds(op)).length > 0;
    if (objectBound || namesA || op.method === "GET") {
      const expected = objectBound
        ? [404]
        : namesA
          ? [...op.responses.keys()].map(Number).filter((status) => status >= 400 && status < 500 && status !== 401)
          : [200];
      await probe(
        tally,
        op,
        "organisation B's token",
        withAuthorization(request, `Bearer ${b.token}`),
        expected,
        a.model,
        secrets,
      );
    }
  }
  const countsAfter = [await orderCount(baseUrl, a.token), await orderCount(baseUrl, b.token)];
  if (countsAfter.join() !== countsBefore.join()) {
    add(
      tally,
      "invariantBreaks",
      `rejected calls changed the order counts: before ${countsBefore.join("/")}, after ${countsAfter.join("/")}`,
    );
  }

  // Test clocks are per organisation: A moving its own clock past the token lifetime expires A's tokens only.
  for (const failure of await clockIsolation(baseUrl, a.token, b.token)) add(tally, "invariantBreaks", failure);

  // Expired: A's token once the sandbox clock passed its lifetime.
  sandbox.clock.advance((TTL_SECONDS + 1) * 1000);
  for (const op of bearerOps) {
    const request = built.get(op.operationId);
    if (request) await probe(tally, op, "expired token", request, [401], a.model, secrets);
  }
  const fresh = await issueToken(baseUrl, a.clientId, a.clientSecret);
  secrets.push(fresh.token);
  if ((await orderCount(baseUrl, fresh.token)) !== countsBefore[0]) {
    add(tally, "invariantBreaks", "calls with an expired token changed organisation A's orders");
  }

  // Pricing: no key, wrong keys.
  for (const op of allOperations().filter((each) => each.auth === "apiKey")) {
    const request = requestOn(op, options.seed, baseUrl, a, apiKey);
    if (!request) continue;
    const base = request.request;
    await probe(tally, op, "no key", withAuthorization(base, undefined), [401], a.model, secrets);
    for (const key of ["wrong-key", `${apiKey}x`, apiKey.slice(1), `Bearer ${fresh.token}`, " ", fresh.token]) {
      await probe(tally, op, "wrong key", withAuthorization(base, key, "x-api-key"), [401], a.model, secrets);
    }
  }

  // Token request: bad credentials.
  const token = allOperations().find((op) => op.auth === "basic");
  if (token) {
    const url = `${baseUrl}/oauth/token?grant_type=client_credentials`;
    const variants: [string, string | undefined][] = [
      ["no credentials", undefined],
      ["wrong secret", basicAuthorization(a.clientId, `${a.clientSecret}x`)],
      ["another client's secret", basicAuthorization(a.clientId, b.clientSecret)],
      ["unknown client", basicAuthorization("nobody", a.clientSecret)],
      ["not base64", "Basic %%%not-base64%%%"],
      ["bearer instead of basic", `Bearer ${fresh.token}`],
      ["no colon", `Basic ${Buffer.from(a.clientId + a.clientSecret).toString("base64")}`],
    ];
    for (const [variant, value] of variants) {
      await probe(
        tally,
        token,
        variant,
        withAuthorization({ method: "POST", url, headers: {} }, value),
        [401],
        a.model,
        secrets,
      );
    }
  }
}

export async function authMatrix(options: AuthMatrixOptions): Promise<PartResult> {
  const started = performance.now();
  const clients = ["org-a", "org-b"].map((clientId) => ({
    clientId,
    clientSecret: randomBytes(18).toString("base64url"),
  }));
  const apiKey = randomBytes(18).toString("base64url");
  const sandbox = await startSandbox({
    port: 0,
    clock: "manual",
    clockStart: "2026-03-14T09:30:00Z",
    validateResponses: true,
    tokenTtlSeconds: TTL_SECONDS,
    clients,
    pricingApiKey: apiKey,
    faults: options.faults ?? [],
    logger: () => {},
  });
  const tally: Tally = { calls: 0, counters: {}, failures: [] };
  try {
    const orgs = [] as unknown as [Organisation, Organisation];
    for (const client of clients) {
      const issued = await issueToken(sandbox.url, client.clientId, client.clientSecret);
      const model = new WorkerModel(orgs.length, () => sandbox.clock.now(), "http://127.0.0.1:9/hooks");
      const org: Organisation = { ...client, token: issued.token, model };
      await seedFixtures({ baseUrl: sandbox.url, token: async () => org.token, model, tag: `auth${orgs.length}` });
      orgs.push(org);
    }
    await runMatrix(sandbox, orgs, apiKey, options, tally);
  } finally {
    await sandbox.close();
  }
  return {
    name: "auth-matrix",
    status: partStatus(tally.counters, tally.failures),
    durationMs: performance.now() - started,
    summary: `${tally.calls} calls: ${allOperations().filter((op) => op.auth === "bearer").length} bearer operations x (no token, ${MALFORMED("x").length} malformed, expired, another organisation's), pricing keys, token credentials`,
    counters: tally.counters,
    failures: tally.failures,
    details: { calls: tally.calls },
  };
}
