/** The records of a run whose target was lost: what got no answer is "not run" with the loss as reason. */
import { suiteOutcomes } from "./suite-outcome.js";
import { isLostNote, looksUnanswered, lostNote, type TargetLoss } from "./target-lost.js";
import type { TestRecord } from "./test-record.js";

const SETUP_FAILED = "not run: a setup step failed: ";

function unanswered(record: TestRecord): boolean {
  if (record.state === "skipped") return record.note?.startsWith(SETUP_FAILED) === true && looksUnanswered(record.note);
  return (record.state === "failed" || record.state === "pending") && record.errors.some(looksUnanswered);
}

/** Tests that failed or were not set up for want of an answer become skipped with the loss as reason. */
export function settleLoss(records: readonly TestRecord[], loss: TargetLoss): TestRecord[] {
  const note = lostNote(loss);
  return records.map((record) =>
    unanswered(record) ? { ...record, state: "skipped", note, causes: undefined } : record,
  );
}

/** The errors outside the tests the loss explains (a setup step's request that got no answer) are left out. */
export const unexplainedErrors = (runErrors: readonly string[]): string[] =>
  runErrors.filter((error) => !looksUnanswered(error));

/** The suites any of whose tests the loss kept from running. */
export const suitesNotRun = (records: readonly TestRecord[]): string[] => [
  ...new Set(records.filter((record) => isLostNote(record.note)).map((record) => record.suite)),
];

/** Of those, the suites that failed before the loss (the closing line counts them as failed, not as not run). */
export function suitesCutShort(records: readonly TestRecord[]): string[] {
  const outcomes = suiteOutcomes(records);
  return suitesNotRun(records).filter((suite) => outcomes.get(suite) === "failed");
}
