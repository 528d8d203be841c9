/** Everything a request handler may use: time, auth, organisations and their data, events, settings. */
import type { ClientRegistry } from "./auth/clients.js";
import type { TokenStore } from "./auth/tokens.js";
import type { CallbackHosts } from "./callback-hosts.js";
import type { FaultName } from "./faults.js";
import type { InstantClock } from "./instant-clock.js";
import type { Logger } from "./log.js";
import type { EventBus } from "./state/events.js";
import type { OrganisationDirectory } from "./state/organisations.js";

export interface SandboxContext {
  /** The sandbox clock, held at one instant while a request's change runs; `of(org)`: an organisation's own. */
  clock: InstantClock;
  clients: ClientRegistry;
  tokens: TokenStore;
  orgs: OrganisationDirectory;
  events: EventBus;
  pricingApiKey: string;
  validateResponses: boolean;
  /** Whether the `/_sandbox` test helpers are served. */
  testHelpers: boolean;
  /** Active fault switches (src/faults.ts); empty unless a test breaks a rule on purpose. */
  faults: ReadonlySet<FaultName>;
  log: Logger;
  /** Where webhooks may be delivered (`--callback-hosts`; link-local and metadata hosts refused by default). */
  callbackHosts: CallbackHosts;
  /** Real time a webhook try keeps after a clock moved by hand timed it out (`webhookClockGraceMs`). */
  webhookClockGraceMs: number;
  /** Set with a data dir (src/persistence/): wraps each handler and writes its changes before the answer. */
  persistence?: {
    during<T>(method: string, handle: () => T): T;
    /** Throws for a mutating method once the data dir cannot be written (the answer becomes a 500). */
    commit(method: string): void;
  };
  /** `http://host:port` once the server listens (used for links such as BOL URLs). */
  baseUrl(): string;
}
