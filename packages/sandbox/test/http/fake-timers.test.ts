import { afterEach, describe, expect, it, vi } from "vitest";
import { exampleOrderBody as orderBody } from "../../src/example-order.js";

/** A response held back by the faked timers never comes: generous, so only that (not a busy machine) reaches it. */
const HELD_BACK_MS = 120_000;

// Its own file: the sandbox modules must load only after the timers are faked (no static import of them here).
describe("answers while the caller fakes timers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends responses without the global timers (a test's fake timers do not hold them back)", async () => {
    // Faked before the sandbox module is even loaded: the response must not wait for a global setImmediate.
    vi.useFakeTimers({ toFake: ["setImmediate", "setTimeout", "setInterval"] });
    const { startSandbox } = await import("../../src/index.js");
    const sandbox = await startSandbox({ port: 0, clock: "manual" });
    try {
      const basic = Buffer.from(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`).toString(
        "base64",
      );
      const token = await fetch(`${sandbox.url}/oauth/token?grant_type=client_credentials`, {
        method: "POST",
        headers: { authorization: `Basic ${basic}` },
        signal: AbortSignal.timeout(HELD_BACK_MS),
      });
      expect(token.status).toBe(200);
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      const created = await fetch(`${sandbox.url}/v1/public/orders`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(orderBody()),
        signal: AbortSignal.timeout(HELD_BACK_MS),
      });
      expect(created.status).toBe(200);
    } finally {
      vi.useRealTimers();
      await sandbox.close();
    }
  });
});
