/**
 * Checks one response against its operation: the status must be documented, and the body must match the schema
 * documented for that status (or be empty where the spec allows it). A status the spec only assumes
 * (`x-assumption` on the response) may come as another status of its class with a body valid for it: drift, and
 * the answer is taken as the assumed status (`takenAs`).
 */
import { type DocumentedResponse, documentedResponse, type Operation, operation } from "../spec/operations.js";
import { settle } from "../verdicts/drift-recorder.js";
import { CONFORMS, judgeBody, type Verdict } from "./verdict.js";
import { type Violation, violation } from "./violation.js";

export interface ReceivedResponse {
  status: number;
  /** The raw body text ("" when there is none). */
  text: string;
}

export interface ResponseVerdict extends Verdict {
  /** The assumed status the answer stands for, when it came with another status of the same class. */
  takenAs?: number | undefined;
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

function judgeDocumented(op: Operation, documented: DocumentedResponse, status: number, text: string): Verdict {
  const subject = `${op.operationId} ${status}`;
  const body = parseBody(text);
  if (body === undefined) {
    return documented.emptyBodyAllowed || !documented.schemaPointer
      ? CONFORMS
      : { fact: violation(subject, "", "is empty but the spec documents a JSON body", undefined), drift: [] };
  }
  if (body instanceof Error) return { fact: violation(subject, "", `is not JSON (${body.message})`, text), drift: [] };
  if (!documented.schemaPointer) return CONFORMS;
  return judgeBody(op.api, documented.schemaPointer, subject, op.operationId, body, status);
}

/** An assumed status of the same class whose schema takes the body (the expected one first). */
function assumedStand(
  op: Operation,
  response: ReceivedResponse,
  expected: number | undefined,
): ResponseVerdict | undefined {
  const cls = String(response.status)[0];
  const candidates = [...op.responses.values()]
    .filter((r) => r.assumption.length > 0 && /^\d{3}$/.test(r.status) && r.status[0] === cls)
    .sort((a, b) => Number(b.status === String(expected)) - Number(a.status === String(expected)));
  for (const candidate of candidates) {
    const verdict = judgeDocumented(op, candidate, response.status, response.text);
    if (verdict.fact) continue;
    const drift = candidate.assumption.map((gap) => ({
      gap,
      where: op.operationId,
      status: response.status,
      pointer: "",
      assumed: `status ${candidate.status}`,
      observed: `status ${response.status}`,
    }));
    return { fact: undefined, drift: [...drift, ...verdict.drift], takenAs: Number(candidate.status) };
  }
  return undefined;
}

/** The verdict on a response; `expected` (the status the test expects) breaks ties between assumed statuses. */
export function judgeResponse(operationId: string, response: ReceivedResponse, expected?: number): ResponseVerdict {
  const op = operation(operationId);
  const documented = documentedResponse(op, response.status);
  if (documented) return judgeDocumented(op, documented, response.status, response.text);
  const stand = assumedStand(op, response, expected);
  if (stand) return stand;
  const body = parseBody(response.text);
  const statuses = [...op.responses.keys()].join(", ");
  const fact = violation(
    `${operationId} ${response.status}`,
    "",
    `has status ${response.status}, which is not documented (documented: ${statuses})`,
    body instanceof Error ? response.text : body,
  );
  return { fact, drift: [] };
}

/** The first way the response breaks the spec, or undefined when it conforms (drift is recorded). */
export function checkResponse(operationId: string, response: ReceivedResponse): Violation | undefined {
  return settle(judgeResponse(operationId, response));
}
