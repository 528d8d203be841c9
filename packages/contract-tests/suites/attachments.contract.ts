/**
 * Order attachments (a multipart upload with one `file` part; `is_location_protected`, default false; the bad
 * bodies; 413 beyond the size limit and 415 for another media type, framework answers of spec/GAPS.md) and the
 * bill of lading (404 before pickup, its URL after).
 */
import { describe, expect } from "vitest";
import {
  ACCEPT,
  DELIVER,
  INVOICE,
  markAccepted,
  markPickedUp,
  type OrderStep,
  orderAfter,
  PAY,
  pickedUpOrder,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { multipartBody, type Part } from "../src/harness/multipart.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("attachments");
/** The sandbox's limit of an upload body (spec/GAPS.md: 10 MiB, assumed). */
const UPLOAD_LIMIT = 10 * 1024 * 1024;

const PHOTO: Part = {
  name: "file",
  filename: "gate-pass.jpg",
  contentType: "image/jpeg",
  content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
};

function upload(orderGuid: string, parts: readonly Part[], query: Record<string, string | boolean> = {}) {
  const { body, contentType } = multipartBody(parts);
  return suite.call("uploadOrderAttachment", { path: { order_guid: orderGuid }, query, body, contentType });
}

describe("upload", () => {
  suite.rule("a file becomes an attachment, not location protected by default (rule: upload)", ["writes"], async () => {
    const order = await createOrder(suite);
    const attachment: ApiObject = await upload(order.guid, [PHOTO]).expectStatus(200).returns("data.object");
    expectField(attachment).toMatchObject({
      name: "gate-pass.jpg",
      content_type: "image/jpeg",
      size: PHOTO.content.length,
      is_location_protected: false,
    });
  });

  const flags = [{ value: true }, { value: false }];
  suite.rules(flags, "is_location_protected=$value is kept (rule: location protection)", ["writes"], async (f) => {
    const order = await createOrder(suite);
    await upload(order.guid, [PHOTO], { is_location_protected: f.value })
      .expectStatus(200)
      .expectJson("data.object.is_location_protected", f.value);
  });

  const nearFlags = [
    { value: "TRUE" },
    { value: "True" },
    { value: "1" },
    { value: "yes" },
    { value: "" },
    { value: "false " },
  ];
  suite.rules(
    nearFlags.map((f) => ({ ...f, shown: JSON.stringify(f.value) })),
    "is_location_protected=$shown is 400 VALIDATION_ERROR (rule: a boolean, default false)",
    ["writes"],
    async (f) => {
      const order = await createOrder(suite);
      await upload(order.guid, [PHOTO], { is_location_protected: f.value })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { is_location_protected: [] } } });
    },
  );

  suite.rule(
    "a file part without a content type is text/plain (rule: G-051 attachment, RFC 7578)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      const { contentType: _none, ...plain } = PHOTO;
      await upload(order.guid, [{ ...plain, filename: "gate-pass.txt" }])
        .expectStatus(200)
        .expectJsonLike("data.object", { content_type: "text/plain", is_location_protected: false });
    },
    { assumes: "G-051" },
  );

  suite.rule(
    "the file name loses any client path (rule: G-051 attachment name)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      // The Windows path goes as a quoted string: each backslash escaped (a quoted-pair).
      for (const filename of ["C:\\\\photos\\\\gate-pass.jpg", "/home/dispatch/gate-pass.jpg"]) {
        await upload(order.guid, [{ ...PHOTO, filename }])
          .expectStatus(200)
          .expectJson("data.object.name", "gate-pass.jpg");
      }
    },
    { assumes: "G-051" },
  );

  const NOTE: Part = { name: "notes", content: "front gate" };
  const invalid = [
    { case: "no file part", parts: [NOTE], field: "file" },
    { case: "a part besides file", parts: [PHOTO, NOTE], field: "notes" },
    { case: "the file twice", parts: [PHOTO, PHOTO], field: "file" },
    { case: "an empty file", parts: [{ ...PHOTO, content: "" }], field: "file" },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR naming $field (rule: one file part)", ["writes"], async (c) => {
    const order = await createOrder(suite);
    const body: ApiObject = await upload(order.guid, c.parts).expectStatus(400).returns("res.body");
    expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
    expectField(body, "/data/details").toHaveProperty([c.field]);
  });

  suite.rule("an unknown order is 404 (rule: missing objects)", ["writes"], async () => {
    await upload(UNKNOWN_GUID, [PHOTO]).expectStatus(404);
  });

  suite.rule(
    "a body beyond the limit is 413 in the failure envelope (rule: G-168 body size)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      const { body, contentType } = multipartBody([{ ...PHOTO, content: Buffer.alloc(UPLOAD_LIMIT + 1, 0x61) }]);
      // The service may answer (and close) before the body is sent: fetch reads such an answer, pactum cannot.
      const path = { order_guid: order.guid };
      const sent = await suite.send("uploadOrderAttachment", { path, body, contentType, frameworkAnswer: true });
      expect(sent.status).toBe(413);
    },
    { assumes: "G-168" },
  );

  suite.rule(
    "a JSON body is 415 in the failure envelope (rule: G-037 media type)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      await suite
        .call("uploadOrderAttachment", {
          path: { order_guid: order.guid },
          body: { file: "gate-pass.jpg" },
          contentType: "application/json",
          frameworkAnswer: true,
        })
        .expectStatus(415);
    },
    { assumes: "G-037" },
  );
});

describe("bill of lading", () => {
  const bol = (orderGuid: string) => suite.call("getOrderBol", { path: { order_guid: orderGuid } });

  suite.rule("no BOL before pickup: 404 (rule: BOL after pickup)", ["writes"], async () => {
    const order = await createOrder(suite);
    await bol(order.guid).expectStatus(404);
  });

  suite.rule(
    "after the carrier's pickup the BOL has a URL (rule: BOL after pickup)",
    ["writes", "testHelpers"],
    async () => {
      const { order } = await pickedUpOrder(suite);
      const document: ApiObject = await bol(order.guid).expectStatus(200).returns("data.object");
      expectField(document, "/url").toSatisfy(function anHttpUrl(url: unknown) {
        return typeof url === "string" && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
      });
    },
  );

  suite.rule(
    "a manual mark picked up makes the BOL available too (rule: G-056 BOL)",
    ["writes", "testHelpers"],
    async () => {
      const order = await createOrder(suite);
      await markAccepted(suite, order.guid);
      await bol(order.guid).expectStatus(404);
      await markPickedUp(suite, order.guid);
      await bol(order.guid).expectStatus(200);
    },
    { assumes: "G-056" },
  );

  const bols: { case: string; before: OrderStep[]; status: number }[] = [
    { case: "a manual mark accepted", before: [ACCEPT], status: 404 },
    { case: "a cancel", before: [["cancelSandboxOrder"]], status: 404 },
    { case: "a manual mark invoiced", before: [INVOICE], status: 404 },
    { case: "a mark as paid", before: [PAY], status: 404 },
    { case: "a manual mark delivered", before: [ACCEPT, DELIVER], status: 200 },
  ];
  suite.rules(
    bols,
    "the BOL after $case is $status (rule: G-056 BOL from the first pickup)",
    ["writes", "testHelpers"],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      await bol(order.guid).expectStatus(c.status);
    },
    { assumes: "G-056" },
  );

  suite.rule("an unknown order is 404 (rule: missing objects)", [], async () => {
    await bol(UNKNOWN_GUID).expectStatus(404);
  });
});
