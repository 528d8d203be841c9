/** What a target can do beyond plain API calls; a test declares what it needs and is skipped, with the reason, without it. */

export type Capability = "testHelpers" | "testClock" | "writes" | "pricing" | "webhooks" | "secondClient";

export const CAPABILITIES: readonly Capability[] = [
  "testHelpers",
  "testClock",
  "writes",
  "pricing",
  "webhooks",
  "secondClient",
];

export type Capabilities = Record<Capability, boolean>;

/** Why each capability can be missing: printed with every test skipped for it. */
export const MISSING_REASONS: Record<Capability, string> = {
  testHelpers:
    "the target does not serve the haulkit sandbox test helpers (/_sandbox), which play the carrier, the shipper's web interface and the insurer",
  testClock: "the target has no manual test clock (/_sandbox/clock), so time cannot be moved",
  writes: "the target is not a sandbox: pass --allow-writes to let the suite create objects there",
  pricing:
    "no pricing service configured: set --pricing-url and --pricing-api-key (HAULKIT_PRICING_URL, HAULKIT_PRICING_API_KEY)",
  webhooks:
    "the target is not on this machine and cannot reach the local webhook receiver: pass a public --webhook-url (HAULKIT_WEBHOOK_URL) that forwards to --webhook-port",
  secondClient:
    "no client of a second organisation: set --second-client-id and --second-client-secret (HAULKIT_SECOND_CLIENT_ID, HAULKIT_SECOND_CLIENT_SECRET)",
};

/** The vitest tag of a test that needs the capability; a test that needs none is tagged `read-only`. */
export const CAPABILITY_TAGS: Record<Capability, string> = {
  testHelpers: "helpers",
  testClock: "clock",
  writes: "writes",
  pricing: "pricing",
  webhooks: "webhooks",
  secondClient: "second-client",
};

export const READ_ONLY_TAG = "read-only";
/** A test that waits up to 60 s in real time when the target has no manual clock (not a capability). */
export const SLOW_TAG = "slow";
/** A test that needs objects the public API cannot create: the test helpers make them, or --fixtures names them. */
export const FIXTURES_TAG = "fixtures";

export const TAG_DESCRIPTIONS: Record<string, string> = {
  [READ_ONLY_TAG]: "needs nothing beyond a token: safe against production",
  helpers: "needs the sandbox test helpers (the carrier, the shipper's web interface, the insurer)",
  clock: "needs the manual test clock",
  writes: "creates objects on the target",
  pricing: "calls the pricing service",
  webhooks: "receives webhooks on a local receiver",
  "second-client": "calls as a client of a second organisation (--second-client-id)",
  [FIXTURES_TAG]: "needs objects the public API cannot create: made by the test helpers, else named in --fixtures",
  [SLOW_TAG]: "waits up to 60 s in real time when the target has no manual clock ('!slow' leaves it out)",
};

export function tagsFor(needs: readonly Capability[]): string[] {
  return needs.length === 0 ? [READ_ONLY_TAG] : [...new Set(needs.map((need) => CAPABILITY_TAGS[need]))];
}

/** The reasons of the capabilities in `needs` that the target lacks (empty when it has them all). */
export function missingReasons(capabilities: Capabilities, needs: readonly Capability[]): string[] {
  return needs.filter((need) => !capabilities[need]).map((need) => `needs ${need}: ${MISSING_REASONS[need]}`);
}
