/** Request bodies the suites start from: the spec's own examples, shortened, with overrides per test. */

import { randomInt } from "node:crypto";

/** A well-formed guid that names no object. */
export const UNKNOWN_GUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

/** `digits` random decimal digits (no leading zero): identifiers that no other test (or run) uses. */
export function uniqueDigits(digits = 9): string {
  return String(randomInt(10 ** (digits - 1), 10 ** digits));
}

type Json = Record<string, unknown>;

/** A valid order: allowed payment pair (ach / 5_days), two vehicles, prices as decimal strings. */
export function orderBody(overrides: Json = {}): Json {
  return {
    number: "CONTRACT-10482",
    purchase_order_number: "PO 0006",
    instructions: "Call the pickup contact 1 hour before arrival.",
    inspection_type: "standard",
    transport_type: "OPEN",
    broker_fee: "75.00",
    price: "1250.00",
    dispatcher_name: "Sherry Turner",
    pickup: {
      date_type: "estimated",
      venue: { name: "Lone Star Auto Auction", city: "Dallas", state: "TX", zip: "75204", business_type: "AUCTION" },
      notes: "Gate code 4417.",
    },
    delivery: {
      date_type: "estimated",
      venue: { name: "Peachtree Motors", city: "Atlanta", state: "GA", zip: "30308", business_type: "DEALER" },
    },
    customer: { name: "Peachtree Motors", business_type: "DEALER" },
    payment: { payment_method: "ach", payment_terms: "5_days", amount: "1250.00" },
    vehicles: [
      { type: "sedan", vin: "4T1C11AK5NU612345", make: "Toyota", model: "Camry", year: 2022, price: "600.00" },
      { type: "suv", vin: "1FMSK8DH3MGA54321", make: "Ford", model: "Explorer", year: 2021, price: "650.00" },
    ],
    ...overrides,
  };
}

/** A carrier's load request (the sandbox helper's body): the document's sample request. */
export function loadRequestBody(overrides: Json = {}): Json {
  return {
    requested_price: 1150,
    pickup_date: "2026-03-16T08:00:00.000+0000",
    delivery_date: "2026-03-19T17:00:00.000+0000",
    carrier_comment: "Can pick up Monday morning.",
    carrier_email: "dispatch@roadrunner-auto.example",
    carrier_phone: "+1 555 0100",
    carrier_name: "Roadrunner Auto Transport LLC",
    carrier_usdot: "3141592",
    ...overrides,
  };
}

/** A recommended-price request (both versions take the same body). */
export function priceRequest(overrides: Json = {}): Json {
  return {
    trailer_type: "open",
    pickup: { city: "Chicago", state: "IL", zip: "60601" },
    delivery: { city: "Houston", state: "TX", zip: "77002" },
    vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2019", is_inoperable: false }],
    ...overrides,
  };
}

/** A price negotiation body for an order (without `order_guid` it is an update body). */
export function negotiationBody(overrides: Json = {}): Json {
  return {
    negotiation_budget: 1500,
    increase_by_percent: 5,
    increase_every: { value: 2, unit: "DAYS" },
    acceptable_pickup_days: 1,
    acceptable_delivery_days: 2,
    ...overrides,
  };
}

/** A carrier of the organisation's network (the sandbox helper's body), with its own USDOT number and e-mail. */
export function networkCarrierBody(overrides: Json = {}): Json {
  const id = uniqueDigits(7);
  return {
    name: `Roadrunner ${id} Auto Transport LLC`,
    usdot: id,
    mc_number: `MC-${id}`,
    email: `dispatch-${id}@roadrunner-auto.example`,
    phone: `+1 555 ${id}`,
    ...overrides,
  };
}

/** Bank details a network carrier keeps on file (routing and account end in 0025 / 6789). */
export const ACH_DETAILS = {
  bank_name: "First Prairie Bank",
  bank_routing_number: "111000025",
  bank_account_number: "000123456789",
  voided_check_url: "https://files.example.com/carriers/voided-check.pdf",
  last_update_date: "2026-01-20",
};
