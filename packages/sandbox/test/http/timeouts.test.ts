/**
 * Header, request and idle timeouts (`timeouts` option, `--headers-timeout`, `--request-timeout`, `--idle-timeout`):
 * a slow, trickling or stalled request is answered 408 in the failure envelope and its connection closed; an idle
 * connection is closed. Small limits keep the suite quick; a test that waited forever would hit vitest's timeout.
 */
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { type Shipper, type TestSandbox, useSandbox } from "../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox(
  (started) => {
    ({ sandbox, shipper } = started);
  },
  { timeouts: { headersMs: 300, requestMs: 600, idleMs: 400 } },
);

interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

function open(url = sandbox.url): Promise<Connection> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise<string>((done) => socket.on("close", () => done(Buffer.concat(chunks).toString())));
    socket.once("error", reject);
    socket.once("connect", () => resolve({ socket, closed }));
  });
}

/** Writes `chunk` every `everyMs` until the server closes the connection (or `count` chunks went out). */
function trickle(socket: Socket, chunk: string, everyMs: number, count: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent === count) return clearInterval(timer);
    socket.write(chunk);
    sent++;
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

function statusAndBody(text: string): { status: number; body: unknown } {
  const [head = "", body = ""] = text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: JSON.parse(body) };
}

const TIMEOUT_ENVELOPE = {
  status: "fail",
  data: { error_id: "REQUEST_TIMEOUT", message: "The request was not received in time", details: null },
};

const headers = (length: number, token = shipper.token) =>
  `POST /v1/public/orders HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("server timeouts", () => {
  it("answers headers that never finish with 408 in the failure envelope and closes", async () => {
    const { socket, closed } = await open();
    socket.write("GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n");
    expect(statusAndBody(await closed)).toEqual({ status: 408, body: TIMEOUT_ENVELOPE });
  });

  it("answers headers trickled one byte at a time with 408 too (activity does not extend the limit)", async () => {
    const { socket, closed } = await open();
    socket.write("GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n");
    trickle(socket, "X", 50, 1000);
    expect(statusAndBody(await closed).status).toBe(408);
  });

  it("answers a body that stops half way with 408 and closes", async () => {
    const { socket, closed } = await open();
    socket.write(`${headers(100)}{"number":`);
    expect(statusAndBody(await closed)).toEqual({ status: 408, body: TIMEOUT_ENVELOPE });
  });

  it("answers a body trickled a byte every 50 ms (never idle) with 408 and closes", async () => {
    const { socket, closed } = await open();
    socket.write(headers(10_000));
    trickle(socket, " ", 50, 10_000);
    expect(statusAndBody(await closed)).toEqual({ status: 408, body: TIMEOUT_ENVELOPE });
  });

  it("closes a connection that never sends a byte", async () => {
    const { closed } = await open();
    const text = await closed;
    expect(text === "" || statusAndBody(text).status === 408).toBe(true);
  });

  it("closes a keep-alive connection left idle after its answer, which arrived whole (no 408)", async () => {
    const { socket, closed } = await open();
    socket.write(`GET /v1/public/orders HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${shipper.token}\r\n\r\n`);
    const text = await closed;
    expect(text.startsWith("HTTP/1.1 200 ")).toBe(true);
    expect(text).not.toContain(" 408 ");
  });
});

// A request in pieces, with pauses between them, on a sandbox whose limits are far above the pauses: the pieces are
// one request (the small limits above prove the 408s; a near miss against them would fail on a busy machine).
describe("a request whose body arrives in pieces within the limits (near miss)", () => {
  let roomy: TestSandbox;
  let roomyShipper: Shipper;
  useSandbox(
    (started) => {
      ({ sandbox: roomy, shipper: roomyShipper } = started);
    },
    { timeouts: { headersMs: 60_000, requestMs: 120_000, idleMs: 400 } },
  );

  it("is taken whole", async () => {
    const body = JSON.stringify({ number: "SLOW-1", vehicles: [{ type: "sedan" }] });
    const { socket, closed } = await open(roomy.url);
    socket.write(headers(Buffer.byteLength(body), roomyShipper.token));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.end(body.slice(10));
    const answer = statusAndBody((await closed).split("\r\n\r\n").slice(0, 2).join("\r\n\r\n"));
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { object: { number: string } } }).data.object.number).toBe("SLOW-1");
  });
});
