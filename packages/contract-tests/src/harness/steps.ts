/** Steps several suites share (each a checked call that must succeed), returning the object the API answered. */
import type { Suite } from "./contract.js";
import { loadRequestBody, orderBody } from "./fixtures.js";

// biome-ignore lint/suspicious/noExplicitAny: response objects are read freely; the spec check has validated them
export type ApiObject = any;

/** Creates an order (200 expected) and registers it for cleanup. */
export async function createOrder(suite: Suite, body: Record<string, unknown> = orderBody()): Promise<ApiObject> {
  const order = await suite.call("createOrder", { body }).expectStatus(200).returns("data.object");
  suite.created({ kind: "order", guid: order.guid });
  return order;
}

/** The carrier (the sandbox helper) sends a load request on the order. */
export async function sendLoadRequest(
  suite: Suite,
  orderGuid: string,
  overrides: Record<string, unknown> = {},
): Promise<ApiObject> {
  return suite
    .call("sendCarrierLoadRequest", { path: { order_guid: orderGuid }, body: loadRequestBody(overrides) })
    .expectStatus(200)
    .returns("data.object");
}

/** Moves the target's manual clock forward. */
export async function advanceClock(suite: Suite, seconds: number): Promise<void> {
  await suite.call("advanceSandboxClock", { body: { seconds } }).expectStatus(200);
}
