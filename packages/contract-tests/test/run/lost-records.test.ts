/** A lost target's one line counts the suites as the closing line does: a suite that failed before it is apart. */
import { describe, expect, it } from "vitest";
import { suitesCutShort, suitesNotRun } from "../../src/run/lost-records.js";
import { lossLine, lostNote } from "../../src/run/target-lost.js";
import type { TestRecord } from "../../src/run/test-record.js";

const LOSS = { url: "http://127.0.0.1:9", since: "2026-01-02T12:03:04.000Z", reason: "ECONNREFUSED" };
const lost = (suite: string): TestRecord => ({
  suite,
  name: "a rule",
  state: "skipped",
  note: lostNote(LOSS),
  errors: [],
});

describe("the suites a lost target kept from running", () => {
  const records: TestRecord[] = [
    { suite: "attachments", name: "a failed rule", state: "failed", errors: ["x (POST /y): expected 1, actual 2"] },
    lost("attachments"),
    { suite: "orders", name: "a passed rule", state: "passed", errors: [] },
    lost("orders"),
    lost("webhooks"),
  ];

  it("name the suites that failed before the loss apart from those not run", () => {
    expect(suitesNotRun(records)).toEqual(["attachments", "orders", "webhooks"]);
    expect(suitesCutShort(records)).toEqual(["attachments"]);
    expect(lossLine(LOSS, 3, undefined, suitesCutShort(records))).toBe(
      "target lost: no answer from http://127.0.0.1:9 since 12:03:04 UTC: ECONNREFUSED; 2 suites not run, 1 failed and cut short (attachments); it did not answer again before the run ended",
    );
    expect(lossLine(LOSS, 1, undefined)).toContain("; 1 suite not run; ");
  });
});
