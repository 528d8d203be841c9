import { describe, expect, it } from "vitest";
import { DEFAULTS, resolveOptions, type SandboxOptions } from "../src/config.js";
import { PUBLIC_DEFAULTS } from "./support/public-defaults.js";

describe("resolveOptions", () => {
  it("applies the public defaults", () => {
    expect(resolveOptions({})).toEqual({
      ...PUBLIC_DEFAULTS,
      faults: new Set(),
      callbackHosts: expect.objectContaining({ restricted: false }),
      dataDir: undefined,
      fsync: "interval",
      webhookClockGraceMs: 1_000,
    });
    expect(resolveOptions({ webhookClockGraceMs: 0 }).webhookClockGraceMs).toBe(0);
    expect(resolveOptions({ webhookClockGraceMs: 60_000 }).webhookClockGraceMs).toBe(60_000);
    expect(resolveOptions({ timeouts: { idleMs: 5 } }).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      idleMs: 5,
    });
    expect(resolveOptions({ faults: ["webhook-3-tries"] }).faults).toEqual(new Set(["webhook-3-tries"]));
    expect(resolveOptions({ testHelpers: false }).testHelpers).toBe(false);
    expect(DEFAULTS.tokenTtlSeconds).toBe(10 * 24 * 3600);
  });

  it.each<[string, SandboxOptions, RegExp]>([
    ["a negative port", { port: -1 }, /port must be an integer 0\.\.65535/],
    ["a port too high", { port: 70000 }, /port/],
    ["a fractional TTL", { tokenTtlSeconds: 1.5 }, /tokenTtlSeconds/],
    ["a zero TTL", { tokenTtlSeconds: 0 }, /tokenTtlSeconds/],
    ["an empty data dir path", { dataDir: "" }, /dataDir must be a non-empty path/],
    ["another fsync policy", { dataDir: "x", fsync: "never" as "always" }, /fsync must be "always" or "interval"/],
    ["no clients", { clients: [] }, /at least one client/],
    ["an empty secret", { clients: [{ clientId: "a", clientSecret: "" }] }, /non-empty secret/],
    ["a colon in an id", { clients: [{ clientId: "a:b", clientSecret: "s" }] }, /without ':'/],
    [
      "a duplicate id",
      {
        clients: [
          { clientId: "a", clientSecret: "s" },
          { clientId: "a", clientSecret: "t" },
        ],
      },
      /twice/,
    ],
    ["an empty pricing key", { pricingApiKey: "" }, /pricingApiKey/],
    ["a callback host that is no host", { callbackHosts: ["http://x"] }, /startSandbox: callback host 'http:\/\/x'/],
    ["a callback range past its prefix", { callbackHosts: ["10.0.0.0/33"] }, /prefix must be 0\.\.32/],
    ["a zero timeout", { timeouts: { idleMs: 0 } }, /timeouts.idleMs must be a positive integer/],
    ["a negative webhook clock grace", { webhookClockGraceMs: -1 }, /webhookClockGraceMs must be an integer >= 0/],
    ["a fractional webhook clock grace", { webhookClockGraceMs: 0.5 }, /webhookClockGraceMs must be an integer >= 0/],
    ["a fractional timeout", { timeouts: { headersMs: 1.5 } }, /timeouts.headersMs must be a positive integer/],
    [
      "a request timeout below the headers timeout",
      { timeouts: { headersMs: 500, requestMs: 499 } },
      /requestMs must be at least timeouts.headersMs/,
    ],
    [
      "an unknown fault",
      { faults: ["no-such-fault" as never] },
      /unknown fault 'no-such-fault'. Known faults: accept-forbidden-pair/,
    ],
  ])("rejects %s", (_, options, message) => {
    expect(() => resolveOptions(options)).toThrow(message);
  });

  it("never puts a secret in its error messages", () => {
    try {
      resolveOptions({
        clients: [
          { clientId: "a", clientSecret: "top-secret" },
          { clientId: "a", clientSecret: "top-secret" },
        ],
      });
    } catch (error) {
      expect((error as Error).message).not.toContain("top-secret");
    }
  });
});
