/**
 * The one body parser: bodies are read as text (Fastify enforces the 1 MiB limit, 413), then checked against the
 * operation's documented media types (415) and parsed as JSON (malformed: 400 VALIDATION_ERROR).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, serviceFailure, validationError } from "./errors.js";
import { initialState } from "./request-state.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** `Application/JSON; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** JSON.parse that refuses `__proto__` keys instead of letting them reach any object. */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (key === "__proto__") throw new SyntaxError("the key __proto__ is not allowed");
    return value;
  });
}

function parseBody(request: FastifyRequest, text: string): unknown {
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
  if (text.length === 0) return undefined;
  if (!isJson(mediaType)) return text;
  try {
    return parseJson(text);
  } catch (error) {
    throw validationError(state.service, { body: [`must be well-formed JSON (${(error as Error).message})`] });
  }
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
}
