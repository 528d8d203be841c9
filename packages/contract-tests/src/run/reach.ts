/**
 * The reach of a run: per suite how many of its selected tests ran, and what each missing need (a capability, an
 * actor's action, a fixture key) would add — every skipped test counted under the first need it was skipped for,
 * largest first. It ends run.json and the console.
 */
import type { TestRecord } from "./test-record.js";

export interface Reach {
  /** Tests selected by the run's filters, and how many of them ran (passed or failed). */
  tests: number;
  ran: number;
  suites: { suite: string; tests: number; ran: number }[];
  /** `carrier.pickUp`, `testClock`, `fixture load_requests`, or `other` for a skip of another kind. */
  missing: { need: string; adds: number }[];
}

/** `carrier.pickUp` of "needs carrier.pickUp: ...", `other` for a skip that names no need. */
export function needOf(note: string): string {
  return /^needs ([^:]+):/.exec(note)?.[1] ?? "other";
}

export function reachOf(records: readonly TestRecord[]): Reach {
  const selected = records.filter((record) => record.state !== "skipped" || record.note !== undefined);
  const suites = new Map<string, { suite: string; tests: number; ran: number }>();
  const missing = new Map<string, number>();
  for (const record of selected) {
    const row = suites.get(record.suite) ?? { suite: record.suite, tests: 0, ran: 0 };
    row.tests += 1;
    if (record.state === "passed" || record.state === "failed") row.ran += 1;
    else if (record.state === "skipped") {
      const need = needOf(record.note ?? "");
      missing.set(need, (missing.get(need) ?? 0) + 1);
    }
    suites.set(record.suite, row);
  }
  const rows = [...suites.values()];
  return {
    tests: selected.length,
    ran: rows.reduce((sum, row) => sum + row.ran, 0),
    suites: rows,
    missing: [...missing]
      .map(([need, adds]) => ({ need, adds }))
      .sort((a, b) => b.adds - a.adds || a.need.localeCompare(b.need)),
  };
}

/** `reach: 1374 of 1830 tests ran (75.1 %); missing: web.markAccepted +62, carrier.acceptOffer +52, ...` */
export function reachLine(reach: Reach, shown = 8): string {
  const share = reach.tests === 0 ? 0 : (100 * reach.ran) / reach.tests;
  const head = `reach: ${reach.ran} of ${reach.tests} tests ran (${share.toFixed(1)} %)`;
  if (reach.missing.length === 0) return head;
  const needs = reach.missing.slice(0, shown).map(({ need, adds }) => `${need} +${adds}`);
  const more = reach.missing.length > shown ? `, ... (${reach.missing.length - shown} more in run.json)` : "";
  return `${head}; missing: ${needs.join(", ")}${more}`;
}
