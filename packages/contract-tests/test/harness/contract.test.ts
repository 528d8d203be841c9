import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { endingOnDrift, testOptions } from "../../src/harness/contract.js";
import { flushDrift } from "../../src/verdicts/drift-recorder.js";
import { AnswerMismatch } from "../../src/verdicts/mismatch.js";

describe("a rule's vitest options", () => {
  it("tags its needs; slow adds the slow tag (its wait fits the run's hang limit); fixtures adds the fixtures tag", () => {
    expect(testOptions(["writes"], {})).toEqual({ tags: ["writes"] });
    expect(testOptions(["writes"], { slow: true })).toEqual({ tags: ["writes", "slow"] });
    expect(testOptions(["writes"], { fixtures: true })).toEqual({ tags: ["writes", "fixtures"] });
    expect(testOptions([], { slow: false, fixtures: false })).toEqual({ tags: ["read-only"] });
  });

  it("a timeout given is kept", () => {
    expect(testOptions([], { slow: true, timeout: 5_000 })).toEqual({ tags: ["read-only", "slow"], timeout: 5_000 });
  });
});

describe("a rule's body and what ends it", () => {
  class Skipped extends Error {}
  const ctx = {
    skip: (note?: string): never => {
      throw new Skipped(note);
    },
  } as unknown as TestContext;
  const failing = (error: unknown) => async () => {
    throw error;
  };
  const broken = () =>
    new AnswerMismatch({
      operation: "listOrders",
      request: "GET /v1/public/orders",
      pointer: "",
      expected: "1",
      actual: "2",
    });

  it("keeps out of vitest's options which gaps a rule assumes", () => {
    expect(testOptions(["writes"], { assumes: "G-060" })).toEqual({ tags: ["writes"] });
  });

  it("a broken check of a rule that assumes gaps ends it skipped, naming the drift", async () => {
    const error = await endingOnDrift(ctx, failing(broken()), { gaps: "G-060", rule: "r" }).catch((e) => e);
    expect(error).toBeInstanceOf(Skipped);
    expect((error as Error).message).toMatch(/^drift, contradicts assumption G-060/);
    const reports = mkdtempSync(join(tmpdir(), "contract-"));
    flushDrift(reports, "t");
    rmSync(reports, { recursive: true, force: true });
  });

  it("the same check of a rule that assumes nothing fails", async () => {
    const error = broken();
    await expect(endingOnDrift(ctx, failing(error), { gaps: undefined, rule: "r" })).rejects.toBe(error);
    await expect(endingOnDrift(ctx, failing(error))).rejects.toBe(error);
  });
});
