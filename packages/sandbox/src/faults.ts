/**
 * Fault switches: each one breaks exactly one documented rule, so the contract suite can prove it notices.
 * Never on by default; a sandbox started with faults is for testing the tests.
 */
export const FAULTS = {
  "accept-forbidden-pair": "orders accept any payment method/terms pair",
  "accept-any-vehicle-type": "orders accept a vehicle type outside the 19",
  "counter-offer-no-409": "a second counter offer on the same load request is accepted",
  "token-never-expires": "expired access tokens are still accepted",
  "pricing-v2-drops-range": "pricing v2 answers without its price range",
  "ach-unmasked": "carrier ACH details are never masked",
  "insurance-no-rate-window": "a second insurance sync within 30 s is not refused with 429",
  "webhook-3-tries": "a failing webhook delivery is tried 3 times instead of 5",
  "webhook-wrong-field-type": "webhook payloads carry order_guid as a number",
  "cross-org-read": "getOrder answers an order of another organisation (broken object-level authorization)",
  // Breaks no rule: a tolerated extension the contract suite must not fail on.
  "extra-key-everywhere": "every object of every JSON answer and webhook payload carries one undocumented key",
} as const;

export type FaultName = keyof typeof FAULTS;

export function isFaultName(name: string): name is FaultName {
  return Object.hasOwn(FAULTS, name);
}

/** The set of active faults; an unknown name is a TypeError listing the known ones. */
export function resolveFaults(names: readonly string[] = [], caller = "startSandbox"): ReadonlySet<FaultName> {
  for (const name of names) {
    if (!isFaultName(name)) {
      throw new TypeError(`${caller}: unknown fault '${name}'. Known faults: ${Object.keys(FAULTS).join(", ")}`);
    }
  }
  return new Set(names as FaultName[]);
}
