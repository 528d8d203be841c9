/** Test helpers that play the carrier: load requests (send, update, cancel), answers to load offers, reverts. */
import {
  cancelLoadRequest,
  type LoadRequestInput,
  sendLoadRequest,
  updateLoadRequest,
} from "../../domain/load-requests/load-request-carrier.js";
import { carrierLoadRequestView } from "../../domain/load-requests/load-request-view.js";
import { answerOffer, type CarrierAnswer } from "../../domain/offers/offer-carrier.js";
import { revertOffer } from "../../domain/offers/offer-revert.js";
import { offerView } from "../../domain/offers/offer-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

function answerRoute(answer: CarrierAnswer): Route {
  return {
    handle: (input) => {
      const { offer, order } = answerOffer(input.ctx, orgOf(input), String(input.path.offer_guid), answer);
      return objectEnvelope({ ...offerView(offer), order_status: order.status });
    },
  };
}

const order = (path: Record<string, unknown>) => String(path.order_guid);
const request = (path: Record<string, unknown>) => String(path.request_guid);

function sendCarrierLoadRequest(input: HandlerInput): HandlerResult {
  const created = sendLoadRequest(input.ctx, orgOf(input), order(input.path), input.body as LoadRequestInput);
  return objectEnvelope(carrierLoadRequestView(created));
}

function updateCarrierLoadRequest(input: HandlerInput): HandlerResult {
  const body = input.body as LoadRequestInput;
  const updated = updateLoadRequest(input.ctx, orgOf(input), order(input.path), request(input.path), body);
  return objectEnvelope(carrierLoadRequestView(updated));
}

function cancelCarrierLoadRequest(input: HandlerInput): HandlerResult {
  const canceled = cancelLoadRequest(input.ctx, orgOf(input), order(input.path), request(input.path));
  return objectEnvelope(carrierLoadRequestView(canceled));
}

function revertOfferAsCarrier(input: HandlerInput): HandlerResult {
  const { offer, order } = revertOffer(input.ctx, orgOf(input), String(input.path.offer_guid));
  return objectEnvelope({ ...offerView(offer), order_status: order.status });
}

export const carrierHelperRoutes: RouteTable = {
  sendCarrierLoadRequest: { handle: sendCarrierLoadRequest },
  updateCarrierLoadRequest: { handle: updateCarrierLoadRequest },
  cancelCarrierLoadRequest: { handle: cancelCarrierLoadRequest },
  acceptOfferAsCarrier: answerRoute("accept"),
  declineOfferAsCarrier: answerRoute("decline"),
  cancelOfferAsCarrier: answerRoute("cancel"),
  revertOfferAsCarrier: { handle: revertOfferAsCarrier },
};
