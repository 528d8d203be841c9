/** The sandbox's public defaults (as its README states them), which the parsed CLI and the resolved options share. */
export const PUBLIC_DEFAULTS = {
  port: 4010,
  host: "127.0.0.1",
  clients: [{ clientId: "sandbox-client-id", clientSecret: "sandbox-client-secret" }],
  pricingApiKey: "sandbox-pricing-key",
  tokenTtlSeconds: 864000,
  validateResponses: false,
  testHelpers: true,
  timeouts: { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000 },
};
