import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANG_TIMEOUT_MS } from "../../../../vitest.shared.js";
import { caseArbitrary } from "../../src/fuzz/plan.js";
import { DEFAULT_WEIGHTS, type FuzzReport, runFuzz } from "../../src/fuzz/runner.js";
import { allOperations } from "../../src/spec/operations.js";
import { startTamperProxy, type TamperProxy } from "../support/tamper-proxy.js";

const WEIGHTS = { createOrder: 60, createCounterOffer: 60, listWebhookSubscriptions: 10 };
const SEED = 20260314;

/**
 * The fuzzer against a target broken on purpose: a proxy answers 500 to orders with a `boat`, and echoes the
 * caller's bearer token in the webhook list; the sandbox accepts forbidden payment pairs and second counter
 * offers (its fault switches). Every one of those must show in the report.
 */
describe("the fuzzer detects problems", () => {
  let proxy: TamperProxy | undefined;
  let report: FuzzReport;

  beforeAll(async () => {
    report = await runFuzz({
      seed: SEED,
      requests: 1500,
      timeLimitMs: HANG_TIMEOUT_MS,
      workers: 2,
      shrink: 3,
      weights: WEIGHTS,
      faults: ["accept-forbidden-pair", "counter-offer-no-409"],
      interpose: async (url) => {
        proxy = await startTamperProxy(
          url,
          (request) =>
            request.method === "POST" && request.path === "/v1/public/orders" && request.body.includes('"type":"boat"')
              ? {
                  status: 500,
                  body: JSON.stringify({ status: "fail", data: { error_id: "BOOM", message: "boat", details: null } }),
                }
              : undefined,
          (request, status, body) =>
            request.method === "GET" && request.path === "/v1/public/webhooks" && status === 200
              ? JSON.stringify({ ...JSON.parse(body), debug: `called with ${request.authorization}` })
              : body,
        );
        return proxy;
      },
    });
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it("counts the 5xx and shrinks the request that caused it, with its seed", () => {
    expect(report.serverErrors).toBeGreaterThan(0);
    const failure = report.failures.find(
      (each) => each.operationId === "createOrder" && each.checks[0]?.check === "not_a_server_error",
    );
    expect(failure?.shrunk?.request.body).toContain('"type":"boat"');
    expect(Number.isInteger(failure?.seed)).toBe(true);
  });

  it("replays a failing case from its seed", () => {
    const failure = report.failures[0];
    const arbitrary = caseArbitrary(allOperations(), { ...DEFAULT_WEIGHTS, ...WEIGHTS });
    const [plan] = fc.sample(arbitrary, { seed: failure?.seed as number, numRuns: 1 });
    expect(plan?.operationId).toBe(failure?.operationId);
  });

  it("counts the leaked token, and keeps it out of its own report", () => {
    expect(report.failuresByCheck.no_secret_leak).toBeGreaterThan(0);
    const text = JSON.stringify(report);
    const tokens = [...(proxy?.credentials ?? [])]
      .map((value) => value.replace(/^Bearer /, ""))
      .filter((value) => value.length > 20);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(text).not.toContain(token);
  });

  it("notices the forbidden pairs accepted and the orders stored with them", () => {
    expect(report.failuresByCheck.negative_data_rejection).toBeGreaterThan(0);
    expect(report.invariants.breaks.some((text) => /forbidden pair/.test(text))).toBe(true);
  });

  it("notices a second active counter offer on a load request", () => {
    expect(report.invariants.breaks.some((text) => /counter offer/.test(text))).toBe(true);
  });
});
