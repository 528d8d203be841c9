/**
 * `multipart/form-data` uploads (RFC 7578) read as a stream by `@fastify/multipart` (busboy): no part is buffered.
 * A file part is hashed (SHA-256) and counted as it arrives, then forgotten; a plain field is kept as text. The body
 * the validators see maps each part name to a short stand-in string; `formPart` hands the handler the part itself.
 * Limits: each part and the whole body at most the route's upload limit (413), at most MAX_PARTS parts.
 */
import { createHash } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface FormPart {
  name: string;
  /** The part's file name (busboy drops any client path); undefined for a plain field. */
  filename: string | undefined;
  /** The part's own Content-Type, as sent (busboy: `text/plain` when the part has none). */
  contentType: string | undefined;
  size: number;
  /** SHA-256 of the part's bytes, hex. */
  sha256: string;
}

/** The body is not well-formed multipart; the message says why. */
export class MultipartError extends Error {}

/** The body, or one of its parts, is over the upload limit. */
export class UploadTooLargeError extends Error {}

/** At most this many parts per body (the upload needs one). */
export const MAX_PARTS = 100;

/** Registers the streaming reader; parts are read only by `readForm`, for operations that document multipart. */
export function registerMultipart(app: FastifyInstance, limitBytes: number): void {
  app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: limitBytes, fieldSize: limitBytes, parts: MAX_PARTS, headerPairs: 100, fieldNameSize: 200 },
  });
}

/** Counts the bytes of the raw body as they arrive; `over()` once they pass `limit`. */
function bodyMeter(request: FastifyRequest, limit: number) {
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
  };
  request.raw.on("data", onData);
  return { over: () => seen > limit, empty: () => seen === 0, stop: () => request.raw.off("data", onData) };
}

const LIMIT_CODES = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/** Reads every part of the request's body: part name -> part; a name sent twice is listed in `repeated`. */
export async function readForm(
  request: FastifyRequest,
  limitBytes: number,
): Promise<{ body: Record<string, string> | undefined; repeated: string[] }> {
  const byName = new Map<string, FormPart>();
  const repeated: string[] = [];
  const meter = bodyMeter(request, limitBytes);
  try {
    for await (const part of request.parts()) {
      let formPart: FormPart;
      if (part.type === "file") {
        const hash = createHash("sha256");
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          if (part.file.truncated || meter.over()) throw new UploadTooLargeError();
        }
        if (part.file.truncated) throw new UploadTooLargeError();
        formPart = {
          name: part.fieldname,
          filename: part.filename,
          contentType: part.mimetype,
          size,
          sha256: hash.digest("hex"),
        };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new UploadTooLargeError();
        const text = String(part.value);
        const bytes = Buffer.from(text, "utf8");
        formPart = {
          name: part.fieldname,
          filename: undefined,
          contentType: part.mimetype || undefined,
          size: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        };
      }
      if (meter.over()) throw new UploadTooLargeError();
      if (byName.has(formPart.name) && !repeated.includes(formPart.name)) repeated.push(formPart.name);
      byName.set(formPart.name, formPart);
    }
  } catch (error) {
    // Busboy stops reading once a part is refused; unpiped, the rest of the body can be drained for the answer.
    request.raw.unpipe();
    if (error instanceof UploadTooLargeError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_CODES.has(code)) {
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new UploadTooLargeError();
      throw new MultipartError(`the body has more than ${MAX_PARTS} parts`);
    }
    throw new MultipartError((error as Error).message);
  } finally {
    meter.stop();
  }
  if (meter.empty()) return { body: undefined, repeated };
  const body: Record<string, string> = {};
  for (const [name, part] of byName) body[name] = `${part.size} bytes`;
  PARTS.set(body, byName);
  return { body, repeated };
}

const PARTS = new WeakMap<object, ReadonlyMap<string, FormPart>>();

/** The part behind a field of a body `readForm` built; undefined for any other body or name. */
export function formPart(body: unknown, name: string): FormPart | undefined {
  if (body === null || typeof body !== "object") return undefined;
  return PARTS.get(body)?.get(name);
}
