/**
 * Load offers: sent by each of the four addressing methods (exactly one of them), `carrier_type` BROKER only with
 * `carrier_guid`, and the carrier's answers through the sandbox helpers.
 */
import { describe } from "vitest";
import { ACCEPT, CANCEL, DELIVER, INVOICE, PENDING, PICK_UP } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { UNKNOWN_GUID, uniqueDigits } from "../src/harness/fixtures.js";
import { answeredStatuses, type OrderInStatus, orderInStatus, paidStatus } from "../src/harness/order-in-status.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("offers");
const CARRIER_GUID = "7d3f9a1c-2b4e-4c6d-8e0f-1a2b3c4d5e6f";

const sendOffer = (orderGuid: string, body: Record<string, unknown>) =>
  suite.call("sendLoadOffer", { path: { order_guid: orderGuid }, body });

describe("addressing a load offer", () => {
  const methods = [
    { field: "carrier_guid", value: CARRIER_GUID },
    { field: "carrier_usdot", value: "3141592" },
    { field: "carrier_email", value: "dispatch@roadrunner-auto.example" },
    { field: "carrier_phone", value: "+1 555 0100" },
  ];
  suite.rules(
    methods,
    "an offer addressed by $field is sent as new (rule: one of four addressing methods)",
    ["writes"],
    async (m) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { [m.field]: m.value })
        .expectStatus(200)
        .returns("data.object");
      expectField(offer, "/status").toBe("new");
      expectField(offer, `/${m.field}`).toBe(m.value);
      if (offer.order_guid !== undefined) expectField(offer, "/order_guid").toBe(order.guid);
    },
  );

  suite.rule(
    "a broker is addressed by carrier_guid with carrier_type BROKER (rule: BROKER offers)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      await sendOffer(order.guid, { carrier_guid: CARRIER_GUID, carrier_type: "BROKER" }).expectStatus(200);
    },
  );

  const invalid = [
    { case: "no carrier field", body: {} },
    {
      case: "two carrier fields",
      body: { carrier_usdot: "3141592", carrier_email: "dispatch@roadrunner-auto.example" },
    },
    { case: "carrier_type BROKER without carrier_guid", body: { carrier_usdot: "3141592", carrier_type: "BROKER" } },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: exactly one addressing method)", ["writes"], async (c) => {
    const order = await createOrder(suite);
    await sendOffer(order.guid, c.body)
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
  });

  suite.rule("an offer on an unknown order is 404 (rule: missing objects)", ["writes"], async () => {
    await sendOffer(UNKNOWN_GUID, { carrier_usdot: "3141592" }).expectStatus(404);
  });
});

describe("the carrier's answer (sandbox helpers)", () => {
  const answers = [
    { operationId: "acceptOfferAsCarrier", status: "accepted" },
    { operationId: "declineOfferAsCarrier", status: "declined" },
  ];
  suite.rules(
    answers,
    "$operationId makes a new offer $status (rule: offer answers)",
    ["writes", "testHelpers"],
    async (a) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
        .expectStatus(200)
        .returns("data.object");
      const answered: ApiObject = await suite
        .call(a.operationId, { path: { offer_guid: offer.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(answered, "/status").toBe(a.status);
      await suite
        .call(a.operationId, { path: { offer_guid: offer.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "OFFER_STATE_CONFLICT" } });
    },
  );
});

describe("the carrier's answer once the shipper moved the order on (sandbox rules)", () => {
  const HELPERS = ["writes", "testHelpers"] as const;
  const markPaid = (guid: string) =>
    suite
      .call("markOrderAsPaid", { path: { order_guid: guid }, body: {} })
      .expectStatus(200)
      .toss();
  const markNew = (guid: string) =>
    suite
      .call("manuallyMarkOrderAsNew", { path: { order_guid: guid } })
      .expectStatus(200)
      .toss();
  const moves = [
    { answer: "acceptOfferAsCarrier", move: "marked paid", status: "paid", accepted: false, mark: markPaid },
    { answer: "declineOfferAsCarrier", move: "manually marked new", status: "new", accepted: false, mark: markNew },
    { answer: "cancelOfferAsCarrier", move: "marked paid", status: "paid", accepted: true, mark: markPaid },
  ];
  suite.rules(
    moves,
    "$answer after the shipper $move keeps the order $status (rule: G-064 order status after a carrier answers)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
        .expectStatus(200)
        .returns("data.object");
      if (c.accepted) {
        await suite.call("acceptOfferAsCarrier", { path: { offer_guid: offer.guid } }).expectStatus(200);
      }
      await c.mark(order.guid);
      await suite
        .call(c.answer, { path: { offer_guid: offer.guid } })
        .expectStatus(200)
        .toss();
      const after: ApiObject = await suite
        .call("getOrder", { path: { guid: order.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(after, "/status").toBe(c.status);
    },
    { assumes: "G-064" },
  );
});

describe("an unknown offer", () => {
  const helpers = ["acceptOfferAsCarrier", "declineOfferAsCarrier", "cancelOfferAsCarrier", "revertOfferAsCarrier"];
  suite.rules(
    helpers.map((operationId) => ({ operationId })),
    "$operationId on an unknown offer is 404 NOT_FOUND (rule: missing objects)",
    ["writes", "testHelpers"],
    async (c) => {
      await suite
        .call(c.operationId, { path: { offer_guid: UNKNOWN_GUID } })
        .expectStatus(404)
        .expectJsonLike({ data: { error_id: "NOT_FOUND" } });
    },
  );
});

describe("near misses of the offer body", () => {
  const refused = [
    ...[" 3141592", "3141592 ", "-5", "3.14", "0x10", "", "3141592a", "NaN"].map((usdot) => ({
      case: `carrier_usdot ${JSON.stringify(usdot)}`,
      body: { carrier_usdot: usdot } as Record<string, unknown>,
      field: "carrier_usdot",
    })),
    ...["broker", "Broker", " BROKER", "BROKERS", "CTMS"].map((type) => ({
      case: `carrier_type ${JSON.stringify(type)}`,
      body: { carrier_guid: CARRIER_GUID, carrier_type: type } as Record<string, unknown>,
      field: "carrier_type",
    })),
  ];
  suite.rules(refused, "$case is 400 naming $field (rule: offer body)", ["writes"], async (c) => {
    const order = await createOrder(suite);
    const answer: ApiObject = await sendOffer(order.guid, c.body).expectStatus(400).returns("res.body");
    expectField(answer, "/data/error_id").toBe("VALIDATION_ERROR");
    expectField(answer, "/data/details").toHaveProperty([c.field]);
  });

  suite.rule(
    "a USDOT number with a leading zero is digits too (rule: G-169 carrier_usdot)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      await sendOffer(order.guid, { carrier_usdot: "03141592" }).expectStatus(200);
    },
    { assumes: "G-169" },
  );
});

describe("which orders can be offered, and what a failed offer leaves (sandbox rules)", () => {
  const HELPERS = ["writes", "testHelpers"] as const;
  const statuses = (
    [
      { status: "new", open: true },
      { status: "pending", before: [PENDING], open: true },
      // Answered by the carrier (an order fixture stands in without the carrier's actors).
      ...answeredStatuses(suite).map((answered) => ({ ...answered, open: true })),
      { status: "order_canceled", before: [CANCEL], open: true },
      // Brought through the marks by orderAfter (an order fixture stands in without the web interface's actors).
      { status: "accepted", before: [ACCEPT], open: false },
      { status: "picked_up", before: [ACCEPT, PICK_UP], open: false },
      { status: "delivered", before: [ACCEPT, DELIVER], open: false },
      { status: "invoiced", before: [INVOICE], open: false },
      { ...paidStatus(suite), open: false },
    ] satisfies (OrderInStatus & { open: boolean })[]
  ).map((s) => ({
    ...s,
    outcome: s.open ? "can be offered (pending after)" : "cannot be offered (400 naming order_guid)",
  }));
  suite.rules(
    statuses,
    "an order in $status $outcome (rule: G-065, G-062 which orders can be offered)",
    [...HELPERS],
    async (c) => {
      const order = await orderInStatus(suite, c);
      const before: ApiObject = await suite
        .call("getOrder", { path: { guid: order.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(before, "/status").toBe(c.status);
      if (c.open) {
        await sendOffer(order.guid, { carrier_usdot: "3141592" }).expectStatus(200);
        const after: ApiObject = await suite
          .call("getOrder", { path: { guid: order.guid } })
          .expectStatus(200)
          .returns("data.object");
        expectField(after, "/status").toBe("pending");
      } else {
        const answer: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
          .expectStatus(400)
          .returns("res.body");
        expectField(answer, "/data/details").toHaveProperty(["order_guid"]);
        await suite
          .call("getOrder", { path: { guid: order.guid } })
          .expectStatus(200)
          .expectJson("data.object", before);
      }
    },
    { assumes: ["G-065", "G-062"] },
  );

  const addresses = [
    { case: "an e-mail at unreachable.example", body: { carrier_email: "ops@unreachable.example" }, reached: false },
    { case: "an e-mail at a subdomain of it", body: { carrier_email: "ops@mail.unreachable.example" }, reached: false },
    { case: "an e-mail at it in capitals", body: { carrier_email: "OPS@UNREACHABLE.EXAMPLE" }, reached: false },
    {
      case: "an e-mail at unreachable.example.com",
      body: { carrier_email: "ops@unreachable.example.com" },
      reached: true,
    },
    {
      case: "an e-mail at notunreachable.example",
      body: { carrier_email: "ops@notunreachable.example" },
      reached: true,
    },
    { case: "the phone +1 555 0199", body: { carrier_phone: "+1 555 0199" }, reached: false },
    { case: "the phone +1 (555) 01-99", body: { carrier_phone: "+1 (555) 01-99" }, reached: false },
    { case: "the phone +1 555 0198", body: { carrier_phone: "+1 555 0198" }, reached: true },
  ].map((a) => ({ ...a, outcome: a.reached ? "is sent (order pending)" : "fails: offer canceled, order still new" }));
  suite.rules(
    addresses,
    "an offer to $case $outcome (rule: G-067, G-062 offer.sent.failed)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, c.body).expectStatus(200).returns("data.object");
      expectField(offer, "/status").toBe(c.reached ? "new" : "canceled");
      const after: ApiObject = await suite
        .call("getOrder", { path: { guid: order.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(after, "/status").toBe(c.reached ? "pending" : "new");
    },
    { assumes: ["G-067", "G-062"] },
  );

  suite.rule(
    "a second offer cancels the first, which can no longer be accepted (rule: G-065 second offer)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      const first: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
        .expectStatus(200)
        .returns("data.object");
      await sendOffer(order.guid, { carrier_usdot: "2718281" }).expectStatus(200);
      await suite
        .call("acceptOfferAsCarrier", { path: { offer_guid: first.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "OFFER_STATE_CONFLICT" } });
    },
    { assumes: "G-065" },
  );

  suite.rule(
    "an offer on another order leaves this order's new offer open (rule: G-065 second offer)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      const other = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
        .expectStatus(200)
        .returns("data.object");
      await sendOffer(other.guid, { carrier_usdot: "2718281" }).expectStatus(200);
      const accepted: ApiObject = await suite
        .call("acceptOfferAsCarrier", { path: { offer_guid: offer.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(accepted, "/status").toBe("accepted");
    },
    { assumes: "G-065" },
  );
});

describe("an unregistered carrier is created when it accepts", () => {
  const answers = [
    { answer: "acceptOfferAsCarrier", outcome: "is created (CTMS), the offer names it", created: true },
    { answer: "declineOfferAsCarrier", outcome: "stays unknown, the offer names none", created: false },
  ];
  suite.rules(
    answers,
    "a carrier addressed by USDOT number that answers $answer $outcome (rule: unregistered carrier)",
    ["writes", "testHelpers"],
    async (c) => {
      const usdot = uniqueDigits(8);
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { carrier_usdot: usdot })
        .expectStatus(200)
        .returns("data.object");
      expectField(offer, "/carrier_guid").toBeNull();
      const search = () => suite.call("searchCarriers", { query: { usdot } }).expectStatus(200).returns("data");
      expectField(await search(), "/objects").toHaveLength(0);
      const answered: ApiObject = await suite
        .call(c.answer, { path: { offer_guid: offer.guid } })
        .expectStatus(200)
        .returns("data.object");
      const found: ApiObject = await search();
      if (c.created) {
        expectField(found, "/objects").toHaveLength(1);
        expectField(found, "/objects/0/carrier_type").toBe("CTMS");
        expectField(answered, "/carrier_guid").toBe(found.objects[0].guid);
      } else {
        expectField(found, "/objects").toHaveLength(0);
        expectField(answered, "/carrier_guid").toBeNull();
      }
    },
  );
});
