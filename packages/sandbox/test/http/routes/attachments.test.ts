import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LIMIT_BYTES } from "../../../src/http/content.js";
import { type Body, Shipper, type TestSandbox, TWO_CLIENTS, UNKNOWN_GUID, useSandbox } from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
let orderGuid: string;
useSandbox(
  (started) => {
    ({ sandbox, shipper } = started);
  },
  { clients: TWO_CLIENTS },
);

beforeAll(async () => {
  orderGuid = (await shipper.createOrder()).guid;
});

interface Answer {
  status: number;
  body: Body;
}

/** POSTs a body to the upload path of an order with the first client's token (or another). */
async function upload(
  body: FormData | Buffer | string,
  options: { order?: string; query?: string; contentType?: string; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? shipper.token}` };
  if (options.contentType) headers["content-type"] = options.contentType;
  const url = `${sandbox.url}/v1/public/orders/${options.order ?? orderGuid}/attachments${options.query ?? ""}`;
  const response = await fetch(url, { method: "POST", headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function photo(bytes = Buffer.from("\xff\xd8\xff\xe0 jpeg bytes", "latin1"), name = "gate-pass.jpg"): FormData {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), name);
  return form;
}

const MULTIPART = "multipart/form-data; boundary=XyZ";
const part = (headers: string, content: string) => `--XyZ\r\n${headers}\r\n\r\n${content}\r\n`;

describe("uploadOrderAttachment", () => {
  it("stores a multipart file part and answers the attachment", async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));
    const response = await upload(photo(bytes, "left side.jpg"));
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "left side.jpg",
      url: `${sandbox.url}/sandbox/files/attachments/${response.body.data.object.guid}/left%20side.jpg`,
      content_type: "image/jpeg",
      size: 300,
      created_at: "2026-03-14T09:30:00.000+0000",
      is_location_protected: false,
    });
  });

  it.each([
    ["?is_location_protected=true", true],
    ["?is_location_protected=false", false],
    ["", false],
  ])("sets is_location_protected from the query %j", async (query, expected) => {
    const response = await upload(photo(), { query });
    expect(response.body.data.object.is_location_protected).toBe(expected);
  });

  it("accepts a plain field named file as a text/plain file", async () => {
    const form = new FormData();
    form.append("file", "plain text");
    const response = await upload(form);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({ name: "file", content_type: "text/plain", size: 10 });
  });

  it.each([
    [
      "no file part",
      part('Content-Disposition: form-data; name="note"', "x"),
      { file: ["is required"], note: ["is not a known field"] },
    ],
    ["no part at all", "", { file: ["is required"] }],
    [
      "the file part twice",
      part('Content-Disposition: form-data; name="file"; filename="a"', "1").repeat(2),
      { file: ["must be sent once"] },
    ],
    [
      "an empty file",
      part('Content-Disposition: form-data; name="file"; filename="a"', ""),
      { file: ["must not be empty"] },
    ],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, parts, details) => {
    const response = await upload(`${parts}--XyZ--\r\n`, { contentType: MULTIPART });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error_id: "VALIDATION_ERROR", message: "Validation failed", details });
  });

  it.each([
    ["no boundary", "multipart/form-data", "x"],
    ["a body without the boundary", MULTIPART, "not multipart at all"],
    ["an unterminated part", MULTIPART, '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nx'],
  ])("answers 400 for a malformed body: %s", async (_, contentType, body) => {
    const response = await upload(body, { contentType });
    expect(response.status).toBe(400);
    expect(response.body.data.details.body[0]).toMatch(/^must be well-formed multipart\/form-data \(/);
  });

  it("answers 400 for an is_location_protected that is not a boolean", async () => {
    const response = await upload(photo(), { query: "?is_location_protected=maybe" });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual(["is_location_protected"]);
  });

  it.each([
    ["application/json", '{"file": "x"}'],
    ["text/plain", "x"],
    ["application/octet-stream", "x"],
  ])("answers 415 for Content-Type %s", async (contentType, body) => {
    const response = await upload(body, { contentType });
    expect(response.status).toBe(415);
    expect(response.body.data.error_id).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it(`answers 413 in the failure envelope for a body over ${UPLOAD_LIMIT_BYTES} bytes`, async () => {
    const response = await upload(photo(Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 1)));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "PAYLOAD_TOO_LARGE", message: `The body exceeds ${UPLOAD_LIMIT_BYTES} bytes`, details: null },
    });
  });

  it("accepts a file just under the limit", async () => {
    const response = await upload(photo(Buffer.alloc(UPLOAD_LIMIT_BYTES - 4096, 7)));
    expect(response.status).toBe(200);
    expect(response.body.data.object.size).toBe(UPLOAD_LIMIT_BYTES - 4096);
  });

  it("answers 415 to a multipart body, even over 1 MiB, sent to an operation that does not take one", async () => {
    const form = photo(Buffer.alloc(2 * 1024 * 1024, 1));
    const response = await fetch(`${sandbox.url}/v1/public/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${shipper.token}` },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as Body).data.error_id).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers 404 for an unknown order and for another organisation's order", async () => {
    const other = await Shipper.connect(sandbox, "shipper-b", "secret-b");
    expect((await upload(photo(), { order: UNKNOWN_GUID })).status).toBe(404);
    expect((await upload(photo(), { token: other.token })).status).toBe(404);
  });

  it("answers 401 without a valid token", async () => {
    const response = await upload(photo(), { token: "not-a-token" });
    expect([response.status, response.body.data.error_id]).toEqual([401, "AUTH_ERROR"]);
  });
});
