/**
 * How an attachment is kept: its metadata plus the SHA-256 and size of the bytes (the bytes themselves are not
 * kept: no operation reads them back). At most MAX_ATTACHMENTS per organisation; the oldest are forgotten first.
 */
import { defineCollection } from "../../state/collection.js";

export const MAX_ATTACHMENTS = 1000;

export interface AttachmentRecord {
  guid: string;
  orderGuid: string;
  name: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the uploaded bytes. */
  sha256: string;
  isLocationProtected: boolean;
  createdAt: number;
}

export const ATTACHMENTS = defineCollection<AttachmentRecord>("attachments");
