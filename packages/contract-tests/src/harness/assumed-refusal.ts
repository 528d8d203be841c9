/**
 * A refusal the test expected but that rests only on assumptions: the request breaks constraints we chose
 * (`x-assumption`, or a gap the call names with `assumes`), and the target accepted it. That is drift, recorded
 * under the gap ids; the test stops there (`AssumedRefusal`, reported by `suite.rule` as a skip naming the drift),
 * and with `--strict` it fails like any drift.
 */
import { judgeRequest, type SentRequest } from "../validation/requests.js";
import type { Drift } from "../validation/verdict.js";
import type { Violation } from "../validation/violation.js";
import { driftMessage, settle } from "../verdicts/drift-recorder.js";

/** Ends a test whose expected refusal was only assumed; the drift is already recorded. */
export class AssumedRefusal extends Error {
  override name = "AssumedRefusal";
}

export interface RefusalCheck {
  operationId: string;
  request: SentRequest;
  /** Gap ids the test's refusal rests on though the schema does not show them (`assumes`). */
  assumes: readonly string[];
  expectedStatus: number | undefined;
  actualStatus: number;
  /** `POST /v1/public/orders`. */
  line: string;
}

/** The drift of an assumed refusal the target did not give, or undefined when the refusal is a fact. */
export function refusalDrift(check: RefusalCheck): Drift[] | undefined {
  const { expectedStatus, actualStatus } = check;
  if (expectedStatus === undefined || expectedStatus < 400 || expectedStatus >= 500) return undefined;
  if (actualStatus >= 400) return undefined;
  const verdict = judgeRequest(check.operationId, check.request);
  if (verdict.kind === "fact") return undefined;
  const observed = `accepted HTTP ${actualStatus}`;
  const base = { where: check.operationId, status: actualStatus, observed };
  const drift: Drift[] = [];
  if (verdict.kind === "assumed") {
    for (const breach of verdict.breaches) {
      for (const gap of breach.gaps) {
        drift.push({ ...base, gap, pointer: breach.pointer, assumed: `refused (${breach.constraint})` });
      }
    }
  }
  for (const gap of check.assumes) {
    drift.push({ ...base, gap, pointer: "", assumed: `refused with HTTP ${expectedStatus} (${gap})` });
  }
  return drift.length > 0 ? drift : undefined;
}

/**
 * After a failed call: the AssumedRefusal that ends the test, the --strict violation to fail it with, or
 * undefined when the failure stands as it is.
 */
export function settleRefusal(check: RefusalCheck): AssumedRefusal | Violation | undefined {
  const drift = refusalDrift(check);
  if (!drift) return undefined;
  const found = settle({ fact: undefined, drift }, check.line);
  if (found) return found;
  const first = drift[0] as Drift;
  return new AssumedRefusal(`${check.operationId} (${check.line}): drift, ${driftMessage(first)}`);
}
