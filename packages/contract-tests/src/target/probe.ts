/**
 * Probes a target once before the suites run: the client credentials (and the second client's, when given) must give
 * a token; `/_sandbox/clock`
 * answering tells a haulkit sandbox (test helpers) and whether its clock is manual.
 */
import { ACTION_NAMES, type ActionName } from "../actors/actions.js";
import type { Capabilities } from "./capabilities.js";
import { type Connection, TargetError } from "./target.js";
import { canReachReceiver, LOCAL_WEBHOOKS, type WebhookSettings } from "./webhook-settings.js";

export interface ProbedTarget extends Connection {
  capabilities: Capabilities;
  /** True when the target serves the haulkit sandbox test helpers. */
  sandbox: boolean;
  /** `manual` or `real` on a sandbox; undefined elsewhere. */
  clock: string | undefined;
  /** The other parties' actions its actors play (`carrier.pickUp`...); absent: all of them on a sandbox, else none. */
  actions?: readonly ActionName[];
  /** Where the helper calls go when actors play the parts (the run's actors server); absent: the shipper URL. */
  actorsUrl?: string;
}

/** A probe's time limit: generous, so only a target that never answers counts as not offering a capability. */
const TIMEOUT_MS = 60_000;

async function send(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = (error as { cause?: { code?: string; message?: string } }).cause;
    const cause = reason?.code ?? reason?.message ?? (error as Error).message;
    throw new TargetError(`cannot reach ${new URL(url).origin}: ${cause}`);
  }
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A bearer token for the connection's client; refused credentials are a TargetError naming the status only. */
export async function requestToken(connection: Connection, fetchImpl: typeof fetch = fetch): Promise<string> {
  const basic = Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString("base64");
  const response = await send(fetchImpl, `${connection.shipperUrl}/oauth/token?grant_type=client_credentials`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}` },
  });
  const body = (await json(response)) as { access_token?: unknown } | undefined;
  if (response.status !== 200 || typeof body?.access_token !== "string") {
    throw new TargetError(
      `the target refused the client credentials of '${connection.clientId}': POST /oauth/token answered HTTP ${response.status}`,
    );
  }
  return body.access_token;
}

/** The probe of the pricing service: a body it must refuse, sent with the key (no price is asked for). */
export const PRICING_PROBE = { method: "POST", path: "/api/v1/recommended-price" } as const;

/**
 * The pricing service must answer with the configured key: an unreachable URL, a refused key (401/403) or an
 * answer that is not the pricing service's (another status than 200/400) is a TargetError naming the status only.
 */
export async function probePricing(
  pricing: NonNullable<Connection["pricing"]>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = `${pricing.url}${PRICING_PROBE.path}`;
  const response = await send(fetchImpl, url, {
    method: PRICING_PROBE.method,
    headers: { "x-api-key": pricing.apiKey, "content-type": "application/json" },
    body: "{}",
  });
  await response.arrayBuffer().catch(() => undefined);
  const request = `${PRICING_PROBE.method} ${PRICING_PROBE.path}`;
  if (response.status === 401 || response.status === 403) {
    throw new TargetError(`the pricing service refused the API key: ${request} answered HTTP ${response.status}`);
  }
  if (response.status !== 200 && response.status !== 400) {
    throw new TargetError(
      `${pricing.url} does not answer as the pricing service: ${request} answered HTTP ${response.status} (check --pricing-url)`,
    );
  }
}

export interface ProbeOptions {
  /** --allow-writes: writes on a target that is not a sandbox. */
  allowWrites: boolean;
  /** How the target reaches the webhook receiver (default: the loopback interface). */
  webhooks?: WebhookSettings;
  /** Actors loaded by --actors/--actors-url: their server's URL and the actions they play. */
  actors?: { url: string; actions: readonly ActionName[] };
}

export async function probe(
  connection: Connection,
  options: ProbeOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<ProbedTarget> {
  const token = await requestToken(connection, fetchImpl);
  if (connection.second) await requestToken({ ...connection, ...connection.second }, fetchImpl);
  if (connection.pricing) await probePricing(connection.pricing, fetchImpl);
  const actors = options.actors;
  const clock = await send(fetchImpl, `${actors?.url ?? connection.shipperUrl}/_sandbox/clock`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await json(clock)) as { data?: { object?: { kind?: unknown } } } | undefined;
  // 409 CLOCK_NOT_MANUAL: a sandbox whose clock runs in real time. Behind actors the API counts as no sandbox.
  const helpers = clock.status === 200 || clock.status === 409;
  const sandbox = helpers && actors === undefined;
  const kind = clock.status === 200 && typeof body?.data?.object?.kind === "string" ? body.data.object.kind : undefined;
  return {
    ...connection,
    sandbox,
    clock: helpers ? (kind ?? "real") : undefined,
    actions: actors?.actions ?? (sandbox ? ACTION_NAMES : []),
    ...(actors ? { actorsUrl: actors.url } : {}),
    capabilities: {
      testHelpers: actors ? actors.actions.length > 0 : sandbox,
      testClock: kind === "manual",
      writes: sandbox || options.allowWrites,
      pricing: connection.pricing !== undefined,
      webhooks: canReachReceiver(connection.shipperUrl, options.webhooks ?? LOCAL_WEBHOOKS),
      secondClient: connection.second !== undefined,
    },
  };
}
