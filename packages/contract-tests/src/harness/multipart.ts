/** `multipart/form-data` bodies (RFC 7578) built by hand, so a test can send exactly the parts it means to. */
import { randomBytes } from "node:crypto";

export interface Part {
  name: string;
  /** The part's file name (with whatever client path the test wants to send). */
  filename?: string;
  contentType?: string;
  content: string | Buffer;
}

export interface MultipartBody {
  body: Buffer;
  /** The Content-Type header, with the boundary. */
  contentType: string;
}

function head(part: Part): string {
  const file = part.filename === undefined ? "" : `; filename="${part.filename.replaceAll('"', "%22")}"`;
  const type = part.contentType === undefined ? "" : `\r\nContent-Type: ${part.contentType}`;
  return `Content-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`;
}

export function multipartBody(parts: readonly Part[], boundary = `haulkit-${randomBytes(12).toString("hex")}`) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\n${head(part)}`),
    Buffer.from(part.content),
    Buffer.from("\r\n"),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  } satisfies MultipartBody;
}
