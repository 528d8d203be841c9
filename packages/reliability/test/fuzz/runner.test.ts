import { beforeAll, describe, expect, it } from "vitest";
import { HANG_TIMEOUT_MS } from "../../../../vitest.shared.js";
import { fuzzPartResult } from "../../src/fuzz/part.js";
import { type FuzzReport, runFuzz } from "../../src/fuzz/runner.js";

/** A small seeded run against the real sandbox: it works, and the sandbox passes every check. */
describe("a fuzz run against the sandbox", () => {
  let report: FuzzReport;

  beforeAll(async () => {
    report = await runFuzz({ seed: 4242, requests: 1500, timeLimitMs: HANG_TIMEOUT_MS, workers: 3, shrink: 1 });
  });

  it("sends the budget over every operation, valid and invalid", () => {
    expect(report.requests).toBeGreaterThanOrEqual(1500);
    expect(report.stoppedBy).toBe("requests");
    expect(report.operations).toBe(100);
    expect(report.accept.yes).toBeGreaterThan(300);
    expect(report.accept.no).toBeGreaterThan(300);
    for (const status of ["200", "400", "404", "409", "415"]) expect(report.statuses[status]).toBeGreaterThan(0);
  });

  it("sees no 5xx, no undocumented answer and no refused valid request", () => {
    expect(report.serverErrors).toBe(0);
    expect(report.failures).toEqual([]);
  });

  it("ends without an error of the fuzzer itself", () => {
    expect(report.harnessErrors).toEqual([]);
  });

  it("finds the store's invariants intact and nothing leaked across organisations", () => {
    expect(report.invariants.breaks).toEqual([]);
    expect(report.invariants.reads).toBeGreaterThan(10);
    expect(report.failuresByCheck.no_secret_leak ?? 0).toBe(0);
    expect(report.failuresByCheck.no_foreign_data ?? 0).toBe(0);
  });

  it("samples memory and keeps within the ceiling", () => {
    expect(report.memory.samples).toBeGreaterThanOrEqual(2);
    expect(report.memory.withinCeiling).toBe(true);
  });

  it("becomes a part result whose counters match the report", () => {
    const part = fuzzPartResult(report, 1000);
    expect(part.counters.requestsFuzzed).toBe(report.requests);
    expect(part.counters.serverErrors).toBe(report.serverErrors);
    expect(part.status).toBe(report.failures.length > 0 ? "failed" : "passed");
  });
});

describe("the time limit", () => {
  it("stops a run before a budget it cannot reach", async () => {
    const report = await runFuzz({ seed: 1, requests: 10_000_000, timeLimitMs: 2_000, workers: 2, shrink: 0 });
    expect(report.requests).toBeGreaterThan(0);
    expect(report.requests).toBeLessThan(10_000_000);
    expect(report.stoppedBy).toBe("time limit");
  });
});
