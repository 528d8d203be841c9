/** The attachment upload of the shipper API (`multipart/form-data`, one `file` part). */

import { uploadAttachment } from "../../domain/attachments/attachment-service.js";
import { attachmentView } from "../../domain/attachments/attachment-view.js";
import { validationError } from "../../domain/errors.js";
import { formPart } from "../multipart.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

function uploadOrderAttachment(input: HandlerInput): HandlerResult {
  const part = formPart(input.body, "file");
  if (!part) throw validationError("shipper", { file: ["is required"] });
  const isLocationProtected = input.query.is_location_protected === true;
  const attachment = uploadAttachment(
    input.ctx,
    orgOf(input),
    String(input.path.order_guid),
    part,
    isLocationProtected,
  );
  return objectEnvelope(attachmentView(input.ctx, attachment));
}

export const attachmentRoutes: RouteTable = {
  uploadOrderAttachment: { handle: uploadOrderAttachment },
};
