/**
 * Whether an error id a test expects is our assumption: the `data.error_id` node of the answer's schema that lists
 * it (`enum`/`const`) carries `x-assumption`. Found by validating the answer with an id no enum lists.
 */
import type { ErrorObject } from "ajv";
import { documentedResponse, operation } from "../spec/operations.js";
import { gapsOfError } from "../validation/assumptions.js";
import { validatorAt } from "../validation/spec-ajv.js";

const NO_SUCH_ID = "\u0000haulkit-no-such-error-id";

function lists(error: ErrorObject, id: string): boolean {
  const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
  return error.keyword === "enum" ? (params.allowedValues ?? []).includes(id) : params.allowedValue === id;
}

/** The gap ids behind `expected` as the error id of (operation, status); empty when it is a fact (or unknown). */
export function errorIdGaps(operationId: string, status: number, expected: string, body: unknown): string[] {
  const documented = documentedResponse(operation(operationId), status);
  if (!documented?.schemaPointer) return [];
  const base = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const data = base.data !== null && typeof base.data === "object" ? (base.data as Record<string, unknown>) : {};
  const probe = { ...base, data: { ...data, error_id: NO_SUCH_ID } };
  const validate = validatorAt(operation(operationId).api, documented.schemaPointer);
  if (validate(probe)) return [];
  const gaps = (validate.errors ?? [])
    .filter(
      (error) => error.instancePath === "/data/error_id" && (error.keyword === "enum" || error.keyword === "const"),
    )
    .filter((error) => lists(error, expected))
    .flatMap(gapsOfError);
  return [...new Set(gaps)];
}
