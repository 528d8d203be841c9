/**
 * Whether a value a test expects is our assumption: the node of the answer's schema that lists it (`enum` or
 * `const` at that place) carries `x-assumption` — an assumed error id, a value of an open value set. Found by
 * validating the answer with a value no enum lists at that pointer.
 */
import type { ErrorObject } from "ajv";
import { documentedResponse, operation } from "../spec/operations.js";
import { gapsOfError } from "../validation/assumptions.js";
import { validatorAt } from "../validation/spec-ajv.js";

const NO_SUCH_VALUE = "\u0000haulkit-no-such-value";

function lists(error: ErrorObject, value: unknown): boolean {
  const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
  return error.keyword === "enum" ? (params.allowedValues ?? []).includes(value) : params.allowedValue === value;
}

/** A copy of `body` with `value` at `pointer` (objects on the way created as needed). */
function withValueAt(body: unknown, pointer: string, value: unknown): unknown {
  const keys = pointer
    .split("/")
    .slice(1)
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  const root: unknown = structuredClone(body ?? {});
  let node = root as Record<string, unknown>;
  for (const [index, key] of keys.entries()) {
    if (index === keys.length - 1) node[key] = value;
    else {
      const next = node[key];
      node[key] = next !== null && typeof next === "object" ? next : {};
      node = node[key] as Record<string, unknown>;
    }
  }
  return root;
}

/** The gap ids behind `expected` at `pointer` of (operation, status)'s answer; empty when it is a fact. */
export function assumedValueGaps(
  operationId: string,
  status: number,
  pointer: string,
  expected: unknown,
  body: unknown,
): string[] {
  const op = operation(operationId);
  const documented = documentedResponse(op, status);
  if (!documented?.schemaPointer || pointer === "") return [];
  const validate = validatorAt(op.api, documented.schemaPointer);
  if (validate(withValueAt(body, pointer, NO_SUCH_VALUE))) return [];
  const gaps = (validate.errors ?? [])
    .filter((error) => error.instancePath === pointer && (error.keyword === "enum" || error.keyword === "const"))
    .filter((error) => lists(error, expected))
    .flatMap(gapsOfError);
  return [...new Set(gaps)];
}

/**
 * Whether `actual` at `pointer` is listed too by the assumed node there (an overlay widened it to what the target
 * answers): the answer then differs from the test's expectation but not from the spec, and is no drift.
 */
export function listedToo(
  operationId: string,
  status: number,
  pointer: string,
  actual: unknown,
  body: unknown,
): boolean {
  const op = operation(operationId);
  const documented = documentedResponse(op, status);
  if (!documented?.schemaPointer || pointer === "" || actual === undefined) return false;
  const validate = validatorAt(op.api, documented.schemaPointer);
  if (validate(withValueAt(body, pointer, actual))) return true;
  return !(validate.errors ?? []).some(
    (error) => error.instancePath === pointer && (error.keyword === "enum" || error.keyword === "const"),
  );
}
