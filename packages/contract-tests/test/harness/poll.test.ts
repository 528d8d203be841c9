import { describe, expect, it } from "vitest";
import { DEFAULT_POLL_MS, eventually, setWaitLimit, waitLimitMs } from "../../src/harness/poll.js";

describe("eventually", () => {
  it("returns the first value that is not undefined", async () => {
    let calls = 0;
    const value = await eventually("the third call", () => {
      calls += 1;
      return calls === 3 ? "ready" : undefined;
    });
    expect(value).toBe("ready");
    expect(calls).toBe(3);
  });

  it("gives up naming what it waited for", async () => {
    await expect(eventually("a delivery", async () => undefined, 30)).rejects.toThrow(
      "gave up after 0.03 s waiting for a delivery",
    );
  });

  it("waits as long as the run's wait limit by default, and 15 s once it is unset", async () => {
    setWaitLimit(40);
    try {
      await expect(eventually("a delivery", async () => undefined)).rejects.toThrow("gave up after 0.04 s");
    } finally {
      setWaitLimit(undefined);
    }
    expect(waitLimitMs()).toBe(DEFAULT_POLL_MS);
    expect(DEFAULT_POLL_MS).toBe(15_000);
  });
});
