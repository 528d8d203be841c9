/** Insurance quotes: every plan's premium for the vehicle on the route; nothing is stored. */
import type { SandboxContext } from "../../context.js";
import { conflict } from "../errors.js";
import { isInterstate, PLANS, premium } from "./premium.js";
import { valueVehicle } from "./vehicle-valuation.js";

export interface QuoteRequest {
  pickup: { city: string; state: string; zip?: string };
  delivery: { city: string; state: string; zip?: string };
  vehicle: { year: number; make: string; model: string; vehicle_type: string; vin?: string; value?: number };
}

export interface Quote {
  plan_slug: string;
  calculated_premium: number;
}

/** A sent `vehicle.value` wins over the sandbox's valuation; without either, 409 `VEHICLE_VALUE_REQUIRED`. */
export function quoteInsurance(ctx: SandboxContext, request: QuoteRequest): Quote[] {
  const { vehicle } = request;
  const value = vehicle.value ?? valueVehicle({ ...vehicle, type: vehicle.vehicle_type }, ctx.clock.now());
  if (value === undefined) {
    throw conflict(
      "VEHICLE_VALUE_REQUIRED",
      "The vehicle could not be valued (unknown make, a type without a value table, or a year outside 1981 to next year); send vehicle.value",
    );
  }
  const interstate = isInterstate(request.pickup.state, request.delivery.state);
  return PLANS.map((plan) => ({ plan_slug: plan.slug, calculated_premium: premium(plan, value, interstate) }));
}
