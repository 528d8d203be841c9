/** Business-rule tables read from the shipper bundle (never copied by hand): payment pairs, legacy terms, types. */
import { type JsonObject, loadDocument } from "./documents.js";

export interface LegacyTermMapping {
  /** A payment method, or `from_request`: taken from the request's own field. */
  payment_method: string;
  payment_terms: string;
}

export interface BusinessRules {
  /** method -> allowed terms, in the document's table order (the order of the pair error's list). */
  allowedPaymentPairs: Record<string, string[]>;
  legacyPaymentTerms: Record<string, LegacyTermMapping>;
  paymentMethods: string[];
  paymentTerms: string[];
  vehicleTypes: string[];
  orderStatuses: string[];
}

export const FROM_REQUEST = "from_request";

let cached: BusinessRules | undefined;

export function businessRules(): BusinessRules {
  if (cached) return cached;
  const schemas = (loadDocument("shipper").components as JsonObject).schemas as Record<string, JsonObject>;
  const payment = schemas.Payment ?? {};
  const enumOf = (name: string): string[] => [...((schemas[name]?.enum ?? []) as string[])];
  cached = {
    allowedPaymentPairs: payment["x-allowed-payment-pairs"] as Record<string, string[]>,
    legacyPaymentTerms: payment["x-legacy-payment-terms"] as Record<string, LegacyTermMapping>,
    paymentMethods: enumOf("PaymentMethod"),
    paymentTerms: enumOf("PaymentTerms"),
    vehicleTypes: enumOf("VehicleType"),
    orderStatuses: enumOf("OrderStatus"),
  };
  return cached;
}
