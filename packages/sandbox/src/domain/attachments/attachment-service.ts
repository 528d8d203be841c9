/** Uploading a file to an order: the order must exist, the file must not be empty; the record is bounded per organisation. */
import type { SandboxContext } from "../../context.js";
import { mediaTypeOf } from "../../media-type.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { validationError } from "../errors.js";
import { findOrder } from "../orders/order-service.js";
import { ATTACHMENTS, type AttachmentRecord, MAX_ATTACHMENTS } from "./attachment-record.js";

/** An uploaded part as streamed (src/http/multipart.ts): its bytes were counted and hashed, never kept. */
export interface Upload {
  /** The part's file name; undefined when the part carried none. */
  filename: string | undefined;
  contentType: string | undefined;
  size: number;
  sha256: string;
}

/** The last segment of a client path (`C:\photos\a.jpg` -> `a.jpg`); `file` when nothing is left. */
export function attachmentName(filename: string | undefined): string {
  const base = (filename ?? "").split(/[/\\]/).pop()?.trim() ?? "";
  return base === "" ? "file" : base;
}

/** The part's media type (lower case, without parameters); a part without one is `text/plain` (RFC 7578). */
export function attachmentContentType(upload: Upload): string {
  return mediaTypeOf(upload.contentType) ?? "text/plain";
}

export function uploadAttachment(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  upload: Upload,
  isLocationProtected: boolean,
): AttachmentRecord {
  const order = findOrder(org, orderGuid);
  if (upload.size === 0) throw validationError("shipper", { file: ["must not be empty"] });
  const collection = org.collection(ATTACHMENTS);
  const record = collection.set({
    guid: newGuid(),
    orderGuid: order.guid,
    name: attachmentName(upload.filename),
    contentType: attachmentContentType(upload),
    size: upload.size,
    sha256: upload.sha256,
    isLocationProtected,
    createdAt: ctx.clock.now(),
  });
  for (const oldest of collection.values().slice(0, Math.max(0, collection.size - MAX_ATTACHMENTS))) {
    collection.delete(oldest.guid);
  }
  return record;
}

/** The attachments of an order kept so far, oldest first. */
export function attachmentsOf(org: Organisation, orderGuid: string): AttachmentRecord[] {
  return org
    .collection(ATTACHMENTS)
    .values()
    .filter((attachment) => attachment.orderGuid === orderGuid);
}
