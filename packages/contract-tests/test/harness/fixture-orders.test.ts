import { describe, expect, it } from "vitest";
import { actionsOfSteps, ORDER_FIXTURE_STEPS, orderFixtureFor } from "../../src/harness/fixture-orders.js";
import {
  ACCEPT,
  ADJUSTED_DELIVERY,
  CANCEL,
  DELIVER,
  INVOICE,
  MANUAL_CARRIER,
  type OrderStep,
  PAY,
  PENDING,
  PICK_UP,
  sameStep,
  VERIFY,
} from "../../src/harness/order-steps.js";
import { MARK_FIXTURE_KEYS } from "../../src/target/fixtures-file.js";

describe("the order fixture a step sequence starts with", () => {
  it("is the key whose marks are the longest start of the steps; the steps after them are left to play", () => {
    expect(orderFixtureFor([ACCEPT])).toEqual({ key: "orders_accepted", rest: [] });
    expect(orderFixtureFor([ACCEPT, PICK_UP, PAY, PAY])).toEqual({ key: "orders_picked_up", rest: [PAY, PAY] });
    expect(orderFixtureFor([ACCEPT, DELIVER, VERIFY, PAY])).toEqual({ key: "orders_delivery_verified", rest: [PAY] });
    expect(orderFixtureFor([ACCEPT, DELIVER, PAY])).toEqual({ key: "orders_delivered", rest: [PAY] });
    expect(orderFixtureFor([INVOICE, ACCEPT])).toEqual({ key: "orders_invoiced_when_new", rest: [ACCEPT] });
    expect(orderFixtureFor([PENDING])).toEqual({ key: "orders_pending", rest: [] });
    expect(orderFixtureFor([CANCEL, CANCEL])).toEqual({ key: "orders_canceled", rest: [CANCEL] });
    expect(orderFixtureFor([ACCEPT, DELIVER, INVOICE])).toEqual({ key: "orders_invoiced", rest: [] });
    expect(orderFixtureFor([ACCEPT, INVOICE])).toEqual({ key: "orders_accepted", rest: [INVOICE] });
  });

  it("is none when the steps do not start with a key's marks exactly (the same body too)", () => {
    expect(orderFixtureFor([])).toBeUndefined();
    expect(orderFixtureFor([PAY, ACCEPT])).toBeUndefined();
    expect(orderFixtureFor([["manuallyMarkOrderAsInvoiced", {}]])).toBeUndefined();
    const deliveredFromPickedUp: OrderStep = [
      "manuallyMarkOrderAsDelivered",
      { adjusted_delivery_date: ADJUSTED_DELIVERY },
    ];
    expect(orderFixtureFor([["manuallyMarkOrderAsAccepted", { carrier_email: MANUAL_CARRIER.carrier_email }]])).toBe(
      undefined,
    );
    expect(orderFixtureFor([ACCEPT, deliveredFromPickedUp])).toEqual({
      key: "orders_accepted",
      rest: [deliveredFromPickedUp],
    });
  });

  it("every mark key has its marks, each a web-interface step (an action of the actors)", () => {
    expect(Object.keys(ORDER_FIXTURE_STEPS)).toEqual([...MARK_FIXTURE_KEYS]);
    for (const marks of Object.values(ORDER_FIXTURE_STEPS)) {
      expect(actionsOfSteps(marks).every((action) => action.startsWith("web."))).toBe(true);
      expect(actionsOfSteps(marks)).toHaveLength(marks.length);
    }
    expect(sameStep(["markOrderAsPaid"], PAY)).toBe(true);
  });
});
