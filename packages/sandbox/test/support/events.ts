/** Reading the events a sandbox published, and checking each against its webhook payload schema in the spec. */
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import type { DomainEvent, SandboxHandle } from "../../src/index.js";
import { loadDocument, pointer } from "../../src/spec/documents.js";
import { formatDateTime } from "../../src/time.js";

/** The events of the first client's organisation (or of `clientId`), oldest first, optionally of one action. */
export function eventsOf(sandbox: SandboxHandle, action?: string, clientId?: string): DomainEvent[] {
  const org = sandbox.organisations[clientId ?? sandbox.credentials.clientId] ?? "";
  return sandbox.events.recent(org).filter((event) => action === undefined || event.action === action);
}

/** The notification body the webhook module will deliver: the default payload plus the event's own fields. */
export function webhookBody(event: DomainEvent): Record<string, unknown> {
  return { action: event.action, action_date: formatDateTime(event.at), ...event.payload };
}

const validators = new Map<string, ValidateFunction>();
let ajv: ReturnType<typeof createSpecAjv> | undefined;

/** Schema errors of the event's webhook body against `webhooks.<action>` of the shipper bundle (empty: valid). */
export function webhookMismatches(event: DomainEvent): string[] {
  let validate = validators.get(event.action);
  if (!validate) {
    if (!ajv) {
      ajv = createSpecAjv();
      ajv.addSchema(loadDocument("shipper"), "shipper");
    }
    const at = pointer("webhooks", event.action, "post", "requestBody", "content", "application/json", "schema");
    validate = ajv.compile({ $ref: `shipper${at}` });
    validators.set(event.action, validate);
  }
  if (validate(webhookBody(event))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? "is invalid"}`);
}
