/**
 * The loadboard: posting an order (only an active order open for carriers; an `order_canceled` order can be
 * posted), removing it (404 when not posted), and a preferred carrier booking it instantly (sandbox helper: the
 * order becomes `accepted` and leaves the loadboard; a carrier that is not preferred cannot book).
 */
import { describe, expect } from "vitest";
import { markAccepted, orderHelper } from "../src/suite/carrier-steps.js";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { networkCarrierBody, UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { type ApiObject, createOrder } from "../src/suite/steps.js";

const suite = contract("loadboard");
const HELPERS = ["writes", "testHelpers"] as const;

const post = (guid: string) => suite.call("postOrderToLoadboard", { path: { guid } });
const remove = (guid: string) => suite.call("removeOrderFromLoadboard", { path: { guid } });
/** Expects the order, as getOrder reads it, posted to the loadboard or not. */
async function expectPosted(guid: string, posted: boolean): Promise<void> {
  const order: ApiObject = await suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");
  expectField(order, "/is_posted_to_loadboard").toBe(posted);
}

/** A network carrier (sandbox helper) with the given broker-record flags. */
async function carrier(flags: Record<string, boolean>): Promise<ApiObject> {
  const created: ApiObject = await suite
    .call("addNetworkCarrier", { body: networkCarrierBody() })
    .expectStatus(200)
    .returns("data.object");
  if (Object.keys(flags).length > 0) {
    await suite.call("updateCarrierProfile", { path: { guid: created.guid }, body: flags }).expectStatus(200);
  }
  return created;
}

const book = (orderGuid: string, carrierGuid: string) =>
  suite.call("bookLoadboardOrder", { path: { order_guid: orderGuid }, body: { carrier_guid: carrierGuid } });

describe("post and remove", () => {
  suite.rule("posting shows the order on the loadboard; again changes nothing (rule: post)", ["writes"], async () => {
    const order = await createOrder(suite);
    expectField(order, "/is_posted_to_loadboard").toBe(false);
    const first: ApiObject = await post(order.guid).expectStatus(200).returns("data.object");
    expectField(first, "/is_posted_to_loadboard").toBe(true);
    await post(order.guid).expectStatus(200).expectJson("data.object.is_posted_to_loadboard", true);
    await expectPosted(order.guid, true);
  });

  suite.rule("removing takes it off; removing again is 404 (rule: remove)", ["writes"], async () => {
    const order = await createOrder(suite);
    await remove(order.guid).expectStatus(404);
    await post(order.guid).expectStatus(200);
    await remove(order.guid).expectStatus(200).expectJson("data.object.is_posted_to_loadboard", false);
    await expectPosted(order.guid, false);
    await remove(order.guid).expectStatus(404);
  });

  suite.rule("an unknown order is 404 (rule: missing objects)", [], async () => {
    await post(UNKNOWN_GUID).expectStatus(404);
    await remove(UNKNOWN_GUID).expectStatus(404);
  });

  suite.rule("an order_canceled order can be posted (rule: order_canceled is active)", [...HELPERS], async () => {
    const order = await createOrder(suite);
    await orderHelper(suite, "cancelSandboxOrder", order.guid);
    await post(order.guid).expectStatus(200).expectJson("data.object.status", "order_canceled");
  });

  const notPostable = [
    { case: "an accepted order", prepare: (guid: string) => markAccepted(suite, guid) },
    { case: "an archived order", prepare: (guid: string) => orderHelper(suite, "archiveSandboxOrder", guid) },
  ];
  suite.rules(notPostable, "$case is 409 ORDER_NOT_POSTABLE (rule: open orders only)", [...HELPERS], async (c) => {
    const order = await createOrder(suite);
    await c.prepare(order.guid);
    await post(order.guid)
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "ORDER_NOT_POSTABLE" } });
    await expectPosted(order.guid, false);
  });

  suite.rule(
    "archiving takes a posted order off the loadboard (rule: archive removes postings)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      await expectPosted(order.guid, false);
    },
  );
});

describe("booking by a carrier (sandbox helper)", () => {
  suite.rule(
    "a preferred carrier books instantly: accepted, off the loadboard (rule: preferred books)",
    [...HELPERS],
    async () => {
      const preferred = await carrier({ preferred: true });
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await book(order.guid, preferred.guid).expectStatus(200);
      const read: ApiObject = await suite.call("getOrder", { path: { guid: order.guid } }).returns("data.object");
      expectField(read).toMatchObject({ status: "accepted", is_posted_to_loadboard: false });
    },
  );

  const refused: Array<{ case: string; flags: Record<string, boolean>; error: string }> = [
    { case: "a carrier that is not preferred", flags: {}, error: "CARRIER_NOT_PREFERRED" },
    { case: "a blacklisted carrier", flags: { in_blacklist: true }, error: "CARRIER_NOT_PREFERRED" },
  ];
  suite.rules(refused, "$case cannot book (rule: only preferred carriers book)", [...HELPERS], async (c) => {
    const other = await carrier(c.flags);
    const order = await createOrder(suite);
    await post(order.guid).expectStatus(200);
    await book(order.guid, other.guid)
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: c.error } });
    await expectPosted(order.guid, true);
  });

  suite.rule("an order that is not posted cannot be booked (rule: booking needs a posting)", [...HELPERS], async () => {
    const preferred = await carrier({ preferred: true });
    const order = await createOrder(suite);
    await book(order.guid, preferred.guid)
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: "ORDER_NOT_POSTED" } });
  });
});
