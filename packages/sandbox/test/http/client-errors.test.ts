import { maxHeaderSize } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { clientErrorAnswer } from "../../src/http/client-errors.js";
import type { ServiceName } from "../../src/spec/documents.js";
import { serviceValidators } from "../../src/spec/validators.js";
import { type Shipper, type TestSandbox, useSandbox } from "../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  bodyBytes: number;
}

/** Sends bytes as they are on a new connection and reads until the server closes it. */
function sendRaw(bytes: string): Promise<string> {
  const { port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.end(bytes);
  });
}

/** The last HTTP response in `text` (a keep-alive connection may carry an earlier one first). */
function lastAnswer(text: string): RawAnswer {
  const start = [...text.matchAll(/HTTP\/1\.1 \d{3} /g)].at(-1)?.index ?? 0;
  const [head = "", body = ""] = text.slice(start).split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: JSON.parse(body),
    bodyBytes: Buffer.byteLength(body),
  };
}

const bigHeader = `X-Padding: ${"a".repeat(maxHeaderSize + 100)}\r\n`;

describe("requests Node's HTTP parser refuses get the failure envelope of their service", () => {
  it.each([
    [
      "oversized headers on the shipper API",
      431,
      "shipper",
      "HEADERS_TOO_LARGE",
      `GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n${bigHeader}\r\n`,
    ],
    [
      "oversized headers on the pricing service",
      431,
      "pricing",
      undefined,
      `POST /api/v2/recommended-price HTTP/1.1\r\nHost: a\r\n${bigHeader}\r\n`,
    ],
    [
      "oversized headers on a test helper",
      431,
      "sandbox",
      "HEADERS_TOO_LARGE",
      `POST /_sandbox/reset HTTP/1.1\r\nHost: a\r\n${bigHeader}\r\n`,
    ],
    ["an invalid method", 400, "shipper", "BAD_REQUEST", "G@T /v1/public/orders HTTP/1.1\r\nHost: a\r\n\r\n"],
    [
      "a Content-Length that is not a number",
      400,
      "shipper",
      "BAD_REQUEST",
      "POST /v1/public/orders HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n",
    ],
    ["an unknown HTTP version", 400, "pricing", undefined, "GET /api/v1/recommended-price HTTP/7.1\r\nHost: a\r\n\r\n"],
  ] as const)("%s: %i", async (_, status, service: ServiceName, errorId, bytes) => {
    const answer = lastAnswer(await sendRaw(bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(answer.headers["content-length"])).toBe(answer.bodyBytes);
    expect(answer.headers.connection).toBe("close");
    const failure = serviceValidators(service).failure;
    expect(failure(answer.body), JSON.stringify(failure.errors)).toBe(true);
    if (errorId) expect(answer.body).toMatchObject({ status: "fail", data: { error_id: errorId } });
    else expect(answer.body).toMatchObject({ meta: { status: "fail" }, data: { message: expect.any(String) } });
  });

  it("names the header limit and the parser's reason in the message", async () => {
    const tooLarge = lastAnswer(await sendRaw(`GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n${bigHeader}\r\n`));
    expect(tooLarge.body).toMatchObject({
      data: { message: `The request line and headers exceed ${maxHeaderSize} bytes` },
    });
    const malformed = lastAnswer(await sendRaw("G@T / HTTP/1.1\r\n\r\n"));
    expect(malformed.body).toMatchObject({
      data: { message: "The request is not well-formed HTTP: Invalid method encountered" },
    });
  });

  it("answers a malformed request that follows a good one on a kept-alive connection", async () => {
    const { port } = new URL(sandbox.url);
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const firstAnswer = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).toString().includes('"pagination"')) resolve();
      });
    });
    socket.write(`GET /v1/public/orders HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${shipper.token}\r\n\r\n`);
    await firstAnswer;
    socket.end("G@T / HTTP/1.1\r\n\r\n");
    await closed;
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
    expect(lastAnswer(text)).toMatchObject({ status: 400, body: { data: { error_id: "BAD_REQUEST" } } });
  });

  it("keeps serving after refused requests, and logs nothing as unexpected", async () => {
    await sendRaw(`GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n${bigHeader}\r\n`);
    const response = await shipper.request("GET", "/orders");
    expect(response.status).toBe(200);
    expect(sandbox.logs.filter((entry) => entry.level === "error")).toEqual([]);
  });
});

describe("an HTTP/1.1 request without Host is a 400 in the failure envelope of its service (RFC 9112)", () => {
  it.each([
    ["the shipper API", "shipper", "GET /v1/public/orders HTTP/1.1\r\n\r\n"],
    ["the pricing service", "pricing", "POST /api/v2/recommended-price HTTP/1.1\r\nContent-Length: 0\r\n\r\n"],
    ["a test helper", "sandbox", "POST /_sandbox/reset HTTP/1.1\r\n\r\n"],
    ["an unknown path (400 rather than 404)", "shipper", "GET /nowhere HTTP/1.1\r\n\r\n"],
    [
      "a known path with the wrong method (400 rather than 405)",
      "shipper",
      "DELETE /v1/public/orders HTTP/1.1\r\n\r\n",
    ],
  ] as const)("%s", async (_, service: ServiceName, bytes) => {
    const answer = lastAnswer(await sendRaw(bytes));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    const failure = serviceValidators(service).failure;
    expect(failure(answer.body), JSON.stringify(failure.errors)).toBe(true);
    expect(JSON.stringify(answer.body)).toContain("An HTTP/1.1 request needs a Host header");
    if (service !== "pricing") expect(answer.body).toMatchObject({ status: "fail", data: { error_id: "BAD_REQUEST" } });
  });

  it.each([
    ["HTTP/1.0 without Host", "HTTP/1.0", ""],
    ["HTTP/1.1 with an empty Host", "HTTP/1.1", "Host:\r\n"],
  ])("serves %s as usual", async (_, version, host) => {
    const text = await sendRaw(
      `GET /v1/public/orders ${version}\r\n${host}Authorization: Bearer ${shipper.token}\r\nConnection: close\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toContain('"pagination"');
  });
});

describe("clientErrorAnswer", () => {
  const parseError = (rawPacket: unknown, code = "HPE_INVALID_METHOD") =>
    Object.assign(new Error("Parse Error"), { code, reason: "Invalid method encountered", rawPacket });

  it.each([
    ["an origin-form target", "POST /api/v1/recommended-price HTTP/1.1\r\n", "pricing"],
    ["an absolute-form target", "POST http://example.test/api/v1/recommended-price HTTP/1.1\r\n", "pricing"],
    ["a target with a query", "GET /_sandbox?x=1 HTTP/1.1\r\n", "sandbox"],
    ["a request line cut short", "GET", "shipper"],
    ["no bytes at all", "", "shipper"],
  ])("reads the service from %s", (_, line, service) => {
    expect(clientErrorAnswer(parseError(Buffer.from(line))).service).toBe(service);
  });

  it("answers the shipper API's envelope when there is no packet", () => {
    expect(clientErrorAnswer(parseError(undefined))).toMatchObject({ status: 400, service: "shipper" });
  });

  it("answers 408 REQUEST_TIMEOUT to a request not received in time", () => {
    const answer = clientErrorAnswer(parseError(undefined, "ERR_HTTP_REQUEST_TIMEOUT"));
    expect(answer).toMatchObject({ status: 408, body: { data: { error_id: "REQUEST_TIMEOUT" } } });
  });
});
