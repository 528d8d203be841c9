import { describe, expect, it } from "vitest";
import { clientFaults } from "../../src/client-faults/part.js";

describe("client faults", () => {
  it("handles timeouts, resets, 429 storms and token expiry, with no secret in any error", async () => {
    const result = await clientFaults();
    expect(result.failures).toEqual([]);
    expect(result.counters.faultsMishandled).toBe(0);
    expect(result.counters.secretsLeaked).toBe(0);
    expect(result.counters.faultsInjected).toBeGreaterThan(50);
  }, 60_000);

  it("counts a secret in an error, in a log line, and a mishandled fault", async () => {
    const secret = "s3cret-value-123456";
    const leaky = new Error("request failed");
    Object.defineProperty(leaky, "credentials", { value: { secret }, enumerable: false });
    const result = await clientFaults({
      scenarios: [
        {
          name: "a leaky client",
          run: async () => ({
            faults: 1,
            failures: ["retried a POST"],
            errors: [leaky],
            secrets: [secret],
            logs: [`token ${secret}`],
          }),
        },
      ],
    });
    expect(result.counters).toMatchObject({ secretsLeaked: 2, faultsMishandled: 1, faultsInjected: 1 });
    expect(result.status).toBe("failed");
    expect(result.failures.join("\n")).not.toContain(secret);
  });
});
