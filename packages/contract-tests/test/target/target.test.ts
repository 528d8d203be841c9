import { describe, expect, it } from "vitest";
import { chooseTarget, connectionSecrets, TargetError } from "../../src/target/target.js";

const CLIENT = { clientId: "ci", clientSecret: "s3cret" };

describe("chooseTarget", () => {
  it("with no setting at all, the embedded sandbox", () => {
    expect(chooseTarget({})).toEqual({ kind: "embedded" });
    expect(chooseTarget({ shipperUrl: "", clientId: "" })).toEqual({ kind: "embedded" });
  });

  it("a shipper URL with credentials is an external target; the URL loses its trailing slash", () => {
    expect(chooseTarget({ shipperUrl: "https://api.example/", ...CLIENT })).toEqual({
      kind: "external",
      connection: { shipperUrl: "https://api.example", ...CLIENT, pricing: undefined },
    });
  });

  it("takes the pricing service when both its URL and key are set", () => {
    const choice = chooseTarget({
      shipperUrl: "http://127.0.0.1:4010",
      ...CLIENT,
      pricingUrl: "http://127.0.0.1:4011/",
      pricingApiKey: "k3y",
    });
    expect(choice).toMatchObject({ connection: { pricing: { url: "http://127.0.0.1:4011", apiKey: "k3y" } } });
  });

  it("takes a second client of another organisation when both its id and secret are set", () => {
    const second = { secondClientId: "ci-2", secondClientSecret: "s3cret-2" };
    expect(chooseTarget({ shipperUrl: "https://api.example", ...CLIENT, ...second })).toMatchObject({
      connection: { second: { clientId: "ci-2", clientSecret: "s3cret-2" } },
    });
    const without = chooseTarget({ shipperUrl: "https://api.example", ...CLIENT });
    expect(without.kind === "external" && without.connection.second).toBe(undefined);
  });

  it.each([
    ["a second client without a URL", { secondClientId: "ci-2", secondClientSecret: "s" }, /needs --shipper-url/],
    [
      "a second client id without its secret",
      { shipperUrl: "https://a.example", ...CLIENT, secondClientId: "ci-2" },
      /--second-client-id and --second-client-secret go together/,
    ],
    [
      "a second client secret without its id",
      { shipperUrl: "https://a.example", ...CLIENT, secondClientSecret: "s" },
      /--second-client-id and --second-client-secret go together/,
    ],
    [
      "the main client again as the second",
      { shipperUrl: "https://a.example", ...CLIENT, secondClientId: "ci", secondClientSecret: "other" },
      /another organisation/,
    ],
    ["credentials without a URL", { ...CLIENT }, /needs --shipper-url/],
    ["only the pricing service", { pricingUrl: "https://p.example", pricingApiKey: "k" }, /needs --shipper-url/],
    ["a URL without a secret", { shipperUrl: "https://a.example", clientId: "ci" }, /--client-id and --client-secret/],
    [
      "a pricing URL without its key",
      { shipperUrl: "https://a.example", ...CLIENT, pricingUrl: "https://p.example" },
      /go together/,
    ],
    ["a URL that is no URL", { shipperUrl: "api.example", ...CLIENT }, /not a URL/],
    ["another scheme", { shipperUrl: "ftp://api.example", ...CLIENT }, /http or https/],
    ["a query string", { shipperUrl: "https://api.example/?x=1", ...CLIENT }, /query or fragment/],
  ])("%s is refused with a message", (_, settings, message) => {
    expect(() => chooseTarget(settings)).toThrow(TargetError);
    expect(() => chooseTarget(settings)).toThrow(message);
  });

  it("never puts the secret in a message", () => {
    try {
      chooseTarget({ shipperUrl: "nope", clientId: "ci", clientSecret: "very-secret-value" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain("very-secret-value");
    }
  });
});

describe("connectionSecrets", () => {
  const base = { shipperUrl: "http://x", clientId: "a", clientSecret: "main-secret", pricing: undefined };
  it.each([
    { case: "the main client only", connection: base, secrets: ["main-secret"] },
    {
      case: "every client and the pricing key",
      connection: {
        ...base,
        pricing: { url: "http://p", apiKey: "pricing-key" },
        second: { clientId: "b", clientSecret: "second-secret" },
        organisations: [
          { clientId: "c", clientSecret: "own-secret-1" },
          { clientId: "d", clientSecret: "own-secret-2" },
        ],
      },
      secrets: ["main-secret", "second-secret", "own-secret-1", "own-secret-2", "pricing-key"],
    },
  ])("lists $case", ({ connection, secrets }) => {
    expect(connectionSecrets(connection)).toEqual(secrets);
  });
});
