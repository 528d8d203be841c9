/** Publishes a domain event (a webhook action) of an organisation at the sandbox clock's current time. */
import type { SandboxContext } from "../context.js";
import type { EventRevision } from "../state/events.js";
import type { Organisation } from "../state/organisations.js";

export function publishEvent(
  ctx: SandboxContext,
  org: Organisation,
  action: string,
  payload: Record<string, unknown>,
  revision?: EventRevision,
): void {
  ctx.events.publish({ action, at: ctx.clock.now(), orgGuid: org.guid, payload, ...(revision && { revision }) });
}
