/**
 * The self-check (`validateResponses`): every answer is validated against the spec's schema for its operation
 * and status before it leaves. A mismatch is logged and replaced by a 500 `SANDBOX_RESPONSE_INVALID`.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { failureEnvelope } from "../domain/errors.js";
import type { ServiceName } from "../spec/documents.js";
import type { OperationValidators } from "../spec/validators.js";

export interface ResponseMismatch {
  operation: string;
  status: number;
  pointer: string;
  problem: string;
  /** The first schema errors, `pointer message` each. */
  errors?: string[];
}

export interface CheckInput {
  service: ServiceName;
  entry: OperationValidators | undefined;
  generic: boolean;
  genericFailure: ValidateFunction;
  status: number;
  payload: string;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const missing = typeof params.missingProperty === "string" ? ` '${params.missingProperty}'` : "";
  return `${error.message ?? "is invalid"}${missing}`;
}

/** The most specific (deepest) error names the pointer; the first few are listed too. */
function primaryError(errors: readonly ErrorObject[] | null | undefined) {
  const list = [...(errors ?? [])];
  const deepest = list.reduce<ErrorObject | undefined>(
    (best, error) => (!best || error.instancePath.length > best.instancePath.length ? error : best),
    undefined,
  );
  return {
    pointer: deepest?.instancePath ?? "",
    problem: deepest ? describe(deepest) : "does not match the schema",
    errors: list.slice(0, 10).map((error) => `${error.instancePath || "/"} ${describe(error)}`),
  };
}

function parse(payload: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(payload) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The mismatch of an outgoing answer, or undefined when it matches the spec. */
export function checkResponse(input: CheckInput): ResponseMismatch | undefined {
  const operation = input.entry?.op.operationId ?? "(no operation)";
  const mismatch = (pointer: string, problem: string): ResponseMismatch => ({
    operation,
    status: input.status,
    pointer,
    problem,
  });
  let validate: ValidateFunction | undefined;
  if (input.generic || !input.entry) {
    validate = input.genericFailure;
  } else {
    const documented = input.entry.op.responses.get(String(input.status));
    if (!documented) return mismatch("", `status ${input.status} is not documented for ${operation}`);
    validate = input.entry.responses.get(String(input.status));
    if (input.payload.length === 0) {
      return documented.emptyBodyAllowed ? undefined : mismatch("", "the body is empty but the spec documents one");
    }
    if (!validate) return documented.schemaRef ? mismatch("", "no validator") : undefined;
  }
  const parsed = parse(input.payload);
  if (parsed.error !== undefined) return mismatch("", `the body is not JSON (${parsed.error})`);
  if (validate(parsed.value)) return undefined;
  const { pointer, problem, errors } = primaryError(validate.errors);
  return { ...mismatch(pointer, problem), errors };
}

export function mismatchBody(mismatch: ResponseMismatch): unknown {
  return failureEnvelope(
    "SANDBOX_RESPONSE_INVALID",
    `The sandbox produced a response that does not match the spec: ${mismatch.operation} ${mismatch.status} at '${mismatch.pointer}' ${mismatch.problem}`,
    { ...mismatch },
  );
}
