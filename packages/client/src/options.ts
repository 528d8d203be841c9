/** The options of every client factory and of every call, their defaults and their checks. */
import { describeOperation, type Operation } from "./errors/operation.js";
import { headerRecord } from "./transport/header-record.js";
import { sleep } from "./transport/retry-policy.js";

/** What the client calls to send a request (`globalThis.fetch` by default). */
export type FetchFunction = (request: Request) => Promise<Response>;

/** Options shared by the shipper, sandbox and pricing clients. */
export interface TransportOptions {
  /** Sends the requests; default `globalThis.fetch` (looked up at call time). */
  fetch?: FetchFunction | undefined;
  /** Time limit of one attempt, request to end of the response body, in ms (`Infinity`: none). Default 30 000. */
  timeout?: number | undefined;
  /** Retries after the first attempt (429, 503, network errors, timeouts). Default 2. */
  maxRetries?: number | undefined;
  /** Backoff before the first retry, in ms, doubled per retry, with full jitter. Default 250. */
  retryBaseDelay?: number | undefined;
  /** Upper bound of a backoff delay, in ms. Default 8 000. */
  retryMaxDelay?: number | undefined;
  /** The longest `Retry-After` the client waits for, in ms; a longer one fails at once. Default 60 000. */
  maxRetryAfter?: number | undefined;
  /**
   * The longest response body read, in bytes (`Infinity`: no cap); past it reading stops and the call throws
   * `ResponseTooLargeError`. Default 32 MiB.
   */
  maxResponseBytes?: number | undefined;
  /** Headers added to every request (a `User-Agent`, for example). */
  headers?: Record<string, string> | undefined;
  /** Receives one line per retry and per token request; never a credential. */
  logger?: ((line: string) => void) | undefined;
  /** Waits between retries (tests inject one that records the delays). Default: a timer that the call's signal aborts. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
  /** The jitter source, a number in [0, 1). Default `Math.random`. */
  random?: (() => number) | undefined;
  /** The clock for token expiry and `Retry-After` dates, in ms since the epoch. Default `Date.now`. */
  now?: (() => number) | undefined;
}

/** Options of `createShipperClient` and `createSandboxClient`. */
export interface ShipperClientOptions extends TransportOptions {
  /** Scheme and host of the service (`https://api.example.com`); the paths add `/oauth/token` and `/v1/public/...`. */
  baseUrl: string;
  /** The OAuth client id. */
  clientId: string;
  /** The OAuth client secret (sent only to the token endpoint, never logged or put in an error). */
  clientSecret: string;
  /** Renew the access token this long before it expires, in ms (at most half its lifetime). Default 60 000. */
  tokenRefreshMargin?: number | undefined;
}

/** Options of `createPricingClient`. */
export interface PricingClientOptions extends TransportOptions {
  /** Scheme and host of the pricing service; the paths add `/api/v1/...` and `/api/v2/...`. */
  baseUrl: string;
  /** The API key, sent as `X-API-Key` (never logged or put in an error). */
  apiKey: string;
}

/** Per-call options, beside openapi-fetch's `params`, `body` and `headers`. */
export interface CallOptions {
  /** true: retry this POST or PATCH too; false: never retry this call. Default: retry GET, PUT, DELETE, HEAD, OPTIONS. */
  retry?: boolean | undefined;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number | undefined;
  /** Overrides the client's `timeout` (per attempt, ms) for this call. */
  timeout?: number | undefined;
  /** Aborts the call (any attempt or wait); the call rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/** The checked transport options: the numbers under their option names, the rest with their defaults filled in. */
export type ResolvedTransportOptions = Record<TransportNumber, number> & {
  /** The injected fetch; undefined: the global `fetch`, called with the URL and init (no extra Request object). */
  fetch: FetchFunction | undefined;
  headers: Record<string, string>;
  logger: (line: string) => void;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
};

export const DEFAULTS = {
  timeout: 30_000,
  maxRetries: 2,
  retryBaseDelay: 250,
  retryMaxDelay: 8_000,
  maxRetryAfter: 60_000,
  maxResponseBytes: 32 * 1024 * 1024,
  tokenRefreshMargin: 60_000,
} as const;

export interface NumberRule {
  integer?: boolean;
  /** > 0 instead of >= 0. */
  positive?: boolean;
  /** `Infinity` allowed (no limit). */
  infinite?: boolean;
}

/** A count or duration option, checked against its rule; a TypeError naming the option otherwise. */
export function checkNumber(where: string, name: string, value: unknown, rule: NumberRule = {}): number {
  const valid =
    typeof value === "number" &&
    (rule.positive ? value > 0 : value >= 0) &&
    (Number.isFinite(value) ? !rule.integer || Number.isInteger(value) : rule.infinite === true);
  if (!valid) {
    const kind = rule.integer ? "an integer" : "a number";
    throw new TypeError(
      `${where}: option '${name}' must be ${kind} ${rule.positive ? "> 0" : ">= 0"}, got ${String(value)}`,
    );
  }
  return value as number;
}

/** A required string option (the value itself is never echoed: it may be a secret). */
export function checkString(factory: string, name: string, value: unknown): string {
  if (typeof value !== "string" || !value) {
    throw new TypeError(`${factory}: option '${name}' must be a non-empty string`);
  }
  return value;
}

/** The options object must be there, and its `baseUrl` an absolute http(s) URL: returned without a trailing slash. */
export function checkBaseUrl(factory: string, options: { baseUrl: string } | undefined): string {
  if (typeof options !== "object" || options === null) throw new TypeError(`${factory}: an options object is required`);
  const text = checkString(factory, "baseUrl", options.baseUrl);
  let protocol: string | undefined;
  try {
    protocol = new URL(text).protocol;
  } catch {}
  if (protocol !== "http:" && protocol !== "https:") {
    throw new TypeError(`${factory}: option 'baseUrl' must be an absolute http(s) URL`);
  }
  return text.replace(/\/+$/, "");
}

/** The number options of the transport with their rules, in the order they are checked. */
const TRANSPORT_NUMBERS = {
  timeout: { positive: true, infinite: true },
  maxRetries: { integer: true },
  retryBaseDelay: {},
  retryMaxDelay: {},
  maxRetryAfter: {},
  maxResponseBytes: { integer: true, positive: true, infinite: true },
} satisfies Record<string, NumberRule>;

type TransportNumber = keyof typeof TRANSPORT_NUMBERS;

/** A call's own `maxRetries` or `timeout`, checked (the client's were checked when it was made); undefined if unset. */
export function callOption(operation: Operation, name: "maxRetries" | "timeout", value: number | undefined) {
  return value === undefined ? value : checkNumber(describeOperation(operation), name, value, TRANSPORT_NUMBERS[name]);
}

export function resolveTransportOptions(factory: string, options: TransportOptions): ResolvedTransportOptions {
  const numbers = {} as Record<TransportNumber, number>;
  for (const [name, rule] of Object.entries(TRANSPORT_NUMBERS) as [TransportNumber, NumberRule][]) {
    numbers[name] = checkNumber(factory, name, options[name] ?? DEFAULTS[name], rule);
  }
  return {
    ...numbers,
    fetch: options.fetch,
    headers: headerRecord(options.headers),
    logger: options.logger ?? (() => {}),
    sleep: options.sleep ?? sleep,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
  };
}
