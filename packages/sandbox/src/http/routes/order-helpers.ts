/**
 * Test helpers that play the shipper's web interface on an order (operations the shipper API does not expose):
 * cancel, archive, remove, on hold, delivery verified, unmark paid, customer billing and the manual status changes.
 * Each answers the order with its helper-only `lifecycle` state.
 */
import type { SandboxContext } from "../../context.js";
import { markCustomerInvoiced, markCustomerPaid } from "../../domain/orders/customer-billing.js";
import { lifecycleOrderView } from "../../domain/orders/lifecycle-order-view.js";
import {
  type ManualMarkInput,
  type ManualStatus,
  markManually,
  rollbackManualStatus,
  unmarkInvoiced,
} from "../../domain/orders/manual-marks.js";
import {
  archiveOrder,
  cancelOrder,
  markDeliveryVerified,
  markOnHold,
  unarchiveOrder,
  unmarkDeliveryVerified,
  unmarkOnHold,
} from "../../domain/orders/order-lifecycle.js";
import type { OrderRecord } from "../../domain/orders/order-record.js";
import { removeOrder, restoreOrder } from "../../domain/orders/order-removal.js";
import { findOrder } from "../../domain/orders/order-service.js";
import { unmarkAsPaid } from "../../domain/orders/order-status.js";
import type { Organisation } from "../../state/organisations.js";
import { objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

type Change = (ctx: SandboxContext, org: Organisation, order: OrderRecord, body: unknown) => unknown;

/** A helper on an existing (not removed) order of the caller's organisation. */
function onOrder(change: Change): Route {
  return {
    handle: (input) => {
      const org = orgOf(input);
      const order = findOrder(org, String(input.path.order_guid));
      change(input.ctx, org, order, input.body);
      return objectEnvelope(lifecycleOrderView(org, order));
    },
  };
}

function byGuid(change: (ctx: SandboxContext, org: Organisation, guid: string) => OrderRecord): Route {
  return {
    handle: (input) => {
      const org = orgOf(input);
      return objectEnvelope(lifecycleOrderView(org, change(input.ctx, org, String(input.path.order_guid))));
    },
  };
}

const manual = (status: ManualStatus): Route =>
  onOrder((ctx, org, order, body) => markManually(ctx, org, order, status, (body ?? {}) as ManualMarkInput));

export const orderHelperRoutes: RouteTable = {
  cancelSandboxOrder: onOrder(cancelOrder),
  archiveSandboxOrder: onOrder(archiveOrder),
  unarchiveSandboxOrder: onOrder(unarchiveOrder),
  removeSandboxOrder: byGuid(removeOrder),
  restoreSandboxOrder: byGuid(restoreOrder),
  markSandboxOrderOnHold: onOrder(markOnHold),
  unmarkSandboxOrderOnHold: onOrder(unmarkOnHold),
  markSandboxOrderDeliveryVerified: onOrder(markDeliveryVerified),
  unmarkSandboxOrderDeliveryVerified: onOrder(unmarkDeliveryVerified),
  unmarkSandboxOrderAsPaid: onOrder(unmarkAsPaid),
  markSandboxOrderCustomerInvoiced: onOrder(markCustomerInvoiced),
  markSandboxOrderCustomerPaid: onOrder(markCustomerPaid),
  manuallyMarkOrderAsNew: manual("new"),
  manuallyMarkOrderAsPending: manual("pending"),
  manuallyMarkOrderAsAccepted: manual("accepted"),
  manuallyMarkOrderAsPickedUp: manual("picked_up"),
  manuallyMarkOrderAsDelivered: manual("delivered"),
  manuallyMarkOrderAsInvoiced: manual("invoiced"),
  manuallyUnmarkOrderAsInvoiced: onOrder(unmarkInvoiced),
  rollBackManualStatusChange: onOrder(rollbackManualStatus),
};
