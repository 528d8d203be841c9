/**
 * The store's invariants after a fuzz run, read through the API of each organisation: no order with a payment
 * pair the table forbids, no second active counter offer on a load request, no object of one organisation visible
 * to another, and no polluted `Object.prototype` in the process.
 */
import { callJson } from "../http.js";
import type { JsonObject } from "../spec/documents.js";
import { loadDocument } from "../spec/documents.js";
import type { WorkerModel } from "./model.js";

export interface InvariantTarget {
  index: number;
  token: string;
  model: WorkerModel;
}

export interface InvariantReport {
  /** API reads made. */
  reads: number;
  breaks: string[];
}

function allowedPairs(): Record<string, string[]> {
  const schemas = (loadDocument("shipper").components as JsonObject).schemas as JsonObject;
  return (schemas.Payment as JsonObject)["x-allowed-payment-pairs"] as Record<string, string[]>;
}

type Order = { guid?: string; payment?: { payment_method?: string; payment_terms?: string } };

async function listAllOrders(baseUrl: string, token: string, report: InvariantReport): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 0; page < 1000; page++) {
    const answer = await callJson(baseUrl, "GET", `/v1/public/orders?page=${page}&size=100`, token);
    report.reads++;
    const data = (answer.body as { data?: { objects?: Order[]; pagination?: { total_pages?: number } } })?.data;
    if (answer.status !== 200 || !data?.objects) {
      report.breaks.push(`listOrders page ${page} answered HTTP ${answer.status}`);
      break;
    }
    orders.push(...data.objects);
    if (page + 1 >= (data.pagination?.total_pages ?? 0)) break;
  }
  return orders;
}

/** Checks every invariant; `sample` bounds the cross-organisation reads per organisation and kind. */
export async function checkInvariants(
  baseUrl: string,
  targets: InvariantTarget[],
  sample = 15,
): Promise<InvariantReport> {
  const report: InvariantReport = { reads: 0, breaks: [] };
  const pairs = allowedPairs();
  for (const target of targets) {
    report.breaks.push(...target.model.invariantBreaks.map((text) => `organisation #${target.index}: ${text}`));
    const orders = await listAllOrders(baseUrl, target.token, report);
    for (const order of orders) {
      const method = order.payment?.payment_method;
      const terms = order.payment?.payment_terms;
      if (method && terms && !pairs[method]?.includes(terms)) {
        report.breaks.push(
          `organisation #${target.index}: order ${order.guid} has the forbidden pair ${method}/${terms}`,
        );
      }
      const owner = targets.find((other) => other !== target && other.model.owned.has(String(order.guid)));
      if (owner)
        report.breaks.push(`organisation #${target.index} lists order ${order.guid} of organisation #${owner.index}`);
    }
    for (const [request, counterOffer] of target.model.counterOffers) {
      const order = target.model.orders.find((entry) => entry.loadRequests.includes(request));
      if (!order || order.removed) continue;
      const path = `/v1/public/orders/${order.guid}/requests/${request}/counter-offer/cancel`;
      const first = await callJson(baseUrl, "PATCH", path, target.token);
      const second = first.status === 200 ? await callJson(baseUrl, "PATCH", path, target.token) : undefined;
      report.reads += second ? 2 : 1;
      if (second?.status === 200) {
        report.breaks.push(
          `organisation #${target.index}: load request ${request} had a second active counter offer besides ${counterOffer}`,
        );
      }
      target.model.counterOffers.delete(request);
    }
  }
  for (const owner of targets) {
    const kinds: [string, string[]][] = [
      ["/v1/public/orders/", owner.model.orders.slice(0, sample).map((order) => order.guid)],
      ["/v1/public/customers/", owner.model.customers.slice(0, sample).map((customer) => customer.guid)],
      ["/v1/public/orders/price_negotiations/", owner.model.negotiations.slice(0, sample).map((entry) => entry.guid)],
    ];
    for (const reader of targets) {
      if (reader === owner) continue;
      for (const [prefix, guids] of kinds) {
        for (const guid of guids) {
          const answer = await callJson(baseUrl, "GET", `${prefix}${guid}`, reader.token);
          report.reads++;
          if (answer.status !== 404 || answer.text.includes(guid)) {
            report.breaks.push(
              `organisation #${reader.index} read ${prefix}${guid} of organisation #${owner.index}: HTTP ${answer.status}`,
            );
          }
        }
      }
    }
  }
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || Object.keys(Object.prototype).length > 0) {
    report.breaks.push("Object.prototype was polluted by a request");
  }
  return report;
}
