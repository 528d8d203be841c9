/**
 * Which target a run talks to. With no target setting at all the run starts the embedded sandbox; with a shipper
 * URL it needs the client credentials too. The pricing service is optional (its tests are skipped without it).
 */

export interface TargetSettings {
  shipperUrl?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  pricingUrl?: string | undefined;
  pricingApiKey?: string | undefined;
  /** A client of another organisation (the organisations suite); optional, its tests are skipped without it. */
  secondClientId?: string | undefined;
  secondClientSecret?: string | undefined;
}

/** The credentials of a client of another organisation than the main client's. */
export interface ClientPair {
  clientId: string;
  clientSecret: string;
}

/** How a worker reaches one target: URLs and credentials (secrets travel in memory only, never printed). */
export interface Connection {
  shipperUrl: string;
  clientId: string;
  clientSecret: string;
  pricing: { url: string; apiKey: string } | undefined;
  /** A client of a second organisation (`--second-client-id`), absent when none is given. */
  second?: ClientPair | undefined;
  /**
   * Clients of further organisations, each given to one test that moves its organisation's clock, so such tests run
   * side by side (own-organisation.ts); only the embedded sandbox has them, a foreign target runs them in sequence.
   */
  organisations?: ClientPair[] | undefined;
}

/** The secrets a connection holds: every client's secret and the pricing key (kept out of every message). */
export function connectionSecrets(connection: Connection): string[] {
  const clients = [connection, connection.second, ...(connection.organisations ?? [])];
  return [...clients.map((client) => client?.clientSecret), connection.pricing?.apiKey].filter(
    (value): value is string => Boolean(value),
  );
}

export type TargetChoice = { kind: "embedded" } | { kind: "external"; connection: Connection };

export class TargetError extends Error {
  override name = "TargetError";
}

/** The URL without its trailing slashes; a TargetError when it is not a plain http(s) URL. */
export function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TargetError(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new TargetError(`${name} must be http or https`);
  if (url.search || url.hash) throw new TargetError(`${name} must not carry a query or fragment`);
  return url.href.replace(/\/+$/, "");
}

const isSet = (value: string | undefined): value is string => value !== undefined && value !== "";

/** The second client, when given: both values or neither, and not the main client again. */
function secondClient(settings: TargetSettings): ClientPair | undefined {
  const { secondClientId, secondClientSecret } = settings;
  if (!isSet(secondClientId) && !isSet(secondClientSecret)) return undefined;
  if (!isSet(secondClientId) || !isSet(secondClientSecret)) {
    throw new TargetError(
      "--second-client-id and --second-client-secret go together (HAULKIT_SECOND_CLIENT_ID, HAULKIT_SECOND_CLIENT_SECRET)",
    );
  }
  if (secondClientId === settings.clientId) {
    throw new TargetError("--second-client-id must name a client of another organisation than --client-id");
  }
  return { clientId: secondClientId, clientSecret: secondClientSecret };
}

export function chooseTarget(settings: TargetSettings): TargetChoice {
  const { shipperUrl, clientId, clientSecret, pricingUrl, pricingApiKey } = settings;
  const all = [shipperUrl, clientId, clientSecret, pricingUrl, pricingApiKey];
  if (![...all, settings.secondClientId, settings.secondClientSecret].some(isSet)) return { kind: "embedded" };
  if (!isSet(shipperUrl)) {
    throw new TargetError(
      "a target needs --shipper-url (HAULKIT_SHIPPER_URL); set nothing to use the embedded sandbox (it has two clients of its own)",
    );
  }
  if (!isSet(clientId) || !isSet(clientSecret)) {
    throw new TargetError(
      "--shipper-url needs --client-id and --client-secret (HAULKIT_CLIENT_ID, HAULKIT_CLIENT_SECRET)",
    );
  }
  if (isSet(pricingUrl) !== isSet(pricingApiKey)) {
    throw new TargetError(
      "--pricing-url and --pricing-api-key go together (HAULKIT_PRICING_URL, HAULKIT_PRICING_API_KEY)",
    );
  }
  const second = secondClient(settings);
  return {
    kind: "external",
    connection: {
      shipperUrl: httpUrl("--shipper-url", shipperUrl),
      clientId,
      clientSecret,
      pricing:
        isSet(pricingUrl) && isSet(pricingApiKey)
          ? { url: httpUrl("--pricing-url", pricingUrl), apiKey: pricingApiKey }
          : undefined,
      ...(second ? { second } : {}),
    },
  };
}
