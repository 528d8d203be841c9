import { describe, expect, it } from "vitest";
import { eventually } from "../../src/suite/poll.js";

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
});
