/**
 * Ajv validators of the shipper spec's `webhooks` entries (`@haulkit/spec/dist/shipper.json`): the bundle is read
 * on first use and each action's payload schema is compiled once, when a payload of that action first arrives.
 */
import { createSpecAjv, pointer } from "@haulkit/spec/ajv";
import { loadDocument } from "@haulkit/spec/documents";
import type { ValidateFunction } from "ajv";

interface ShipperDocument {
  webhooks: Record<string, unknown>;
}

const SPEC_ID = "shipper";

let state: { ajv: ReturnType<typeof createSpecAjv>; document: ShipperDocument } | undefined;
const validators = new Map<string, ValidateFunction>();

function load() {
  if (!state) {
    const document = loadDocument("shipper") as unknown as ShipperDocument;
    const ajv = createSpecAjv();
    ajv.addSchema(document, SPEC_ID);
    state = { ajv, document };
  }
  return state;
}

/** Every webhook action of the spec. */
export function webhookActions(): string[] {
  return Object.keys(load().document.webhooks);
}

/** The validator of one action's payload; undefined for an action the spec does not list. */
export function webhookValidator(action: string): ValidateFunction | undefined {
  const cached = validators.get(action);
  if (cached) return cached;
  const { ajv, document } = load();
  if (!Object.hasOwn(document.webhooks, action)) return undefined;
  const ref = pointer("webhooks", action, "post", "requestBody", "content", "application/json", "schema");
  const validate = ajv.compile({ $ref: `${SPEC_ID}${ref}` });
  validators.set(action, validate);
  return validate;
}
