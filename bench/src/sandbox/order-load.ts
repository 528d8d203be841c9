/** The order requests the load runs send, and a sandbox child ready to answer them (token, one order to read). */
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { createOrder, fetchToken, resetOrganisation } from "./api.js";
import { ORDER_JSON } from "./order-body.js";
import type { LoadTarget } from "./rounds.js";

/** `GET /v1/public/orders/{guid}` and `POST /v1/public/orders` (the example order) on `baseUrl`, with a bearer token. */
export function orderTargets(baseUrl: string, token: string, guid: string): { get: LoadTarget; post: LoadTarget } {
  const bearer = { authorization: `Bearer ${token}` };
  return {
    get: { url: `${baseUrl}/v1/public/orders/${guid}`, headers: bearer },
    post: {
      url: `${baseUrl}/v1/public/orders`,
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: ORDER_JSON,
    },
  };
}

export interface SandboxOrders {
  url: string;
  token: string;
  /** The order GET reads (a new one after every `reset`). */
  guid: string;
  /** Drops the orders POST runs created and creates the order GET reads again: every round starts the same. */
  reset(): Promise<void>;
}

/** Starts the sandbox child, gets a token and creates one order, runs `use`, and always stops the child. */
export async function withSandboxOrders<T>(use: (orders: SandboxOrders) => Promise<T>): Promise<T> {
  const sandbox = await startChild<ReadyMessage>("sandbox.ts", "ready");
  try {
    const { url, credentials } = sandbox.message;
    if (!credentials) throw new Error("the sandbox child did not report its credentials");
    const token = await fetchToken(url, credentials);
    const orders: SandboxOrders = {
      url,
      token,
      guid: await createOrder(url, token, ORDER_JSON),
      reset: async () => {
        await resetOrganisation(url, token);
        orders.guid = await createOrder(url, token, ORDER_JSON);
      },
    };
    return await use(orders);
  } finally {
    await sandbox.stop();
  }
}
