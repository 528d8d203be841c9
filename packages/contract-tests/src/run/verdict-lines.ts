/**
 * The last two lines of a run (and of merged shards): facts broken, and assumptions contradicted with the mode that
 * judged them (strict: drift fails its test; drift: it is reported only).
 */
import type { DriftReport } from "../verdicts/drift-report.js";
import type { FailureGroup } from "../verdicts/failure-groups.js";

export function verdictLines(
  groups: readonly FailureGroup[],
  drift: DriftReport,
  strict: boolean,
  runErrors = 0,
): string[] {
  const failed = groups.reduce((sum, group) => sum + group.count, 0);
  const outside = runErrors > 0 ? `; ${runErrors} error(s) outside the tests (a setup step; failures.md)` : "";
  const facts =
    failed === 0
      ? `facts broken: none${outside}`
      : `facts broken: ${failed} failed test(s) in ${groups.length} group(s) by cause (failures.md)${outside}`;
  const gaps = drift.gaps.map((group) => group.gap).join(", ");
  const mode = strict ? "mode strict: a contradicted assumption fails its test" : "mode drift: reported, not failed";
  const assumptions =
    drift.count === 0
      ? `assumptions contradicted: none (${mode})`
      : `assumptions contradicted: ${drift.count} finding(s) under ${drift.gaps.length} gap id(s): ${gaps} (drift.md)${strict ? ", failing this run (mode strict)" : ", not failing this run (mode drift; --strict would)"}`;
  return [facts, assumptions];
}
