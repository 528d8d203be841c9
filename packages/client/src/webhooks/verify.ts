/**
 * `verifyWebhook`: does a delivery carry the subscription's `verification_token` in `X-Verification-Token` (the
 * header the spec documents)? Compared in constant time: both sides are hashed to equal-length digests first.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export const VERIFICATION_HEADER = "x-verification-token";

/** Fetch `Headers`, Node's `IncomingHttpHeaders`, or any record of header names to values. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

function headerValue(headers: WebhookHeaders): string | undefined {
  if (headers instanceof Headers) return headers.get(VERIFICATION_HEADER) ?? undefined;
  let found: string | readonly string[] | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== VERIFICATION_HEADER || value === undefined) continue;
    if (found !== undefined) return undefined;
    found = value;
  }
  if (typeof found === "string") return found;
  return found?.length === 1 ? found[0] : undefined;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** True when the header holds exactly `verificationToken`; a missing, repeated or different header is false. */
export function verifyWebhook(headers: WebhookHeaders, verificationToken: string): boolean {
  if (typeof verificationToken !== "string" || verificationToken.length === 0) {
    throw new TypeError("verifyWebhook: the verification token must be a non-empty string");
  }
  const received = headerValue(headers);
  if (received === undefined) return false;
  return timingSafeEqual(digest(received), digest(verificationToken));
}
