/**
 * A rule that rests only on choices of spec/GAPS.md (`suite.rule(name, needs, body, { assumes: "G-060" })`): a
 * behaviour the documents do not show, such as an order among equal values. A target whose answer breaks such a
 * rule's check contradicts those assumptions: drift, recorded under the gap ids, and the test ends skipped naming
 * it (with --strict it fails, naming the assumption). A broken fact inside the rule still fails as it is: a response
 * breaking the spec, a 5xx, an error of the suite itself, a target that cannot be reached.
 */
import type { Drift } from "../validation/verdict.js";
import { driftMessage, settle } from "../verdicts/drift-recorder.js";
import { AnswerMismatch } from "../verdicts/mismatch.js";

const OBSERVED_CHARS = 200;

/** What ends a test whose rule rests on `gaps`: a skip naming the drift, or the error to fail with. */
export type AssumedRuleOutcome = { skip: string } | { fail: unknown };

/** A check of the rule's own that the target's answer failed (not a fact of the spec, not a crash). */
function contradiction(error: unknown): boolean {
  if (error instanceof AnswerMismatch) return (error.haulkit.actualStatus ?? 0) < 500;
  return error instanceof Error && error.name === "AssertionError";
}

/** The failure's head and where the answer differs (its second line), without the body excerpt. */
function observedOf(message: string): string {
  const lines = message
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("body:"));
  const text = lines.slice(0, 2).join(": ");
  return text.length > OBSERVED_CHARS ? `${text.slice(0, OBSERVED_CHARS)}…` : text;
}

/** Settles an error thrown by a rule that assumes `gaps`; `rule` is the test's name. */
export function settleAssumedRule(error: unknown, gaps: readonly string[], rule: string): AssumedRuleOutcome {
  if (gaps.length === 0 || !contradiction(error)) return { fail: error };
  const cause = error instanceof AnswerMismatch ? error.haulkit : undefined;
  const observed = observedOf((error as Error).message);
  const drift: Drift[] = gaps.map((gap) => ({
    gap,
    where: cause?.operation ?? "rule",
    ...(cause?.actualStatus !== undefined ? { status: cause.actualStatus } : {}),
    pointer: cause?.pointer ?? "",
    assumed: `"${rule}" holds`,
    observed,
  }));
  const strictFailure = settle({ fact: undefined, drift }, cause?.request);
  if (strictFailure) {
    (error as Error).message += `\n  contradicts assumption ${gaps.join(", ")} (--strict)`;
    return { fail: error };
  }
  return { skip: `drift, ${driftMessage(drift[0] as Drift)}` };
}
