/**
 * The sandbox's webhook delivery log as evidence of what was sent: a delivery is logged when its event is
 * published (before any try), so a test reads right after its call how many notifications a change made.
 */

import type { Match } from "../webhooks/trigger.js";
import type { Suite } from "./contract.js";
import { expectField } from "./expect-field.js";
import { eventually } from "./poll.js";
import type { ApiObject } from "./steps.js";

/** A helper or API call on an order that must answer `status`. */
export type OrderStep = (guid: string, status: number) => Promise<unknown>;

/** Named predicates (the failure names them): exactly `times` deliveries of the log match. */
const TIMES: Record<0 | 1 | 2, (match: Match) => (log: ApiObject[]) => boolean> = {
  0: (match) =>
    function neverSent(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 0;
    },
  1: (match) =>
    function sentOnce(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 1;
    },
  2: (match) =>
    function sentTwice(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 2;
    },
};

/** Checks on a suite's delivery log, and the steps its tests take. */
export function deliveryLog(suite: Suite) {
  return {
    /** The delivery log of the action holds `times` deliveries whose payload matches. */
    async expectSent(action: string, match: Match, times: 0 | 1 | 2): Promise<void> {
      const log: ApiObject[] = await suite
        .call("listSandboxWebhookDeliveries", { query: { action } })
        .expectStatus(200)
        .returns("data.objects");
      expectField(log).toSatisfy(TIMES[times](match));
    },
    /** A test helper on an order (`/_sandbox/orders/{order_guid}/...`). */
    helper:
      (operationId: string, body?: Record<string, unknown>): OrderStep =>
      (guid, status) =>
        suite
          .call(operationId, { path: { order_guid: guid }, ...(body ? { body } : {}) })
          .expectStatus(status)
          .toss(),
    /** A public operation on an order named by `guid`. */
    api:
      (operationId: string, body?: unknown): OrderStep =>
      (guid, status) =>
        suite
          .call(operationId, { path: { guid }, ...(body ? { body } : {}) })
          .expectStatus(status)
          .toss(),
  };
}

/** The body of a manual mark as accepted, and the payment of a `platformpay` order. */
export const MANUAL_CARRIER = { carrier_email: "dispatch@roadrunner-auto.example", carrier_phone: "+1 555 0100" };
export const PLATFORMPAY = { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" };

/** A suite's deliveries of an action as the log shows them, and waiting for a delivery's tries. */
export function deliveryTries(suite: Suite) {
  /** The sandbox's delivery log of an action (for expectField). */
  const deliveriesOf = (action: string): Promise<ApiObject[]> =>
    suite.call("listSandboxWebhookDeliveries", { query: { action } }).expectStatus(200).returns("data.objects");
  /** The delivery log entry of an action for an order (undefined when there is none). */
  const deliveryOf = async (action: string, orderGuid: string): Promise<ApiObject | undefined> =>
    (await deliveriesOf(action)).find((delivery: ApiObject) => delivery.payload.order_guid === orderGuid);
  /** The delivery once it has at least `tries` tries and none in flight (waiting for a retry, or finished). */
  const settledAfter = (action: string, orderGuid: string, tries: number): Promise<ApiObject> =>
    eventually(`the ${action} delivery's try ${tries}`, async () => {
      const delivery = await deliveryOf(action, orderGuid);
      const inFlight = delivery?.state === "pending" && delivery.next_attempt_at === null;
      if (!delivery || inFlight) return undefined;
      return delivery.attempts.length >= tries || delivery.state !== "pending" ? delivery : undefined;
    });
  return { deliveriesOf, deliveryOf, settledAfter };
}
