/**
 * The objects a worker's organisation starts with, so valid requests have something real to name: carriers (one
 * preferred, one with ACH), a broker, a customer with a contact, a terminal, orders with vehicles the insurer can
 * value, offers, load requests, escalations, insurance policies and a price negotiation.
 */
import { callJson, objectOf } from "../http.js";
import type { WorkerModel } from "./model.js";

export interface FixtureTarget {
  baseUrl: string;
  /** A live token (renewed when the sandbox clock passed its expiry; `renew` forces a new one). */
  token(renew?: boolean): Promise<string>;
  model: WorkerModel;
  /** Distinguishes the identity fields (USDOT numbers, e-mails) of this seeding from every other one. */
  tag: string;
}

const VEHICLES = [
  { type: "sedan", make: "Toyota", model: "Camry", year: 2020, vin: "4T1C11AK5NU612345" },
  { type: "suv", make: "Honda", model: "CR-V", year: 2019, vin: "2HKRW2H81KH612345" },
];

function orderBody(index: number, tag: string) {
  const platformpay = index === 5;
  return {
    number: `FX-${tag}-${index}`,
    price: 850 + index,
    pickup: { venue: { name: "Pickup lot", city: "Oklahoma City", state: "OK", zip: "73102" } },
    delivery: { venue: { name: "Dealer", city: "Dallas", state: "TX", zip: "75201" } },
    payment: platformpay
      ? { payment_method: "platformpay", payment_terms: "5_days", amount: "850.00" }
      : { payment_method: "cash", payment_terms: "2_days", amount: "850.00" },
    vehicles: VEHICLES.map((vehicle) => ({
      ...vehicle,
      vin: `${vehicle.vin.slice(0, 11)}${index}${tag.replace(/\W/g, "").slice(0, 8)}`,
    })),
  };
}

export async function seedFixtures(target: FixtureTarget): Promise<void> {
  const { baseUrl, model, tag } = target;
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await callJson(baseUrl, method, path, await target.token(), body);
    // Another worker may advance the shared clock past the token's expiry between two calls.
    return answer.status === 401 ? callJson(baseUrl, method, path, await target.token(true), body) : answer;
  };
  const digits = tag.replace(/\D/g, "").slice(-7).padStart(7, "0");

  const preferred = objectOf(
    await call("POST", "/_sandbox/carriers", {
      name: `Preferred Haulers ${tag}`,
      usdot: `8${digits}1`,
      email: `preferred-${tag}@fixtures.example.com`,
      ach: { bank_name: "First Bank", bank_routing_number: "021000021", bank_account_number: "123456789" },
    }),
    "network carrier",
  );
  model.observe("addNetworkCarrier", { values: {} }, { data: { object: preferred } });
  const profile = await call("PUT", `/v1/public/carriers/${preferred.guid}/profile`, {
    approved: true,
    preferred: true,
    custom_external_id: `carrier-${tag}`,
  });
  model.observe("updateCarrierProfile", { values: {} }, { data: { object: objectOf(profile, "carrier profile") } });
  const plain = objectOf(
    await call("POST", "/_sandbox/carriers", {
      name: `Plain Carrier ${tag}`,
      usdot: `7${digits}2`,
      phone: `+1 555 ${digits}`,
    }),
    "network carrier",
  );
  model.observe("addNetworkCarrier", { values: {} }, { data: { object: plain } });
  const internal = objectOf(
    await call("POST", "/v1/public/carriers/internal", { name: `Internal ${tag}` }),
    "internal carrier",
  );
  model.observe("createInternalCarrier", { values: {} }, { data: { object: internal } });

  const broker = objectOf(await call("POST", "/_sandbox/brokers", { name: `Broker ${tag}` }), "broker");
  model.observe("linkNetworkBroker", { values: {} }, { data: { object: broker } });
  const customer = objectOf(
    await call("POST", "/v1/public/customers", { name: `Customer ${tag}`, custom_external_id: `customer-${tag}` }),
    "customer",
  );
  model.observe("createCustomer", { values: {} }, { data: { object: customer } });
  objectOf(
    await call("POST", `/v1/public/customers/${customer.guid}/contacts`, { name: "Primary Contact" }),
    "contact",
  );
  objectOf(await call("POST", "/v1/public/terminals", { name: `Terminal ${tag}` }), "terminal");

  for (let index = 0; index < 6; index++) {
    const order = objectOf(await call("POST", "/v1/public/orders", orderBody(index, tag)), "order");
    const entry = model.upsertOrder(order);
    if (!entry || index > 3) continue;
    const binding = { order: entry, values: {} };
    const offer = await call("POST", `/v1/public/orders/${entry.guid}/offers`, { carrier_guid: plain.guid });
    model.observe("sendLoadOffer", binding, { data: { object: objectOf(offer, "load offer") } });
    const request = await call("POST", `/_sandbox/orders/${entry.guid}/load_requests`, {
      requested_price: 900,
      pickup_date: "2026-03-20T10:00:00.000+0000",
      delivery_date: "2026-03-25T10:00:00.000+0000",
      carrier_email: `carrier-${index}-${tag}@fixtures.example.com`,
    });
    model.observe("sendCarrierLoadRequest", binding, { data: { object: objectOf(request, "load request") } });
    const escalation = await call("POST", `/_sandbox/orders/${entry.guid}/escalations`, {
      reasons: { CHARGES_DUE: "Charges due" },
    });
    model.observe("submitEscalationAsBroker", binding, { data: { object: objectOf(escalation, "escalation") } });
    const insurance = await call("POST", `/v1/public/orders/${entry.guid}/sync-insurance-policy`);
    model.observe("syncInsurancePolicy", binding, { data: { object: objectOf(insurance, "insurance sync") } });
  }
  const first = model.orders[0];
  if (first) {
    const negotiation = await call("POST", "/v1/public/orders/price_negotiations", {
      order_guid: first.guid,
      negotiation_budget: 200,
      increase_by_percent: 5,
      increase_every: { value: 1, unit: "DAYS" },
    });
    model.observe(
      "createPriceNegotiation",
      { values: {} },
      { data: { object: objectOf(negotiation, "price negotiation") } },
    );
  }
}
