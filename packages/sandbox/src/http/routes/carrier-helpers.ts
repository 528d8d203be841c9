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
import { objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

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

export const carrierHelperRoutes: RouteTable = {
  sendCarrierLoadRequest: {
    handle: (input) => {
      const created = sendLoadRequest(input.ctx, orgOf(input), order(input.path), input.body as LoadRequestInput);
      return objectEnvelope(carrierLoadRequestView(created));
    },
  },
  updateCarrierLoadRequest: {
    handle: (input) => {
      const body = input.body as LoadRequestInput;
      const updated = updateLoadRequest(input.ctx, orgOf(input), order(input.path), request(input.path), body);
      return objectEnvelope(carrierLoadRequestView(updated));
    },
  },
  cancelCarrierLoadRequest: {
    handle: (input) => {
      const canceled = cancelLoadRequest(input.ctx, orgOf(input), order(input.path), request(input.path));
      return objectEnvelope(carrierLoadRequestView(canceled));
    },
  },
  acceptOfferAsCarrier: answerRoute("accept"),
  declineOfferAsCarrier: answerRoute("decline"),
  cancelOfferAsCarrier: answerRoute("cancel"),
  revertOfferAsCarrier: {
    handle: (input) => {
      const { offer, order } = revertOffer(input.ctx, orgOf(input), String(input.path.offer_guid));
      return objectEnvelope({ ...offerView(offer), order_status: order.status });
    },
  },
};
