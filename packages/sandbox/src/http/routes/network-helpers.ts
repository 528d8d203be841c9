/**
 * Test helpers around the network: put a carrier (with ACH details) into it, link a broker, let a preferred
 * carrier book a posted order, and play a broker's customer who submits or cancels an order.
 */
import { type LinkedBrokerInput, linkBroker, linkedBrokerView } from "../../domain/brokers/linked-brokers.js";
import { carrierView } from "../../domain/carriers/carrier-view.js";
import type { NetworkCarrierInput } from "../../domain/carriers/network-carriers.js";
import * as networkCarriers from "../../domain/carriers/network-carriers.js";
import { cancelByCustomer, type SubmissionResult, submitByCustomer } from "../../domain/customers/customer-portal.js";
import { bookPostedOrder } from "../../domain/loadboard/booking.js";
import { formatDateTime } from "../../time.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

const orderGuidOf = (path: Record<string, unknown>) => String(path.order_guid);

function submissionView({ order, submission }: SubmissionResult): Record<string, unknown> {
  return {
    order_guid: order.guid,
    customer_counterparty_guid: submission.customerGuid,
    order_status: order.status,
    submitted_at: formatDateTime(submission.submittedAt),
    canceled_at: submission.canceledAt === null ? null : formatDateTime(submission.canceledAt),
  };
}

function addNetworkCarrier(input: HandlerInput): HandlerResult {
  const carrier = networkCarriers.addNetworkCarrier(input.ctx, orgOf(input), input.body as NetworkCarrierInput);
  return objectEnvelope({ ...carrierView(carrier), ach_on_file: carrier.ach !== null });
}

function linkNetworkBroker(input: HandlerInput): HandlerResult {
  return objectEnvelope(linkedBrokerView(linkBroker(input.ctx, orgOf(input), input.body as LinkedBrokerInput)));
}

function bookLoadboardOrder(input: HandlerInput): HandlerResult {
  const { carrier_guid: carrierGuid } = input.body as { carrier_guid: string };
  const { order, booking } = bookPostedOrder(input.ctx, orgOf(input), orderGuidOf(input.path), carrierGuid);
  return objectEnvelope({
    order_guid: order.guid,
    carrier_guid: booking.carrierGuid,
    order_status: order.status,
    is_posted_to_loadboard: order.isPostedToLoadboard,
    booked_at: formatDateTime(booking.bookedAt),
  });
}

function submitOrderAsCustomer(input: HandlerInput): HandlerResult {
  const { customer_guid: customerGuid } = input.body as { customer_guid: string };
  return objectEnvelope(
    submissionView(submitByCustomer(input.ctx, orgOf(input), orderGuidOf(input.path), customerGuid)),
  );
}

function cancelOrderAsCustomer(input: HandlerInput): HandlerResult {
  return objectEnvelope(submissionView(cancelByCustomer(input.ctx, orgOf(input), orderGuidOf(input.path))));
}

export const networkHelperRoutes: RouteTable = {
  addNetworkCarrier: { handle: addNetworkCarrier },
  linkNetworkBroker: { handle: linkNetworkBroker },
  bookLoadboardOrder: { handle: bookLoadboardOrder },
  submitOrderAsCustomer: { handle: submitOrderAsCustomer },
  cancelOrderAsCustomer: { handle: cancelOrderAsCustomer },
};
