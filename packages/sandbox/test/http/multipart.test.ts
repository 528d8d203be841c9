import { describe, expect, it } from "vitest";
import {
  boundaryOf,
  type FormPart,
  formBody,
  formPart,
  headerParameters,
  MAX_PARTS,
  MultipartError,
  parseMultipart,
} from "../../src/http/multipart.js";

/** What a real client (undici's FormData, as fetch sends it) puts on the wire. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "",
  };
}

const raw = (text: string) => Buffer.from(text.replaceAll("\n", "\r\n"), "latin1");
const TYPE = "multipart/form-data; boundary=XyZ";

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof MultipartError) return error.message;
    throw error;
  }
  throw new Error("expected a MultipartError");
}

describe("headerParameters", () => {
  it.each([
    ['form-data; name="file"; filename="a b.jpg"', "form-data", { name: "file", filename: "a b.jpg" }],
    ["Multipart/Form-Data; Boundary=abc", "multipart/form-data", { boundary: "abc" }],
    ['form-data; name="q\\"uote"', "form-data", { name: 'q"uote' }],
    [
      'form-data; name="file"; filename="C:\\photos\\gate.jpg"',
      "form-data",
      { name: "file", filename: "C:\\photos\\gate.jpg" },
    ],
    ['form-data;name="x";  filename=plain.txt', "form-data", { name: "x", filename: "plain.txt" }],
    ['form-data; name="first"; name="second"', "form-data", { name: "first" }],
    ["form-data", "form-data", {}],
  ])("reads %s", (value, type, params) => {
    const parsed = headerParameters(value);
    expect(parsed.type).toBe(type);
    expect(Object.fromEntries(parsed.params)).toEqual(params);
  });
});

describe("boundaryOf", () => {
  it("reads a quoted or plain boundary", () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data; boundary=----x")).toBe("----x");
  });

  it.each([
    ["no boundary", "multipart/form-data", "the Content-Type has no boundary"],
    ["an empty boundary", "multipart/form-data; boundary=", "the Content-Type has no boundary"],
    ["no header", undefined, "the Content-Type has no boundary"],
    ["a boundary over 70 characters", `multipart/form-data; boundary=${"b".repeat(71)}`, "longer than 70"],
  ])("rejects %s", (_, contentType, message) => {
    expect(errorOf(() => boundaryOf(contentType))).toContain(message);
  });
});

describe("parseMultipart", () => {
  it("reads what fetch's FormData sends, bytes intact", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "image/jpeg" }), "gate pass.jpg");
    form.append("note", "héllo");
    const { body, contentType } = await encode(form);
    const parts = parseMultipart(body, contentType);
    expect(parts.map(({ name, filename, contentType: type }) => ({ name, filename, type }))).toEqual([
      { name: "file", filename: "gate pass.jpg", type: "image/jpeg" },
      { name: "note", filename: undefined, type: undefined },
    ]);
    expect(parts[0]?.data.equals(bytes)).toBe(true);
    expect(parts[1]?.data.toString("utf8")).toBe("héllo");
  });

  it("keeps a CRLF and a fake boundary inside the file", () => {
    const parts = parseMultipart(
      raw(
        'preamble\n--XyZ\nContent-Disposition: form-data; name="file"; filename="a.txt"\n\nline\n--XyZnot\n--XyZ--\n',
      ),
      TYPE,
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.data.toString("latin1")).toBe("line\r\n--XyZnot");
  });

  it("prefers filename* (RFC 5987) over filename", () => {
    const parts = parseMultipart(
      raw(
        `--XyZ\nContent-Disposition: form-data; name="file"; filename="x.txt"; filename*=UTF-8''%C3%A9t%C3%A9.txt\n\nx\n--XyZ--`,
      ),
      TYPE,
    );
    expect(parts[0]?.filename).toBe("été.txt");
  });

  it("reads a body with no part", () => {
    expect(parseMultipart(raw("--XyZ--\n"), TYPE)).toEqual([]);
  });

  it.each([
    ["no boundary in the body", "just text", "the boundary does not occur"],
    ["no closing boundary", '--XyZ\nContent-Disposition: form-data; name="a"\n\nx', "ends before its closing boundary"],
    ["a part without headers", "--XyZ\n\nx\n--XyZ--", "Content-Disposition"],
    ["no blank line after the headers", '--XyZ\nContent-Disposition: form-data; name="a"\n--XyZ--', "no blank line"],
    ["a header without a colon", "--XyZ\nnot a header\n\nx\n--XyZ--", "malformed header line"],
    ["another disposition", '--XyZ\nContent-Disposition: attachment; name="a"\n\nx\n--XyZ--', "Content-Disposition"],
    ["a part without a name", "--XyZ\nContent-Disposition: form-data\n\nx\n--XyZ--", "Content-Disposition"],
    ["garbage after a boundary", '--XyZjunk\nContent-Disposition: form-data; name="a"\n\nx\n--XyZ--', "malformed"],
  ])("rejects %s", (_, text, message) => {
    expect(errorOf(() => parseMultipart(raw(text), TYPE))).toContain(message);
  });

  it(`rejects more than ${MAX_PARTS} parts`, () => {
    const part = '--XyZ\nContent-Disposition: form-data; name="a"\n\nx\n';
    expect(errorOf(() => parseMultipart(raw(`${part.repeat(MAX_PARTS + 1)}--XyZ--`), TYPE))).toContain("more than");
    expect(parseMultipart(raw(`${part.repeat(MAX_PARTS)}--XyZ--`), TYPE)).toHaveLength(MAX_PARTS);
  });
});

describe("formBody and formPart", () => {
  const part = (name: string, data: string, filename?: string): FormPart => ({
    name,
    filename,
    contentType: undefined,
    data: Buffer.from(data, "utf8"),
  });

  it("maps names to strings and hands back each part", () => {
    const file = part("file", "é", "a.txt");
    const { body, repeated } = formBody([file, part("note", "é")]);
    expect(body).toEqual({ file: Buffer.from("é", "utf8").toString("latin1"), note: "é" });
    expect(repeated).toEqual([]);
    expect(formPart(body, "file")).toBe(file);
    expect(formPart(body, "other")).toBeUndefined();
    expect(formPart({ file: "x" }, "file")).toBeUndefined();
    expect(formPart(undefined, "file")).toBeUndefined();
  });

  it("reports a name sent twice once", () => {
    expect(formBody([part("file", "1"), part("file", "2"), part("file", "3")]).repeated).toEqual(["file"]);
  });

  it("keeps a __proto__ part as an own field instead of a prototype", () => {
    const { body } = formBody([part("__proto__", "x")]);
    expect(Object.keys(body)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });
});
