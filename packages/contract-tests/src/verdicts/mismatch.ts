/**
 * A test's failure as the answer's fault: the operation, the request, expected and actual status, and the smallest
 * difference (JSON pointer, expected, actual) before an excerpt of the body. Its `cause` fields travel with the
 * error to the summary, which groups failures by them (failure-groups.ts).
 */
import { preview } from "../validation/violation.js";

export const BODY_EXCERPT = 500;

export interface MismatchCause {
  operation: string;
  /** `POST /v1/public/orders` (the path as sent, without host and query). */
  request: string;
  expectedStatus?: number | undefined;
  actualStatus?: number | undefined;
  /** The status the answer came with, when it was taken as the assumed `actualStatus` (status drift). */
  receivedStatus?: number | undefined;
  /** Where the answer differs (`""`: the status or the body as a whole). */
  pointer: string;
  expected: string;
  actual: string;
  /** `data.error_id` of the answer, when it has one. */
  errorId?: string | undefined;
  /** The difference in words when it is a spec check's (`response breaks the spec: getOrder 200: /x must be …`). */
  detail?: string | undefined;
}

/** The failure of one expectation on an answer; `haulkit` carries the cause for grouping. */
export class AnswerMismatch extends Error {
  override name = "AnswerMismatch";
  readonly haulkit: MismatchCause;
  constructor(cause: MismatchCause, body?: string) {
    super(mismatchMessage(cause, body));
    this.haulkit = cause;
  }
}

/** `$.data.objects[0].guid` (pactum's paths) as a JSON pointer. */
export function jsonPathToPointer(path: string): string {
  const keys = path
    .replace(/^\$\.?/, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((key) => key !== "");
  return keys.map((key) => `/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** The status an answer came with, and the assumed one it was taken as when they differ (`409, taken as 404`). */
export function receivedAs(cause: MismatchCause): string {
  return cause.receivedStatus !== undefined && cause.receivedStatus !== cause.actualStatus
    ? `${cause.receivedStatus} (taken as the assumed ${cause.actualStatus})`
    : String(cause.actualStatus);
}

export function mismatchMessage(cause: MismatchCause, body?: string): string {
  const status =
    cause.expectedStatus !== undefined &&
    cause.actualStatus !== undefined &&
    cause.expectedStatus !== cause.actualStatus
      ? `expected status ${cause.expectedStatus}, got ${receivedAs(cause)}`
      : cause.receivedStatus !== undefined
        ? `status ${cause.receivedStatus}, taken as the assumed ${cause.actualStatus}`
        : `status ${cause.actualStatus ?? "none"}${cause.expectedStatus !== undefined ? " as expected" : ""}`;
  // A webhook payload has no status of its own: its head is the action and where it was posted.
  const received = cause.expectedStatus === undefined && cause.actualStatus === undefined;
  const lines = [
    received ? `${cause.operation} (${cause.request})` : `${cause.operation} (${cause.request}): ${status}`,
  ];
  if (cause.detail !== undefined) lines.push(`  ${cause.detail}`);
  else if (cause.pointer !== "" || cause.expected !== "" || cause.actual !== "") {
    lines.push(`  at ${cause.pointer || "(body)"}: expected ${cause.expected}, actual ${cause.actual}`);
  }
  if (body !== undefined && body !== "") {
    const excerpt = body.length > BODY_EXCERPT ? `${body.slice(0, BODY_EXCERPT)}… (${body.length} chars)` : body;
    lines.push(`  body: ${excerpt}`);
  }
  return lines.join("\n");
}

/** The `data.error_id` of a JSON body, if any. */
export function errorIdOf(json: unknown): string | undefined {
  const id = (json as { data?: { error_id?: unknown } } | null)?.data?.error_id;
  return typeof id === "string" ? id : undefined;
}

/** `'a' !== 'b'` (node:assert's one-line form) or its `+ actual - expected` diff: the two values. */
function strictEqualValues(message: string): { expected: string; actual: string } | undefined {
  const inline = /^(.+) !== (.+)$/m.exec(message);
  if (inline) return { expected: (inline[2] as string).trim(), actual: (inline[1] as string).trim() };
  const actual = /^\+ (?!actual)(.*)$/m.exec(message)?.[1];
  const expected = /^- (?!expected)(.*)$/m.exec(message)?.[1];
  return actual !== undefined && expected !== undefined ? { expected, actual } : undefined;
}

/**
 * What an assertion library's message says differs: its pointer, expected and actual values. A message it cannot
 * read is kept as the failure's words (`detail`), never put in the "actual" slot.
 */
export function differenceOf(message: string): Pick<MismatchCause, "pointer" | "expected" | "actual" | "detail"> {
  const status = /HTTP status (\d+) !== (\d+)/.exec(message);
  if (status) return { pointer: "", expected: "", actual: "" };
  // The values may hold quotes themselves: the pointer (a JSON path) is what the message is cut at.
  const like = /doesn't (?:have value|match with|have type) '(.*)' at '([^']*)' but found '(.*)'/s.exec(message);
  if (like) {
    return { pointer: jsonPathToPointer(like[2] as string), expected: preview(like[1]), actual: preview(like[3]) };
  }
  const header = /^Header value '(.*)' did not match for header '([^']*)': '(.*)'$/m.exec(message);
  if (header) {
    return { pointer: `header ${header[2]}`, expected: preview(header[1]), actual: preview(header[3]) };
  }
  const headerLike = /^Header regex \((.*)\) did not match for header '([^']*)': '(.*)'$/m.exec(message);
  if (headerLike) {
    return {
      pointer: `header ${headerLike[2]}`,
      expected: `matching ${headerLike[1]}`,
      actual: preview(headerLike[3]),
    };
  }
  const noHeader = /^Header '([^']*)' not present in HTTP response/.exec(message);
  if (noHeader) return { pointer: `header ${noHeader[1]}`, expected: "present", actual: "missing" };
  const property = /doesn't have property '([^']*)' at '([^']*)'/.exec(message);
  if (property) {
    const at = jsonPathToPointer(property[2] as string);
    return { pointer: `${at}/${property[1]}`, expected: "present", actual: "missing" };
  }
  if (/^Expected values to be (?:strictly |loosely |deep-)*equal/.test(message)) {
    const values = strictEqualValues(message);
    if (values) return { pointer: "", ...values };
  }
  return { pointer: "", expected: "", actual: "", detail: `the check failed: ${message.split("\n")[0] ?? message}` };
}
