/**
 * Framework-level answers: statuses no operation documents because the documents leave them out (body too large
 * 413, unsupported media type 415; spec/GAPS.md "Framework-level errors"). Such an answer must really be one the
 * operation does not document (else it is a normal response), with a status the run expects, and its body must be
 * the shipper API's failure envelope.
 */
import { documentedResponse, operation } from "../spec/operations.js";
import { parseBody, type ReceivedResponse } from "./responses.js";
import { validatorAt } from "./spec-ajv.js";
import { fromAjvErrors, type Violation, violation } from "./violation.js";

export const FAILURE_ENVELOPE = "#/components/schemas/FailureEnvelope";

/** The first way a framework-level answer breaks the rules above, or undefined when it conforms. */
export function checkFrameworkAnswer(operationId: string, response: ReceivedResponse): Violation | undefined {
  const op = operation(operationId);
  const subject = `${operationId} ${response.status} (framework answer)`;
  if (op.api !== "shipper") return violation(subject, "", "is only checked for the shipper API", op.api);
  if (documentedResponse(op, response.status)) {
    return violation(subject, "", "is documented by the operation: call it as a normal response", response.status);
  }
  const body = parseBody(response.text);
  if (body === undefined || body instanceof Error) {
    return violation(subject, "", "is not the failure envelope (no JSON body)", response.text);
  }
  const validate = validatorAt("shipper", FAILURE_ENVELOPE);
  return validate(body) ? undefined : fromAjvErrors(subject, body, validate.errors);
}
