/**
 * `startSandbox`: build the state, listen, and hand back the URL, the credentials, the clock and `close()`;
 * `startSandboxes`: several at once, answered by one app.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Client, type ClientCredentials, ClientRegistry } from "./auth/clients.js";
import { TokenStore } from "./auth/tokens.js";
import { type Clock, createClock } from "./clock.js";
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from "./config.js";
import type { SandboxContext } from "./context.js";
import { installInsuranceReactions } from "./domain/insurance/insurance-reactions.js";
import { buildApp } from "./http/app.js";
import { allRoutes } from "./http/routes/index.js";
import { closeServer, listen, serverFor } from "./http/shared-app.js";
import { primeNextTick } from "./http/tick-priming.js";
import { InstantClock } from "./instant-clock.js";
import { stderrLogger } from "./log.js";
import type { Journal } from "./persistence/journal.js";
import { EventBus } from "./state/events.js";
import { nameGuid } from "./state/ids.js";
import { OrganisationDirectory } from "./state/organisations.js";
import { type WebhookControl, WebhookDispatcher } from "./webhooks/dispatcher.js";

export interface SandboxCredentials {
  /** The first client (the one most callers use). */
  clientId: string;
  clientSecret: string;
  clients: ClientCredentials[];
  pricingApiKey: string;
}

export interface SandboxHandle {
  /** Base URL of both services, e.g. `http://127.0.0.1:4010`. */
  url: string;
  credentials: SandboxCredentials;
  /** The sandbox clock: advancing it moves every organisation's clock. */
  clock: Clock;
  /** An organisation's own test clock (what `/_sandbox/clock` reads and advances for that organisation). */
  clockOf(orgGuid: string): Clock;
  /** Organisation guid of each client id. */
  organisations: Record<string, string>;
  /** The domain events (webhook actions) published so far, and a way to listen for new ones. */
  events: Pick<EventBus, "recent" | "subscribe">;
  /** Webhook deliveries: `deliveries(orgGuid, action?)` (the log), `counts(orgGuid)`, `idle()` (none in flight). */
  webhooks: WebhookControl;
  /** The data dir the state is kept in, or undefined when it lives in memory only. */
  dataDir?: string;
  close(): Promise<void>;
}

function toEpoch(start: number | Date | string | undefined, caller = "startSandbox"): number | undefined {
  if (start === undefined) return undefined;
  const ms = start instanceof Date ? start.getTime() : typeof start === "string" ? Date.parse(start) : start;
  if (!Number.isFinite(ms)) throw new TypeError(`${caller}: clockStart is not a valid time: ${String(start)}`);
  return ms;
}

/** Each options object resolved (its clock start checked too) before anything starts; a refusal names `callerOf(i)`. */
function resolveEach(list: readonly SandboxOptions[], callerOf: (index: number) => string): ResolvedOptions[] {
  return list.map((options, index) => {
    toEpoch(options.clockStart, callerOf(index));
    return resolveOptions(options, callerOf(index));
  });
}

/** The persistence modules: loaded only when there is a data dir. */
export type PersistenceModule = typeof import("./persistence/index.js");

/**
 * The shared state of one sandbox (exported for tests that drive the domain modules directly). With a `dataDir`,
 * pass the persistence module (`startSandbox` imports it only then).
 */
export function createContext(
  options: SandboxOptions = {},
  persistence?: PersistenceModule,
): {
  ctx: SandboxContext;
  /** The sandbox clock (the caller's own when one was given); `ctx.clock` reads it. */
  clock: Clock;
  clients: Client[];
  setBaseUrl(url: string): void;
  /** Delivers the events to the webhook subscriptions; `close()` it when done. */
  webhooks: WebhookDispatcher;
  /** The data dir's journal (with `dataDir`); `close()` it before the webhooks. */
  journal: Journal | undefined;
} {
  const resolved = resolveOptions(options);
  if (resolved.dataDir !== undefined && !persistence) {
    throw new TypeError("createContext: a dataDir needs the persistence module (the second argument)");
  }
  const loaded = resolved.dataDir === undefined ? undefined : persistence?.loadDataDir(resolved.dataDir);
  // A manual clock goes on from the time the data dir kept.
  const savedClock = options.clock === "manual" ? loaded?.image.clock : undefined;
  const clock =
    typeof options.clock === "object"
      ? options.clock
      : createClock(options.clock ?? "real", savedClock ?? toEpoch(options.clockStart));
  const clients: Client[] = resolved.clients.map((credentials) => ({
    ...credentials,
    orgGuid: nameGuid("haulkit-sandbox-org", credentials.clientId),
    userGuid: nameGuid("haulkit-sandbox-user", credentials.clientId),
  }));
  let baseUrl = "";
  const instants = new InstantClock(clock);
  const ctx: SandboxContext = {
    clock: instants,
    clients: new ClientRegistry(clients),
    tokens: new TokenStore((orgGuid) => instants.of(orgGuid), resolved.tokenTtlSeconds, resolved.faults),
    orgs: new OrganisationDirectory(clients, clock.now()),
    events: new EventBus(),
    pricingApiKey: resolved.pricingApiKey,
    validateResponses: resolved.validateResponses,
    testHelpers: resolved.testHelpers,
    faults: resolved.faults,
    log: options.logger ?? stderrLogger,
    callbackHosts: resolved.callbackHosts,
    webhookClockGraceMs: resolved.webhookClockGraceMs,
    baseUrl: () => baseUrl,
  };
  installInsuranceReactions(ctx);
  const webhooks = new WebhookDispatcher(ctx);
  const journal = loaded && persistence?.attachDataDir(loaded, ctx, clock, clients, webhooks, resolved.fsync);
  return { ctx, clock, clients, setBaseUrl: (url) => (baseUrl = url), webhooks, journal };
}

/** What every sandbox of one app shares: its settings come from the first (shared-app.ts). */
function appSettings(resolved: ResolvedOptions): string {
  const { host, validateResponses, testHelpers, faults, timeouts } = resolved;
  return JSON.stringify({ host, validateResponses, testHelpers, faults: [...faults].sort(), timeouts });
}

/** Why `list` cannot be answered by one app, or undefined when it can. */
function sharedAppProblem(list: readonly ResolvedOptions[]): string | undefined {
  if (list.length < 2) return undefined;
  if (list.some((resolved) => resolved.port !== 0)) return "each sandbox needs a free port of its own (port 0)";
  if (list.some((resolved) => resolved.dataDir !== undefined)) return "a data dir is for one sandbox (startSandbox)";
  const first = appSettings(list[0] as ResolvedOptions);
  if (list.some((resolved) => appSettings(resolved) !== first)) {
    return "the sandboxes differ in host, validateResponses, testHelpers, faults or timeouts (one app answers them all)";
  }
  return undefined;
}

/**
 * Starts one sandbox per options, each with its own state, clock, clients and port, all answered by one HTTP app:
 * building the app is most of a start, so many sandboxes start at the cost of one app and a server each. They
 * must agree on the app's settings (host, validateResponses, testHelpers, faults, timeouts) and listen on port 0;
 * a data dir is for `startSandbox`. Each handle closes its own sandbox; the app stops with the last.
 */
export function startSandboxes(list: readonly SandboxOptions[]): Promise<SandboxHandle[]> {
  return startAll(list, (index) => `startSandboxes (options[${index}])`);
}

/** Starts one sandbox (one app of its own). */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const [handle] = await startAll([options], () => "startSandbox");
  return handle as SandboxHandle;
}

/** Both starts: a refusal of an options object names `callerOf(its index)`. */
async function startAll(
  list: readonly SandboxOptions[],
  callerOf: (index: number) => string,
): Promise<SandboxHandle[]> {
  const resolvedList = resolveEach(list, callerOf);
  const problem = sharedAppProblem(resolvedList);
  if (problem) throw new TypeError(`startSandboxes: ${problem}`);
  const first = resolvedList[0];
  if (!first) return [];
  const persistence = first.dataDir === undefined ? undefined : await import("./persistence/index.js");
  const parts = list.map((options) => createContext(options, persistence));
  const app = buildApp((parts[0] as SandboxParts).ctx, allRoutes(), first.timeouts);
  const servers = [app.server, ...parts.slice(1).map((part) => serverFor(app, part.ctx, first.timeouts))];
  // Not awaited: the priming's turns run beside the listen and the first requests, off the time to ready.
  void primeNextTick();
  try {
    await app.listen({ port: first.port, host: first.host });
    await Promise.all(servers.slice(1).map((server) => listen(server, 0, first.host)));
  } catch (error) {
    for (const part of parts) part.journal?.close();
    await Promise.all(parts.map((part) => part.webhooks.close()));
    await Promise.all(servers.slice(1).map(closeServer));
    await app.close();
    throw error;
  }
  let open = parts.length;
  return parts.map((part, index) =>
    handleOf(
      part,
      list[index] as SandboxOptions,
      resolvedList[index] as ResolvedOptions,
      servers[index] as Server,
      async () => {
        open -= 1;
        await closeServer(servers[index] as Server);
        if (open === 0) await app.close();
      },
    ),
  );
}

type SandboxParts = ReturnType<typeof createContext>;

/** The handle of a started sandbox: its URL (from its server's address), credentials, clock, events and close. */
function handleOf(
  part: SandboxParts,
  options: SandboxOptions,
  resolved: ResolvedOptions,
  server: Server,
  /** Stops the sandbox's server (and the app, with the last). */
  stopServer: () => Promise<void>,
): SandboxHandle {
  const { ctx, clock, clients, setBaseUrl, webhooks, journal } = part;
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  setBaseUrl(url);
  const first = resolved.clients[0] as ClientCredentials;
  return {
    url,
    credentials: {
      clientId: first.clientId,
      clientSecret: first.clientSecret,
      clients: resolved.clients,
      pricingApiKey: resolved.pricingApiKey,
    },
    clock,
    clockOf: (orgGuid) => {
      if (!clients.some((client) => client.orgGuid === orgGuid)) throw new TypeError(`unknown organisation ${orgGuid}`);
      return ctx.clock.of(orgGuid);
    },
    organisations: Object.fromEntries(clients.map((client) => [client.clientId, client.orgGuid])),
    events: ctx.events,
    webhooks: {
      deliveries: (orgGuid, action) => webhooks.deliveries(orgGuid, action),
      counts: (orgGuid) => webhooks.counts(orgGuid),
      idle: () => webhooks.idle(),
    },
    dataDir: resolved.dataDir,
    close: async () => {
      // The server stops first (its last answers are journaled), then the journal, so that the webhook tries the
      // close cancels stay pending in the data dir and are sent after a restart.
      await stopServer();
      journal?.close();
      await webhooks.close();
      if (typeof options.clock !== "object") ctx.clock.dispose();
      else ctx.clock.disposeOrganisations();
    },
  };
}
