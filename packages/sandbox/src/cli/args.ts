/** Command line and environment of `pnpm sandbox`: flags override environment variables override defaults. */
import { parseArgs } from "node:util";
import type { ClientCredentials } from "../auth/clients.js";
import { CallbackHosts } from "../callback-hosts.js";
import { DEFAULTS, type SandboxOptions } from "../config.js";
import { FAULTS, type FaultName, isFaultName } from "../faults.js";

export const ENV = {
  port: "HAULKIT_SANDBOX_PORT",
  host: "HAULKIT_SANDBOX_HOST",
  clientId: "HAULKIT_SANDBOX_CLIENT_ID",
  clientSecret: "HAULKIT_SANDBOX_CLIENT_SECRET",
  clients: "HAULKIT_SANDBOX_CLIENTS",
  pricingApiKey: "HAULKIT_SANDBOX_PRICING_API_KEY",
  tokenTtl: "HAULKIT_SANDBOX_TOKEN_TTL",
  validateResponses: "HAULKIT_SANDBOX_VALIDATE_RESPONSES",
  testHelpers: "HAULKIT_SANDBOX_TEST_HELPERS",
  faults: "HAULKIT_SANDBOX_FAULTS",
  callbackHosts: "HAULKIT_SANDBOX_CALLBACK_HOSTS",
  headersTimeout: "HAULKIT_SANDBOX_HEADERS_TIMEOUT",
  requestTimeout: "HAULKIT_SANDBOX_REQUEST_TIMEOUT",
  idleTimeout: "HAULKIT_SANDBOX_IDLE_TIMEOUT",
  dataDir: "HAULKIT_SANDBOX_DATA_DIR",
  fsync: "HAULKIT_SANDBOX_FSYNC",
  clock: "HAULKIT_SANDBOX_CLOCK",
  clockStart: "HAULKIT_SANDBOX_CLOCK_START",
  webhookGrace: "HAULKIT_SANDBOX_WEBHOOK_GRACE",
} as const;

const seconds = (ms: number) => String(ms / 1000);

export const HELP = `Usage: pnpm sandbox [options]
       npx haulkit-sandbox [options]   (installed from @haulkit/sandbox)

Serves the shipper API, the pricing service and the /_sandbox test helpers of haulkit's sandbox on one port.

Options (each also read from an environment variable; a flag wins over its variable):
  --port <n>              TCP port, 0 for any free port (default ${DEFAULTS.port})           ${ENV.port}
  --host <address>        interface to listen on (default ${DEFAULTS.host})            ${ENV.host}
  --client <id:secret>    an API client, each its own organisation; repeatable;  ${ENV.clients}
                          replaces the default client                             (comma-separated id:secret list)
                          (a flag is visible in the process list: for a real
                          secret prefer the variable)
  --client-id <id>        id of the single default client                        ${ENV.clientId}
                          (default ${DEFAULTS.clientId})
  --client-secret <s>     secret of that client (default ${DEFAULTS.clientSecret}) ${ENV.clientSecret}
                          (for a real secret prefer the variable, as above)
  --pricing-api-key <k>   X-API-Key of the pricing service                       ${ENV.pricingApiKey}
                          (default ${DEFAULTS.pricingApiKey}); for a real key
                          prefer the variable: a flag is visible in the process list
  --clock <real|manual>   real (default): wall-clock time; manual: time stands   ${ENV.clock}
                          still and moves only through the test helpers
                          (POST /_sandbox/clock/advance, each organisation its
                          own clock): token expiry, webhook retries, the
                          insurance window and 30 days of ACH access in a test
  --clock-start <time>    with --clock manual: its start, an ISO 8601 time      ${ENV.clockStart}
                          (default: now; a --data-dir goes on from its own)
  --webhook-grace <s>     with --clock manual: seconds of real time a webhook    ${ENV.webhookGrace}
                          try still has once a clock moved by hand passed its
                          10 s; an answer arriving by then is taken (default
                          ${seconds(DEFAULTS.webhookClockGraceMs)}; more on a busy CI runner; 0 cuts the try off
                          at once)
  --token-ttl <seconds>   lifetime of access tokens (default ${DEFAULTS.tokenTtlSeconds})            ${ENV.tokenTtl}
  --validate-responses    check every response against the spec; a mismatch     ${ENV.validateResponses}=1
                          answers 500 SANDBOX_RESPONSE_INVALID and is logged
  --no-test-helpers       do not serve the /_sandbox test helpers (they answer  ${ENV.testHelpers}=0
                          a plain 404); served by default
  --callback-hosts <list> where webhooks may be delivered: host names,       ${ENV.callbackHosts}
                          *.domain, addresses and CIDR ranges, comma-separated
                          (e.g. hooks.example.com,*.ci.internal,10.20.0.0/16).
                          Default: any host except link-local and cloud
                          metadata ones (169.254.0.0/16, fe80::/10,
                          100.100.100.200, metadata.google.internal ...),
                          refused at subscription and, resolved, on delivery;
                          loopback and private ranges are allowed by default
  --headers-timeout <s>   seconds for a request's line and headers to arrive    ${ENV.headersTimeout}
                          (default ${seconds(DEFAULTS.timeouts.headersMs)}); later: 408 REQUEST_TIMEOUT, connection closed
  --request-timeout <s>   seconds for a whole request, body included, to arrive ${ENV.requestTimeout}
                          (default ${seconds(DEFAULTS.timeouts.requestMs)}, at least the headers timeout); later: 408
  --idle-timeout <s>      seconds a keep-alive connection may sit idle between  ${ENV.idleTimeout}
                          requests before it is closed (default ${seconds(DEFAULTS.timeouts.idleMs)})
  --data-dir <dir>        keep the state in <dir> (created when missing): every  ${ENV.dataDir}
                          change answered 2xx (orders, carriers, customers ...,
                          subscriptions, tokens, pending webhook tries) survives
                          a crash or kill -9 and a restart on the same dir.
                          WITHOUT IT THE STATE LIVES IN MEMORY ONLY and is gone
                          when the sandbox stops.
  --fsync <policy>        with --data-dir: interval (default: written before each ${ENV.fsync}
                          answer, synced to disk once a second) or always
                          (synced before each answer; survives a power loss)
  --fault <name>          break one documented rule on purpose (repeatable), to   ${ENV.faults}
                          prove a contract suite notices; names:                (comma-separated)
${Object.entries(FAULTS)
  .map(([name, what]) => `                            ${name}: ${what}`)
  .join("\n")}
  -h, --help              show this help

Secrets given by flag or environment are never printed; the public defaults are.
Exit status: 0 after a clean stop (Ctrl-C), 1 when the server cannot start, 2 for bad options.`;

export class UsageError extends Error {}

/** A configured secret, and whether it is the public default (printable) or the user's own (masked). */
export interface Secret {
  value: string;
  isDefault: boolean;
}

export interface CliClient {
  clientId: string;
  secret: Secret;
}

export interface CliConfig {
  help: boolean;
  options: SandboxOptions;
  clients: CliClient[];
  pricingApiKey: Secret;
}

function integer(text: string, name: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`${name} must be an integer, got '${text}'`);
  const value = Number(text);
  if (value < min || value > max) throw new UsageError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Seconds (decimals allowed, to the millisecond) as whole milliseconds, `minMs` .. 1 day. */
function secondsAsMs(text: string | undefined, name: string, minMs: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+(\.\d{1,3})?$/.test(text.trim())) {
    throw new UsageError(`${name} must be a number of seconds (up to 3 decimals), got '${text}'`);
  }
  const ms = Math.round(Number(text) * 1000);
  if (ms < minMs || ms > 86_400_000) {
    throw new UsageError(`${name} must be between ${seconds(minMs)} and 86400 seconds, got ${text}`);
  }
  return ms;
}

/** A timeout: 1 ms .. 1 day. */
const timeoutMs = (text: string | undefined, name: string) => secondsAsMs(text, name, 1);

function parseClient(text: string, source: string): ClientCredentials {
  const colon = text.indexOf(":");
  if (colon <= 0 || colon === text.length - 1) {
    throw new UsageError(`${source} needs id:secret with a non-empty id and secret, got a value without one`);
  }
  return { clientId: text.slice(0, colon), clientSecret: text.slice(colon + 1) };
}

/** `2026-03-14` or `2026-03-14T09:30:00Z` (an offset instead of Z, seconds optional) naming a day that exists. */
function isIsoTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (!match || !Number.isFinite(Date.parse(text))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function truthy(text: string | undefined): boolean {
  return text !== undefined && /^(1|true|yes|on)$/i.test(text.trim());
}

function falsy(text: string | undefined): boolean {
  return text !== undefined && /^(0|false|no|off)$/i.test(text.trim());
}

function nonEmpty(value: string | undefined, name: string): string | undefined {
  if (value !== undefined && value.length === 0) throw new UsageError(`${name} must not be empty`);
  return value;
}

export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliConfig {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      // `pnpm sandbox -- --port 4011` passes the separator through: a leading `--` is not an argument.
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        client: { type: "string", multiple: true },
        "client-id": { type: "string" },
        "client-secret": { type: "string" },
        "pricing-api-key": { type: "string" },
        "token-ttl": { type: "string" },
        "validate-responses": { type: "boolean" },
        "no-test-helpers": { type: "boolean" },
        fault: { type: "string", multiple: true },
        "callback-hosts": { type: "string" },
        "headers-timeout": { type: "string" },
        "request-timeout": { type: "string" },
        "idle-timeout": { type: "string" },
        "data-dir": { type: "string" },
        fsync: { type: "string" },
        clock: { type: "string" },
        "clock-start": { type: "string" },
        "webhook-grace": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  const flag = (name: string) => values[name] as string | undefined;
  if (values.help === true)
    return { help: true, options: {}, clients: [], pricingApiKey: { value: "", isDefault: true } };

  const portText = flag("port") ?? env[ENV.port];
  const ttlText = flag("token-ttl") ?? env[ENV.tokenTtl];
  const host = nonEmpty(flag("host") ?? env[ENV.host], "--host");

  let clients: CliClient[];
  const listed = (values.client as string[] | undefined) ?? [];
  const envList = env[ENV.clients]?.split(",").filter((entry) => entry.trim() !== "") ?? [];
  const single = {
    id: nonEmpty(flag("client-id") ?? env[ENV.clientId], "the client id"),
    secret: nonEmpty(flag("client-secret") ?? env[ENV.clientSecret], "the client secret"),
  };
  if (listed.length > 0 || envList.length > 0) {
    if (single.id !== undefined || single.secret !== undefined) {
      throw new UsageError("use either --client id:secret (or HAULKIT_SANDBOX_CLIENTS) or --client-id/--client-secret");
    }
    const source = listed.length > 0 ? listed : envList.map((entry) => entry.trim());
    clients = source
      .map((text) => parseClient(text, listed.length > 0 ? "--client" : ENV.clients))
      .map((client) => ({
        clientId: client.clientId,
        secret: { value: client.clientSecret, isDefault: false },
      }));
  } else {
    clients = [
      {
        clientId: single.id ?? DEFAULTS.clientId,
        secret: { value: single.secret ?? DEFAULTS.clientSecret, isDefault: single.secret === undefined },
      },
    ];
  }
  const seen = new Set<string>();
  for (const client of clients) {
    if (seen.has(client.clientId)) throw new UsageError(`client id '${client.clientId}' is given twice`);
    seen.add(client.clientId);
  }
  const keyText = nonEmpty(flag("pricing-api-key") ?? env[ENV.pricingApiKey], "the pricing API key");
  const pricingApiKey: Secret = { value: keyText ?? DEFAULTS.pricingApiKey, isDefault: keyText === undefined };

  const faultNames = (values.fault as string[] | undefined) ?? env[ENV.faults]?.split(",").map((name) => name.trim());
  const faults: FaultName[] = [];
  for (const name of (faultNames ?? []).filter((entry) => entry !== "")) {
    if (!isFaultName(name)) throw new UsageError(`unknown fault '${name}'; known: ${Object.keys(FAULTS).join(", ")}`);
    faults.push(name);
  }

  const hostsText = flag("callback-hosts") ?? env[ENV.callbackHosts];
  let callbackHosts: string[] | undefined;
  if (hostsText !== undefined) {
    callbackHosts = hostsText
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    if (callbackHosts.length === 0) throw new UsageError("--callback-hosts needs at least one host or range");
    try {
      new CallbackHosts(callbackHosts);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const timeouts = {
    headersMs: timeoutMs(flag("headers-timeout") ?? env[ENV.headersTimeout], "the headers timeout"),
    requestMs: timeoutMs(flag("request-timeout") ?? env[ENV.requestTimeout], "the request timeout"),
    idleMs: timeoutMs(flag("idle-timeout") ?? env[ENV.idleTimeout], "the idle timeout"),
  };
  const headersMs = timeouts.headersMs ?? DEFAULTS.timeouts.headersMs;
  const requestMs = timeouts.requestMs ?? DEFAULTS.timeouts.requestMs;
  if (requestMs < headersMs) {
    throw new UsageError(
      `the request timeout (${seconds(requestMs)} s) must be at least the headers timeout (${seconds(headersMs)} s)`,
    );
  }
  const dataDir = nonEmpty(flag("data-dir") ?? env[ENV.dataDir], "--data-dir");
  const fsync = flag("fsync") ?? env[ENV.fsync];
  if (fsync !== undefined && fsync !== "always" && fsync !== "interval") {
    throw new UsageError(`--fsync must be always or interval, got '${fsync}'`);
  }
  if (fsync !== undefined && dataDir === undefined) throw new UsageError("--fsync needs --data-dir");

  const clock = flag("clock") ?? env[ENV.clock];
  if (clock !== undefined && clock !== "real" && clock !== "manual") {
    throw new UsageError(`--clock must be real or manual, got '${clock}'`);
  }
  if (clock === "manual" && (values["no-test-helpers"] === true || falsy(env[ENV.testHelpers]))) {
    throw new UsageError("--clock manual needs the test helpers: only they move it (drop --no-test-helpers)");
  }
  const clockStart = flag("clock-start") ?? env[ENV.clockStart];
  if (clockStart !== undefined) {
    if (clock !== "manual") throw new UsageError("--clock-start needs --clock manual");
    if (!isIsoTime(clockStart)) {
      throw new UsageError(`--clock-start must be an ISO 8601 time such as 2026-03-14T09:30:00Z, got '${clockStart}'`);
    }
  }
  const webhookClockGraceMs = secondsAsMs(flag("webhook-grace") ?? env[ENV.webhookGrace], "the webhook grace", 0);
  if (webhookClockGraceMs !== undefined && clock !== "manual") {
    throw new UsageError("--webhook-grace needs --clock manual: only a clock moved by hand cuts a try off early");
  }

  const options: SandboxOptions = {
    port: portText === undefined ? DEFAULTS.port : integer(portText, "the port", 0, 65535),
    host: host ?? DEFAULTS.host,
    clients: clients.map((client) => ({ clientId: client.clientId, clientSecret: client.secret.value })),
    pricingApiKey: pricingApiKey.value,
    tokenTtlSeconds:
      ttlText === undefined ? DEFAULTS.tokenTtlSeconds : integer(ttlText, "the token TTL", 1, 315_360_000),
    validateResponses: values["validate-responses"] === true || truthy(env[ENV.validateResponses]),
    testHelpers: values["no-test-helpers"] !== true && !falsy(env[ENV.testHelpers]),
    faults,
    ...(callbackHosts ? { callbackHosts } : {}),
    timeouts: { headersMs, requestMs, idleMs: timeouts.idleMs ?? DEFAULTS.timeouts.idleMs },
    ...(dataDir === undefined ? {} : { dataDir, fsync: fsync ?? "interval" }),
    ...(clock === undefined ? {} : { clock }),
    ...(clockStart === undefined ? {} : { clockStart }),
    ...(webhookClockGraceMs === undefined ? {} : { webhookClockGraceMs }),
  };
  return { help: false, options, clients, pricingApiKey };
}
