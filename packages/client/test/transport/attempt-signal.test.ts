/** The light per-attempt signal: fetch follows it on this Node, a real request is cut off when it aborts, and the fallback. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { attemptAbort, followsLightSignal, lightSignalIsFollowed } from "../../src/transport/attempt-signal.js";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that never answers: `received` once a request arrived, `closed` once the client dropped its connection. */
async function hangingServer() {
  let onRequest: () => void = () => {};
  let onClose: () => void = () => {};
  const received = new Promise<void>((resolve) => {
    onRequest = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    onClose = resolve;
  });
  server = createServer(() => onRequest());
  server.on("connection", (socket) => socket.on("close", onClose));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, closed };
}

describe("attemptAbort", () => {
  it("uses the light signal here: this Node's fetch follows it", () => {
    expect(lightSignalIsFollowed()).toBe(true);
    expect(attemptAbort().signal).not.toBeInstanceOf(AbortSignal);
  });

  it.each([
    ["light", true],
    ["AbortController", false],
  ])("aborting the %s signal rejects fetch with the reason and closes the connection", async (_name, light) => {
    const { url, received, closed } = await hangingServer();
    const attempt = attemptAbort(light);
    const reason = new Error("attempt over");
    const pending = fetch(url, { signal: attempt.signal });
    await received; // abort a request in flight, not one still connecting
    attempt.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await closed;
    expect(attempt.signal.aborted).toBe(true);
    expect(attempt.signal.reason).toBe(reason);
  });

  it("calls each listener once, with the signal as `this`; removed listeners and later aborts are ignored", () => {
    const attempt = attemptAbort(true);
    const { signal } = attempt;
    const calls: unknown[] = [];
    const kept = function (this: unknown) {
      calls.push(this);
    };
    const removed = () => calls.push("removed");
    const object = { handleEvent: () => calls.push("object") };
    signal.addEventListener("abort", kept);
    signal.addEventListener("abort", removed);
    signal.addEventListener("abort", object);
    signal.removeEventListener("abort", removed);
    attempt.abort("first");
    attempt.abort("second");
    expect(calls).toEqual([signal, "object"]);
    expect(signal.reason).toBe("first");
    expect(() => signal.throwIfAborted()).toThrow("first");
  });

  it("falls back to a real AbortController where Request refuses the light signal or ignores its abort", () => {
    class BrandChecking extends Request {
      constructor(input: string, init: RequestInit) {
        if (init.signal && !(init.signal instanceof AbortSignal)) throw new TypeError("not an AbortSignal");
        super(input, init);
      }
    }
    class Ignoring extends Request {
      constructor(input: string, init: RequestInit) {
        super(input, { ...init, signal: null });
      }
    }
    expect(followsLightSignal(Request)).toBe(true);
    expect(followsLightSignal(BrandChecking as typeof Request)).toBe(false);
    expect(followsLightSignal(Ignoring as typeof Request)).toBe(false);
    expect(attemptAbort(false).signal).toBeInstanceOf(AbortSignal);
  });
});
