/** Checks a webhook payload against the `webhooks` entry of its `action` in the shipper bundle. */
import { webhooksOf } from "@haulkit/spec/operations";
import { loadDocument } from "../spec/documents.js";
import { settle } from "../verdicts/drift-recorder.js";
import { judgeBody, type Verdict } from "./verdict.js";
import { type Violation, violation } from "./violation.js";

/** Every webhook action of the shipper API, in document order. */
export function webhookActions(): string[] {
  return webhooksOf(loadDocument("shipper")).map((webhook) => webhook.path);
}

/** Pointer to the payload schema of an action, or undefined for an action the spec does not describe. */
export function payloadSchemaPointer(action: string): string | undefined {
  const webhook = webhooksOf(loadDocument("shipper")).find((each) => each.path === action && each.method === "post");
  return webhook?.requestBody?.content.get("application/json");
}

/** The verdict on a payload: a broken fact, and the assumptions it contradicts. */
export function judgeWebhook(payload: unknown): Verdict {
  const fact = (found: Violation): Verdict => ({ fact: found, drift: [] });
  const action = (payload as { action?: unknown } | null)?.action;
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return fact(violation("webhook", "", "is not a JSON object", payload));
  }
  if (typeof action !== "string") return fact(violation("webhook", "/action", "must be a string", action));
  const schemaPointer = payloadSchemaPointer(action);
  if (!schemaPointer) return fact(violation(`webhook ${action}`, "/action", "is not an action of the spec", action));
  return judgeBody("shipper", schemaPointer, `webhook ${action}`, `webhook ${action}`, payload);
}

/** The first way the payload breaks the spec, or undefined when it conforms (drift is recorded). */
export function checkWebhook(payload: unknown): Violation | undefined {
  return settle(judgeWebhook(payload));
}
