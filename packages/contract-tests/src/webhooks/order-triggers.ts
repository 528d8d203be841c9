/** The triggers of the `order.*` webhook actions (the revision ones are with the vehicle actions). */
import {
  ADJUSTED_DELIVERY,
  acceptedOrder,
  deliveredOrder,
  markAccepted,
  markDelivered,
  markPickedUp,
  orderHelper,
  pickedUpOrder,
} from "../harness/carrier-steps.js";
import type { Suite } from "../harness/contract.js";
import { networkCarrierBody } from "../harness/fixtures.js";
import { type ApiObject, createOrder } from "../harness/steps.js";
import { aboutOrder, type Trigger, withHelpers } from "./trigger.js";

/** A new order, then the helpers in order; its payloads are about that order. */
const helpersOnNewOrder =
  (...steps: Array<string | ((suite: Suite, guid: string) => Promise<unknown>)>) =>
  async (suite: Suite) => {
    const order = await createOrder(suite);
    for (const step of steps) {
      if (typeof step === "string") await orderHelper(suite, step, order.guid);
      else await step(suite, order.guid);
    }
    return aboutOrder(order.guid);
  };

/** The order's carrier step after the given preparation (all helpers). */
const carrierStep =
  (prepare: (suite: Suite) => Promise<{ order: ApiObject }>, step: string) => async (suite: Suite) => {
    const { order } = await prepare(suite);
    await orderHelper(suite, step, order.guid);
    return aboutOrder(order.guid);
  };

const manuallyPickedUp = async (suite: Suite) => {
  const accepted = await acceptedOrder(suite);
  await markPickedUp(suite, accepted.order.guid);
  return accepted;
};

const manuallyDelivered = async (suite: Suite) => {
  const accepted = await acceptedOrder(suite);
  await markDelivered(suite, accepted.order.guid);
  return accepted;
};

const markInvoiced = (suite: Suite, guid: string) =>
  orderHelper(suite, "manuallyMarkOrderAsInvoiced", guid, { adjusted_invoice_date: ADJUSTED_DELIVERY });
const markPaid = (suite: Suite, guid: string) =>
  suite
    .call("markOrderAsPaid", { path: { order_guid: guid }, body: { method: "ach" } })
    .expectStatus(200)
    .toss();
const post = (suite: Suite, guid: string) =>
  suite.call("postOrderToLoadboard", { path: { guid } }).expectStatus(200).toss();

/** The broker's customer (a customer record of the caller) submits the order. */
async function submittedByCustomer(suite: Suite): Promise<{ order: ApiObject; customer: ApiObject }> {
  const customer: ApiObject = await suite
    .call("createCustomer", { body: { name: "Peachtree Motors" } })
    .expectStatus(200)
    .returns("data.object");
  const order = await createOrder(suite);
  await orderHelper(suite, "submitOrderAsCustomer", order.guid, { customer_guid: customer.guid });
  return { order, customer };
}

export const ORDER_TRIGGERS: Trigger[] = [
  { action: "order.created", by: "createOrder", needs: [], run: helpersOnNewOrder() },
  withHelpers("order.cancel", "the shipper cancels", helpersOnNewOrder("cancelSandboxOrder")),
  withHelpers("order.submitted_by_customer", "the customer submits", async (suite) => {
    const { order, customer } = await submittedByCustomer(suite);
    return (p) => p.order_guid === order.guid && p.customer_counterparty_guid === customer.guid;
  }),
  withHelpers("order.cancelled_by_customer", "the customer cancels", async (suite) => {
    const { order } = await submittedByCustomer(suite);
    await orderHelper(suite, "cancelOrderAsCustomer", order.guid);
    return aboutOrder(order.guid);
  }),
  withHelpers("order.picked_up", "the carrier picks up", carrierStep(acceptedOrder, "pickUpOrderAsCarrier")),
  withHelpers("order.picked_up_bol", "the carrier picks up", carrierStep(acceptedOrder, "pickUpOrderAsCarrier")),
  withHelpers(
    "order.picked_up.ignored",
    "the carrier picks up after a manual pickup",
    carrierStep(manuallyPickedUp, "pickUpOrderAsCarrier"),
  ),
  withHelpers("order.delivered", "the carrier delivers", carrierStep(pickedUpOrder, "deliverOrderAsCarrier")),
  withHelpers("order.delivered_bol", "the carrier delivers", carrierStep(pickedUpOrder, "deliverOrderAsCarrier")),
  withHelpers(
    "order.delivered.ignored",
    "the carrier delivers after a manual delivery",
    carrierStep(manuallyDelivered, "deliverOrderAsCarrier"),
  ),
  withHelpers("order.invoiced", "the carrier invoices", carrierStep(deliveredOrder, "invoiceOrderAsCarrier")),
  { action: "order.paid", by: "markOrderAsPaid", needs: [], run: helpersOnNewOrder(markPaid) },
  withHelpers("order.unmark_as_paid", "unmark as paid", helpersOnNewOrder(markPaid, "unmarkSandboxOrderAsPaid")),
  withHelpers(
    "order.customer_invoiced",
    "invoiced to the customer",
    helpersOnNewOrder("markSandboxOrderCustomerInvoiced"),
  ),
  withHelpers("order.customer_paid", "paid by the customer", helpersOnNewOrder("markSandboxOrderCustomerPaid")),
  withHelpers("order.archived", "archive", helpersOnNewOrder("archiveSandboxOrder")),
  withHelpers("order.unarchived", "unarchive", helpersOnNewOrder("archiveSandboxOrder", "unarchiveSandboxOrder")),
  withHelpers("order.marked_as_on_hold", "on hold", helpersOnNewOrder("markSandboxOrderOnHold")),
  withHelpers(
    "order.unmarked_as_on_hold",
    "off hold",
    helpersOnNewOrder("markSandboxOrderOnHold", "unmarkSandboxOrderOnHold"),
  ),
  withHelpers(
    "order.marked_as_delivery_verified",
    "delivery verified",
    helpersOnNewOrder(markAccepted, markDelivered, "markSandboxOrderDeliveryVerified"),
  ),
  withHelpers(
    "order.unmarked_as_delivery_verified",
    "delivery verified undone",
    helpersOnNewOrder(
      markAccepted,
      markDelivered,
      "markSandboxOrderDeliveryVerified",
      "unmarkSandboxOrderDeliveryVerified",
    ),
  ),
  { action: "order.posted_to_loadboard", by: "postOrderToLoadboard", needs: [], run: helpersOnNewOrder(post) },
  {
    action: "order.removed_from_loadboard",
    by: "removeOrderFromLoadboard",
    needs: [],
    run: helpersOnNewOrder(post, (suite, guid) =>
      suite.call("removeOrderFromLoadboard", { path: { guid } }).expectStatus(200).toss(),
    ),
  },
  withHelpers("order.booked", "a preferred carrier books", async (suite) => {
    const carrier: ApiObject = await suite
      .call("addNetworkCarrier", { body: networkCarrierBody() })
      .expectStatus(200)
      .returns("data.object");
    const path = { guid: carrier.guid };
    await suite.call("updateCarrierProfile", { path, body: { preferred: true } }).expectStatus(200);
    const order = await createOrder(suite);
    await post(suite, order.guid);
    await orderHelper(suite, "bookLoadboardOrder", order.guid, { carrier_guid: carrier.guid });
    return aboutOrder(order.guid);
  }),
  withHelpers(
    "order.manually_marked_as_new",
    "manual mark new",
    helpersOnNewOrder(markAccepted, "manuallyMarkOrderAsNew"),
  ),
  withHelpers(
    "order.manually_marked_as_pending",
    "manual mark pending",
    helpersOnNewOrder("manuallyMarkOrderAsPending"),
  ),
  withHelpers("order.manually_marked_as_accepted", "manual mark accepted", helpersOnNewOrder(markAccepted)),
  withHelpers("order.manually_marked_as_invoiced", "manual mark invoiced", helpersOnNewOrder(markInvoiced)),
  withHelpers(
    "order.manually_unmarked_as_invoiced",
    "manual unmark invoiced",
    helpersOnNewOrder(markInvoiced, "manuallyUnmarkOrderAsInvoiced"),
  ),
  withHelpers(
    "order.manually_marked_as_picked_up",
    "manual mark picked up",
    helpersOnNewOrder(markAccepted, markPickedUp),
  ),
  withHelpers(
    "order.manually_marked_as_delivered",
    "manual mark delivered",
    helpersOnNewOrder(markAccepted, markDelivered),
  ),
  withHelpers(
    "order.rolled_back_manual_status_change",
    "rollback",
    helpersOnNewOrder(markAccepted, "rollBackManualStatusChange"),
  ),
  withHelpers("order.removed", "remove", helpersOnNewOrder("removeSandboxOrder")),
  withHelpers("order.restored", "restore", helpersOnNewOrder("removeSandboxOrder", "restoreSandboxOrder")),
];
