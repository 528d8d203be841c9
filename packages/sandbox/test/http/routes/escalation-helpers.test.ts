import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const REASONS = { CHARGES_DUE: "The auction asks for 75 USD storage fees before release." };
const RESOLUTION = { CHARGES_DUE: "Storage fees of 75 USD were paid to the auction." };
const events = (action: string, guid: string) =>
  eventsOf(sandbox, action, "shipper-a").filter((event) => event.payload.escalation_guid === guid);

async function submitted() {
  const order = await shipper.createOrder();
  const response = await shipper.helper("POST", `/orders/${order.guid}/escalations`, { reasons: REASONS });
  expect(response.status).toBe(200);
  return { order, escalation: response.body.data.object };
}
const resolve = (orderGuid: string, guid: string, body: unknown = { resolve_reasons: RESOLUTION }, as = shipper) =>
  as.helper("POST", `/orders/${orderGuid}/escalations/${guid}/resolve`, body);

describe("escalation helpers", () => {
  it("submit, then resolve: both events published and valid, resolver_guid is the organisation's user", async () => {
    const { order, escalation } = await submitted();
    expect(escalation).toMatchObject({ order_guid: order.guid, status: "open", reasons: REASONS, resolver_guid: null });
    const [submittedEvent] = events("escalation.submitted", escalation.guid);
    expect(submittedEvent?.payload).toEqual({ order_guid: order.guid, escalation_guid: escalation.guid });
    expect(submittedEvent && webhookMismatches(submittedEvent)).toEqual([]);

    sandbox.clock.advance(3_600_000);
    const response = await resolve(order.guid, escalation.guid);
    expect(response.status).toBe(200);
    const userGuid = order.dispatcher.guid;
    expect(response.body.data.object).toEqual({
      ...escalation,
      status: "resolved",
      resolved_at: formatDateTime(sandbox.clock.now()),
      resolver_guid: userGuid,
      resolve_reasons: RESOLUTION,
    });
    const resolved = events("escalation.resolved", escalation.guid);
    expect(resolved.map((event) => event.payload)).toEqual([
      {
        order_guid: order.guid,
        resolver_guid: userGuid,
        escalation_guid: escalation.guid,
        resolve_reasons: RESOLUTION,
      },
    ]);
    expect(webhookMismatches(resolved[0] as (typeof resolved)[0])).toEqual([]);
  });

  it("resolving twice is 409 ESCALATION_ALREADY_RESOLVED with one event only", async () => {
    const { order, escalation } = await submitted();
    await resolve(order.guid, escalation.guid);
    const again = await resolve(order.guid, escalation.guid);
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({
      error_id: "ESCALATION_ALREADY_RESOLVED",
      message: "The escalation is already resolved",
      details: null,
    });
    expect(events("escalation.resolved", escalation.guid)).toHaveLength(1);
  });

  it.each([
    ["no reasons", {}, "reasons"],
    ["an empty reason map", { reasons: {} }, "reasons"],
    ["a lower-case reason code", { reasons: { charges_due: "x" } }, "reasons.charges_due"],
    ["an empty reason text", { reasons: { CHARGES_DUE: "" } }, "reasons.CHARGES_DUE"],
  ])("submit answers 400 VALIDATION_ERROR for %s", async (_, body, field) => {
    const order = await shipper.createOrder();
    const response = await shipper.helper("POST", `/orders/${order.guid}/escalations`, body);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });

  it("resolve answers 400 without resolve_reasons and leaves the escalation open", async () => {
    const { order, escalation } = await submitted();
    const response = await resolve(order.guid, escalation.guid, { reasons: RESOLUTION });
    expect(response.status).toBe(400);
    expect((await resolve(order.guid, escalation.guid)).status).toBe(200);
  });

  it("answers 404 for another organisation, an unknown escalation and another order's escalation", async () => {
    const { order, escalation } = await submitted();
    const second = await shipper.createOrder();
    for (const response of [
      await resolve(order.guid, escalation.guid, undefined, other),
      await resolve(order.guid, UNKNOWN_GUID),
      await resolve(second.guid, escalation.guid),
      await other.helper("POST", `/orders/${order.guid}/escalations`, { reasons: REASONS }),
    ]) {
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
    expect(events("escalation.resolved", escalation.guid)).toEqual([]);
  });
});
