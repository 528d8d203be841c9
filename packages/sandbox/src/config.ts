/** Options of `startSandbox` and their defaults (the public sandbox credentials). */
import type { ClientCredentials } from "./auth/clients.js";
import { CallbackHosts, type ResolveHost } from "./callback-hosts.js";
import type { Clock } from "./clock.js";
import { type FaultName, resolveFaults } from "./faults.js";
import type { Logger } from "./log.js";

export const DEFAULTS = {
  host: "127.0.0.1",
  port: 4010,
  clientId: "sandbox-client-id",
  clientSecret: "sandbox-client-secret",
  pricingApiKey: "sandbox-pricing-key",
  tokenTtlSeconds: 864_000,
  timeouts: { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000 },
  webhookClockGraceMs: 1_000,
} as const;

/** How long the server waits for a client (milliseconds); a request that misses them is answered 408 and closed. */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this (default 10 s). */
  headersMs: number;
  /** The whole request, headers and body, must arrive within this (default 30 s); at least `headersMs`. */
  requestMs: number;
  /** A connection with no request in progress and no traffic is closed after this (default 60 s). */
  idleMs: number;
}

export interface SandboxOptions {
  /** TCP port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** API clients, each its own organisation. Default: one client with the public sandbox credentials. */
  clients?: ClientCredentials[];
  /** The pricing service's `X-API-Key`. Default `sandbox-pricing-key`. */
  pricingApiKey?: string;
  /** Lifetime of an access token in seconds (`expires_in`). Default 864000 (10 days). */
  tokenTtlSeconds?: number;
  /** `real` (default): wall-clock time; `manual`: time moves only by `clock.advance()`; or a Clock of your own. */
  clock?: "real" | "manual" | Clock;
  /** Start time of a manual clock (epoch ms, Date or ISO string). Default: the current time. */
  clockStart?: number | Date | string;
  /** Check every response against the spec; a mismatch becomes a 500 `SANDBOX_RESPONSE_INVALID`. Default false. */
  validateResponses?: boolean;
  /** Serve the test-helper endpoints under `/_sandbox` (spec/sandbox/); false makes them a plain 404. Default true. */
  testHelpers?: boolean;
  /** Where problems are reported. Default: warnings and errors to stderr. */
  logger?: Logger;
  /** Fault switches (src/faults.ts), each breaking one rule on purpose. Default none. */
  faults?: FaultName[];
  /**
   * Allow list of webhook callback hosts: names, `*.domain`, addresses, CIDR ranges. Default: any host except
   * link-local and cloud-metadata ones (loopback and private ranges allowed).
   */
  callbackHosts?: string[];
  /** How webhook callback host names are resolved (tests). Default `dns.lookup`. */
  resolveHost?: ResolveHost;
  /** Header, request and idle timeouts in ms (ServerTimeouts); each left out keeps its default. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Real time a webhook try is always given before a timeout on a clock moved by hand cuts it off, in ms (default
   * 1000): an answer already on its way is taken. Tests on a busy machine give it more.
   */
  webhookClockGraceMs?: number;
  /**
   * Keep the state in this directory (created when missing): every change answered 2xx survives a crash and a
   * restart. Default none: the state lives in memory and is gone when the sandbox stops.
   */
  dataDir?: string;
  /** With `dataDir`: `interval` (default) syncs the journal to disk once a second, `always` before each answer. */
  fsync?: "always" | "interval";
}

export interface ResolvedOptions {
  port: number;
  host: string;
  clients: ClientCredentials[];
  pricingApiKey: string;
  tokenTtlSeconds: number;
  validateResponses: boolean;
  testHelpers: boolean;
  faults: ReadonlySet<FaultName>;
  callbackHosts: CallbackHosts;
  timeouts: ServerTimeouts;
  webhookClockGraceMs: number;
  dataDir: string | undefined;
  fsync: "always" | "interval";
}

function callbackHosts(options: SandboxOptions, caller: string): CallbackHosts {
  try {
    return new CallbackHosts(options.callbackHosts, options.resolveHost);
  } catch (error) {
    throw new TypeError(`${caller}: ${(error as Error).message}`);
  }
}

/**
 * Applies defaults and rejects impossible settings with a clear message, which starts with `caller` (what the user
 * called, and which of its options).
 */
export function resolveOptions(options: SandboxOptions, caller = "startSandbox"): ResolvedOptions {
  const check = (condition: boolean, message: string): void => {
    if (!condition) throw new TypeError(`${caller}: ${message}`);
  };
  const port = options.port ?? DEFAULTS.port;
  check(Number.isInteger(port) && port >= 0 && port <= 65535, `port must be an integer 0..65535, got ${port}`);
  const ttl = options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds;
  check(Number.isInteger(ttl) && ttl > 0, `tokenTtlSeconds must be a positive integer, got ${ttl}`);
  const clients = options.clients ?? [{ clientId: DEFAULTS.clientId, clientSecret: DEFAULTS.clientSecret }];
  check(clients.length > 0, "at least one client is needed");
  const ids = new Set<string>();
  for (const client of clients) {
    check(client.clientId.length > 0 && !client.clientId.includes(":"), "a client id must be non-empty without ':'");
    check(client.clientSecret.length > 0, `client ${client.clientId} needs a non-empty secret`);
    check(!ids.has(client.clientId), `client id ${client.clientId} is configured twice`);
    ids.add(client.clientId);
  }
  const timeouts: ServerTimeouts = { ...DEFAULTS.timeouts, ...options.timeouts };
  for (const [name, ms] of Object.entries(timeouts)) {
    check(Number.isInteger(ms) && ms > 0, `timeouts.${name} must be a positive integer (ms), got ${ms}`);
  }
  check(timeouts.requestMs >= timeouts.headersMs, "timeouts.requestMs must be at least timeouts.headersMs");
  const webhookClockGraceMs = options.webhookClockGraceMs ?? DEFAULTS.webhookClockGraceMs;
  check(
    Number.isInteger(webhookClockGraceMs) && webhookClockGraceMs >= 0,
    `webhookClockGraceMs must be an integer >= 0 (ms), got ${webhookClockGraceMs}`,
  );
  check(options.dataDir === undefined || options.dataDir.length > 0, "dataDir must be a non-empty path");
  check(
    options.fsync === undefined || options.fsync === "always" || options.fsync === "interval",
    `fsync must be "always" or "interval", got ${String(options.fsync)}`,
  );
  const pricingApiKey = options.pricingApiKey ?? DEFAULTS.pricingApiKey;
  check(pricingApiKey.length > 0, "pricingApiKey must be non-empty");
  return {
    port,
    host: options.host ?? DEFAULTS.host,
    clients: clients.map(({ clientId, clientSecret }) => ({ clientId, clientSecret })),
    pricingApiKey,
    tokenTtlSeconds: ttl,
    validateResponses: options.validateResponses ?? false,
    testHelpers: options.testHelpers ?? true,
    faults: resolveFaults(options.faults, caller),
    callbackHosts: callbackHosts(options, caller),
    timeouts,
    webhookClockGraceMs,
    dataDir: options.dataDir,
    fsync: options.fsync ?? "interval",
  };
}
