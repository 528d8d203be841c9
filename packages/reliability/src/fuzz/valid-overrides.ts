/**
 * What makes a generated request valid beyond its schema: the documented rules that tie a field to the state of
 * the organisation or to another field. Each rule below is one the documents (or the sandbox's docs for its own
 * helpers) state; everything else comes from the schema alone.
 */
import fc from "fast-check";
import { type JsonObject, loadDocument } from "../spec/documents.js";
import type { Operation } from "../spec/operations.js";
import { LateRef, LateSink, LateUnique, LateVehicles } from "./late.js";
import { dateTimeArbitrary, OMIT, type Override, schemaArbitrary, type ValueContext } from "./schema-arbitrary.js";

/** The order fields `sort` accepts (sandbox docs/orders.md; the spec gives only a pattern). */
export const SORTABLE_ORDER_FIELDS = [
  "created_at",
  "changed_at",
  "number",
  "purchase_order_number",
  "status",
  "price",
  "guid",
];

/** Date-times that end an interval are generated after the ones that start it (delivery after pickup ...). */
function dateRange(name: string): [number, number] {
  if (/invoice/.test(name)) return [60, 90];
  if (/delivery|until|ends/.test(name)) return [30, 60];
  return [0, 30];
}

/** A payment block whose method/terms pair is one of `x-allowed-payment-pairs` (and `method` mirrors it). */
function paymentArbitrary(): fc.Arbitrary<unknown> {
  const doc = loadDocument("shipper");
  const payment = (doc.components as JsonObject).schemas as JsonObject;
  const schema = payment.Payment as JsonObject;
  const pairs = schema["x-allowed-payment-pairs"] as Record<string, string[]>;
  const terms = ((payment.PaymentTerms as JsonObject).enum ?? []) as string[];
  const allowed = Object.entries(pairs).flatMap(([method, list]) =>
    list.filter((term) => terms.includes(term)).map((term) => [method, term] as const),
  );
  const pairFields = new Set(["method", "terms", "payment_method", "payment_terms"]);
  const rest = schemaArbitrary(
    { $ref: "#/components/schemas/Payment" },
    { doc, override: ({ path }) => (path.length === 1 && pairFields.has(path[0] as string) ? OMIT : undefined) },
  );
  return fc
    .tuple(rest, fc.option(fc.constantFrom(...allowed), { freq: 4 }), fc.boolean())
    .map(([fields, pair, mirror]) => {
      if (!pair) return fields;
      const [method, term] = pair;
      return { ...(fields as object), payment_method: method, payment_terms: term, ...(mirror ? { method } : {}) };
    });
}

let payments: fc.Arbitrary<unknown> | undefined;

/** The override of valid requests of `op` (body and query). */
export function validOverride(op: Operation): Override {
  return (context: ValueContext) => {
    const { path, schema } = context;
    const name = path.at(-1) ?? "";
    const nullable = Array.isArray(schema.type) && schema.type.includes("null");
    if (name === "guid") return OMIT;
    if (name === "callback_url") return fc.constant(new LateSink());
    if (name === "order_guid") return fc.nat().map((index) => new LateRef("order", index));
    if (name === "customer_guid") return fc.nat().map((index) => new LateRef("customer", index));
    if (name === "broker_guid") return fc.nat().map((index) => new LateRef("broker", index));
    if (name === "carrier_guid") {
      const kind = op.operationId === "bookLoadboardOrder" ? "preferredCarrier" : "carrier";
      return fc.nat().map((index) => new LateRef(kind, index));
    }
    if (name === "vehicle_guids") {
      return fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }).map((picks) => new LateVehicles(picks));
    }
    if (name === "custom_external_id") {
      const unique = fc.constant(new LateUnique("ext", "text"));
      return nullable ? fc.oneof(unique, fc.constant(null)) : unique;
    }
    if (op.operationId === "addNetworkCarrier" && path.length === 1 && ["usdot", "email", "phone"].includes(name)) {
      return fc.constant(new LateUnique("carrier", name === "email" ? "email" : "digits"));
    }
    if (
      op.operationId.match(/^(createOrder|updateOrder|updateOrderPartially|submitOrderToBroker)$/) &&
      path.join(".") === "payment"
    ) {
      payments ??= paymentArbitrary();
      return payments;
    }
    if (name === "sort" && op.operationId === "listOrders") {
      return fc.array(
        fc
          .tuple(fc.constantFrom(...SORTABLE_ORDER_FIELDS), fc.constantFrom("", ",asc", ",desc"))
          .map(([f, d]) => f + d),
        { maxLength: 2 },
      );
    }
    if (typeof schema.pattern === "string" && schema.pattern.includes("T([01]")) {
      const [min, max] = dateRange(name);
      return dateTimeArbitrary(min, max);
    }
    return undefined;
  };
}

/** An order body whose `pickup_counterparty_guid` / `delivery_counterparty_guid` agree with their stop's guid. */
function agreeingStopAliases(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const order = { ...(body as Record<string, unknown>) };
  for (const stop of ["pickup", "delivery"]) {
    const alias = `${stop}_counterparty_guid`;
    const block = order[stop] as { counterparty_guid?: unknown } | null | undefined;
    if (order[alias] !== undefined && block?.counterparty_guid !== undefined) order[alias] = block.counterparty_guid;
  }
  return order;
}

/**
 * Cross-field rules of one body that the schema does not express, applied to generated valid bodies.
 * updateCarrierProfile: "marking preferred makes the carrier approved" (the document), so `preferred: true`
 * never comes with `approved: false`. Orders: a stop's guid sent twice (`pickup_counterparty_guid` and
 * `pickup.counterparty_guid`, GAPS.md G-153) is the same guid.
 */
export const VALID_FIXUPS: Record<string, (body: unknown) => unknown> = {
  updateCarrierProfile: (body) => {
    const records = body as { preferred?: unknown; approved?: unknown } | undefined;
    return records?.preferred === true && records.approved === false ? { ...records, approved: true } : body;
  },
  createOrder: agreeingStopAliases,
  updateOrder: agreeingStopAliases,
  updateOrderPartially: agreeingStopAliases,
  submitOrderToBroker: agreeingStopAliases,
};
