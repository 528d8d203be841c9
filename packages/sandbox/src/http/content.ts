/**
 * The body parsers: bodies are read as text (Fastify enforces the 1 MiB limit, 413), then checked against the
 * operation's documented media types (415) and parsed as JSON (malformed: 400 VALIDATION_ERROR).
 * `multipart/form-data` is not read here: the handler of an operation that takes it (the attachment upload) streams
 * its parts (`readFormBody`, src/http/multipart.ts), up to 10 MiB.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, serviceFailure, validationError } from "../domain/errors.js";
import { mediaTypeOf } from "../media-type.js";
import type { OperationSpec } from "../spec/operations.js";
import { inexactNumbers } from "./exact-numbers.js";
import { MultipartError, readForm, registerMultipart, UploadTooLargeError } from "./multipart.js";
import { initialState } from "./request-state.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The body limit of an operation that takes `multipart/form-data` (file uploads). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

const MULTIPART = "multipart/form-data";

/** The operation takes `multipart/form-data` (a file upload). */
export function takesUpload(op: OperationSpec): boolean {
  return op.requestBody?.mediaTypes.has(MULTIPART) === true;
}

/** The route's body limit: uploads get UPLOAD_LIMIT_BYTES, everything else the server's 1 MiB. */
export function bodyLimitOf(op: OperationSpec): number | undefined {
  return takesUpload(op) ? UPLOAD_LIMIT_BYTES : undefined;
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/**
 * JSON.parse that refuses `__proto__` keys instead of letting them reach any object. A text that spells neither
 * `__proto__` nor a `\u` escape (the only way to write it otherwise) cannot hold one: it skips the (slow) reviver.
 */
export function parseJson(text: string): unknown {
  if (!text.includes("__proto__") && !text.includes("\\u")) return JSON.parse(text);
  return JSON.parse(text, (key, value) => {
    if (key === "__proto__") throw new SyntaxError("the key __proto__ is not allowed");
    return value;
  });
}

function serviceOf(request: FastifyRequest) {
  return (request.sandbox ?? initialState(request)).service;
}

/** The request's media type when the operation documents it (kept on the request state); 415 otherwise. */
function documentedMediaType(request: FastifyRequest): string | undefined {
  const state = request.sandbox ?? initialState(request);
  const op = state.entry?.op;
  if (!op?.requestBody) return undefined;
  const mediaType = mediaTypeOf(request.headers["content-type"]);
  if (!mediaType || !op.requestBody.mediaTypes.has(mediaType)) {
    const allowed = [...op.requestBody.mediaTypes.keys()].join(", ");
    throw new ApiError(
      415,
      serviceFailure(state.service, "UNSUPPORTED_MEDIA_TYPE", `Content-Type must be one of: ${allowed}`),
      true,
    );
  }
  state.mediaType = mediaType;
  return mediaType;
}

function parseBody(request: FastifyRequest, text: string): unknown {
  const mediaType = documentedMediaType(request);
  if (mediaType === undefined || text.length === 0) return undefined;
  if (!isJson(mediaType)) return text;
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    throw validationError(serviceOf(request), { body: [`must be well-formed JSON (${(error as Error).message})`] });
  }
  const inexact = inexactNumbers(text, parsed);
  if (inexact) throw validationError(serviceOf(request), inexact);
  return parsed;
}

/**
 * A multipart body, streamed, as part name -> stand-in string (see multipart.ts); undefined when the operation does
 * not take one (415 first). Malformed or repeated parts are 400, a part or body over the limit 413.
 */
export async function readFormBody(request: FastifyRequest): Promise<unknown> {
  if (documentedMediaType(request) === undefined) return undefined;
  const service = serviceOf(request);
  const limit = request.routeOptions.bodyLimit ?? UPLOAD_LIMIT_BYTES;
  try {
    const { body, repeated } = await readForm(request, limit);
    if (repeated.length > 0) {
      throw validationError(service, Object.fromEntries(repeated.map((name) => [name, ["must be sent once"]])));
    }
    return body;
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      throw new ApiError(413, serviceFailure(service, "PAYLOAD_TOO_LARGE", `The body exceeds ${limit} bytes`), true);
    }
    if (!(error instanceof MultipartError)) throw error;
    throw validationError(service, { body: [`must be well-formed ${MULTIPART} (${error.message})`] });
  }
}

/** The request says its body is `multipart/form-data` (read or not). */
export function sentMultipart(request: FastifyRequest): boolean {
  return mediaTypeOf(request.headers["content-type"]) === MULTIPART;
}

export function registerBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      done(null, parseBody(request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Outside the upload routes a multipart body is never read: 415 where the operation takes a body, else ignored —
  // so its size never earns a 413 here (registerUploadParser streams it where it is documented).
  app.addContentTypeParser(MULTIPART, (request, _payload, done) => {
    try {
      documentedMediaType(request);
      done(null, undefined);
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/**
 * The streaming multipart reader, for the routes of `scope` only (the uploads): its hooks and request decorators
 * then cost the other routes nothing (a tenth of a GET's server time).
 */
export function registerUploadParser(scope: FastifyInstance): void {
  scope.removeContentTypeParser(MULTIPART);
  registerMultipart(scope, UPLOAD_LIMIT_BYTES);
}
