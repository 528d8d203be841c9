/**
 * The business-rule tables the suites check, read from the shipper bundle (never copied from the sandbox): the
 * 14 payment methods, 18 terms, the allowed pairs (`x-allowed-payment-pairs`), the legacy `payment.terms` mapping
 * (`x-legacy-payment-terms`) and the 19 vehicle types, with the exact messages of the two special 400s.
 */
import { type JsonObject, loadDocument } from "./documents.js";

/** Value of `x-legacy-payment-terms` meaning "taken from the request's own field". */
export const FROM_REQUEST = "from_request";

export interface LegacyMapping {
  payment_method: string;
  payment_terms: string;
}

/** The price rule's messages (spec/GAPS.md, "Message texts of the price validation"). */
export const PRICE_MESSAGES = {
  positive: "must be positive",
  decimal: "must be a well-formed decimal with at most 2 fraction digits",
  empty: "price cannot be empty",
} as const;

function schemas(): JsonObject {
  return (loadDocument("shipper").components as JsonObject).schemas as JsonObject;
}

function enumOf(name: string): string[] {
  return [...((schemas()[name] as JsonObject).enum as string[])];
}

export const paymentMethods = (): string[] => enumOf("PaymentMethod");
export const paymentTerms = (): string[] => enumOf("PaymentTerms");
export const vehicleTypes = (): string[] => enumOf("VehicleType");
/** The fields a revision webhook subscription may name in `audit_field_set`. */
export const auditFields = (): string[] => enumOf("AuditField");

export function allowedPairs(): Record<string, string[]> {
  return (schemas().Payment as JsonObject)["x-allowed-payment-pairs"] as Record<string, string[]>;
}

export function legacyPaymentTerms(): Record<string, LegacyMapping> {
  return (schemas().Payment as JsonObject)["x-legacy-payment-terms"] as Record<string, LegacyMapping>;
}

/** The payment-pair error's message: the allowed terms in the table's order (spec/README.md). */
export function paymentPairMessage(method: string, terms: string): string {
  const allowed = allowedPairs()[method] ?? [];
  return `Invalid payment terms '${terms}' for method '${method}'. Allowed terms are: [${allowed.join(", ")}]`;
}

export function vehicleTypeMessage(type: string): string {
  return `Invalid vehicle type '${type}'. Allowed types are: [${vehicleTypes().join(", ")}]`;
}

export interface PaymentPair {
  method: string;
  terms: string;
  allowed: boolean;
}

/** The 14 x 18 grid of payment methods and terms, each marked allowed or not. */
export function paymentGrid(): PaymentPair[] {
  const allowed = allowedPairs();
  return paymentMethods().flatMap((method) =>
    paymentTerms().map((terms) => ({ method, terms, allowed: (allowed[method] ?? []).includes(terms) })),
  );
}
