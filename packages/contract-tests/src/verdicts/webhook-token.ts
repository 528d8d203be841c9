/**
 * The `X-Verification-Token` header of a delivered webhook: the spec documents it on every webhook, but how the
 * token travels is our assumption (`x-assumption` on the header parameter). A delivery without it, or with another
 * value, is drift then, and the test goes on with the payload.
 */
import { deref, type JsonObject, loadDocument } from "../spec/documents.js";
import { gapsOf } from "../validation/assumptions.js";
import type { Drift } from "../validation/verdict.js";
import { preview } from "../validation/violation.js";

export const VERIFICATION_HEADER = "X-Verification-Token";

/** The gap ids on the action's verification-token header parameter (empty: the header is a fact). */
export function verificationHeaderGaps(action: string): string[] {
  const doc = loadDocument("shipper");
  const post = (((doc.webhooks ?? {}) as JsonObject)[action] as JsonObject | undefined)?.post as JsonObject | undefined;
  for (const raw of (post?.parameters ?? []) as unknown[]) {
    const { value } = deref(doc, raw);
    if (String(value.name).toLowerCase() === VERIFICATION_HEADER.toLowerCase()) {
      return [...new Set([...gapsOf(raw), ...gapsOf(value)])];
    }
  }
  return [];
}

/** The drift of a delivery whose header is not the subscription's token (empty when it is, or is a fact). */
export function verificationDrift(action: string, received: string | undefined, expected: string | undefined): Drift[] {
  if (received === expected) return [];
  return verificationHeaderGaps(action).map((gap) => ({
    gap,
    where: `webhook ${action}`,
    pointer: "",
    assumed: `header ${VERIFICATION_HEADER} carries the subscription's verification_token`,
    observed: `header ${VERIFICATION_HEADER} ${received === undefined ? "is missing" : `is ${preview(received)}`}`,
  }));
}
