import { beforeEach, describe, expect, it } from "vitest";
import {
  findEscalation,
  resolveEscalation,
  submitEscalation,
} from "../../../src/domain/escalations/escalation-service.js";
import { escalationView } from "../../../src/domain/escalations/escalation-view.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { formatDateTime } from "../../../src/time.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

const REASONS = { CHARGES_DUE: "The auction asks for 75 USD storage fees." };
const RESOLUTION = { CHARGES_DUE: "Storage fees were paid to the auction." };

let world: ReturnType<typeof domainContext>;
beforeEach(() => {
  world = domainContext();
});

const events = (action: string) => world.ctx.events.recent(world.org.guid).filter((event) => event.action === action);
const newOrder = () => createOrder(world.ctx, world.org, orderBody());

describe("escalations", () => {
  it("a broker's escalation is open and publishes escalation.submitted with its guid", () => {
    const order = newOrder();
    const escalation = submitEscalation(world.ctx, world.org, order.guid, REASONS);
    expect(escalationView(escalation)).toEqual({
      guid: escalation.guid,
      order_guid: order.guid,
      status: "open",
      reasons: REASONS,
      submitted_at: formatDateTime(world.ctx.clock.now()),
      resolved_at: null,
      resolver_guid: null,
      resolve_reasons: null,
    });
    const published = events("escalation.submitted");
    expect(published.map((event) => event.payload)).toEqual([
      { order_guid: order.guid, escalation_guid: escalation.guid },
    ]);
    expect(webhookMismatches(published[0] as (typeof published)[0])).toEqual([]);
  });

  it("the shipper resolves it: resolver_guid is the organisation's user, escalation.resolved carries the reasons", () => {
    const order = newOrder();
    const escalation = submitEscalation(world.ctx, world.org, order.guid, REASONS);
    world.ctx.clock.advance(3_600_000);
    const resolved = resolveEscalation(world.ctx, world.org, order.guid, escalation.guid, RESOLUTION);
    expect(escalationView(resolved)).toMatchObject({
      status: "resolved",
      resolved_at: formatDateTime(world.ctx.clock.now()),
      resolver_guid: world.org.user.guid,
      resolve_reasons: RESOLUTION,
    });
    const published = events("escalation.resolved");
    expect(published.map((event) => event.payload)).toEqual([
      {
        order_guid: order.guid,
        resolver_guid: world.org.user.guid,
        escalation_guid: escalation.guid,
        resolve_reasons: RESOLUTION,
      },
    ]);
    expect(webhookMismatches(published[0] as (typeof published)[0])).toEqual([]);
  });

  it("resolving twice is 409 ESCALATION_ALREADY_RESOLVED and keeps the first resolution", () => {
    const order = newOrder();
    const { guid } = submitEscalation(world.ctx, world.org, order.guid, REASONS);
    resolveEscalation(world.ctx, world.org, order.guid, guid, RESOLUTION);
    const error = apiError(() =>
      resolveEscalation(world.ctx, world.org, order.guid, guid, { CHARGES_DUE: "Something else." }),
    );
    expect([error.status, errorIdOf(error)]).toEqual([409, "ESCALATION_ALREADY_RESOLVED"]);
    expect(findEscalation(world.org, order.guid, guid).resolveReasons).toEqual(RESOLUTION);
    expect(events("escalation.resolved")).toHaveLength(1);
  });

  it("keeps several escalations of one order apart", () => {
    const order = newOrder();
    const first = submitEscalation(world.ctx, world.org, order.guid, REASONS);
    const second = submitEscalation(world.ctx, world.org, order.guid, { VEHICLE_IS_NOT_AT_LOCATION: "Not there." });
    resolveEscalation(world.ctx, world.org, order.guid, second.guid, RESOLUTION);
    expect([first.status, second.status]).toEqual(["open", "resolved"]);
  });

  it.each([
    ["an unknown order", () => [UNKNOWN_GUID, "own"]],
    ["an unknown escalation", () => ["order", UNKNOWN_GUID]],
    ["an escalation of another order", () => ["other", "own"]],
  ])("answers 404 NOT_FOUND for %s", (_, pick) => {
    const order = newOrder();
    const other = newOrder();
    const own = submitEscalation(world.ctx, world.org, order.guid, REASONS);
    const names: Record<string, string> = { order: order.guid, other: other.guid, own: own.guid };
    const [orderGuid, guid] = pick().map((key) => names[key] ?? key) as [string, string];
    const error = apiError(() => resolveEscalation(world.ctx, world.org, orderGuid, guid, RESOLUTION));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
    expect(events("escalation.resolved")).toEqual([]);
  });

  it("answers 404 when submitting on an unknown order", () => {
    expect(apiError(() => submitEscalation(world.ctx, world.org, UNKNOWN_GUID, REASONS)).status).toBe(404);
    expect(events("escalation.submitted")).toEqual([]);
  });
});
