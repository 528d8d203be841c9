import { describe, expect, it } from "vitest";
import { clientFaults } from "../../src/client-faults/part.js";

describe("client faults", () => {
  it("handles timeouts, resets, 429 storms and token expiry, with no secret in any error", async () => {
    const result = await clientFaults();
    expect(result.failures).toEqual([]);
    expect(result.counters.faultsMishandled).toBe(0);
    expect(result.counters.secretsLeaked).toBe(0);
    expect(result.counters.faultsInjected).toBeGreaterThan(50);
  });

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

  it.each([
    [
      "JSON \\u-escaped",
      (secret: string) => secret.replace(/[/+="]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
    ],
    ['JSON \\/ and \\"', (secret: string) => JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/")],
    ["URL-encoded", (secret: string) => encodeURIComponent(secret)],
    ["URL-encoded twice", (secret: string) => encodeURIComponent(encodeURIComponent(secret))],
  ])("counts a secret shown %s in an error", async (_name, spell) => {
    const secret = 'se/cr+et="value';
    const result = await clientFaults({
      scenarios: [
        {
          name: "an escaping client",
          run: async () => ({
            faults: 0,
            failures: [],
            errors: [new Error(`echo ${spell(secret)}`)],
            secrets: [secret],
            logs: [],
          }),
        },
      ],
    });
    expect(result.counters.secretsLeaked).toBe(1);
  });
});
