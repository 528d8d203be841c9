import { describe, expect, it } from "vitest";
import { authMatrix } from "../src/auth-matrix.js";

describe("the auth matrix", () => {
  it("finds every operation closed to missing, malformed, expired and foreign credentials", async () => {
    const result = await authMatrix({ seed: 3 });
    expect(result.failures).toEqual([]);
    expect(result.status).toBe("passed");
    expect((result.details as { calls: number }).calls).toBeGreaterThan(1000);
  });

  it("notices a sandbox that accepts expired tokens", async () => {
    const result = await authMatrix({ seed: 3, faults: ["token-never-expires"] });
    expect(result.status).toBe("failed");
    expect(result.failures.some((line) => line.includes("[expired token]"))).toBe(true);
  });
});
