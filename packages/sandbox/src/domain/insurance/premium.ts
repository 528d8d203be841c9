/** Insurance plans and their premiums (INSURANCE.md): a rate of the vehicle's value, a minimum, an interstate factor. */
import { money } from "../../pricing/rounding.js";

export interface InsurancePlan {
  slug: string;
  /** Share of the vehicle's value charged. */
  rate: number;
  /** Smallest premium in USD. */
  minimum: number;
}

/** The plans every quote offers, cheapest first; a policy sync drafts the first. */
export const PLANS: readonly InsurancePlan[] = [
  { slug: "standard-cargo", rate: 0.0015, minimum: 25 },
  { slug: "premium-cargo", rate: 0.0025, minimum: 40 },
];

export const DEFAULT_PLAN = PLANS[0] as InsurancePlan;

/** Premiums of a move between two states are multiplied by this. */
export const INTERSTATE_FACTOR = 1.25;

/** True when both states are known and differ (case and surrounding blanks ignored). */
export function isInterstate(pickupState: unknown, deliveryState: unknown): boolean {
  if (typeof pickupState !== "string" || typeof deliveryState !== "string") return false;
  const from = pickupState.trim().toUpperCase();
  const to = deliveryState.trim().toUpperCase();
  return from !== "" && to !== "" && from !== to;
}

/** The premium in USD (to the cent) of a plan for a vehicle value and route. */
export function premium(plan: InsurancePlan, value: number, interstate: boolean): number {
  const raw = value * plan.rate * (interstate ? INTERSTATE_FACTOR : 1);
  return money(Math.max(plan.minimum, raw));
}
