import { describe, expect, it } from "vitest";
import { needOf, reachLine, reachOf } from "../../src/run/reach.js";
import type { TestRecord } from "../../src/run/test-record.js";

const record = (suite: string, state: TestRecord["state"], note?: string): TestRecord => ({
  suite,
  name: `${suite} ${state} ${note ?? ""}`,
  state,
  note,
  errors: [],
});

describe("the reach of a run", () => {
  it("counts per suite what ran, and each skip under its first need, largest first; filtered tests are left out", () => {
    const reach = reachOf([
      record("offers", "passed"),
      record("offers", "failed"),
      record("offers", "skipped", "needs carrier.pickUp: no actor plays it"),
      record("insurance", "skipped", "needs carrier.pickUp: no actor plays it"),
      record("insurance", "skipped", "needs fixture load_requests: none given"),
      record("insurance", "skipped", "the target has no test clock and the time now is after"),
      record("insurance", "skipped"),
    ]);
    expect(reach).toEqual({
      tests: 6,
      ran: 2,
      suites: [
        { suite: "offers", tests: 3, ran: 2 },
        { suite: "insurance", tests: 3, ran: 0 },
      ],
      missing: [
        { need: "carrier.pickUp", adds: 2 },
        { need: "fixture load_requests", adds: 1 },
        { need: "other", adds: 1 },
      ],
    });
    expect(reachLine(reach, 2)).toBe(
      "reach: 2 of 6 tests ran (33.3 %); missing: carrier.pickUp +2, fixture load_requests +1, ... (1 more in run.json)",
    );
    expect(needOf("needs testClock: the target has no manual test clock")).toBe("testClock");
  });
});
