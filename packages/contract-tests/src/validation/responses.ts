/**
 * Checks one response against its operation: the status must be documented, and the body must match the schema
 * documented for that status (or be empty where the spec allows it).
 */
import { documentedResponse, operation } from "../spec/operations.js";
import { validatorAt } from "./spec-ajv.js";
import { fromAjvErrors, type Violation, violation } from "./violation.js";

export interface ReceivedResponse {
  status: number;
  /** The raw body text ("" when there is none). */
  text: string;
}

/** Parses a body for validation; undefined for an empty body, an Error for text that is not JSON. */
export function parseBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The first way the response breaks the spec, or undefined when it conforms. */
export function checkResponse(operationId: string, response: ReceivedResponse): Violation | undefined {
  const op = operation(operationId);
  const subject = `${operationId} ${response.status}`;
  const documented = documentedResponse(op, response.status);
  const body = parseBody(response.text);
  if (!documented) {
    const statuses = [...op.responses.keys()].join(", ");
    const value = body instanceof Error ? response.text : body;
    return violation(
      subject,
      "",
      `has status ${response.status}, which is not documented (documented: ${statuses})`,
      value,
    );
  }
  if (body === undefined) {
    return documented.emptyBodyAllowed || !documented.schemaPointer
      ? undefined
      : violation(subject, "", "is empty but the spec documents a JSON body", undefined);
  }
  if (body instanceof Error) return violation(subject, "", `is not JSON (${body.message})`, response.text);
  if (!documented.schemaPointer) return undefined;
  const validate = validatorAt(op.api, documented.schemaPointer);
  return validate(body) ? undefined : fromAjvErrors(subject, body, validate.errors);
}
