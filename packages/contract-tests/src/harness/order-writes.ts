/**
 * Every operation that writes an order's fields — create, full update (PUT), merge patch (PATCH) and submit to a
 * broker — behind one `send`, so a rule on an order field is tried on each path it applies to. Refused writes on
 * PUT and PATCH go to one order per suite that nothing else changes, so `expectUnchanged` can prove a refused call
 * left it as it was.
 */
import type { Capability } from "../target/capabilities.js";
import type { LinkedBrokerFixture } from "../target/fixtures-file.js";
import type { HeldAnswer } from "./answer.js";
import type { Suite } from "./contract.js";
import { expectField } from "./expect-field.js";
import { orderBody, uniqueDigits } from "./fixtures.js";
import { linkedBroker } from "./linked-brokers.js";
import { type ApiObject, createOrder } from "./steps.js";

type Json = Record<string, unknown>;

export interface OrderPath {
  /** How the rule names the path. */
  path: "create" | "PUT" | "PATCH" | "submit to broker";
  operationId: string;
  needs: Capability[];
}

export const ORDER_PATHS: readonly OrderPath[] = [
  { path: "create", operationId: "createOrder", needs: ["writes"] },
  { path: "PUT", operationId: "updateOrder", needs: ["writes"] },
  { path: "PATCH", operationId: "updateOrderPartially", needs: ["writes"] },
  { path: "submit to broker", operationId: "submitOrderToBroker", needs: ["writes", "testHelpers"] },
];

export function orderWrites(suite: Suite) {
  let target: Promise<ApiObject> | undefined;
  let broker: Promise<LinkedBrokerFixture> | undefined;

  /** The order the refused PUTs and PATCHes aim at (created once, never changed by a passing test). */
  const refusedTarget = (): Promise<ApiObject> => {
    target ??= createOrder(suite);
    return target;
  };

  /** The broker submits go to (linked once: a call is a thenable that each `await` would send again). */
  const brokerGuid = async (): Promise<string> => {
    const link = (): Promise<LinkedBrokerFixture> => {
      const id = uniqueDigits(7);
      broker ??= Promise.resolve(
        suite
          .call("linkNetworkBroker", { body: { name: `Bayou ${id} Brokerage`, email: `desk-${id}@bayou.example` } })
          .expectStatus(200)
          .returns("data.object"),
      ) as Promise<LinkedBrokerFixture>;
      return broker;
    };
    return (await linkedBroker(suite, link)).guid;
  };

  /**
   * Writes `fields` by `path`: create, PUT and submit send the whole sample order with them; PATCH sends them alone.
   * `on` names the order a PUT or PATCH changes (default: the shared one for refusals).
   */
  const send = async (path: OrderPath, fields: Json, on?: string): Promise<HeldAnswer> => {
    const guid = path.path === "PUT" || path.path === "PATCH" ? (on ?? (await refusedTarget()).guid) : undefined;
    const options: Json = {};
    if (guid !== undefined) options.path = { guid };
    if (path.path === "submit to broker") options.query = { broker_guid: await brokerGuid() };
    options.body = path.path === "PATCH" ? fields : orderBody(fields);
    const answer: ApiObject = await suite.call(path.operationId, options).toss();
    const created = answer.body?.data?.object?.guid;
    if (answer.statusCode === 200 && guid === undefined && typeof created === "string") {
      suite.created({ kind: "order", guid: created });
    }
    return answer;
  };

  /** Sends `fields` to a fresh order of its own (a write that must succeed changes only that order). */
  const sendFresh = async (path: OrderPath, fields: Json): Promise<HeldAnswer> => {
    const on = path.path === "PUT" || path.path === "PATCH" ? (await createOrder(suite)).guid : undefined;
    return send(path, fields, on);
  };

  /** The shared order still reads exactly as created: no refused write changed it. */
  const expectUnchanged = async (path: OrderPath): Promise<void> => {
    if (path.path !== "PUT" && path.path !== "PATCH") return;
    const before = await refusedTarget();
    const now: ApiObject = await suite
      .call("getOrder", { path: { guid: before.guid } })
      .expectStatus(200)
      .returns("data.object");
    expectField(now).toEqual(before);
  };

  return { send, sendFresh, expectUnchanged };
}
