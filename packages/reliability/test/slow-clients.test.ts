import { describe, expect, it } from "vitest";
import { checkSlowClients, slowClients } from "../src/slow-clients.js";
import { answering, useHttpTarget } from "./support/http-target.js";

const SMALL = { headersMs: 300, requestMs: 600, idleMs: 300 };
/** Grace past a timeout before a socket counts as held: generous, so a busy machine's late close is not "held". */
const BUSY_MACHINE_GRACE_MS = 60_000;

describe("slow clients against the sandbox", () => {
  it("closes every slow socket with a 408 envelope where one is possible, and answers the other client", async () => {
    const result = await slowClients({ timeouts: SMALL, graceMs: BUSY_MACHINE_GRACE_MS });
    expect(result.failures).toEqual([]);
    expect(result.status).toBe("passed");
    const details = result.details as {
      sockets: { heldOpen: boolean }[];
      othersAnswered: number;
      othersFailed: number;
    };
    expect(details.sockets).toHaveLength(6);
    expect(details.sockets.every((socket) => !socket.heldOpen)).toBe(true);
    expect(details.othersAnswered).toBeGreaterThan(0);
    expect(details.othersFailed).toBe(0);
  });
});

describe("slow clients against broken targets", () => {
  const serve = useHttpTarget();

  it("notices a server that never closes idle, stalled or trickling sockets", async () => {
    const target = await serve(answering(200), (server) => {
      server.headersTimeout = 0;
      server.requestTimeout = 0;
      server.keepAliveTimeout = 0;
    });
    const outcome = await checkSlowClients({ url: target.url, timeouts: SMALL, token: "t", graceMs: 500 });
    const held = outcome.failures.filter((failure) => failure.includes("still open"));
    expect(held).toHaveLength(6);
    expect(outcome.sockets.every((socket) => socket.heldOpen)).toBe(true);
  });

  it("notices another client's requests answered 500 meanwhile, and a 408 outside the failure envelope", async () => {
    const target = await serve(answering(500), (server) => {
      server.headersTimeout = SMALL.headersMs;
      server.requestTimeout = SMALL.requestMs;
      server.keepAliveTimeout = SMALL.idleMs;
    });
    const outcome = await checkSlowClients({
      url: target.url,
      timeouts: SMALL,
      token: "t",
      graceMs: BUSY_MACHINE_GRACE_MS,
    });
    expect(outcome.othersFailed).toBeGreaterThan(0);
    expect(outcome.failures).toContain("another client's request: HTTP 500 while slow sockets were open");
    // Node's own 408 has no body: not the documented envelope.
    expect(outcome.failures.some((failure) => /^headers that never finish: /.test(failure))).toBe(true);
  });
});
