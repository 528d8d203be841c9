import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_ATTACHMENTS } from "../../../src/domain/attachments/attachment-record.js";
import {
  attachmentContentType,
  attachmentName,
  attachmentsOf,
  uploadAttachment,
} from "../../../src/domain/attachments/attachment-service.js";
import { attachmentView } from "../../../src/domain/attachments/attachment-view.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

/** An upload as the streaming reader hands it over: size and SHA-256 of the bytes, not the bytes. */
const upload = (data: string, filename?: string, contentType?: string) => ({
  filename,
  contentType,
  size: Buffer.byteLength(data),
  sha256: createHash("sha256").update(data).digest("hex"),
});

describe("attachmentName", () => {
  it.each([
    ["gate-pass.jpg", "gate-pass.jpg"],
    ["C:\\photos\\left side.jpg", "left side.jpg"],
    ["../../etc/passwd", "passwd"],
    ["  ", "file"],
    ["dir/", "file"],
    [undefined, "file"],
  ])("%j -> %s", (filename, expected) => {
    expect(attachmentName(filename)).toBe(expected);
  });
});

describe("attachmentContentType", () => {
  it.each([
    ["image/JPEG; foo=bar", "image/jpeg"],
    ["application/pdf", "application/pdf"],
    [undefined, "text/plain"],
  ])("%j -> %s", (contentType, expected) => {
    expect(attachmentContentType(upload("x", "a", contentType))).toBe(expected);
  });
});

describe("uploadAttachment", () => {
  it("keeps the metadata, the size and the SHA-256 of the bytes", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    const stored = uploadAttachment(ctx, org, order.guid, upload("photo bytes", "a b.jpg", "image/jpeg"), true);
    expect(stored).toEqual({
      guid: expect.any(String),
      orderGuid: order.guid,
      name: "a b.jpg",
      contentType: "image/jpeg",
      size: 11,
      sha256: createHash("sha256").update("photo bytes").digest("hex"),
      isLocationProtected: true,
      createdAt: ctx.clock.now(),
    });
    expect(attachmentView(ctx, stored)).toEqual({
      guid: stored.guid,
      name: "a b.jpg",
      url: `http://127.0.0.1:4010/sandbox/files/attachments/${stored.guid}/a%20b.jpg`,
      content_type: "image/jpeg",
      size: 11,
      created_at: "2026-03-14T09:30:00.000+0000",
      is_location_protected: true,
    });
  });

  it("rejects an empty file with 400 naming the file", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    const error = apiError(() => uploadAttachment(ctx, org, order.guid, upload(""), false));
    expect(error.status).toBe(400);
    expect((error.body as { data: { details: unknown } }).data.details).toEqual({ file: ["must not be empty"] });
  });

  it("is 404 for an unknown order", () => {
    const { ctx, org } = domainContext();
    const error = apiError(() => uploadAttachment(ctx, org, UNKNOWN_GUID, upload("x"), false));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
  });

  it(`keeps at most ${MAX_ATTACHMENTS} attachments per organisation, forgetting the oldest`, () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    const first = uploadAttachment(ctx, org, order.guid, upload("first"), false);
    for (let index = 1; index < MAX_ATTACHMENTS; index += 1) {
      uploadAttachment(ctx, org, order.guid, upload(`n${index}`), false);
    }
    expect(attachmentsOf(org, order.guid)).toHaveLength(MAX_ATTACHMENTS);
    expect(attachmentsOf(org, order.guid)[0]?.guid).toBe(first.guid);
    const last = uploadAttachment(ctx, org, order.guid, upload("last"), false);
    const kept = attachmentsOf(org, order.guid);
    expect(kept).toHaveLength(MAX_ATTACHMENTS);
    expect(kept.map((attachment) => attachment.guid)).not.toContain(first.guid);
    expect(kept.at(-1)?.guid).toBe(last.guid);
  });
});
