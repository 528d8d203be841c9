import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { settleAssumedRule } from "../../src/harness/assumed-rule.js";
import { DRIFT_DIR, flushDrift, setStrict } from "../../src/verdicts/drift-recorder.js";
import { AnswerMismatch } from "../../src/verdicts/mismatch.js";

const RULE = "equal prices keep the newest first (rule: G-060)";

function mismatch(actualStatus: number): AnswerMismatch {
  return new AnswerMismatch({
    operation: "listOrders",
    request: "GET /v1/public/orders",
    expectedStatus: 200,
    actualStatus,
    pointer: "/data/objects/0/guid",
    expected: '"b"',
    actual: '"a"',
  });
}

function assertionError(): Error {
  try {
    expect(["a", "b"]).toEqual(["b", "a"]);
  } catch (error) {
    return error as Error;
  }
  throw new Error("the assertion did not fail");
}

/** The drift recorded so far, as flushed to a reports dir. */
function flushed(): Array<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), "assumed-rule-"));
  try {
    flushDrift(dir, "t");
    const driftDir = join(dir, DRIFT_DIR);
    return readdirSync(driftDir).flatMap((file) => JSON.parse(readFileSync(join(driftDir, file), "utf8")));
  } catch {
    return [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

afterEach(() => {
  setStrict(false);
  flushed();
});

describe("a rule resting on gaps (assumes)", () => {
  it("a broken check of an answer is drift under each gap, and the test ends skipped naming it", () => {
    const outcome = settleAssumedRule(mismatch(200), ["G-060", "G-061"], RULE);
    expect(outcome).toEqual({
      skip: expect.stringMatching(
        /^drift, contradicts assumption G-060: assumed ".*G-060\)" holds, the target's listOrders \(GET/,
      ),
    });
    expect((outcome as { skip: string }).skip).toContain(
      'listOrders (GET /v1/public/orders): status 200 as expected: at /data/objects/0/guid: expected "b", actual "a"',
    );
    const drift = flushed();
    expect(drift.map((d) => [d.gap, d.where, d.status, d.pointer, d.count])).toEqual([
      ["G-060", "listOrders", 200, "/data/objects/0/guid", 1],
      ["G-061", "listOrders", 200, "/data/objects/0/guid", 1],
    ]);
  });

  it("a failed vitest assertion is drift too, where 'rule'", () => {
    expect(settleAssumedRule(assertionError(), "G-060".split(","), RULE)).toHaveProperty("skip");
    expect(flushed().map((d) => [d.gap, d.where, d.pointer])).toEqual([["G-060", "rule", ""]]);
  });

  it("with --strict it fails with the check's own message, naming the assumption", () => {
    setStrict(true);
    const error = mismatch(200);
    const outcome = settleAssumedRule(error, ["G-060"], RULE);
    expect(outcome).toEqual({ fail: error });
    expect(error.message).toMatch(/expected "b", actual "a"[\s\S]*contradicts assumption G-060 \(--strict\)$/);
    expect(flushed()).toHaveLength(1);
  });

  it.each([
    ["a 5xx answer", mismatch(500)],
    ["an error of the suite itself", new TypeError("Cannot read properties of undefined")],
    ["an unreachable target", new Error("fetch failed")],
  ])("%s still fails, recording no drift", (_, error) => {
    expect(settleAssumedRule(error, ["G-060"], RULE)).toEqual({ fail: error });
    expect(flushed()).toEqual([]);
  });

  it("a rule without gaps fails as it is", () => {
    const error = mismatch(200);
    expect(settleAssumedRule(error, [], RULE)).toEqual({ fail: error });
    expect(flushed()).toEqual([]);
  });
});
