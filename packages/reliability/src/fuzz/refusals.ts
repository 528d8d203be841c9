/**
 * The documented business refusals of VALID requests: the spec, GAPS.md or the sandbox's docs say the service
 * answers this status and error to a well-formed request when the state of the organisation says no (an earlier
 * fuzzed call moved the order on, a policy is not issued yet ...). A refusal not listed here is a finding.
 */
import { apiOperations } from "@haulkit/spec/operations";
import type { Binding } from "./model.js";

export interface RefusalContext {
  operationId: string;
  status: number;
  errorId: string | undefined;
  /** `data.details` (shipper, sandbox) or `data.details` of the pricing error, as JSON text ("" when none). */
  details: string;
  binding: Binding;
  /** The defect the request carries, if any (a defect may overwrite a value the valid generator made unique). */
  defect?: string | undefined;
}

interface Refusal {
  operations: readonly string[] | "*";
  status: number;
  errorIds: readonly (string | undefined)[];
  when?: (context: RefusalContext) => boolean;
  reason: string;
}

/** The order helpers the sandbox spec tags "Order lifecycle": each refuses a change the order's status does not allow. */
const LIFECYCLE = apiOperations("sandbox").flatMap(({ node, operationId }) =>
  operationId !== undefined && Array.isArray(node.tags) && node.tags.includes("Order lifecycle") ? [operationId] : [],
);

/** Defects that write one fixed text into a string field, so two requests of the run can share a unique value. */
const FIXED_TEXT_DEFECTS = ["invalid-utf8", "odd-unicode", "huge-string"];

/** Details naming only these fields. */
function detailsOnly(...fields: string[]) {
  return ({ details }: RefusalContext) => {
    try {
      const keys = Object.keys(JSON.parse(details) as object);
      return keys.length > 0 && keys.every((key) => fields.includes(key));
    } catch {
      return false;
    }
  };
}

export const REFUSALS: readonly Refusal[] = [
  {
    operations: "*",
    status: 404,
    errorIds: ["NOT_FOUND"],
    when: ({ binding }) => binding.order?.removed === true,
    reason:
      "the order was removed by an earlier call (sandbox docs/orders.md: a removed order is 404 everywhere until restored)",
  },
  {
    operations: ["createPriceNegotiation"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: (context) => context.binding.order?.removed === true && detailsOnly("order_guid")(context),
    reason: "the order named was removed by an earlier call: not an order of the organisation (sandbox docs/orders.md)",
  },
  {
    operations: LIFECYCLE,
    status: 409,
    errorIds: ["ORDER_STATUS_CONFLICT"],
    reason: "the status or flag earlier calls left does not allow this change (sandbox docs/orders.md)",
  },
  {
    operations: ["unmarkSandboxOrderAsPaid", "markOrderAsPaid"],
    status: 409,
    errorIds: ["PLATFORMPAY_ORDER_CONFLICT"],
    reason: "mark/unmark paid on a platformpay order (the document; GAPS.md)",
  },
  {
    operations: ["pickUpOrderAsCarrier", "deliverOrderAsCarrier", "invoiceOrderAsCarrier", "updateVehicleAsCarrier"],
    status: 409,
    errorIds: ["CARRIER_NOT_ASSIGNED", "ORDER_STATUS_CONFLICT"],
    reason: "no carrier has the order, or its status is not the progress's source (sandbox docs/orders.md)",
  },
  {
    operations: ["acceptOfferAsCarrier", "declineOfferAsCarrier", "cancelOfferAsCarrier", "revertOfferAsCarrier"],
    status: 409,
    errorIds: ["OFFER_STATE_CONFLICT", "ORDER_NOT_REVERTIBLE"],
    reason: "the offer (or its order) is no longer in the state the answer needs (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["acceptLoadRequest", "declineLoadRequest", "createCounterOffer"],
    status: 409,
    errorIds: ["LOAD_REQUEST_ACCEPT_ERROR"],
    reason:
      "the request is not pending, its order is not open, or a counter offer is pending (the document; sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["cancelCounterOffer"],
    status: 404,
    errorIds: ["COUNTER_OFFER_NOT_FOUND_ERROR"],
    reason: "no active counter offer on the request (the document)",
  },
  {
    operations: ["updateCarrierLoadRequest", "cancelCarrierLoadRequest"],
    status: 409,
    errorIds: ["LOAD_REQUEST_NOT_PENDING"],
    reason: "the carrier's request is no longer pending (sandbox docs/test-helpers.md)",
  },
  {
    operations: ["sendCarrierLoadRequest"],
    status: 409,
    errorIds: ["ORDER_NOT_OPEN"],
    reason: "the order is not open for carriers (sandbox docs/test-helpers.md)",
  },
  {
    operations: ["sendCarrierLoadRequest"],
    status: 409,
    errorIds: ["CARRIER_BLACKLISTED"],
    reason: "an earlier updateCarrierProfile blacklisted the carrier (sandbox spec sendCarrierLoadRequest; GAPS.md)",
  },
  {
    operations: ["addNetworkCarrier"],
    status: 409,
    errorIds: ["CARRIER_EXISTS"],
    when: ({ defect }) => FIXED_TEXT_DEFECTS.includes(defect ?? ""),
    reason: "the defect put its fixed text in usdot, email or phone, so two requests share it (sandbox spec)",
  },
  {
    operations: ["createCustomer", "updateCustomer", "createInternalCarrier", "updateCarrierProfile"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: (context) => FIXED_TEXT_DEFECTS.includes(context.defect ?? "") && detailsOnly("custom_external_id")(context),
    reason: "the defect put its fixed text in custom_external_id, which is unique per organisation (GAPS.md)",
  },
  {
    operations: ["updatePickupEtaAsDriver", "updateDeliveryEtaAsDriver", "reportDriverLocation"],
    status: 409,
    errorIds: ["DRIVER_UPDATE_NOT_ALLOWED"],
    reason: "the order's status does not take driver updates (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["updatePickupEtaAsDriver", "updateDeliveryEtaAsDriver", "reportDriverLocation"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: (context) => context.binding.order?.vehicles.length === 0 && detailsOnly("vehicle_guids")(context),
    reason:
      "an earlier update left the order without vehicles (sandbox docs/offers-and-loads.md: the vehicles default to the order's)",
  },
  {
    operations: ["manuallyMarkOrderAsDelivered"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: detailsOnly("adjusted_pickup_date"),
    reason: "from accepted, a manual delivery needs adjusted_pickup_date too (sandbox docs/orders.md)",
  },
  {
    operations: ["resolveEscalation"],
    status: 409,
    errorIds: ["ESCALATION_ALREADY_RESOLVED"],
    reason: "the escalation was resolved by an earlier call (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["suspendPaymentService"],
    status: 409,
    errorIds: ["PAYMENT_SERVICE_NOT_ENABLED"],
    reason: "suspend needs an enabled service (GAPS.md Payment service)",
  },
  {
    operations: ["updatePlatformpayPayment"],
    status: 409,
    errorIds: ["NOT_A_PLATFORMPAY_ORDER"],
    reason: "only a platformpay order has a payment-service payment (sandbox docs/carriers-payments-insurance.md)",
  },
  {
    operations: ["bookLoadboardOrder"],
    status: 409,
    errorIds: ["ORDER_NOT_POSTED", "CARRIER_NOT_PREFERRED"],
    reason: "the order is not posted or the carrier not preferred (GAPS.md Loadboard booking)",
  },
  {
    operations: ["postOrderToLoadboard"],
    status: 409,
    errorIds: ["ORDER_NOT_POSTABLE"],
    reason: "only an active order open for carriers can be posted (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["removeOrderFromLoadboard"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "the order is not posted (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["submitOrderAsCustomer"],
    status: 409,
    errorIds: ["ORDER_ALREADY_SUBMITTED"],
    reason: "a second live submission (GAPS.md customer side)",
  },
  {
    operations: ["cancelOrderAsCustomer"],
    status: 409,
    errorIds: ["ORDER_NOT_SUBMITTED"],
    reason: "a cancel without a live submission (GAPS.md customer side)",
  },
  {
    operations: ["issueInsurancePolicy", "cancelInsurancePolicy"],
    status: 409,
    errorIds: ["INSURANCE_POLICY_STATE_CONFLICT"],
    reason: "the policy is not in the state the insurer's action needs (sandbox docs/carriers-payments-insurance.md)",
  },
  {
    operations: ["syncInsurancePolicy"],
    status: 429,
    errorIds: ["RATE_LIMIT_EXCEEDED"],
    reason: "one sync per order per 30 s (the document)",
  },
  {
    operations: ["syncInsurancePolicy"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "no vehicle of the order can be valued: a failed sync (GAPS.md Insurance)",
  },
  {
    operations: ["createInsuranceQuotes"],
    status: 409,
    errorIds: ["VEHICLE_VALUE_REQUIRED"],
    reason: "the vehicle cannot be valued and no value was sent (the document)",
  },
  {
    operations: ["getOrderBol"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "no BOL until the order is picked up (sandbox docs/orders.md)",
  },
  {
    // The payment-pair message has no error id (the document's `status_code`/`error` shape).
    operations: ["updateOrderPartially"],
    status: 400,
    errorIds: [undefined],
    when: ({ defect }) => defect === "missing-field",
    reason:
      "a merge patch that leaves out one half of the payment pair is merged with the stored half, and the merged pair is checked against the table (the document's payment pairs; sandbox docs/orders.md, merge patch)",
  },
  {
    operations: ["updateOrder", "updateOrderPartially"],
    status: 409,
    errorIds: ["PAYMENT_METHOD_LOCKED"],
    reason: "the payment method of a delivered platformpay order is locked (the document; GAPS.md)",
  },
  {
    operations: ["sendLoadOffer"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: detailsOnly("order_guid"),
    reason: "the order is not open for carriers: 400 naming order_guid (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["createPriceNegotiation"],
    status: 409,
    errorIds: ["PRICE_NEGOTIATION_EXISTS"],
    reason: "one negotiation per order (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["getOrderPriceNegotiation"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "the order has no negotiation (sandbox docs/offers-and-loads.md)",
  },
  {
    operations: ["getCarrierAchDetails"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "the carrier has no ACH data (sandbox docs/carriers-payments-insurance.md)",
  },
  {
    operations: ["updateCarrierProfile"],
    status: 409,
    errorIds: ["BROKER_RECORDS_NOT_AVAILABLE"],
    reason: "a CTMS carrier has no broker records (the document)",
  },
  {
    operations: ["updateCarrierProfile"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: detailsOnly("approved", "preferred", "in_blacklist"),
    reason: "the flags sent conflict with the carrier's stored ones: approved/preferred and blacklisted (the document)",
  },
  {
    operations: ["unsubscribeWebhook"],
    status: 404,
    errorIds: ["NOT_FOUND"],
    reason: "no active subscription to the action (GAPS.md Webhooks)",
  },
  {
    operations: ["listOrders"],
    status: 400,
    errorIds: ["VALIDATION_ERROR"],
    when: detailsOnly("sort"),
    reason: "a sort field outside the sortable ones (sandbox docs/orders.md; the spec gives only a pattern)",
  },
  {
    operations: ["getRecommendedPriceV1", "getRecommendedPriceV2"],
    status: 400,
    errorIds: [undefined],
    when: detailsOnly("pickup", "delivery"),
    reason: "a location the engine cannot resolve (unknown ZIP, or city and state) (PRICING.md section 6)",
  },
];

function errorOf(body: unknown): { errorId: string | undefined; details: string } {
  const data = (body as { data?: { error_id?: unknown; details?: unknown } } | undefined)?.data;
  return {
    errorId: typeof data?.error_id === "string" ? data.error_id : undefined,
    details: data?.details === undefined || data.details === null ? "" : JSON.stringify(data.details),
  };
}

/** The reason a refusal is documented behaviour, or undefined. */
export function documentedRefusal(
  operationId: string,
  status: number,
  body: unknown,
  binding: Binding,
  defect?: string,
): string | undefined {
  const context: RefusalContext = { operationId, status, ...errorOf(body), binding, defect };
  const found = REFUSALS.find(
    (refusal) =>
      (refusal.operations === "*" || refusal.operations.includes(operationId)) &&
      refusal.status === status &&
      refusal.errorIds.includes(context.errorId) &&
      (refusal.when?.(context) ?? true),
  );
  return found?.reason;
}
