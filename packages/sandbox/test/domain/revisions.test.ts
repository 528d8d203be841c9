import { describe, expect, it } from "vitest";
import { createOrder, patchOrder, replaceOrder } from "../../src/domain/orders/order-service.js";
import { changeStatus } from "../../src/domain/orders/order-status.js";
import { orderView } from "../../src/domain/orders/order-view.js";
import type { DomainEvent } from "../../src/state/events.js";
import { domainContext } from "../support/context.js";
import { orderBody } from "../support/sandbox.js";

type Json = Record<string, unknown>;

/** An order created, then patched, re-put and moved on: the revision events of all of it, oldest first. */
function history() {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const [camry, explorer] = (order.doc.vehicles ?? []).map((vehicle) => vehicle.guid) as [string, string];
  const createdView = structuredClone(orderView(org, order));
  ctx.clock.advance(1000);
  patchOrder(ctx, org, order.guid, { price: "1400.00" });
  const patchedView = structuredClone(orderView(org, order));
  ctx.clock.advance(1000);
  const body = orderBody({ price: "1400.00" });
  body.vehicles = [{ guid: camry, type: "sedan", vin: "4T1C11AK5NU699999", make: "Toyota", model: "Camry" }];
  replaceOrder(ctx, org, order.guid, body);
  changeStatus(ctx, org, order, "pending", "offer_sent");
  const events = ctx.events.recent(org.guid);
  const only = (action: string): DomainEvent[] => events.filter((event) => event.action === action);
  return { order, camry, explorer, createdView, patchedView, events, only };
}

describe("revision events", () => {
  it("publish, in order: created with its vehicles, modified (patch), modified with vehicle changes (put)", () => {
    const { events, camry, explorer } = history();
    expect(events.map((event) => [event.action, event.payload.vehicle_guid])).toEqual([
      ["order.created", undefined],
      ["vehicle.created", camry],
      ["vehicle.created", explorer],
      ["order.modified", undefined],
      ["order.modified", undefined],
      ["vehicle.modified", camry],
      ["vehicle.deleted", explorer],
    ]);
    const guids = events.map((event) => event.revision?.guid);
    expect(new Set(guids).size).toBe(guids.length);
    for (const event of events.filter((candidate) => candidate.payload.revision_guid !== undefined)) {
      expect(event.payload.revision_guid).toBe(event.revision?.guid);
    }
  });

  it("show each record as it was when the event was published, even when read after later changes", () => {
    const { only, createdView, patchedView, order } = history();
    const [created] = only("order.created");
    expect(created?.revision?.before).toBeNull();
    expect(created?.revision?.after).toEqual(createdView);
    const [patched, replaced] = only("order.modified");
    expect(patched?.revision?.before).toEqual(createdView);
    expect(patched?.revision?.after).toEqual(patchedView);
    expect(replaced?.revision?.before).toMatchObject({ price: 1400 });
    expect(replaced?.revision?.after).toMatchObject({ status: "new" });
    expect(order.status).toBe("pending");
  });

  it("carry one vehicle as it was, before and after, for the vehicle actions", () => {
    const { only, createdView, camry, explorer } = history();
    const vehicles = createdView.vehicles as Json[];
    const [createdCamry, createdExplorer] = only("vehicle.created");
    expect(createdCamry?.revision?.before).toBeNull();
    expect(createdCamry?.revision?.after).toEqual(vehicles[0]);
    expect(createdExplorer?.revision?.after).toEqual(vehicles[1]);
    const [modified] = only("vehicle.modified");
    expect(modified?.revision?.before).toMatchObject({ guid: camry, vin: "4T1C11AK5NU612345" });
    expect(modified?.revision?.after).toMatchObject({ guid: camry, vin: "4T1C11AK5NU699999" });
    const [deleted] = only("vehicle.deleted");
    expect(deleted?.revision?.before).toMatchObject({ guid: explorer, vin: "1FMSK8DH3MGA54321" });
    expect(deleted?.revision?.after).toBeNull();
  });

  it("keep each event's id, revision guid and payload the same on every read (they are made when first read)", () => {
    const { events } = history();
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(events.map((event) => event.id)).toEqual(ids);
    for (const event of events) {
      expect(event.payload).toBe(event.payload);
      expect(event.revision?.guid).toBe(event.revision?.guid);
    }
    expect(events.map((event) => [event.action, Object.keys(event.payload)])).toEqual([
      ["order.created", ["order_guid"]],
      ["vehicle.created", ["order_guid", "vehicle_guid", "revision_guid", "user_guid", "data"]],
      ["vehicle.created", ["order_guid", "vehicle_guid", "revision_guid", "user_guid", "data"]],
      ["order.modified", ["order_guid", "revision_guid", "user_guid", "data"]],
      ["order.modified", ["order_guid", "revision_guid", "user_guid", "data"]],
      ["vehicle.modified", ["order_guid", "vehicle_guid", "revision_guid", "user_guid", "data"]],
      ["vehicle.deleted", ["order_guid", "vehicle_guid", "revision_guid", "user_guid", "data"]],
    ]);
  });

  it("serialise like plain events: id, action, at, orgGuid and payload", () => {
    const { events, order } = history();
    const [created] = events;
    expect(JSON.parse(JSON.stringify(created))).toEqual({
      id: created?.id,
      action: "order.created",
      at: created?.at,
      orgGuid: created?.orgGuid,
      payload: { order_guid: order.guid },
    });
  });

  it("publish nothing for an update that changes nothing", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    const count = ctx.events.recent(org.guid).length;
    ctx.clock.advance(1000);
    patchOrder(ctx, org, order.guid, { price: "1250.00" });
    expect(ctx.events.recent(org.guid)).toHaveLength(count);
  });
});
