import { describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const QUOTE = {
  pickup: { city: "Dallas", state: "TX", zip: "75204" },
  delivery: { city: "Atlanta", state: "GA" },
  vehicle: { year: 2022, make: "Toyota", model: "Camry", vehicle_type: "sedan", vin: "4T1C11AK5NU612345" },
};

const quote = (vehicle: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  shipper.post("/insurances/quotes", { ...QUOTE, vehicle: { ...QUOTE.vehicle, ...vehicle }, ...extra });

const sync = (guid: string) => shipper.post(`/orders/${guid}/sync-insurance-policy`);
const insurer = (action: "issue" | "cancel", order: string, vehicle: string, body?: unknown) =>
  shipper.helper("POST", `/orders/${order}/insurance/policies/${vehicle}/${action}`, body);
const insuranceEvents = () =>
  eventsOf(sandbox, undefined, "shipper-a").filter((e) => e.action.startsWith("insurance."));

/** A fresh order with both vehicles' policies drafted (each test gets its own sync window). */
async function syncedOrder(): Promise<{ guid: string; camry: string; explorer: string }> {
  const order = await shipper.createOrder();
  expect((await sync(order.guid)).status).toBe(200);
  return { guid: order.guid, camry: order.vehicles[0].guid, explorer: order.vehicles[1].guid };
}

describe("createInsuranceQuotes", () => {
  it("quotes every plan for a vehicle the sandbox can value", async () => {
    const response = await quote();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "success",
      data: {
        objects: [
          { plan_slug: "standard-cargo", calculated_premium: 27.41 },
          { plan_slug: "premium-cargo", calculated_premium: 45.68 },
        ],
      },
    });
  });

  it("answers 409 VEHICLE_VALUE_REQUIRED for a vehicle it cannot value, and quotes it with vehicle.value", async () => {
    const refused = await quote({ make: "Zzyzx" });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({
      error_id: "VEHICLE_VALUE_REQUIRED",
      message: expect.any(String),
      details: null,
    });
    const valued = await quote({ make: "Zzyzx", value: 20_000 });
    expect(valued.status).toBe(200);
    expect(valued.body.data.objects[0]).toEqual({ plan_slug: "standard-cargo", calculated_premium: 37.5 });
  });

  it.each([
    ["a missing pickup city", { pickup: { state: "TX" } }, "pickup.city"],
    ["an unknown vehicle type", { vehicle: { ...QUOTE.vehicle, vehicle_type: "spaceship" } }, "vehicle.vehicle_type"],
    ["a zero value", { vehicle: { ...QUOTE.vehicle, value: 0 } }, "vehicle.value"],
    ["a year as a string", { vehicle: { ...QUOTE.vehicle, year: "2022" } }, "vehicle.year"],
    ["an unknown field", { insurer: "x" }, "insurer"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, change, field) => {
    const response = await shipper.post("/insurances/quotes", { ...QUOTE, ...change });
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toContain(field);
  });
});

describe("getOrderInsurance and syncInsurancePolicy", () => {
  it("shows personal_link null until a sync, then the drafts; reading creates nothing", async () => {
    const order = await shipper.createOrder();
    for (let read = 0; read < 2; read += 1) {
      const before = await shipper.get(`/orders/${order.guid}/insurance`);
      expect(before.status).toBe(200);
      expect(before.body.data.object).toEqual({ order_guid: order.guid, personal_link: null, policies: [] });
    }
    const synced = await sync(order.guid);
    expect(synced.status).toBe(200);
    expect(synced.body.data.object.personal_link).toMatch(/^https:\/\/insurer\.sandbox\.haulkit\.example\/portal\//);
    expect(synced.body.data.object.policies.map((policy: { status: string }) => policy.status)).toEqual([
      "draft",
      "draft",
    ]);
    const after = await shipper.get(`/orders/${order.guid}/insurance`);
    expect(after.body.data.object).toEqual(synced.body.data.object);
  });

  it("refuses a second sync within 30 s with 429, Retry-After and the failure envelope; allows it at 30 s", async () => {
    const { guid } = await syncedOrder();
    sandbox.clock.advance(29_000);
    const refused = await sync(guid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.body).toEqual({
      status: "fail",
      data: { error_id: "RATE_LIMIT_EXCEEDED", message: expect.any(String), details: null },
    });
    sandbox.clock.advance(1_000);
    expect((await sync(guid)).status).toBe(200);
  });

  it("counts a failed sync (no eligible vehicle: 404) in the window", async () => {
    const order = await shipper.createOrder(orderBody({ vehicles: [{ type: "freight", make: "Ford" }] }));
    const failed = await sync(order.guid);
    expect([failed.status, failed.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    expect((await sync(order.guid)).status).toBe(429);
  });

  it.each([
    ["GET", "/insurance"],
    ["POST", "/sync-insurance-policy"],
  ])("answers 404 for %s of an unknown or another organisation's order", async (method, suffix) => {
    const order = await shipper.createOrder();
    const foreign = await other.request(method, `/orders/${order.guid}${suffix}`);
    const unknown = await shipper.request(method, `/orders/${UNKNOWN_GUID}${suffix}`);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
  });
});

describe("the insurer helpers", () => {
  it("issues a draft (insurance.issued) and cancels it (insurance.canceled)", async () => {
    const { guid, camry } = await syncedOrder();
    const before = insuranceEvents().length;
    const issued = await insurer("issue", guid, camry, { calculated_premium: 29.99 });
    expect(issued.status).toBe(200);
    expect(issued.body.data.object.policies[0]).toEqual({
      vehicle_guid: camry,
      status: "issued",
      plan_slug: "standard-cargo",
      calculated_premium: 29.99,
      cancellation_reason: null,
    });
    const canceled = await insurer("cancel", guid, camry);
    expect(canceled.body.data.object.policies[0]).toMatchObject({
      status: "canceled",
      cancellation_reason: "CANCELED_VIA_INSURER",
    });
    const events = insuranceEvents().slice(before);
    expect(events.map((event) => [event.action, event.payload.vehicle_guid])).toEqual([
      ["insurance.issued", camry],
      ["insurance.canceled", camry],
    ]);
    expect(events[0]?.payload.personal_link).toBe(issued.body.data.object.personal_link);
    expect(events.flatMap(webhookMismatches)).toEqual([]);
  });

  it.each([
    ["issue an issued policy", "issue", true],
    ["cancel a draft", "cancel", false],
  ] as const)("answers 409 to %s", async (_, action, issueFirst) => {
    const { guid, camry } = await syncedOrder();
    if (issueFirst) await insurer("issue", guid, camry);
    const response = await insurer(action, guid, camry);
    expect([response.status, response.body.data.error_id]).toEqual([409, "INSURANCE_POLICY_STATE_CONFLICT"]);
  });

  it.each([
    ["a premium with 3 fraction digits", "issue", { calculated_premium: 1.234 }],
    ["an unknown reason", "cancel", { cancellation_reason: "BORED" }],
    ["an unknown field", "issue", { premium: 5 }],
  ] as const)("answers 400 for %s", async (_, action, body) => {
    const { guid, camry } = await syncedOrder();
    if (action === "cancel") await insurer("issue", guid, camry);
    expect((await insurer(action, guid, camry, body)).status).toBe(400);
  });

  it("answers 404 for a vehicle without a policy", async () => {
    const { guid } = await syncedOrder();
    expect((await insurer("issue", guid, UNKNOWN_GUID)).status).toBe(404);
  });
});

describe("order changes end issued policies", () => {
  const issuedOrder = async () => {
    const order = await syncedOrder();
    await insurer("issue", order.guid, order.camry);
    return order;
  };
  const lastCanceled = () =>
    insuranceEvents()
      .filter((event) => event.action === "insurance.canceled")
      .at(-1);

  it("removing the vehicle from the order (PATCH) cancels with VEHICLE_REMOVED", async () => {
    const { guid, camry, explorer } = await issuedOrder();
    const kept = { guid: explorer, type: "suv", make: "Ford", model: "Explorer", year: 2021 };
    expect((await shipper.patch(`/orders/${guid}`, { vehicles: [kept] })).status).toBe(200);
    expect(lastCanceled()?.payload).toEqual({
      order_guid: guid,
      vehicle_guid: camry,
      cancellation_reason: "VEHICLE_REMOVED",
    });
  });

  it("changing the vehicle's VIN (PATCH) cancels with VEHICLE_MODIFIED", async () => {
    const { guid, camry } = await issuedOrder();
    const order = (await shipper.get(`/orders/${guid}`)).body.data.object;
    const vehicles = order.vehicles.map((vehicle: Record<string, unknown>) => {
      const { guid: id, type, vin, make, model, year } = vehicle;
      return { guid: id, type, make, model, year, vin: id === camry ? "4T1C11AK5NU600000" : vin };
    });
    expect((await shipper.patch(`/orders/${guid}`, { vehicles })).status).toBe(200);
    expect(lastCanceled()?.payload.cancellation_reason).toBe("VEHICLE_MODIFIED");
    const state = await shipper.get(`/orders/${guid}/insurance`);
    expect(state.body.data.object.policies[0]).toMatchObject({
      status: "canceled",
      cancellation_reason: "VEHICLE_MODIFIED",
    });
  });

  it("canceling the order cancels with ORDER_CANCELED", async () => {
    const { guid, camry } = await issuedOrder();
    expect((await shipper.helper("POST", `/orders/${guid}/cancel`)).status).toBe(200);
    expect(lastCanceled()?.payload).toEqual({
      order_guid: guid,
      vehicle_guid: camry,
      cancellation_reason: "ORDER_CANCELED",
    });
  });
});
