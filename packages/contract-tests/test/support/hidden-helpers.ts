/**
 * A target without test helpers that still holds objects only helpers make: a haulkit sandbox (real clock) behind a
 * node:http proxy that answers 404 for `/_sandbox`, plus the fixtures made on the sandbox directly beforehand (load
 * requests, network carriers, linked brokers, orders brought through the manual marks) — what a vendor target with a
 * fixtures file looks like to the suites.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { SandboxHandle, SandboxOptions } from "@haulkit/sandbox";
import { OFFER_ANSWERS } from "../../src/harness/carrier-steps.js";
import { ORDER_FIXTURE_STEPS } from "../../src/harness/fixture-orders.js";
import {
  ACH_DETAILS,
  loadRequestBody,
  networkCarrierBody,
  orderBody,
  uniqueDigits,
} from "../../src/harness/fixtures.js";
import { ACCEPT, DELIVER, type OrderStep } from "../../src/harness/order-steps.js";
import {
  FIXTURE_DEMAND,
  type FixtureKey,
  type Fixtures,
  type LoadRequestFixture,
  type NetworkCarrierFixture,
  ORDER_FIXTURE_KEYS,
  type OrderFixture,
  type OrderFixtureKey,
} from "../../src/target/fixtures-file.js";
import { requestToken } from "../../src/target/probe.js";
import { callOperation } from "./call-operation.js";
import { connectionTo, quietSandbox } from "./servers.js";

export interface HidingProxy {
  url: string;
  /** Requests it refused: paths under `/_sandbox`. */
  hidden: string[];
  close(): Promise<void>;
}

/** Forwards every request to `upstream` as it is, except `/_sandbox...`, answered 404 with the failure envelope. */
export async function hidingProxy(upstream: string): Promise<HidingProxy> {
  const target = new URL(upstream);
  const hidden: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    if (path === "/_sandbox" || path.startsWith("/_sandbox/") || path.startsWith("/_sandbox?")) {
      hidden.push(path);
      incoming.resume();
      const body = { status: "fail", data: { error_id: "NOT_FOUND", message: "Not found" } };
      outgoing.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hidden,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A checked JSON call on the sandbox itself (helpers included): its `data.object`. */
async function call(
  sandbox: SandboxHandle,
  token: string,
  operationId: string,
  path: Record<string, string>,
  body: object = {},
): Promise<{ guid: string }> {
  return callOperation(sandbox.url, token, operationId, { path, body });
}

/** `count` pending load requests, each on its own new order, made through the sandbox's helpers. */
export async function prepareLoadRequests(sandbox: SandboxHandle, count: number): Promise<LoadRequestFixture[]> {
  const token = await requestToken(connectionTo(sandbox));
  const made: LoadRequestFixture[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await call(sandbox, token, "createOrder", {}, orderBody());
    const request = await call(sandbox, token, "sendCarrierLoadRequest", { order_guid: order.guid }, loadRequestBody());
    made.push({ order_guid: order.guid, request_guid: request.guid });
  }
  return made;
}

/** `count` carriers added to the organisation's network through the sandbox's helper (`overrides` of the body). */
export async function prepareNetworkCarriers(
  sandbox: SandboxHandle,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<NetworkCarrierFixture[]> {
  const token = await requestToken(connectionTo(sandbox));
  const made: NetworkCarrierFixture[] = [];
  for (let i = 0; i < count; i += 1) {
    made.push({ guid: (await call(sandbox, token, "addNetworkCarrier", {}, networkCarrierBody(overrides))).guid });
  }
  return made;
}

/** `count` brokers linked to the organisation (`client`'s: the default one's unless told) through the helper. */
export async function prepareLinkedBrokers(
  sandbox: SandboxHandle,
  count: number,
  client: { clientId: string; clientSecret: string } = sandbox.credentials,
): Promise<{ guid: string }[]> {
  const token = await requestToken({ ...connectionTo(sandbox), ...client });
  const made: { guid: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = uniqueDigits(7);
    const body = { name: `Bayou ${id} Brokerage`, email: `desk-${id}@bayou.example` };
    made.push({ guid: (await call(sandbox, token, "linkNetworkBroker", {}, body)).guid });
  }
  return made;
}

/** How the sandbox's helpers make each order key's orders: the body, then helper steps on the new order. */
type Recipe = {
  body?: Record<string, unknown>;
  steps: readonly OrderStep[];
  /** The carrier's answers to an offer sent first. */
  answers?: readonly string[];
  insured?: true;
};
const ORDER_RECIPES: Record<OrderFixtureKey, Recipe> = {
  orders_accepted: { steps: ORDER_FIXTURE_STEPS.orders_accepted },
  orders_picked_up: { steps: ORDER_FIXTURE_STEPS.orders_picked_up },
  orders_delivered: { steps: ORDER_FIXTURE_STEPS.orders_delivered },
  orders_invoiced: { steps: ORDER_FIXTURE_STEPS.orders_invoiced },
  orders_delivery_verified: { steps: ORDER_FIXTURE_STEPS.orders_delivery_verified },
  orders_invoiced_when_new: { steps: ORDER_FIXTURE_STEPS.orders_invoiced_when_new },
  orders_pending: { steps: ORDER_FIXTURE_STEPS.orders_pending },
  orders_canceled: { steps: ORDER_FIXTURE_STEPS.orders_canceled },
  orders_offer_declined: { steps: [], answers: OFFER_ANSWERS.orders_offer_declined },
  orders_offer_canceled: { steps: [], answers: OFFER_ANSWERS.orders_offer_canceled },
  orders_delivered_platformpay: {
    body: { payment: { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" } },
    steps: [ACCEPT, DELIVER],
  },
  orders_insured: { steps: [], insured: true },
};

/** `count` new orders of `key` made by the sandbox's helpers (docs/targets.md describes each key). */
export async function prepareOrders(
  sandbox: SandboxHandle,
  key: OrderFixtureKey,
  count: number,
): Promise<OrderFixture[]> {
  const token = await requestToken(connectionTo(sandbox));
  const recipe = ORDER_RECIPES[key];
  const made: OrderFixture[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await call(sandbox, token, "createOrder", {}, orderBody(recipe.body));
    for (const [operationId, body] of recipe.steps) {
      await call(sandbox, token, operationId, { order_guid: order.guid }, body);
    }
    if (recipe.answers) {
      const offer = await call(
        sandbox,
        token,
        "sendLoadOffer",
        { order_guid: order.guid },
        { carrier_usdot: "3141592" },
      );
      for (const answer of recipe.answers) await call(sandbox, token, answer, { offer_guid: offer.guid });
    }
    if (recipe.insured) {
      await call(sandbox, token, "syncInsurancePolicy", { guid: order.guid });
      for (const vehicle of (order as unknown as { vehicles: { guid: string }[] }).vehicles) {
        await call(sandbox, token, "issueInsurancePolicy", { order_guid: order.guid, vehicle_guid: vehicle.guid });
      }
    }
    made.push({ guid: order.guid });
  }
  return made;
}

/** A full fixtures file for the sandbox: as many of each key as the suites use (FIXTURE_DEMAND), `spare` more. */
export async function prepareFixtures(sandbox: SandboxHandle, spare = 0): Promise<Fixtures> {
  const total = (key: FixtureKey) =>
    Object.values(FIXTURE_DEMAND).reduce((sum, demand) => sum + (demand[key] ?? 0), 0) + spare;
  const orders = await Promise.all(ORDER_FIXTURE_KEYS.map((key) => prepareOrders(sandbox, key, total(key))));
  return {
    load_requests: await prepareLoadRequests(sandbox, total("load_requests")),
    network_carriers: await prepareNetworkCarriers(sandbox, total("network_carriers")),
    network_carriers_unflagged: await prepareNetworkCarriers(sandbox, total("network_carriers_unflagged")),
    ach_carriers: await prepareNetworkCarriers(sandbox, total("ach_carriers"), { ach: ACH_DETAILS }),
    linked_brokers: await prepareLinkedBrokers(sandbox, total("linked_brokers")),
    second_org_linked_brokers: await prepareLinkedBrokers(sandbox, total("second_org_linked_brokers"), SECOND_CLIENT),
    ...(Object.fromEntries(ORDER_FIXTURE_KEYS.map((key, index) => [key, orders[index]])) as Record<
      OrderFixtureKey,
      OrderFixture[]
    >),
  };
}

/** The client of the second organisation `sandboxWithSecondClient` serves. */
export const SECOND_CLIENT = { clientId: "second-org-client", clientSecret: "second-org-client-secret" };

/** A quiet sandbox (real clock unless `options` say) serving the default client and SECOND_CLIENT, each its own organisation. */
export function sandboxWithSecondClient(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return quietSandbox({
    ...options,
    clients: [{ clientId: "sandbox-client-id", clientSecret: "sandbox-client-secret" }, SECOND_CLIENT],
  });
}
