/**
 * A `multipart/form-data` reader (RFC 7578) over a fully buffered body: parts with their names, file names,
 * media types and bytes. The body the validators see maps each part name to a string (a file part's bytes as a
 * binary, latin1 string); `formPart` hands the handler the part itself.
 */

export interface FormPart {
  name: string;
  /** The `filename` (or `filename*`) of the part's Content-Disposition; undefined for a plain field. */
  filename: string | undefined;
  /** The part's own Content-Type, as sent; undefined when the part has none. */
  contentType: string | undefined;
  data: Buffer;
}

/** The body is not well-formed multipart; the message says why. */
export class MultipartError extends Error {}

/** At most this many parts per body (the upload needs one). */
export const MAX_PARTS = 100;

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** `a; name="x"; b=c` -> the type and its parameters (names lower case, quoted values unescaped). */
export function headerParameters(value: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  const semicolon = value.indexOf(";");
  const type = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/gy;
  pattern.lastIndex = semicolon < 0 ? value.length : semicolon;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const key = (match[1] ?? "").toLowerCase();
    // Only `\"` is an escape: browsers send backslashes (Windows paths) as they are (HTML's form encoding).
    const raw = match[2] !== undefined ? match[2].replace(/\\"/g, '"') : (match[3] ?? "");
    if (!params.has(key)) params.set(key, raw);
  }
  return { type, params };
}

/** The boundary of a `multipart/form-data` Content-Type (1 to 70 characters, RFC 2046). */
export function boundaryOf(contentType: string | undefined): string {
  const boundary = headerParameters(contentType ?? "").params.get("boundary");
  if (!boundary) throw new MultipartError("the Content-Type has no boundary");
  if (boundary.length > 70) throw new MultipartError("the boundary is longer than 70 characters");
  return boundary;
}

/** RFC 5987 `UTF-8''name%20here`; undefined when it is not that shape. */
function extendedValue(value: string): string | undefined {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] ?? "");
  } catch {
    return undefined;
  }
}

function parsePart(part: Buffer): FormPart {
  const noHeaders = part.subarray(0, 2).equals(CRLF);
  const headerEnd = noHeaders ? 0 : part.indexOf(HEADER_END);
  if (headerEnd < 0) throw new MultipartError("a part has no blank line after its headers");
  const headers = new Map<string, string>();
  const lines = noHeaders ? [] : part.subarray(0, headerEnd).toString("utf8").split("\r\n");
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError(`a part has a malformed header line '${line.slice(0, 80)}'`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headerParameters(headers.get("content-disposition") ?? "");
  const name = disposition.params.get("name");
  if (disposition.type !== "form-data" || name === undefined) {
    throw new MultipartError("every part needs 'Content-Disposition: form-data; name=...'");
  }
  const extended = disposition.params.get("filename*");
  const filename = (extended === undefined ? undefined : extendedValue(extended)) ?? disposition.params.get("filename");
  return {
    name,
    filename,
    contentType: headers.get("content-type") || undefined,
    data: part.subarray(noHeaders ? 2 : headerEnd + HEADER_END.length),
  };
}

/** Where the boundary line's padding ends (RFC 2046 allows blanks before its CRLF). */
function afterPadding(body: Buffer, from: number): number {
  let cursor = from;
  while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor += 1;
  return cursor;
}

/** A delimiter at `at` ends a line: `--` (the close) or optional blanks then CRLF follow it. */
function endsLine(body: Buffer, at: number): boolean {
  if (body.subarray(at, at + 2).toString("latin1") === "--") return true;
  return body.subarray(afterPadding(body, at), afterPadding(body, at) + 2).equals(CRLF);
}

/** The next `CRLF--boundary` from `from` that is a real delimiter line (content may hold look-alikes). */
function nextDelimiter(body: Buffer, separator: Buffer, from: number): number {
  for (let at = body.indexOf(separator, from); at >= 0; at = body.indexOf(separator, at + 1)) {
    if (endsLine(body, at + separator.length)) return at;
  }
  return -1;
}

/** Splits a buffered body into its parts; throws MultipartError when the body is not well-formed. */
export function parseMultipart(body: Buffer, contentType: string | undefined): FormPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const separator = Buffer.concat([CRLF, delimiter]);
  let at = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : nextDelimiter(body, separator, 0);
  if (at < 0) throw new MultipartError("the boundary does not occur in the body");
  if (at > 0) at += CRLF.length;
  const parts: FormPart[] = [];
  for (;;) {
    let cursor = at + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString("latin1") === "--") return parts;
    cursor = afterPadding(body, cursor);
    if (!body.subarray(cursor, cursor + 2).equals(CRLF)) throw new MultipartError("a boundary line is malformed");
    const start = cursor + CRLF.length;
    const next = nextDelimiter(body, separator, start);
    if (next < 0) throw new MultipartError("the body ends before its closing boundary");
    if (parts.length === MAX_PARTS) throw new MultipartError(`the body has more than ${MAX_PARTS} parts`);
    parts.push(parsePart(body.subarray(start, next)));
    at = next + CRLF.length;
  }
}

const PARTS = new WeakMap<object, ReadonlyMap<string, FormPart>>();

/** The body to validate: part name -> string; a part name sent twice is a field error (returned, not thrown). */
export function formBody(parts: readonly FormPart[]): { body: Record<string, string>; repeated: string[] } {
  const byName = new Map<string, FormPart>();
  const repeated: string[] = [];
  for (const part of parts) {
    if (byName.has(part.name) && !repeated.includes(part.name)) repeated.push(part.name);
    byName.set(part.name, part);
  }
  const body = Object.fromEntries(
    [...byName].map(([name, part]) => [name, part.data.toString(part.filename === undefined ? "utf8" : "latin1")]),
  );
  PARTS.set(body, byName);
  return { body, repeated };
}

/** The part behind a field of a body `formBody` built; undefined for any other body or name. */
export function formPart(body: unknown, name: string): FormPart | undefined {
  if (body === null || typeof body !== "object") return undefined;
  return PARTS.get(body)?.get(name);
}
