import { describe, expect, it } from "vitest";
import { answerOffer } from "../../../src/domain/offers/offer-carrier.js";
import { sendOffer } from "../../../src/domain/offers/offer-service.js";
import {
  type CarrierProgress,
  carrierProgress,
  isCarrierProgressIgnored,
} from "../../../src/domain/orders/carrier-progress.js";
import { markManually, rollbackManualStatus } from "../../../src/domain/orders/manual-marks.js";
import { bolOf } from "../../../src/domain/orders/order-queries.js";
import type { OrderRecord, OrderStatus } from "../../../src/domain/orders/order-record.js";
import { apiError, lifecycleWorld, STATUSES } from "../../support/order-lifecycle.js";

const DATES = {
  adjusted_date: "2026-03-16T08:15:00.000+0000",
  adjusted_pickup_date: "2026-03-16T08:15:00.000+0000",
  adjusted_delivery_date: "2026-03-19T16:40:00.000+0000",
};
const BASE = "http://127.0.0.1:4010";

describe("isCarrierProgressIgnored (rule 4)", () => {
  it.each([
    [undefined, "pickup", false],
    [undefined, "delivery", false],
    ["picked_up", "pickup", true],
    ["picked_up", "delivery", false],
    ["delivered", "pickup", true],
    ["delivered", "delivery", true],
  ] as const)("manually marked %s: the carrier's %s is ignored: %s", (marked, step, ignored) => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    order.manuallyMarked = marked;
    expect(isCarrierProgressIgnored(order, step)).toBe(ignored);
  });
});

describe("the carrier's progress through an accepted offer", () => {
  it("picks up, delivers and invoices, with the BOL events and the carrier on each activity", () => {
    const world = lifecycleWorld();
    const { order, carrierGuid } = world.offeredAndAccepted();
    world.ctx.clock.advance(60_000);
    expect(carrierProgress(world.ctx, world.org, order, "pickup")).toEqual({ order, ignored: false });
    expect(order).toMatchObject({ status: "picked_up", isStatusChangedManually: false });
    expect(world.activities(order)[0]).toMatchObject({ code: "picked_up", status: "picked_up", byUser: false });
    expect(world.activities(order)[0]?.carrier?.carrier_guid).toBe(carrierGuid);
    expect(world.activities(order)[0]?.vehicles).toHaveLength(2);
    expect(bolOf(world.ctx, order)).toEqual({ url: `${BASE}/sandbox/files/bol/${order.guid}.pdf` });
    expect(world.lastEvent(order)).toMatchObject({
      action: "order.picked_up_bol",
      payload: {
        order_guid: order.guid,
        pdf_bol_url: `${BASE}/sandbox/files/bol/${order.guid}.pdf`,
        online_bol_url: `${BASE}/sandbox/bol/${order.guid}`,
      },
    });
    carrierProgress(world.ctx, world.org, order, "delivery");
    expect(order.status).toBe("delivered");
    expect(world.lastEvent(order)?.payload).toEqual({
      order_guid: order.guid,
      pdf_bol_url: `${BASE}/sandbox/files/bol/${order.guid}.pdf`,
      online_bol_url: `${BASE}/sandbox/bol/${order.guid}`,
      pdf_delivery_receipt_url: `${BASE}/sandbox/files/bol/${order.guid}/delivery-receipt.pdf`,
    });
    carrierProgress(world.ctx, world.org, order, "invoice");
    expect(order.status).toBe("invoiced");
    expect(
      world
        .activities(order)
        .map((entry) => entry.code)
        .slice(0, 3),
    ).toEqual(["invoiced", "delivered", "picked_up"]);
    expect(world.actions(order).filter((action) => action.startsWith("order.") && action !== "order.created")).toEqual([
      "order.picked_up",
      "order.picked_up_bol",
      "order.delivered",
      "order.delivered_bol",
      "order.invoiced",
    ]);
    world.expectValidEvents();
  });

  it("works the same for a carrier whose load request was accepted", () => {
    const world = lifecycleWorld();
    const { order, carrierGuid } = world.requestedAndAccepted();
    carrierProgress(world.ctx, world.org, order, "pickup");
    expect(order.status).toBe("picked_up");
    expect(world.activities(order)[0]?.carrier).toMatchObject({
      carrier_guid: carrierGuid,
      carrier_name: "Roadrunner Auto Transport LLC",
    });
  });

  it.each(["pickup", "delivery", "invoice"] as const)(
    "answers 409 CARRIER_NOT_ASSIGNED for a %s without an accepted offer or load request",
    (progress) => {
      const world = lifecycleWorld();
      const order = world.orderIn("accepted");
      const offered = world.orderIn("new");
      sendOffer(world.ctx, world.org, offered.guid, { carrier_usdot: "3141592" });
      for (const target of [order, offered]) {
        const status = target.status;
        const error = apiError(() => carrierProgress(world.ctx, world.org, target, progress));
        expect(error.status).toBe(409);
        expect(error.body).toEqual({
          status: "fail",
          data: { error_id: "CARRIER_NOT_ASSIGNED", message: expect.any(String), details: null },
        });
        expect(target.status).toBe(status);
      }
    },
  );

  it("answers 409 CARRIER_NOT_ASSIGNED once the carrier canceled its accepted offer", () => {
    const world = lifecycleWorld();
    const { order, offerGuid } = world.offeredAndAccepted();
    answerOffer(world.ctx, world.org, offerGuid, "cancel");
    expect(apiError(() => carrierProgress(world.ctx, world.org, order, "pickup")).body).toMatchObject({
      data: { error_id: "CARRIER_NOT_ASSIGNED" },
    });
  });

  /** The status each step starts from; the others are 409 ORDER_STATUS_CONFLICT (no manual marks involved). */
  const FROM: Record<CarrierProgress, readonly OrderStatus[]> = {
    pickup: ["accepted"],
    delivery: ["picked_up"],
    invoice: ["delivered", "delivery_verified"],
  };
  const TO: Record<CarrierProgress, OrderStatus> = { pickup: "picked_up", delivery: "delivered", invoice: "invoiced" };
  const CASES = (Object.keys(FROM) as CarrierProgress[]).flatMap((progress) =>
    STATUSES.map((status) => [progress, status, FROM[progress].includes(status)] as const),
  );

  it.each(CASES)("the carrier's %s from %s: allowed %s", (progress, status, allowed) => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    order.status = status;
    const before = world.actions(order).length;
    if (!allowed) {
      expect(apiError(() => carrierProgress(world.ctx, world.org, order, progress)).body).toMatchObject({
        data: { error_id: "ORDER_STATUS_CONFLICT" },
      });
      expect(order.status).toBe(status);
      expect(world.actions(order)).toHaveLength(before);
      return;
    }
    carrierProgress(world.ctx, world.org, order, progress);
    expect(order.status).toBe(TO[progress]);
  });
});

describe("rule 4: carrier progress after the shipper's manual marks is .ignored", () => {
  /** The order's state after an ignored step must be exactly what it was. */
  function expectIgnored(world: ReturnType<typeof lifecycleWorld>, order: OrderRecord, progress: CarrierProgress) {
    const snapshot = structuredClone(order);
    const entries = world.activities(order).length;
    world.ctx.clock.advance(1000);
    expect(carrierProgress(world.ctx, world.org, order, progress).ignored).toBe(true);
    expect(order).toEqual(snapshot);
    expect(world.activities(order)).toHaveLength(entries);
  }

  it("follows the document's example: manually picked up and delivered, then the carrier picks up", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "picked_up", DATES);
    markManually(world.ctx, world.org, order, "delivered", DATES);
    expectIgnored(world, order, "pickup");
    expect(world.actions(order).filter((action) => !["order.created", "vehicle.created"].includes(action))).toEqual([
      "offer.sent",
      "offer.accepted",
      "order.manually_marked_as_picked_up",
      "order.manually_marked_as_delivered",
      "order.picked_up.ignored",
    ]);
    expectIgnored(world, order, "delivery");
    expect(world.lastEvent(order)).toMatchObject({
      action: "order.delivered.ignored",
      payload: { order_guid: order.guid },
    });
    world.expectValidEvents();
  });

  it("a manual delivery straight from accepted ignores both steps; the carrier's invoice still applies", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "delivered", DATES);
    expectIgnored(world, order, "pickup");
    expectIgnored(world, order, "delivery");
    carrierProgress(world.ctx, world.org, order, "invoice");
    expect(order.status).toBe("invoiced");
  });

  it("a manual pickup ignores the carrier's pickup but not its delivery", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "picked_up", DATES);
    expectIgnored(world, order, "pickup");
    expect(world.lastEvent(order)?.action).toBe("order.picked_up.ignored");
    expect(carrierProgress(world.ctx, world.org, order, "delivery").ignored).toBe(false);
    expect(order).toMatchObject({ status: "delivered", isStatusChangedManually: false });
    expect(world.actions(order).slice(-2)).toEqual(["order.delivered", "order.delivered_bol"]);
  });

  it("still ignores a pickup after the manually delivered order moved on (invoiced)", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "delivered", DATES);
    markManually(world.ctx, world.org, order, "invoiced", { adjusted_invoice_date: "2026-03-20T10:00:00.000+0000" });
    expectIgnored(world, order, "pickup");
  });

  it.each([
    [
      "rolled back",
      (world: ReturnType<typeof lifecycleWorld>, order: OrderRecord) =>
        rollbackManualStatus(world.ctx, world.org, order),
    ],
    [
      "manually marked accepted again",
      (world: ReturnType<typeof lifecycleWorld>, order: OrderRecord) => {
        markManually(world.ctx, world.org, order, "accepted", { carrier_email: "a@b.example", carrier_phone: "1" });
      },
    ],
  ] as const)("applies the carrier's pickup again once the manual delivery is %s", (_, undo) => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "delivered", DATES);
    undo(world, order);
    expect(order.status).toBe("accepted");
    expect(order.manuallyMarked).toBeUndefined();
    expect(carrierProgress(world.ctx, world.org, order, "pickup").ignored).toBe(false);
    expect(order.status).toBe("picked_up");
  });

  it("needs a carrier even to ignore: 409 CARRIER_NOT_ASSIGNED after manual marks without one", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    markManually(world.ctx, world.org, order, "delivered", DATES);
    expect(apiError(() => carrierProgress(world.ctx, world.org, order, "pickup")).body).toMatchObject({
      data: { error_id: "CARRIER_NOT_ASSIGNED" },
    });
    expect(world.actions(order)).not.toContain("order.picked_up.ignored");
  });
});
