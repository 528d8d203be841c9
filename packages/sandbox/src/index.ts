export type { ClientCredentials } from "./auth/clients.js";
export { type Clock, ManualClock, RealClock, type TimerHandle } from "./clock.js";
export { DEFAULTS, type SandboxOptions } from "./config.js";
export { FAULTS, type FaultName } from "./faults.js";
export type { Logger, LogLevel } from "./log.js";
export { type SandboxCredentials, type SandboxHandle, startSandbox } from "./sandbox.js";
export type { DomainEvent, EventListener, EventRevision } from "./state/events.js";
export { formatDateTime } from "./time.js";
export type { WebhookControl } from "./webhooks/dispatcher.js";
