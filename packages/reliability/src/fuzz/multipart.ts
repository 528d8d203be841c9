/** `multipart/form-data` bodies for the attachment upload: one `file` part, or a broken variant of it. */
import type { BrokenForm } from "./defects.js";
import type { FilePart } from "./plan.js";

const BOUNDARY = "haulkit-fuzz-boundary";

function part(name: string, fileName: string | undefined, data: Buffer): Buffer {
  const disposition =
    fileName === undefined
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${fileName.replaceAll('"', "%22")}"`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "utf8"), data, Buffer.from("\r\n", "utf8")]);
}

/** The body and its content type, or undefined when there is nothing to send. */
export function multipartBody(
  file: FilePart | undefined,
  broken: BrokenForm | undefined,
): { bytes: Uint8Array; contentType: string } | undefined {
  const data = Buffer.alloc(file?.size ?? 16, file?.byte ?? 0x41);
  const fileName = file?.fileName ?? "attachment.bin";
  const end = Buffer.from(`--${BOUNDARY}--\r\n`, "utf8");
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  let parts: Buffer[];
  switch (broken) {
    case undefined:
      if (!file) return undefined;
      parts = [part("file", fileName, data), end];
      break;
    case "no-file":
      parts = [part("note", undefined, Buffer.from("no file here")), end];
      break;
    case "extra-part":
      parts = [part("file", fileName, data), part("extra", undefined, Buffer.from("x")), end];
      break;
    case "two-files":
      parts = [part("file", fileName, data), part("file", fileName, data), end];
      break;
    case "empty-file":
      parts = [part("file", fileName, Buffer.alloc(0)), end];
      break;
    case "no-boundary":
      return { bytes: Buffer.concat([part("file", fileName, data), end]), contentType: "multipart/form-data" };
    case "unterminated":
      parts = [part("file", fileName, data).subarray(0, 40)];
      break;
  }
  return { bytes: Buffer.concat(parts), contentType };
}
