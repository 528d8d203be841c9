/**
 * Everything an API call changes survives a close and a reopen of the data dir: the whole state read back equals
 * the state before, record for record, after a broad scenario over HTTP (every collection the sandbox has).
 */
import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_IN_FLIGHT_PER_ORG } from "../../src/webhooks/dispatcher.js";
import { type Body, basic, call, orderBody, Shipper } from "../support/sandbox.js";
import { usePersistentSandboxes } from "./harness.js";

const { start, newDir } = usePersistentSandboxes();

async function ok(response: Promise<{ status: number; text: string; body: Body }>): Promise<Body> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(200);
  return answer.body?.data?.object ?? answer.body;
}

/** One of each kind of change the sandbox keeps (every collection, counters, tokens, the clock). */
async function scenario(as: Shipper, other: Shipper, url: string): Promise<void> {
  const order = await as.createOrder();
  const second = await as.createOrder(orderBody({ number: "ORDER-2" }));
  await ok(as.put(`/orders/${second.guid}`, orderBody({ number: "ORDER-2b", price: "990.00" })));
  await ok(as.patch(`/orders/${order.guid}`, { purchase_order_number: "PO 7" }));
  const offer = await as.sendOffer(order.guid);
  await as.sendOffer(order.guid, { carrier_usdot: "2718281" }); // cancels the first (found by a scan)
  const third = await as.createOrder(orderBody({ number: "ORDER-3" }));
  const offered = await as.sendOffer(third.guid);
  await ok(as.helper("POST", `/offers/${offered.guid}/accept`));
  await ok(as.helper("POST", `/orders/${third.guid}/carrier/pickup`));
  await ok(as.helper("POST", `/orders/${third.guid}/driver/location`, { latitude: 35.4766, longitude: -97.5164 }));
  await ok(as.post(`/orders/${third.guid}/sync-insurance-policy`));
  const request = await as.sendLoadRequest(second.guid);
  await ok(as.post(`/orders/${second.guid}/requests/${request.guid}/counter-offer`, { price: 1200 }));
  await ok(as.request("PATCH", `/orders/${second.guid}/requests/${request.guid}/counter-offer/cancel`));
  await ok(as.put(`/orders/${second.guid}/requests/${request.guid}/decline`, { reason: "too dear" }));
  await ok(as.put(`/orders/${second.guid}/mark_as_paid`, {}));
  const negotiation = await ok(
    as.post("/orders/price_negotiations", {
      order_guid: order.guid,
      negotiation_budget: 1500,
      increase_by_percent: 5,
      increase_every: { value: 1, unit: "DAYS" },
    }),
  );
  await ok(as.put(`/orders/price_negotiations/${negotiation.guid}/disable`));
  const customer = await ok(as.post("/customers", { name: "Lone Star Motors", custom_external_id: "CUST-1" }));
  await ok(as.post(`/customers/${customer.guid}/contacts`, { name: "Renee Walker", is_primary: true }));
  await ok(as.post("/terminals", { name: "Port of Houston", business_type: "PORT" }));
  const carrier = await ok(as.post("/carriers/internal", { name: "Fleet", email: "fleet@fleet.example" }));
  await ok(as.put(`/carriers/${carrier.guid}/profile`, { approved: true, custom_external_id: "CAR-1" }));
  await ok(as.post(`/carriers/${carrier.guid}/notes`, { text: "Reliable on Texas lanes." }));
  await ok(as.helper("POST", "/carriers", { name: "Prairie", usdot: "7654321" }));
  const broker = await ok(
    as.helper("POST", "/brokers", {
      name: "Broker",
      email: "b@broker.example",
      phone: "+1 555 0111",
      usdot: "1112223",
      mc_number: "MC-1",
    }),
  );
  await ok(as.post(`/orders/submit_to_broker?broker_guid=${broker.guid}`, orderBody({ number: "ORDER-B" })));
  const escalation = await ok(as.helper("POST", `/orders/${order.guid}/escalations`, { reasons: { LATE: "Late." } }));
  await ok(
    as.helper("POST", `/orders/${order.guid}/escalations/${escalation.guid}/resolve`, {
      resolve_reasons: { LATE: "Solved." },
    }),
  );
  await ok(as.helper("POST", "/payment_service/activate", { flow: "manual" }));
  const posted = await as.createOrder(orderBody({ number: "ORDER-P" }));
  await ok(as.post(`/loadboard/orders/${posted.guid}`));
  await ok(as.helper("POST", `/customer/orders/${order.guid}/submit`, { customer_guid: customer.guid }));
  await ok(as.helper("POST", `/orders/${order.guid}/archive`));
  await ok(as.post("/webhooks/order.modified/subscribe", { callback_url: "http://127.0.0.1:9/hook" }));
  await ok(as.post("/webhooks/order.invoiced/subscribe", { callback_url: "http://127.0.0.1:9/hook" }));
  await ok(as.post("/webhooks/order.invoiced/unsubscribe"));
  await ok(
    call(`${url}/v1/public/orders/${third.guid}/attachments`, "POST", {
      raw: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--XyZ--\r\n',
      contentType: "multipart/form-data; boundary=XyZ",
      headers: { authorization: `Bearer ${as.token}` },
    }),
  );
  await ok(as.helper("POST", "/clock/advance", { seconds: 7200 })); // GPS goes stale on a timer
  expect(offer.guid).toMatch(/^[0-9a-f-]{36}$/);
  await other.createOrder(orderBody({ number: "OTHER-1" }));
  await ok(other.helper("POST", "/reset"));
  await other.createOrder(orderBody({ number: "OTHER-2" }));
}

describe("a data dir", () => {
  it("reopens to the same state, record for record, after a broad scenario", async () => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    const other = await Shipper.connect(first.handle, "shipper-b", "secret-b");
    await scenario(as, other, first.url);
    const before = first.dump();
    expect(before.length).toBeGreaterThan(30);
    await first.close();

    const second = await start(dir);
    expect(second.dump()).toEqual(before);
    expect(second.logs.filter((entry) => entry.level !== "info")).toEqual([]);
    // The token issued before still works, and reads answer what they answered before.
    const again = new Shipper(second.handle, as.token);
    const orders = await again.get("/orders?size=100");
    expect(orders.status).toBe(200);
    expect(orders.body.data.objects.map((entry: Body) => entry.number).sort()).toEqual(
      ["ORDER-10482", "ORDER-2b", "ORDER-3", "ORDER-B", "ORDER-P"].sort(),
    );
  });

  it("reopens to the same state from a snapshot (compaction) plus the journal after it", async () => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    const other = await Shipper.connect(first.handle, "shipper-b", "secret-b");
    await scenario(as, other, first.url);
    first.journal?.compact();
    const order = await as.createOrder(orderBody({ number: "AFTER-SNAPSHOT" }));
    const before = first.dump();
    await first.close();
    expect(readFileSync(join(dir, "journal-1.jsonl"), "utf8")).toContain("AFTER-SNAPSHOT");

    const second = await start(dir);
    expect(second.dump()).toEqual(before);
    expect((await new Shipper(second.handle, as.token).get(`/orders/${order.guid}`)).body.data.object.number).toBe(
      "AFTER-SNAPSHOT",
    );
  });

  it("keeps the docs of a snapshot unread until used: compacted again unread, changed and read back the same", async () => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    const other = await Shipper.connect(first.handle, "shipper-b", "secret-b");
    await scenario(as, other, first.url);
    const order = await as.createOrder(orderBody({ number: "LAZY-1" }));
    first.journal?.compact();
    const before = first.dump();
    await first.close();
    // Each order's doc goes after the batch's records, as raw JSON behind a tab.
    const snapshot = readFileSync(join(dir, "snapshot-1.jsonl"), "utf8");
    expect(snapshot).toMatch(/\]\t\{"number":"ORDER-10482",[^\n]*\{"number":"LAZY-1",/);
    expect(snapshot).not.toContain('"doc":{');

    const second = await start(dir);
    second.journal?.compact(); // nothing was read: the docs are copied as they are
    await second.close();
    const third = await start(dir);
    expect(third.dump()).toEqual(before);
    const reader = new Shipper(third.handle, as.token);
    await ok(reader.patch(`/orders/${order.guid}`, { purchase_order_number: "PO LAZY" }));
    const changed = (await reader.get(`/orders/${order.guid}`)).body.data.object;
    expect([changed.number, changed.purchase_order_number]).toEqual(["LAZY-1", "PO LAZY"]);
    third.journal?.compact();
    const after = third.dump();
    await third.close();
    const fourth = await start(dir);
    expect(fourth.dump()).toEqual(after);
    expect(after).not.toEqual(before);
  });

  it("arms GPS staleness again: a vehicle active at the close goes stale after the reopen, on time", async () => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    const order = await as.createOrder();
    const offer = await as.sendOffer(order.guid);
    await ok(as.helper("POST", `/offers/${offer.guid}/accept`));
    await ok(as.helper("POST", `/orders/${order.guid}/carrier/pickup`));
    await ok(as.helper("POST", `/orders/${order.guid}/driver/location`, { latitude: 35.4766, longitude: -97.5164 }));
    await first.close();

    const second = await start(dir);
    const again = new Shipper(second.handle, as.token);
    const active = async () =>
      (await ok(again.helper("GET", `/orders/${order.guid}/driver/tracking`))).vehicles.map(
        (vehicle: Body) => vehicle.gps_active,
      );
    expect(await active()).toEqual([true, true]);
    await ok(again.helper("POST", "/clock/advance", { seconds: 3600 }));
    expect(await active()).toEqual([true, true]); // one hour exactly is not "more than one hour"
    await ok(again.helper("POST", "/clock/advance", { seconds: 0.001 }));
    expect(await active()).toEqual([false, false]);
  });

  it("keeps a manual clock's time that never moved, whatever clockStart the reopen gives", async () => {
    const dir = newDir();
    const first = await start(dir);
    const time = first.clock.now();
    await first.close();
    const second = await start(dir, { clockStart: time + 86_400_000 });
    expect(second.clock.now()).toBe(time);
  });

  it("keeps the manual clock's time, and a token only under the same client secret", async () => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    await ok(as.helper("POST", "/clock/advance", { seconds: 3600 }));
    const [orgA, orgB] = [first.clients[0]?.orgGuid as string, first.clients[1]?.orgGuid as string];
    const time = first.clock.now();
    const timeA = first.ctx.clock.of(orgA).now();
    expect(timeA).toBe(time + 3_600_000); // the helper moved A's own clock only
    await first.close();

    const second = await start(dir, {
      clients: [
        { clientId: "shipper-a", clientSecret: "secret-a" },
        { clientId: "shipper-b", clientSecret: "changed" },
      ],
    });
    expect(second.clock.now()).toBe(time);
    expect(second.ctx.clock.of(orgA).now()).toBe(timeA);
    expect(second.ctx.clock.of(orgB).now()).toBe(time);
    expect((await new Shipper(second.handle, as.token).get("/orders")).status).toBe(200);
    await second.close();

    const third = await start(dir, { clients: [{ clientId: "shipper-a", clientSecret: "rotated" }] });
    expect((await new Shipper(third.handle, as.token).get("/orders")).status).toBe(401);
    const token = await call(`${third.url}/oauth/token?grant_type=client_credentials`, "POST", {
      headers: { authorization: basic("shipper-a", "rotated") },
    });
    expect(token.status).toBe(200);
  });
  it("resumes the deliveries queued or in flight at the close, in the organisation's queue, and sends each once", async () => {
    let hold = true;
    const held: ServerResponse[] = [];
    const received: Body[] = [];
    const receiver = createServer((request, response) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => {
        if (hold) {
          held.push(response);
          return;
        }
        received.push(JSON.parse(text));
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const dir = newDir();
      const first = await start(dir);
      const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
      await ok(as.post("/webhooks/order.created/subscribe", { callback_url: hook }));
      const count = MAX_IN_FLIGHT_PER_ORG + 4;
      for (let index = 0; index < count; index++) await as.createOrder(orderBody({ number: `QUEUED-${index}` }));
      while (held.length < MAX_IN_FLIGHT_PER_ORG) await new Promise((resolve) => setTimeout(resolve, 10));
      const orgGuid = first.clients[0]?.orgGuid as string;
      const before = first.webhooks.deliveries(orgGuid);
      expect(before).toHaveLength(count);
      // 16 in flight, 4 queued: every one pending, none with a next try time or a try logged.
      expect(before.map((delivery) => [delivery.state, delivery.next_attempt_at, delivery.attempts])).toEqual(
        Array.from({ length: count }, () => ["pending", null, []]),
      );
      await first.close();
      for (const response of held) response.destroy();
      hold = false;

      const second = await start(dir);
      await second.webhooks.idle();
      const after = second.webhooks.deliveries(orgGuid);
      expect(after.map((delivery) => delivery.guid)).toEqual(before.map((delivery) => delivery.guid));
      expect(after.map((delivery) => [delivery.state, (delivery.attempts as Body[]).length])).toEqual(
        Array.from({ length: count }, () => ["succeeded", 1]),
      );
      expect(second.webhooks.counts(orgGuid)).toEqual({
        generated: count,
        pending: 0,
        succeeded: count,
        failed: 0,
        canceled: 0,
      });
      // Each order's event reached the receiver once after the reopen (the cut-off tries were never answered).
      const orders = received.map((body) => body.order_guid as string);
      expect(orders).toHaveLength(count);
      expect(new Set(orders).size).toBe(count);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
  it.each([
    ["from the journal (its reset written after its clock)", false],
    ["from a snapshot", true],
  ])("keeps an organisation's own clock over a reset, %s, and leaves the other's alone", async (_, compact) => {
    const dir = newDir();
    const first = await start(dir);
    const as = await Shipper.connect(first.handle, "shipper-a", "secret-a");
    await ok(as.helper("POST", "/clock/advance", { seconds: 90 }));
    await ok(as.helper("POST", "/reset"));
    const [orgA, orgB] = [first.clients[0]?.orgGuid as string, first.clients[1]?.orgGuid as string];
    const time = first.clock.now();
    if (compact) first.journal?.compact();
    await first.close();
    const kept = readFileSync(join(dir, compact ? "snapshot-1.jsonl" : "journal-0.jsonl"), "utf8");
    expect(kept).toContain(`{"k":"orgClock","o":"${orgA}","v":90000}`);

    const second = await start(dir);
    expect(second.ctx.clock.of(orgA).now()).toBe(time + 90_000);
    expect(second.ctx.clock.of(orgB).now()).toBe(time);
  });
});
