/**
 * The payment rules: `method` mirrors `payment_method`; the legacy `terms` is mapped (x-legacy-payment-terms)
 * first; the resulting method/term pair must be allowed (x-allowed-payment-pairs), else the payment-pair error.
 */
import type { SandboxContext } from "../../context.js";
import { businessRules, FROM_REQUEST } from "../../spec/business-rules.js";
import { echoedValue } from "../echoed-value.js";
import { type ApiError, statusCodeError, validationError } from "../errors.js";
import { mergePatch } from "../merge-patch.js";
import type { StoredPayment } from "./order-record.js";

/** Until this date the legacy term `platformpay` on a `platformpay` order was read as `1_3_days`. */
export const LEGACY_PLATFORMPAY_UNTIL = Date.UTC(2023, 7, 1);

export interface PaymentInput {
  method?: string;
  terms?: string;
  payment_method?: string;
  payment_terms?: string;
  amount?: number | string;
  notes?: string | null;
  reference_number?: string;
}

/**
 * The request's payment block as a StoredPayment patch (only the keys the block speaks about). Fields the block
 * sends win; the legacy `terms` fills the rest. A method-valued legacy value (`ach`, `fuel_check`) names the method
 * only when the block names none or the same one; next to another method it is that method's term (`other`/`ach`).
 */
export function normalisePayment(block: PaymentInput, now: number): StoredPayment {
  if (block.method !== undefined && block.payment_method !== undefined && block.method !== block.payment_method) {
    throw validationError("shipper", { "payment.method": ["must equal payment.payment_method when both are sent"] });
  }
  const sentMethod = block.payment_method ?? block.method;
  let method = sentMethod;
  let term = block.payment_terms;
  if (typeof block.terms === "string") {
    const legacy = businessRules().legacyPaymentTerms[block.terms];
    if (!legacy) {
      term ??= block.terms;
    } else if (
      legacy.payment_terms === FROM_REQUEST &&
      sentMethod !== undefined &&
      sentMethod !== legacy.payment_method
    ) {
      term ??= block.terms;
    } else {
      if (legacy.payment_method !== FROM_REQUEST) method ??= legacy.payment_method;
      if (legacy.payment_terms !== FROM_REQUEST) term ??= legacy.payment_terms;
    }
  }
  if (term === "platformpay" && method === "platformpay" && now < LEGACY_PLATFORMPAY_UNTIL) term = "1_3_days";
  const result: StoredPayment = {};
  if (method !== undefined) result.payment_method = method;
  if (term !== undefined) result.payment_terms = term;
  for (const key of ["amount", "notes", "reference_number"] as const) {
    if (Object.hasOwn(block, key)) (result as Record<string, unknown>)[key] = block[key];
  }
  return result;
}

/** The stored payment after applying a (normalised) merge patch. */
export function patchPayment(base: StoredPayment | undefined, patch: StoredPayment | null): StoredPayment | undefined {
  if (patch === null) return undefined;
  return mergePatch(base ?? {}, patch) as StoredPayment;
}

export function paymentPairMessage(method: string, term: string): string | undefined {
  const allowed = businessRules().allowedPaymentPairs[method];
  if (!allowed || allowed.includes(term)) return undefined;
  const shown = `'${echoedValue(term)}' for method '${echoedValue(method)}'`;
  return `Invalid payment terms ${shown}. Allowed terms are: [${allowed.join(", ")}]`;
}

/** The payment-pair error when both halves are known and not an allowed pair. */
export function paymentPairError(
  payment: StoredPayment | undefined,
  ctx?: Pick<SandboxContext, "faults">,
): ApiError | undefined {
  if (ctx?.faults.has("accept-forbidden-pair")) return undefined;
  if (payment?.payment_method === undefined || payment.payment_terms === undefined) return undefined;
  const message = paymentPairMessage(payment.payment_method, payment.payment_terms);
  return message === undefined ? undefined : statusCodeError(message);
}
