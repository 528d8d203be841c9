import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { flushCoverage } from "../../src/coverage/recorder.js";
import { readRecords } from "../../src/coverage/report.js";
import { createSend } from "../../src/harness/send.js";
import type { ProbedTarget } from "../../src/target/probe.js";
import { type ScriptedServer, scriptedServer, sendJson } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
const TOO_LARGE = { status: "fail", data: { error_id: "PAYLOAD_TOO_LARGE", message: "Too large", details: null } };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function targetAt(url: string): ProbedTarget {
  return {
    shipperUrl: url,
    clientId: "ci",
    clientSecret: "client-secret-value",
    pricing: undefined,
    sandbox: true,
    clock: "manual",
    capabilities: {
      testHelpers: true,
      testClock: true,
      writes: true,
      pricing: false,
      webhooks: true,
      secondClient: false,
    },
  };
}

async function scripted(script: Parameters<typeof scriptedServer>[0]): Promise<ScriptedServer> {
  const server = await scriptedServer(script);
  closers.push(() => server.close());
  return server;
}

/** A server that answers 413 and closes as soon as the headers arrive, never reading the body. */
async function earlyAnswer(): Promise<{ url: string; bodies: number[] }> {
  const bodies: number[] = [];
  const server: Server = createServer((request, response) => {
    let size = 0;
    request.on("data", (chunk: Buffer) => (size += chunk.length));
    request.on("end", () => bodies.push(size));
    response.writeHead(413, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify(TOO_LARGE));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

describe("send(operationId, options)", () => {
  it("reads an answer given before the body is sent, and never sends the body then", async () => {
    const server = await earlyAnswer();
    const send = createSend(targetAt(server.url), () => "suite-token");
    const body = Buffer.alloc(4 * 1024 * 1024, 0x61);
    const path = { order_guid: GUID };
    const sent = await send("uploadOrderAttachment", {
      path,
      body,
      contentType: "multipart/form-data; boundary=b",
      frameworkAnswer: true,
    });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual(TOO_LARGE);
    expect(server.bodies.every((size) => size < body.length)).toBe(true);
  });

  it("sends the body to a server that waits for it, checks the answer and records it for coverage", async () => {
    const order = { status: "success", data: { object: { guid: GUID, status: "new" } } };
    const server = await scripted((_, response) => sendJson(response, 200, order));
    const send = createSend(targetAt(server.url), () => "suite-token");
    flushCoverage(tmp(), "earlier tests");
    const dir = tmp();
    const sent = await send("createOrder", { body: { vehicles: [{ type: "sedan" }] } });
    flushCoverage(dir, "after");
    expect(sent).toMatchObject({ status: 200, body: order });
    expect(JSON.parse(server.requests[0]?.body.toString() ?? "")).toEqual({ vehicles: [{ type: "sedan" }] });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer suite-token");
    expect(readRecords(dir).responses).toContain("createOrder 200");
  });

  /** A server that reads the whole upload, then answers 413; `continues` false: it ignores `Expect: 100-continue`. */
  async function uploadServer(
    continues: boolean,
  ): Promise<{ url: string; received: Array<{ expect?: string; size: number }> }> {
    const received: Array<{ expect?: string; size: number }> = [];
    const take: Parameters<typeof createServer>[1] = (request, response) => {
      let size = 0;
      request.on("data", (chunk: Buffer) => (size += chunk.length));
      request.on("end", () => {
        received.push({ expect: request.headers.expect, size });
        response.writeHead(413, { "content-type": "application/json" });
        response.end(JSON.stringify(TOO_LARGE));
      });
    };
    const server = createServer(take);
    if (!continues) server.on("checkContinue", take);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
  }

  const bodyAfter = [
    // A wait longer than the test's timeout: the body can only have gone on the 100 Continue.
    { when: "on the server's 100 Continue, not after the early-answer wait", continues: true, earlyAnswerMs: 600_000 },
    {
      when: "after the early-answer wait to a server that ignores the expectation",
      continues: false,
      earlyAnswerMs: 50,
    },
  ];
  it.for(bodyAfter)("sends the body $when", async (c) => {
    const server = await uploadServer(c.continues);
    const send = createSend(targetAt(server.url), () => "suite-token", c.earlyAnswerMs);
    const body = Buffer.alloc(64 * 1024, 0x61);
    const sent = await send("uploadOrderAttachment", {
      path: { order_guid: GUID },
      body,
      contentType: "multipart/form-data; boundary=b",
      frameworkAnswer: true,
    });
    expect(sent.status).toBe(413);
    expect(server.received).toEqual([{ expect: "100-continue", size: body.length }]);
  });

  it("fails an answer that breaks the spec, without the token or the secret in the message", async () => {
    const server = await scripted((_, response) =>
      sendJson(response, 500, { echo: "suite-token client-secret-value own-org-secret-value" }),
    );
    const target = {
      ...targetAt(server.url),
      organisations: [{ clientId: "o", clientSecret: "own-org-secret-value" }],
    };
    const send = createSend(target, () => "suite-token");
    const error = await send("getOrder", { path: { guid: GUID } }).catch((caught: Error) => caught);
    expect((error as Error).message).toContain("getOrder 500: (body) has status 500, which is not documented");
    expect((error as Error).message).not.toMatch(/suite-token|client-secret-value|own-org-secret-value/);
  });
});
