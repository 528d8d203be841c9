/**
 * Brokers linked to the organisation (linked through the network test helper; the API shows no way to link one),
 * and the shipper-to-broker submit: one request creates the order like a create and hands it to a linked broker.
 * An unknown broker is 404 and nothing is created. The broker's own side (`order.submitted_by_customer`) lives in
 * the broker's account, outside this organisation; the customer-portal helpers play it for a broker caller.
 */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import type { OrderRecord } from "../orders/order-record.js";
import { createOrder } from "../orders/order-service.js";

export interface LinkedBrokerInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  usdot?: string | null;
  mc_number?: string | null;
}

export interface LinkedBrokerRecord {
  guid: string;
  fields: LinkedBrokerInput;
  linkedAt: number;
}

/** Which broker each submitted order went to, keyed by the order's guid. */
export interface BrokerSubmissionRecord {
  guid: string;
  brokerGuid: string;
  submittedAt: number;
}

export const LINKED_BROKERS = defineCollection<LinkedBrokerRecord>("linked-brokers");
export const BROKER_SUBMISSIONS = defineCollection<BrokerSubmissionRecord>("broker-submissions");

export function linkBroker(ctx: SandboxContext, org: Organisation, body: LinkedBrokerInput): LinkedBrokerRecord {
  return org.collection(LINKED_BROKERS).set({ guid: newGuid(), fields: { ...body }, linkedAt: ctx.clock.now() });
}

/** The linked brokers, in the order they were linked. */
export function linkedBrokers(org: Organisation): LinkedBrokerRecord[] {
  return org.collection(LINKED_BROKERS).values();
}

export function linkedBrokerView(broker: LinkedBrokerRecord): Record<string, unknown> {
  const { fields } = broker;
  return {
    guid: broker.guid,
    name: fields.name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    usdot: fields.usdot ?? null,
    mc_number: fields.mc_number ?? null,
  };
}

export function submitOrderToBroker(
  ctx: SandboxContext,
  org: Organisation,
  brokerGuid: string,
  body: Record<string, unknown>,
): OrderRecord {
  const broker = org.collection(LINKED_BROKERS).get(brokerGuid);
  if (!broker) throw notFound("Broker not found among the linked brokers");
  const order = createOrder(ctx, org, body);
  org.collection(BROKER_SUBMISSIONS).set({ guid: order.guid, brokerGuid: broker.guid, submittedAt: ctx.clock.now() });
  return order;
}

/** The linked broker an order was submitted to, if any. */
export function brokerOfOrder(org: Organisation, orderGuid: string): LinkedBrokerRecord | undefined {
  const submission = org.collection(BROKER_SUBMISSIONS).get(orderGuid);
  return submission ? org.collection(LINKED_BROKERS).get(submission.brokerGuid) : undefined;
}
