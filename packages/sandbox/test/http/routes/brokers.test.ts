import { describe, expect, it } from "vitest";
import { eventsOf } from "../../support/events.js";
import { type Body, orderBody, type Shipper, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const BROKER = {
  name: "Gulf Coast Auto Logistics",
  email: "loads@gulfcoast-autologistics.example",
  phone: "+1 555 0188",
  usdot: "2718281",
  mc_number: "MC-654321",
};

async function link(as: Shipper, body: Record<string, unknown> = BROKER): Promise<Body> {
  const response = await as.helper("POST", "/brokers", body);
  expect(response.status).toBe(200);
  return response.body.data.object;
}

describe("listLinkedBrokers", () => {
  it("lists the organisation's linked brokers in the order linked, paginated", async () => {
    const empty = await shipper.get("/brokers/linked");
    expect([empty.status, empty.body.data.objects]).toEqual([200, []]);
    const first = await link(shipper);
    const second = await link(shipper, { name: "Second Broker" });
    await link(other, { name: "Foreign Broker" });
    expect(first).toEqual({ guid: expect.stringMatching(/^[0-9a-f-]{36}$/), ...BROKER });
    expect(second).toEqual({
      guid: expect.any(String),
      name: "Second Broker",
      email: null,
      phone: null,
      usdot: null,
      mc_number: null,
    });
    const all = await shipper.get("/brokers/linked");
    expect(all.body.data.objects).toEqual([first, second]);
    const page = await shipper.get("/brokers/linked?size=1&page=1");
    expect(page.body.data).toEqual({
      objects: [second],
      pagination: { total_pages: 2, total_objects: 2, limit: 1, page: 1 },
    });
  });

  it("answers 400 for a bad page size, and the link helper 400 for a bad body", async () => {
    expect((await shipper.get("/brokers/linked?size=0")).status).toBe(400);
    expect((await shipper.helper("POST", "/brokers", { email: "x@y.example" })).status).toBe(400);
  });
});

describe("submitOrderToBroker", () => {
  it("creates the order (answered like a create) for a linked broker", async () => {
    const broker = await link(shipper);
    const response = await shipper.post(`/orders/submit_to_broker?broker_guid=${broker.guid}`, orderBody());
    expect(response.status).toBe(200);
    const order = response.body.data.object;
    expect(order).toMatchObject({ status: "new", number: "ORDER-10482", is_posted_to_loadboard: false });
    expect((await shipper.get(`/orders/${order.guid}`)).status).toBe(200);
    const actions = eventsOf(sandbox, undefined, "shipper-a")
      .filter((event) => event.payload.order_guid === order.guid)
      .map((event) => event.action);
    expect(actions).toContain("order.created");
    expect(actions).not.toContain("order.submitted_by_customer");
  });

  it("an unknown broker, or another organisation's, is 404 and creates no order", async () => {
    const foreign = await link(other, { name: "Foreign Broker" });
    const before = (await shipper.get("/orders")).body.data.pagination.total_objects;
    for (const guid of [UNKNOWN_GUID, foreign.guid]) {
      const response = await shipper.post(`/orders/submit_to_broker?broker_guid=${guid}`, orderBody());
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
    expect((await shipper.get("/orders")).body.data.pagination.total_objects).toBe(before);
  });

  it("validates the order like a create (payment pair, vehicle type) and needs broker_guid", async () => {
    const broker = await link(shipper);
    const path = `/orders/submit_to_broker?broker_guid=${broker.guid}`;
    const pair = await shipper.post(path, orderBody({ payment: { payment_method: "cash", payment_terms: "30_days" } }));
    expect([pair.status, pair.body.status_code]).toEqual([400, 400]);
    expect(pair.body.error).toMatch(/^Invalid payment terms '30_days' for method 'cash'/);
    const vehicle = await shipper.post(path, orderBody({ vehicles: [{ type: "spaceship" }] }));
    expect([vehicle.status, vehicle.body.error]).toEqual([
      400,
      expect.stringMatching(/^Invalid vehicle type 'spaceship'/),
    ]);
    const missing = await shipper.post("/orders/submit_to_broker", orderBody());
    expect([missing.status, missing.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
