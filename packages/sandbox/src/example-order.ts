/** A valid order body (the spec's example, shortened): what the sandbox's tests and the benchmarks start from. */
export function exampleOrderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    number: "ORDER-10482",
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
      scheduled_at: "2026-03-16T08:00:00.000+0000",
    },
    delivery: {
      date_type: "estimated",
      venue: { name: "Peachtree Motors", city: "Atlanta", state: "GA", zip: "30308", business_type: "DEALER" },
      latitude: 33.7766,
      longitude: -84.3897,
    },
    customer: { name: "Peachtree Motors", business_type: "DEALER" },
    payment: { method: "ach", payment_method: "ach", payment_terms: "5_days", amount: "1250.00", notes: null },
    customer_payment: { terms: "5_days", method: "ach", amount: "1650.00" },
    vehicles: [
      { type: "sedan", vin: "4T1C11AK5NU612345", make: "Toyota", model: "Camry", year: 2022, price: "600.00" },
      { type: "suv", vin: "1FMSK8DH3MGA54321", make: "Ford", model: "Explorer", year: 2021, price: "650.00" },
    ],
    ...overrides,
  };
}
