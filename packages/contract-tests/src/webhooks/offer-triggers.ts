/** The triggers of the offer and load request webhook actions (the carrier's side played by the sandbox helpers). */
import {
  acceptedOrder,
  answerOffer,
  deliveredOrder,
  markAccepted,
  markDelivered,
  markPickedUp,
  offeredOrder,
  pickedUpOrder,
  sendOffer,
} from "../harness/carrier-steps.js";
import type { Suite } from "../harness/contract.js";
import { loadRequestBody } from "../harness/fixtures.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../harness/steps.js";
import { type Match, type Trigger, withHelpers } from "./trigger.js";

const aboutOffer =
  (offerGuid: string): Match =>
  (payload) =>
    payload.offer_guid === offerGuid;
const aboutRequest =
  (requestGuid: string): Match =>
  (payload) =>
    (payload.data as ApiObject)?.guid === requestGuid;

/** The carrier's answer to the offer of an order brought to a state first. */
const offerAnswer =
  (prepare: (suite: Suite) => Promise<{ offer: ApiObject }>, answer: string) => async (suite: Suite) => {
    const { offer } = await prepare(suite);
    await answerOffer(suite, answer, offer.guid);
    return aboutOffer(offer.guid);
  };

/** An offered order the shipper then marked manually (the carrier's later answer is `.ignored`). */
const offeredThenMarked = (mark: (suite: Suite, guid: string) => Promise<unknown>) => async (suite: Suite) => {
  const offered = await offeredOrder(suite);
  await markAccepted(suite, offered.order.guid);
  await mark(suite, offered.order.guid);
  return offered;
};

/** A pending load request of a new order, then the step. */
const loadRequestStep =
  (step: (suite: Suite, orderGuid: string, requestGuid: string) => Promise<unknown>) => async (suite: Suite) => {
    const order = await createOrder(suite);
    const request = await sendLoadRequest(suite, order.guid);
    await step(suite, order.guid, request.guid);
    return aboutRequest(request.guid);
  };

export const OFFER_TRIGGERS: Trigger[] = [
  {
    action: "offer.sent",
    by: "sendLoadOffer",
    needs: [],
    run: async (suite) => aboutOffer((await offeredOrder(suite)).offer.guid),
  },
  {
    action: "offer.sent.failed",
    by: "an offer to an unreachable carrier",
    needs: [],
    run: async (suite) => {
      const order = await createOrder(suite);
      const offer = await sendOffer(suite, order.guid, { carrier_email: "dispatch@unreachable.example" });
      return aboutOffer(offer.guid);
    },
  },
  {
    action: "offer.canceled",
    by: "a second offer replaces the first",
    needs: [],
    run: async (suite) => {
      const { order, offer } = await offeredOrder(suite);
      await sendOffer(suite, order.guid, { carrier_email: "dispatch@gulfcoast.example" });
      return aboutOffer(offer.guid);
    },
  },
  withHelpers("offer.accepted", "the carrier accepts", offerAnswer(offeredOrder, "acceptOfferAsCarrier")),
  withHelpers(
    "offer.accepted.ignored",
    "the carrier accepts after a manual pickup",
    offerAnswer(offeredThenMarked(markPickedUp), "acceptOfferAsCarrier"),
  ),
  withHelpers("offer.declined", "the carrier declines", offerAnswer(offeredOrder, "declineOfferAsCarrier")),
  withHelpers(
    "offer.declined.ignored",
    "the carrier declines after a manual delivery",
    offerAnswer(offeredThenMarked(markDelivered), "declineOfferAsCarrier"),
  ),
  withHelpers("offer.canceled_by_carrier", "the carrier cancels", offerAnswer(acceptedOrder, "cancelOfferAsCarrier")),
  withHelpers(
    "offer.canceled_by_carrier.ignored",
    "the carrier cancels after delivery",
    offerAnswer(deliveredOrder, "cancelOfferAsCarrier"),
  ),
  withHelpers(
    "offer.updated_to_accepted",
    "the carrier reverts a picked-up order",
    offerAnswer(pickedUpOrder, "revertOfferAsCarrier"),
  ),
  withHelpers(
    "offer.updated_to_accepted.ignored",
    "the carrier reverts a delivered order",
    offerAnswer(deliveredOrder, "revertOfferAsCarrier"),
  ),
  withHelpers(
    "load_request.created",
    "the carrier requests the load",
    loadRequestStep(async () => {}),
  ),
  withHelpers(
    "load_request.updated",
    "the carrier updates its request",
    loadRequestStep((suite, order_guid, request_guid) =>
      suite
        .call("updateCarrierLoadRequest", {
          path: { order_guid, request_guid },
          body: loadRequestBody({ requested_price: 1100 }),
        })
        .expectStatus(200)
        .toss(),
    ),
  ),
  withHelpers(
    "load_request.canceled_by_carrier",
    "the carrier cancels its request",
    loadRequestStep((suite, order_guid, request_guid) =>
      suite.call("cancelCarrierLoadRequest", { path: { order_guid, request_guid } }).expectStatus(200).toss(),
    ),
  ),
  withHelpers(
    "load_request.declined_by_shipper",
    "declineLoadRequest",
    loadRequestStep((suite, order_guid, request_guid) =>
      suite.call("declineLoadRequest", { path: { order_guid, request_guid }, body: {} }).expectStatus(200).toss(),
    ),
  ),
];
