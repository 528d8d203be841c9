/**
 * Ajv validators of the shipper spec's `webhooks` entries (`@haulkit/spec/dist/shipper.json`), through the spec's
 * webhook index and validator cache: the bundle is read on first use and each action's payload schema is compiled
 * once, when a payload of that action first arrives.
 */
import { loadDocument } from "@haulkit/spec/documents";
import { webhooksOf } from "@haulkit/spec/operations";
import { validatorCache } from "@haulkit/spec/validators";
import type { ValidateFunction } from "ajv";

let payloads: Map<string, string | undefined> | undefined;
const validators = validatorCache();

/** Action -> pointer to its payload schema, read once. */
function payloadPointers(): Map<string, string | undefined> {
  payloads ??= new Map(
    webhooksOf(loadDocument("shipper"))
      .filter((webhook) => webhook.method === "post")
      .map((webhook) => [webhook.path, webhook.requestBody?.content.get("application/json")]),
  );
  return payloads;
}

/** Every webhook action of the spec. */
export function webhookActions(): string[] {
  return [...payloadPointers().keys()];
}

/** The validator of one action's payload; undefined for an action the spec does not list. */
export function webhookValidator(action: string): ValidateFunction | undefined {
  const schemaPointer = payloadPointers().get(action);
  return schemaPointer === undefined ? undefined : validators.at("shipper", schemaPointer);
}
