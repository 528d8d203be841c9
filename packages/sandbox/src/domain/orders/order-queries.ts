/** Reading orders: the paged and sorted list, find by VIN, and the BOL. */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import { paginate, parseSort, sortBy } from "../pagination.js";
import { bolLinks } from "./bol.js";
import { ORDERS, type OrderRecord } from "./order-record.js";
import { priceOf } from "./order-view.js";

type SortValue = (order: OrderRecord) => string | number | null | undefined;

const text =
  (field: string): SortValue =>
  (order) => {
    const value = order.doc[field];
    return typeof value === "string" ? value : undefined;
  };

/** The fields `sort` accepts. */
export const SORTABLE: Record<string, SortValue> = {
  created_at: (order) => order.createdAt,
  changed_at: (order) => order.changedAt,
  number: text("number"),
  purchase_order_number: text("purchase_order_number"),
  status: (order) => order.status,
  price: (order) => priceOf(order),
  guid: (order) => order.guid,
};

/** Default order: newest first. */
export function listOrders(org: Organisation, query: { page?: unknown; size?: unknown; sort?: unknown }) {
  const keys = parseSort(query.sort, SORTABLE);
  const all = org.collection(ORDERS).values();
  const sorted = sortBy(all, [
    ...keys,
    { field: "created_at", descending: true, value: SORTABLE.created_at as SortValue },
    { field: "seq", descending: true, value: (order) => order.seq },
  ]);
  return paginate(sorted, query);
}

/** Orders that carry a vehicle with this VIN (case-insensitive, surrounding spaces ignored), newest first; 404 when none. */
export function findOrdersByVin(org: Organisation, vin: string): OrderRecord[] {
  const wanted = vin.trim().toUpperCase();
  const found = org
    .collection(ORDERS)
    .values()
    .filter((order) =>
      (order.doc.vehicles ?? []).some(
        (vehicle) => typeof vehicle.vin === "string" && vehicle.vin.trim().toUpperCase() === wanted,
      ),
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
  if (found.length === 0) throw notFound(`No order has a vehicle with VIN ${vin.slice(0, 64)}`);
  return found;
}

/** The BOL's URL from the first pickup (carrier or manual) on; 404 before (GAPS.md: no BOL before pickup). */
export function bolOf(ctx: SandboxContext, order: OrderRecord): { url: string } {
  if (order.pickedUpAt === undefined) throw notFound("No bill of lading yet: the order has not been picked up");
  return { url: bolLinks(ctx, order.guid).pdf_bol_url };
}
