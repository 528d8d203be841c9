/** How an order is kept: its writable document (as validated, normalised) plus the fields the service owns. */
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import type { ActivityRecord } from "../activities.js";
import { notFound } from "../errors.js";

/** The payment block after the legacy mapping: one method and one term (the term may be `ach` for `other`). */
export interface StoredPayment {
  payment_method?: string;
  payment_terms?: string;
  amount?: number | string;
  notes?: string | null;
  reference_number?: string;
}

export interface VehicleDoc {
  guid: string;
  type: string;
  [field: string]: unknown;
}

/** The writable fields of an order (OrderInput without read-only fields), vehicles carrying their guids. */
export interface OrderDoc {
  price?: number | string | null;
  payment?: StoredPayment;
  vehicles?: VehicleDoc[];
  pickup?: Record<string, unknown>;
  delivery?: Record<string, unknown>;
  [field: string]: unknown;
}

export type OrderStatus =
  | "new"
  | "pending"
  | "accepted"
  | "canceled"
  | "declined"
  | "picked_up"
  | "delivered"
  | "invoiced"
  | "paid"
  | "order_canceled"
  | "delivery_verified";

export interface OrderRecord {
  guid: string;
  /** Creation sequence inside the organisation (ties of equal timestamps sort by it). */
  seq: number;
  /** Replaced whole on every change, never changed in place: revision events and kept views refer to it. */
  doc: OrderDoc;
  status: OrderStatus;
  /** The status before `mark_as_paid`, restored by unmark as paid. */
  statusBeforePaid?: OrderStatus;
  isStatusChangedManually: boolean;
  isPostedToLoadboard: boolean;
  createdAt: number;
  changedAt: number;
  /** When the order was first picked up: from then on its BOL exists. */
  pickedUpAt?: number;
  /** When the order was first delivered: from then on a platformpay order's payment method is locked. */
  deliveredAt?: number;
  /** The last mark-as-paid body (kept, not shown: the spec does not say it reaches `payment`). */
  carrierPayment?: Record<string, unknown>;
  /** The status the order had when it last entered each status (unmark invoiced / delivery verified go back). */
  statusBefore?: Partial<Record<OrderStatus, OrderStatus>>;
  /** What the last manual status change replaced (rollback restores it); forgotten on a non-manual change. */
  lastManualChange?: {
    status: OrderStatus;
    manual: boolean;
    marked?: "picked_up" | "delivered";
    /** The statuses before, as they were: a rollback into a status keeps what that status came from. */
    statusBefore?: Partial<Record<OrderStatus, OrderStatus>>;
  };
  /** The shipper manually marked the order picked up or delivered: later carrier progress is `.ignored`. */
  manuallyMarked?: "picked_up" | "delivered";
  /** Archived (inactive): set by archive, cleared by unarchive. */
  isArchived?: boolean;
  /** Marked on hold by the shipper. */
  isOnHold?: boolean;
  /** The `adjusted_invoice_date` of the last manual mark as invoiced. */
  adjustedInvoiceDate?: string;
  /** When the order was invoiced to / paid by the customer. */
  customerInvoicedAt?: number;
  customerPaidAt?: number;
  /** When the order was removed (it then lives in REMOVED_ORDERS until restored). */
  removedAt?: number;
  /** The order's activity entries, oldest first (activities.ts; added to, never replaced, not part of the view). */
  activities?: ActivityRecord[];
}

export const ORDERS = defineCollection<OrderRecord>("orders");

/** The organisation's order, or 404 `Order not found`. */
export function findOrder(org: Organisation, guid: string): OrderRecord {
  const order = org.collection(ORDERS).get(guid);
  if (!order) throw notFound("Order not found");
  return order;
}
