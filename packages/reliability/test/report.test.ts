import { describe, expect, it } from "vitest";
import {
  buildReport,
  type Counters,
  FAILING_COUNTERS,
  formatTable,
  type PartResult,
  partStatus,
} from "../src/report.js";
import { HEADLINE_ROWS } from "./support/headline-rows.js";

function part(counters: Partial<Counters>, status: PartResult["status"] = partStatus(counters, [])): PartResult {
  return { name: "fuzz", status, durationMs: 1200, summary: "summary", counters, failures: [] };
}

describe("the report", () => {
  it("passes when every failing counter is zero", () => {
    const report = buildReport(7, new Date(), [part({ requestsFuzzed: 20_000, faultsInjected: 40 })]);
    expect(report.passed).toBe(true);
    expect(report.counters.requestsFuzzed).toBe(20_000);
  });

  it.each(FAILING_COUNTERS)("fails when %s is not zero", (counter) => {
    const report = buildReport(7, new Date(), [part({ requestsFuzzed: 10, [counter]: 1 })]);
    expect(report.passed).toBe(false);
    expect(formatTable(report)).toContain("FAIL");
  });

  it("fails when a part crashed, and prints why", () => {
    const crashed: PartResult = { ...part({ otherFailures: 1 }, "crashed"), name: "limits", error: "Error: boom" };
    const report = buildReport(7, new Date(), [part({}), crashed]);
    expect(report.passed).toBe(false);
    expect(formatTable(report)).toMatch(/CRASHED limits[\s\S]*crashed: Error: boom/);
  });

  it("prints the six headline rows, the faults mishandled beside the faults injected, and the seed", () => {
    const table = formatTable(
      buildReport(42, new Date(), [part({ requestsFuzzed: 20_123, faultsInjected: 35, faultsMishandled: 0 })]),
    );
    for (const row of HEADLINE_ROWS) {
      expect(table).toMatch(new RegExp(`\\| ${row} +\\|`));
    }
    expect(table).toContain("20,123");
    expect(table).toContain("35 (0 mishandled)");
    expect(table).toContain("--seed 42");
    expect(table).toContain("PASSED");
  });

  it("sums the counters of every part", () => {
    const report = buildReport(1, new Date(), [
      part({ serverErrors: 2 }),
      { ...part({ serverErrors: 3, eventsLost: 1 }), name: "webhook-faults" },
    ]);
    expect(report.counters.serverErrors).toBe(5);
    expect(report.counters.eventsLost).toBe(1);
  });
});
