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
  /** That text already parsed by the HTTP client, when it is an object or an array: not parsed again. */
  parsed?: object | undefined;
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

function judgeDocumented(op: Operation, documented: DocumentedResponse, response: ReceivedResponse): Verdict {
  const { status, text } = response;
  const subject = `${op.operationId} ${status}`;
  const body = response.parsed ?? parseBody(text);
  if (body === undefined) {
    return documented.emptyBodyAllowed || !documented.schemaPointer
      ? CONFORMS
      : { fact: violation(subject, "", "is empty but the spec documents a JSON body", undefined), drift: [] };
  }
  if (body instanceof Error) return { fact: violation(subject, "", `is not JSON (${body.message})`, text), drift: [] };
  if (!documented.schemaPointer) return CONFORMS;
  return judgeBody(op.api, documented.schemaPointer, subject, op.operationId, body, status);
}

/**
 * An assumed status of the same class whose schema takes the body (the expected one first). When none takes it,
 * the body's broken fact under the first such status, the status drift named after it: a status that differs only
 * by an assumption does not hide a body that is not what the spec documents.
 */
function assumedStand(
  op: Operation,
  response: ReceivedResponse,
  expected: number | undefined,
): ResponseVerdict | undefined {
  const cls = String(response.status)[0];
  const candidates = [...op.responses.values()]
    .filter((r) => r.assumption.length > 0 && /^\d{3}$/.test(r.status) && r.status[0] === cls)
    .sort((a, b) => Number(b.status === String(expected)) - Number(a.status === String(expected)));
  const statusDrift = (candidate: DocumentedResponse) =>
    candidate.assumption.map((gap) => ({
      gap,
      where: op.operationId,
      status: response.status,
      pointer: "",
      assumed: `status ${candidate.status}`,
      observed: `status ${response.status}`,
    }));
  for (const candidate of candidates) {
    const verdict = judgeDocumented(op, candidate, response);
    if (verdict.fact) continue;
    return { fact: undefined, drift: [...statusDrift(candidate), ...verdict.drift], takenAs: Number(candidate.status) };
  }
  const first = candidates[0];
  if (!first) return undefined;
  const broken = judgeDocumented(op, first, response);
  if (!broken.fact) return undefined;
  const also = `; and status ${response.status} where the spec assumes ${first.status} (${first.assumption.join(", ")})`;
  return {
    fact: { ...broken.fact, message: `${broken.fact.message}${also}` },
    drift: statusDrift(first),
    takenAs: Number(first.status),
  };
}

/**
 * A response an overlay added for the status a target answers where the spec assumed another (`x-haulkit-stands-for`)
 * is taken as that assumed status, unless the test expects yet another one.
 */
function alternativeOf(
  documented: DocumentedResponse,
  status: number,
  expected: number | undefined,
): number | undefined {
  const standsFor = documented.standsFor;
  if (standsFor === undefined || standsFor === status) return undefined;
  return expected === undefined || expected === standsFor ? standsFor : undefined;
}

/** The verdict on a response; `expected` (the status the test expects) breaks ties between assumed statuses. */
export function judgeResponse(operationId: string, response: ReceivedResponse, expected?: number): ResponseVerdict {
  const op = operation(operationId);
  const documented = documentedResponse(op, response.status);
  if (documented) {
    const verdict = judgeDocumented(op, documented, response);
    const takenAs = alternativeOf(documented, response.status, expected);
    return takenAs === undefined ? verdict : { ...verdict, takenAs };
  }
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
