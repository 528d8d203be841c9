import { describe, expect, it } from "vitest";
import { createOrder, patchOrder, replaceOrder } from "../../src/domain/orders/order-service.js";
import { sameJson } from "../../src/domain/same-json.js";
import type { FaultName } from "../../src/faults.js";
import type { DomainEvent } from "../../src/state/events.js";
import { formatDateTime } from "../../src/time.js";
import { deliveryBody } from "../../src/webhooks/delivery-body.js";
import { auditFieldPath } from "../../src/webhooks/revision-data.js";
import { subscribe } from "../../src/webhooks/subscriptions.js";
import { domainContext } from "../support/context.js";
import { webhookMismatches } from "../support/events.js";
import { orderBody, START } from "../support/sandbox.js";

type Json = Record<string, unknown>;
const NO_FAULTS: ReadonlySet<FaultName> = new Set();
const CALLBACK = "https://hooks.example.com/revisions";

/** The received body checked against `webhooks.<action>` (the body's own action and date win over the stub's). */
function bodyMismatches(body: Json): string[] {
  return webhookMismatches({ id: "", action: String(body.action), at: 0, orgGuid: "", payload: body });
}

/** An order created, then changed by `change`; the events it published and a way to build subscriptions. */
function scenario(change?: (ctx: ReturnType<typeof domainContext>["ctx"], org: Json, guid: string) => void) {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  change?.(ctx, org as unknown as Json, order.guid);
  const events = ctx.events.recent(org.guid);
  const bodyFor = (action: string, auditFieldSet?: string[], which = 0): Json | undefined => {
    const input =
      auditFieldSet === undefined
        ? { callback_url: CALLBACK }
        : { callback_url: CALLBACK, audit_field_set: auditFieldSet };
    const subscription = subscribe(ctx, org, action, input);
    const event = events.filter((candidate) => candidate.action === action)[which] as DomainEvent;
    expect(event, `an ${action} event`).toBeDefined();
    return deliveryBody(subscription, event, NO_FAULTS);
  };
  return { ctx, org, order, events, bodyFor };
}

describe("audit field names", () => {
  it.each([
    ["price", "order", ["price"]],
    ["customer.name", "order", ["customer", "name"]],
    ["pickup.venue.city", "order", ["pickup", "venue", "city"]],
    ["order_instructions", "order", ["instructions"]],
    ["pickup.schedule_at_by_customer", "order", ["pickup", "scheduled_at_by_customer"]],
    ["delivery.schedule_ends_at", "order", ["delivery", "scheduled_ends_at"]],
    ["vehicles.vin", "vehicle", ["vin"]],
  ])("%s is the %s field %j", (field, target, path) => {
    expect(auditFieldPath(field)).toEqual({ target, path });
  });
});

describe("order.created", () => {
  it("a subscription without audit_field_set gets the plain order payload", () => {
    const { order, bodyFor } = scenario();
    const body = bodyFor("order.created") as Json;
    expect(body).toEqual({ action: "order.created", action_date: formatDateTime(START), order_guid: order.guid });
    expect(bodyMismatches(body)).toEqual([]);
  });

  it("a subscription with audit_field_set gets the revision payload, old values null", () => {
    const { org, order, bodyFor } = scenario();
    const body = bodyFor("order.created", ["number", "pickup.venue.city", "purchase_order_number", "vehicles.vin"]);
    expect(body).toEqual({
      action: "order.created",
      action_date: formatDateTime(START),
      order_guid: order.guid,
      revision_guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_guid: (org as unknown as { user: { guid: string } }).user.guid,
      data: {
        number: { old_value: null, new_value: "ORDER-10482" },
        purchase_order_number: { old_value: null, new_value: "PO 0006" },
        pickup: { venue: { city: { old_value: null, new_value: "Dallas" } } },
      },
    });
    expect(bodyMismatches(body as Json)).toEqual([]);
  });

  it("is delivered with an empty audit_field_set (data empty)", () => {
    const body = scenario().bodyFor("order.created", []) as Json;
    expect(body.data).toEqual({});
    expect(body.revision_guid).toEqual(expect.any(String));
    expect(bodyMismatches(body)).toEqual([]);
  });
});

describe("order.modified", () => {
  it.each<{ name: string; fields: string[]; patch: Json; data: Json | undefined }>([
    {
      name: "a subscribed field changed",
      fields: ["price"],
      patch: { price: "1300.00" },
      data: { price: { old_value: 1250, new_value: 1300 } },
    },
    { name: "only an unsubscribed field changed", fields: ["price"], patch: { number: "ORDER-2" }, data: undefined },
    {
      name: "a nested venue field",
      fields: ["pickup.venue.city", "delivery.venue.city"],
      patch: { pickup: { venue: { city: "Fort Worth" } } },
      data: { pickup: { venue: { city: { old_value: "Dallas", new_value: "Fort Worth" } } } },
    },
    {
      name: "order_instructions (the order's instructions)",
      fields: ["order_instructions"],
      patch: { instructions: "Gate code 4411." },
      data: {
        instructions: { old_value: "Call the pickup contact 1 hour before arrival.", new_value: "Gate code 4411." },
      },
    },
    {
      name: "only the changed ones of several subscribed fields",
      fields: ["customer.name", "price", "number"],
      patch: { customer: { name: "Acme Motors" } },
      data: { customer: { name: { old_value: "Peachtree Motors", new_value: "Acme Motors" } } },
    },
    {
      name: "a payment field",
      fields: ["payment.amount"],
      patch: { payment: { amount: "1300.00" } },
      data: { payment: { amount: { old_value: 1250, new_value: 1300 } } },
    },
    {
      name: "a field cleared with null",
      fields: ["purchase_order_number"],
      patch: { purchase_order_number: null },
      data: { purchase_order_number: { old_value: "PO 0006", new_value: null } },
    },
    {
      name: "a date subscribed under the document's spelling",
      fields: ["pickup.schedule_at_by_customer"],
      patch: { pickup: { scheduled_at_by_customer: "2026-03-17T08:00:00.000+0000" } },
      data: {
        pickup: { scheduled_at_by_customer: { old_value: null, new_value: "2026-03-17T08:00:00.000+0000" } },
      },
    },
    {
      name: "a vehicle field (not an order field)",
      fields: ["vehicles.vin"],
      patch: { price: "1.00" },
      data: undefined,
    },
    { name: "an empty audit_field_set", fields: [], patch: { price: "1300.00" }, data: undefined },
  ])("$name", ({ fields, patch, data }) => {
    const { org, order, bodyFor } = scenario((ctx, o, guid) => patchOrder(ctx, o as never, guid, patch));
    const body = bodyFor("order.modified", fields);
    if (data === undefined) {
      expect(body).toBeUndefined();
      return;
    }
    expect(body).toEqual({
      action: "order.modified",
      action_date: formatDateTime(START),
      order_guid: order.guid,
      revision_guid: expect.any(String),
      user_guid: (org as unknown as { user: { guid: string } }).user.guid,
      data,
    });
    expect(bodyMismatches(body as Json)).toEqual([]);
  });

  it("is published when any field changed, not when an update changed nothing", () => {
    const { ctx, org, order } = scenario();
    const modified = () => ctx.events.recent(org.guid).filter((event) => event.action === "order.modified");
    const vehicles = (order.doc.vehicles ?? []).map((vehicle) => ({ ...vehicle }));
    replaceOrder(ctx, org, order.guid, { ...orderBody(), vehicles });
    patchOrder(ctx, org, order.guid, { number: "ORDER-10482" });
    expect(modified()).toEqual([]);
    patchOrder(ctx, org, order.guid, { dispatcher_name: "Dana Miles" });
    expect(modified()).toHaveLength(1);
  });
});

describe("vehicle revisions", () => {
  /** Replaces the vehicles: the first keeps its guid with `first` applied, the second is dropped, a third is new. */
  function changeVehicles(first: Json) {
    return scenario((ctx, org, guid) => {
      const order = patchOrder(ctx, org as never, guid, {});
      const [kept] = order.doc.vehicles ?? [];
      const vehicles = [
        { ...kept, ...first },
        { type: "pickup", make: "Ram", model: "1500", vin: "1C6SRFFT0NN123456" },
      ];
      patchOrder(ctx, org as never, guid, { vehicles });
    });
  }

  it("publishes vehicle.created per vehicle of a new order and per vehicle added, vehicle.deleted per vehicle removed", () => {
    const { events, order } = changeVehicles({ color: "Gray" });
    const vehicleEvents = events.filter((event) => event.action.startsWith("vehicle."));
    expect(vehicleEvents.map((event) => event.action)).toEqual([
      "vehicle.created",
      "vehicle.created",
      "vehicle.modified",
      "vehicle.created",
      "vehicle.deleted",
    ]);
    for (const event of vehicleEvents) {
      expect(event.payload.order_guid).toBe(order.guid);
      expect(webhookMismatches(event)).toEqual([]);
    }
  });

  it.each<{ name: string; action: string; fields: string[]; change: Json; which: number; data: Json | undefined }>([
    {
      name: "vehicle.modified with a subscribed field changed",
      action: "vehicle.modified",
      fields: ["vehicles.vin", "vehicles.make"],
      change: { vin: "4T1C11AK5NU699999" },
      which: 0,
      data: { vin: { old_value: "4T1C11AK5NU612345", new_value: "4T1C11AK5NU699999" } },
    },
    {
      name: "vehicle.modified with only an unsubscribed field changed",
      action: "vehicle.modified",
      fields: ["vehicles.vin"],
      change: { color: "Gray" },
      which: 0,
      data: undefined,
    },
    {
      name: "vehicle.modified of a price (decimal shown as a number)",
      action: "vehicle.modified",
      fields: ["vehicles.price"],
      change: { price: "700.00" },
      which: 0,
      data: { price: { old_value: 600, new_value: 700 } },
    },
    {
      name: "vehicle.created with an empty set",
      action: "vehicle.created",
      fields: [],
      change: { color: "Gray" },
      which: 2,
      data: {},
    },
    {
      name: "vehicle.created: old values null, order fields ignored",
      action: "vehicle.created",
      fields: ["vehicles.make", "price"],
      change: { color: "Gray" },
      which: 2,
      data: { make: { old_value: null, new_value: "Ram" } },
    },
    {
      name: "vehicle.deleted: new values null",
      action: "vehicle.deleted",
      fields: ["vehicles.make", "vehicles.lot_number"],
      change: { color: "Gray" },
      which: 0,
      data: { make: { old_value: "Ford", new_value: null }, lot_number: { old_value: null, new_value: null } },
    },
  ])("$name", ({ action, fields, change, which, data }) => {
    const { events, bodyFor } = changeVehicles(change);
    const body = bodyFor(action, fields, which);
    if (data === undefined) {
      expect(body).toBeUndefined();
      return;
    }
    const event = events.filter((candidate) => candidate.action === action)[which] as DomainEvent;
    expect(body).toMatchObject({ action, vehicle_guid: event.payload.vehicle_guid, data });
    expect((body as Json).data).toEqual(data);
    expect(bodyMismatches(body as Json)).toEqual([]);
  });
});

describe("sameJson", () => {
  it.each([
    [{ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [2, 1], false],
    [{ a: "1" }, { a: 1 }, false],
    [null, {}, false],
  ])("%j vs %j: %s", (a, b, same) => {
    expect(sameJson(a, b)).toBe(same);
  });
});
