import { describe, expect, it } from "vitest";
import { createOrder, patchOrder, replaceOrder } from "../../../src/domain/orders/order-service.js";
import { orderView } from "../../../src/domain/orders/order-view.js";
import { domainContext } from "../../support/context.js";
import { orderBody } from "../../support/sandbox.js";

type Json = Record<string, unknown>;

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The order's view as text with every guid blanked (two orders of one body differ only there). */
function viewText(...args: Parameters<typeof orderView>): string {
  return JSON.stringify(orderView(...args)).replace(GUID, "<guid>");
}

describe("an order body the request owns (ownsBody)", () => {
  it.each([
    ["as in the documents' sample (a null only in its payment)", orderBody()],
    ["with a top-level null", orderBody({ purchase_order_number: null, dispatcher_name: null })],
    ["with a null inside a block", orderBody({ customer: { name: "Peachtree Motors", business_type: null } })],
    ["with a null vehicle price", orderBody({ vehicles: [{ type: "sedan", vin: "4T1C11AK5NU612345", price: null }] })],
    ["without payment and vehicles", { number: "ORDER-1", price: "10.00" }],
  ])("%s: shows the same order as a copied body", (_, body) => {
    const { ctx, org } = domainContext();
    const copied = createOrder(ctx, org, structuredClone(body));
    const owned = createOrder(ctx, org, structuredClone(body), { ownsBody: true });
    expect(viewText(org, owned)).toBe(viewText(org, copied));
  });

  it("is kept as the document when it has no null member, and copied without nulls when it has one", () => {
    const { ctx, org } = domainContext();
    const clean = orderBody();
    expect(createOrder(ctx, org, clean, { ownsBody: true }).doc).toBe(clean);
    const withNull = orderBody({ purchase_order_number: null });
    const doc = createOrder(ctx, org, withNull, { ownsBody: true }).doc;
    expect(doc).not.toBe(withNull);
    expect(Object.hasOwn(doc, "purchase_order_number")).toBe(false);
    const customer = { name: "Peachtree Motors", business_type: null };
    const nested = orderBody({ customer });
    const pickup = nested.pickup;
    const nestedDoc = createOrder(ctx, org, nested, { ownsBody: true }).doc;
    expect(nestedDoc).toBe(nested);
    expect(nestedDoc.customer).not.toBe(customer);
    expect(nestedDoc.customer).toEqual({ name: "Peachtree Motors" });
    // A block equal to one an order already keeps is that order's block (state/shared-blocks.ts), frozen.
    expect(nestedDoc.pickup).toEqual(pickup);
    expect(nestedDoc.pickup).toBe(doc.pickup);
    expect(Object.isFrozen(nestedDoc.pickup)).toBe(true);
  });

  it("is never kept without ownsBody: changing the body afterwards does not reach the order", () => {
    const { ctx, org } = domainContext();
    const body = orderBody();
    const order = createOrder(ctx, org, body);
    const before = viewText(org, order);
    (body.pickup as Json).venue = { city: "Elsewhere" };
    body.number = "CHANGED";
    expect(order.doc).not.toBe(body);
    expect(viewText(org, { ...order })).toBe(before);
  });

  it("stays as created after a PATCH and a PUT: the created revision and the adopted objects are unchanged", () => {
    const { ctx, org } = domainContext();
    const body = orderBody();
    const order = createOrder(ctx, org, body, { ownsBody: true });
    const created = structuredClone(orderView(org, order));
    const adoptedVenue = structuredClone((body.pickup as Json).venue);
    ctx.clock.advance(1000);
    patchOrder(ctx, org, order.guid, { pickup: { venue: { city: "Fort Worth", zip: "76102" } }, number: "ORDER-2" });
    ctx.clock.advance(1000);
    replaceOrder(ctx, org, order.guid, orderBody({ number: "ORDER-3" }), { ownsBody: true });
    const [createdEvent] = ctx.events.recent(org.guid).filter((event) => event.action === "order.created");
    expect(createdEvent?.revision?.after).toEqual(created);
    expect((body.pickup as Json).venue).toEqual(adoptedVenue);
    expect(body.number).toBe("ORDER-10482");
    expect(orderView(org, order)).toMatchObject({ number: "ORDER-3", pickup: { venue: { city: "Dallas" } } });
  });
});
