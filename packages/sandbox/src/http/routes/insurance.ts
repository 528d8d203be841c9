/** The insurance operations of the shipper API: quotes, an order's insurance state, the policy sync. */
import { type QuoteRequest, quoteInsurance } from "../../domain/insurance/insurance-quotes.js";
import { insuranceOf } from "../../domain/insurance/insurance-record.js";
import { syncPolicies } from "../../domain/insurance/insurance-sync.js";
import { insuranceView } from "../../domain/insurance/insurance-view.js";
import { findOrder } from "../../domain/orders/order-service.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

function createInsuranceQuotes(input: HandlerInput): HandlerResult {
  orgOf(input);
  const objects = quoteInsurance(input.ctx, input.body as QuoteRequest);
  return ok({ status: "success", data: { objects } });
}

function getOrderInsurance(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const order = findOrder(org, String(input.path.guid));
  return objectEnvelope(insuranceView(order.guid, insuranceOf(org, order.guid)));
}

function syncInsurancePolicy(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const record = syncPolicies(input.ctx, org, String(input.path.guid));
  return objectEnvelope(insuranceView(record.guid, record));
}

export const insuranceRoutes: RouteTable = {
  createInsuranceQuotes: { handle: createInsuranceQuotes },
  getOrderInsurance: { handle: getOrderInsurance },
  syncInsurancePolicy: { handle: syncInsurancePolicy },
};
