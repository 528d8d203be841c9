/**
 * Steps that bring an order to a state through the carrier's side and the shipper's web interface, both played
 * by the actors (each a checked call that must answer 200); without the actors for the web interface's marks, an
 * order fixture brought through them beforehand stands in (fixture-orders.ts).
 */
import type { Suite } from "./contract.js";
import { expectField } from "./expect-field.js";
import { actionsOfSteps, ORDER_FIXTURE_STEPS, orderFixtureFor, orderThroughMarks, ownOrder } from "./fixture-orders.js";
import { orderBody } from "./fixtures.js";
import { ADJUSTED_DELIVERY, ADJUSTED_PICKUP, CARRIER_USDOT, MANUAL_CARRIER, type OrderStep } from "./order-steps.js";
import { type ApiObject, createOrder } from "./steps.js";

export {
  ACCEPT,
  ADJUSTED_DELIVERY,
  ADJUSTED_PICKUP,
  CANCEL,
  CARRIER_USDOT,
  DELIVER,
  INVOICE,
  MANUAL_CARRIER,
  type OrderStep,
  PAY,
  PENDING,
  PICK_UP,
  VERIFY,
} from "./order-steps.js";

type Json = Record<string, unknown>;

/** A test helper on an order (`/_sandbox/orders/{order_guid}/...`); answers the order with its `lifecycle`. */
export async function orderHelper(suite: Suite, operationId: string, orderGuid: string, body?: Json) {
  const order: ApiObject = await suite
    .call(operationId, { path: { order_guid: orderGuid }, ...(body ? { body } : {}) })
    .expectStatus(200)
    .returns("data.object");
  return order;
}

/** The helper step on the order is refused: 400 `VALIDATION_ERROR` whose details name `field`. */
export async function expectRefusedNaming(
  suite: Suite,
  orderGuid: string,
  [operationId, body]: OrderStep,
  field: string,
): Promise<void> {
  const answer: ApiObject = await suite
    .call(operationId, { path: { order_guid: orderGuid }, body })
    .expectStatus(400)
    .returns("res.body");
  expectField(answer, "/data/error_id").toBe("VALIDATION_ERROR");
  expectField(answer, "/data/details").toHaveProperty([field]);
}

/** Plays `steps` on the order one after the other (each must answer 200). */
async function playSteps(suite: Suite, orderGuid: string, steps: readonly OrderStep[]): Promise<void> {
  for (const [operationId, body] of steps) await orderHelper(suite, operationId, orderGuid, body);
}

/**
 * A new order brought through `steps` (each must answer 200). When they start with the marks of an order fixture
 * key and the actors do not play those marks, an order of that key stands in for them (fixture-orders.ts).
 */
export async function orderAfter(suite: Suite, steps: readonly OrderStep[]): Promise<ApiObject> {
  const fixture = orderFixtureFor(steps);
  if (fixture === undefined) {
    const order = await createOrder(suite);
    await playSteps(suite, order.guid, steps);
    return order;
  }
  const order = await orderThroughMarks(suite, fixture.key, async () => {
    const made = await createOrder(suite);
    await playSteps(suite, made.guid, ORDER_FIXTURE_STEPS[fixture.key]);
    return made;
  });
  await playSteps(suite, order.guid, fixture.rest);
  return order;
}

/** Something done to an order before the step under test. */
export type Prepare = (orderGuid: string) => Promise<unknown>;

/** A helper step on the order as a preparation. */
export function helperStep(suite: Suite, operationId: string, body?: Json): Prepare {
  return (orderGuid) => orderHelper(suite, operationId, orderGuid, body);
}

/** Preparations one after the other. */
export function inTurn(...steps: Prepare[]): Prepare {
  return async (orderGuid) => {
    for (const step of steps) await step(orderGuid);
  };
}

/** A load offer (200 expected), addressed by USDOT number unless the body says otherwise. */
export async function sendOffer(suite: Suite, orderGuid: string, body: Json = { carrier_usdot: CARRIER_USDOT }) {
  const offer: ApiObject = await suite
    .call("sendLoadOffer", { path: { order_guid: orderGuid }, body })
    .expectStatus(200)
    .returns("data.object");
  return offer;
}

/** The carrier's answer to an offer (`acceptOfferAsCarrier`, `declineOfferAsCarrier`, ...). */
export async function answerOffer(suite: Suite, operationId: string, offerGuid: string): Promise<ApiObject> {
  return suite
    .call(operationId, { path: { offer_guid: offerGuid } })
    .expectStatus(200)
    .returns("data.object");
}

/** A new order with a load offer the carrier has not answered yet (the order is `pending`). */
export async function offeredOrder(suite: Suite, body: Json = orderBody()) {
  const order = await createOrder(suite, body);
  const offer = await sendOffer(suite, order.guid);
  return { order, offer };
}

/** The carrier's answers to an order's offer that the order keys of an answered offer went through. */
export const OFFER_ANSWERS = {
  orders_offer_declined: ["declineOfferAsCarrier"],
  orders_offer_canceled: ["acceptOfferAsCarrier", "cancelOfferAsCarrier"],
} as const;

/**
 * An order whose offer the carrier answered as `key` says (`declined`, `canceled`): made through the actors when
 * they play the answers, else an order of the fixtures file — the test's own.
 */
export function answeredOrder(suite: Suite, key: keyof typeof OFFER_ANSWERS): Promise<ApiObject> {
  const answers = OFFER_ANSWERS[key];
  return ownOrder(suite, key, actionsOfSteps(answers.map((answer) => [answer])), async () => {
    const { order, offer } = await offeredOrder(suite);
    for (const answer of answers) await answerOffer(suite, answer, offer.guid);
    return order;
  });
}

/** A new order whose load offer the carrier accepted (the order is `accepted`). */
export async function acceptedOrder(suite: Suite, body: Json = orderBody()) {
  const { order, offer } = await offeredOrder(suite, body);
  await answerOffer(suite, "acceptOfferAsCarrier", offer.guid);
  return { order, offer };
}

/** The carrier picked up an accepted order (`picked_up`, BOL available). */
export async function pickedUpOrder(suite: Suite, body: Json = orderBody()) {
  const accepted = await acceptedOrder(suite, body);
  await orderHelper(suite, "pickUpOrderAsCarrier", accepted.order.guid);
  return accepted;
}

/** The carrier delivered the order (`delivered`). */
export async function deliveredOrder(suite: Suite, body: Json = orderBody()) {
  const pickedUp = await pickedUpOrder(suite, body);
  await orderHelper(suite, "deliverOrderAsCarrier", pickedUp.order.guid);
  return pickedUp;
}

/** The shipper manually marks an order accepted (with a carrier outside the service). */
export function markAccepted(suite: Suite, orderGuid: string) {
  return orderHelper(suite, "manuallyMarkOrderAsAccepted", orderGuid, MANUAL_CARRIER);
}

/** The shipper manually marks an `accepted` order delivered (both adjusted dates). */
export function markDelivered(suite: Suite, orderGuid: string) {
  return orderHelper(suite, "manuallyMarkOrderAsDelivered", orderGuid, {
    adjusted_pickup_date: ADJUSTED_PICKUP,
    adjusted_delivery_date: ADJUSTED_DELIVERY,
  });
}

/** The shipper manually marks an `accepted` order picked up. */
export function markPickedUp(suite: Suite, orderGuid: string) {
  return orderHelper(suite, "manuallyMarkOrderAsPickedUp", orderGuid, { adjusted_date: ADJUSTED_PICKUP });
}
