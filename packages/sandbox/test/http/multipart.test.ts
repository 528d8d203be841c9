/** The streaming multipart reader over real HTTP: parts, sizes and hashes without buffering, and its limits. */
import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formPart,
  MAX_PARTS,
  MultipartError,
  readForm,
  registerMultipart,
  UploadTooLargeError,
} from "../../src/http/multipart.js";
import type { Body } from "../support/sandbox.js";

const LIMIT = 64 * 1024;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  registerMultipart(app, LIMIT);
  app.post("/form", async (request, reply) => {
    try {
      const { body, repeated } = await readForm(request, LIMIT);
      const parts = Object.keys(body ?? {}).map((name) => formPart(body, name));
      return { body: body ?? null, repeated, parts };
    } catch (error) {
      const kind =
        error instanceof UploadTooLargeError ? "too large" : error instanceof MultipartError ? "malformed" : "other";
      return reply.code(400).send({ kind, message: (error as Error).message });
    }
  });
  url = `${await app.listen({ port: 0, host: "127.0.0.1" })}/form`;
});

afterAll(async () => {
  await app.close();
});

const TYPE = "multipart/form-data; boundary=XyZ";
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--XyZ\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from("\r\n")]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from("--XyZ--\r\n")]);
const send = async (body: Buffer | string, contentType = TYPE) => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": contentType }, body });
  return { status: response.status, body: (await response.json()) as Body };
};
const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

describe("readForm", () => {
  it("hands over each part's name, file name, media type, size and SHA-256, and a stand-in body", async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 256));
    const answer = await send(
      form(
        part(
          'Content-Disposition: form-data; name="file"; filename="C:\\\\photos\\\\left.jpg"\r\nContent-Type: image/jpeg',
          bytes,
        ),
        part('Content-Disposition: form-data; name="note"', "héllo"),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.body).toEqual({ file: "3000 bytes", note: "6 bytes" });
    expect(answer.body.parts).toEqual(
      [
        { name: "file", filename: "left.jpg", contentType: "image/jpeg", size: 3000, sha256: sha(bytes) },
        { name: "note", filename: undefined, contentType: "text/plain", size: 6, sha256: sha("héllo") },
      ].map((entry) => JSON.parse(JSON.stringify(entry))),
    );
  });

  it("decodes an RFC 5987 filename*", async () => {
    const answer = await send(
      form(part("Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''na%C3%AFve.txt", "x")),
    );
    expect(answer.body.parts[0].filename).toBe("naïve.txt");
  });

  it("lists a name sent twice as repeated", async () => {
    const file = part('Content-Disposition: form-data; name="file"; filename="a"', "1");
    expect((await send(form(file, file))).body.repeated).toEqual(["file"]);
  });

  it("answers no body for no bytes, and an empty form for a closing boundary only", async () => {
    expect((await send("")).body.body).toBeNull();
    expect((await send("--XyZ--\r\n")).body.body).toEqual({});
  });

  it("takes a file whose body stays within the limit and refuses a part one byte over it (too large)", async () => {
    const near = LIMIT - 200;
    const at = await send(
      form(part('Content-Disposition: form-data; name="file"; filename="a"', Buffer.alloc(near, 1))),
    );
    expect(at.body.parts[0].size).toBe(near);
    const over = await send(
      form(part('Content-Disposition: form-data; name="file"; filename="a"', Buffer.alloc(LIMIT + 1, 1))),
    );
    expect(over).toEqual({ status: 400, body: { kind: "too large", message: expect.any(String) } });
  });

  it("refuses a body over the limit made of parts each under it (the total counts)", async () => {
    const half = (name: string) =>
      part(`Content-Disposition: form-data; name="${name}"; filename="a"`, Buffer.alloc(LIMIT / 2, 1));
    expect((await send(form(half("a"), half("b"), half("c")))).body.kind).toBe("too large");
  });

  it(`takes ${MAX_PARTS} parts and refuses ${MAX_PARTS + 1}`, async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => part(`Content-Disposition: form-data; name="p${index}"`, "x"));
    expect(Object.keys((await send(form(...many(MAX_PARTS)))).body.body)).toHaveLength(MAX_PARTS);
    expect((await send(form(...many(MAX_PARTS + 1)))).body.kind).toBe("malformed");
  });

  it.each([
    ["no boundary", "multipart/form-data", "x"],
    ["a body without the boundary", TYPE, "not multipart at all"],
    ["an unterminated part", TYPE, '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nx'],
  ])("refuses %s as malformed", async (_, contentType, body) => {
    expect((await send(body, contentType)).body.kind).toBe("malformed");
  });
});
