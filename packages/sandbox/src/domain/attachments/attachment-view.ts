/** An attachment as the API shows it (the spec's `OrderAttachment`). */
import type { SandboxContext } from "../../context.js";
import { formatDateTime } from "../../time.js";
import type { AttachmentRecord } from "./attachment-record.js";

/** The file's URL on the sandbox (like the BOL's, it is not served). */
export function attachmentUrl(ctx: SandboxContext, attachment: AttachmentRecord): string {
  return `${ctx.baseUrl()}/sandbox/files/attachments/${attachment.guid}/${encodeURIComponent(attachment.name)}`;
}

export function attachmentView(ctx: SandboxContext, attachment: AttachmentRecord) {
  return {
    guid: attachment.guid,
    name: attachment.name,
    url: attachmentUrl(ctx, attachment),
    content_type: attachment.contentType,
    size: attachment.size,
    created_at: formatDateTime(attachment.createdAt),
    is_location_protected: attachment.isLocationProtected,
  };
}
