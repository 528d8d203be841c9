/** The startup text: where the services are and how to authenticate (user-given secrets masked). */
import type { CliConfig, Secret } from "./args.js";

export const MASK = "******** (given by flag or environment; not printed)";

export function showSecret(secret: Secret): string {
  return secret.isDefault ? secret.value : MASK;
}

export function banner(url: string, config: CliConfig, tokenTtlSeconds: number, validateResponses: boolean): string {
  const lines = [
    `haulkit sandbox listening on ${url}`,
    "",
    `  shipper API      ${url}/v1/public   (token: POST ${url}/oauth/token?grant_type=client_credentials)`,
    `  pricing service  ${url}/api/v1/recommended-price, ${url}/api/v2/recommended-price`,
    config.options.testHelpers === false
      ? "  test helpers     off (--no-test-helpers)"
      : `  test helpers     ${url}/_sandbox/...   (same bearer token as the shipper API)`,
    "",
    "  clients (HTTP Basic on the token request; each is its own organisation):",
    ...config.clients.map((client) => `    client id ${client.clientId}   client secret ${showSecret(client.secret)}`),
    `  pricing X-API-Key ${showSecret(config.pricingApiKey)}`,
    `  token lifetime    ${tokenTtlSeconds} s`,
    config.options.clock === "manual"
      ? `  clock             manual${config.options.clockStart ? ` from ${String(config.options.clockStart)}` : ""}: stands still; tests move it (POST ${url}/_sandbox/clock/advance)`
      : "  clock             real time (--clock manual lets tests move it)",
    `  response checks   ${validateResponses ? "on" : "off (--validate-responses turns them on)"}`,
    `  webhook hosts     ${
      config.options.callbackHosts
        ? `only ${config.options.callbackHosts.join(", ")}`
        : "any but link-local and cloud metadata (--callback-hosts narrows it)"
    }`,
    config.options.dataDir === undefined
      ? "  state             IN MEMORY ONLY: gone when the sandbox stops (--data-dir <dir> keeps it)"
      : `  state             kept in ${config.options.dataDir} (fsync ${config.options.fsync ?? "interval"})`,
    ...(config.options.faults?.length
      ? [`  FAULTS ON         ${config.options.faults.join(", ")} (rules broken on purpose)`]
      : []),
    "",
    "Press Ctrl-C to stop.",
  ];
  return lines.join("\n");
}
