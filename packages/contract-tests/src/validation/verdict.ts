/**
 * A spec check's verdict: a broken FACT (a violation, the test fails) and the ASSUMPTIONS the answer contradicts
 * (drift: recorded, the test goes on; see spec/README.md `x-assumption`). A body is checked against its schema as
 * written; when that fails, against the schema relaxed of its assumptions: passing that, it breaks no fact.
 */
import type { ErrorObject } from "ajv";
import type { Api } from "../spec/documents.js";
import { gapsOfError } from "./assumptions.js";
import { relaxedValidatorAt, validatorAt } from "./spec-ajv.js";
import { errorPointer, fromAjvErrors, preview, type Violation, valueAt } from "./violation.js";

/** One contradicted assumption. */
export interface Drift {
  /** The spec/GAPS.md id (`G-017`). */
  gap: string;
  /** The operation (`createOrder`) or `webhook <action>`. */
  where: string;
  /** The status of the answer, for an operation. */
  status?: number | undefined;
  /** JSON pointer inside the body (`""` for the status or the body itself). */
  pointer: string;
  /** What the spec assumed there, readable: `/data/object/type one of ["sedan", …]`, `status 200`. */
  assumed: string;
  /** What the target did, readable. */
  observed: string;
}

export interface Verdict {
  fact: Violation | undefined;
  drift: Drift[];
}

export const CONFORMS: Verdict = { fact: undefined, drift: [] };

function expectation(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "is present";
    case "enum":
      return `is one of ${preview(params.allowedValues)}`;
    case "const":
      return `is ${preview(params.allowedValue)}`;
    case "additionalProperties":
    case "unevaluatedProperties":
      return "has no other keys";
    default:
      return error.message ?? `satisfies ${error.keyword}`;
  }
}

/** The drift behind the errors of the schema as written (errors on unmarked nodes are left out). */
export function driftOf(where: string, body: unknown, errors: readonly ErrorObject[], status?: number): Drift[] {
  const found = new Map<string, Drift>();
  for (const error of errors) {
    const pointer = errorPointer(error);
    const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
    const at = typeof extra === "string" ? `${pointer}/${extra}` : pointer;
    for (const gap of gapsOfError(error)) {
      const value = typeof extra === "string" ? valueAt(body, at) : valueAt(body, pointer);
      const drift: Drift = {
        gap,
        where,
        status,
        pointer: at,
        assumed: `${pointer || "(body)"} ${expectation(error)}`,
        observed: `${at || "(body)"} ${value === undefined ? "is missing" : `is ${preview(value)}`}`,
      };
      found.set(`${gap} ${at} ${error.keyword}`, drift);
    }
  }
  if (found.size === 0) {
    // The relaxed schema accepted what the written one refused, yet no error names a marked node.
    return [
      { gap: "G-???", where, status, pointer: "", assumed: "(body) matches the schema", observed: "(body) differs" },
    ];
  }
  return [...found.values()];
}

/** The verdict on a body checked against the schema at `schemaPointer`. */
export function judgeBody(
  api: Api,
  schemaPointer: string,
  subject: string,
  where: string,
  body: unknown,
  status?: number,
): Verdict {
  const strict = validatorAt(api, schemaPointer);
  if (strict(body)) return CONFORMS;
  const errors = [...(strict.errors ?? [])];
  const relaxed = relaxedValidatorAt(api, schemaPointer);
  if (!relaxed(body)) return { fact: fromAjvErrors(subject, body, relaxed.errors), drift: [] };
  return { fact: undefined, drift: driftOf(where, body, errors, status) };
}
