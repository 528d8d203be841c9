/**
 * The dates of the manual marks (G-074, the sandbox spec's bodies): each becomes the order's date in UTC, a date the
 * calendar does not have is 400 naming its field, a delivery may be at the pickup's time but not a moment before
 * it, and a date the body does not carry leaves the order's own.
 */
import { describe } from "vitest";
import {
  ACCEPT,
  ADJUSTED_DELIVERY,
  ADJUSTED_PICKUP,
  expectRefusedNaming,
  type OrderStep,
  orderAfter,
  orderHelper,
  PICK_UP,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import type { ApiObject } from "../src/harness/steps.js";

const suite = contract("order-mark-dates");
const NEEDS = ["writes", "testHelpers"] as const;

type Json = Record<string, unknown>;
type Step = OrderStep;

const read = (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

describe("a mark's dates become the order's, in UTC", () => {
  const marks = [
    {
      case: "picked up at 10:00 +0200",
      before: [ACCEPT],
      step: ["manuallyMarkOrderAsPickedUp", { adjusted_date: "2026-03-16T10:00:00.000+0200" }] as Step,
      expected: { pickup: { adjusted_date: "2026-03-16T08:00:00.000+0000" } },
    },
    {
      case: "delivered from accepted, both dates -0500",
      before: [ACCEPT],
      step: [
        "manuallyMarkOrderAsDelivered",
        {
          adjusted_pickup_date: "2026-03-16T03:00:00.000-0500",
          adjusted_delivery_date: "2026-03-19T12:00:00.000-0500",
        },
      ] as Step,
      expected: {
        pickup: { adjusted_date: "2026-03-16T08:00:00.000+0000" },
        delivery: { adjusted_date: "2026-03-19T17:00:00.000+0000" },
      },
    },
    {
      case: "delivered from picked_up with the delivery date only (the pickup's date kept)",
      before: [ACCEPT, PICK_UP],
      step: ["manuallyMarkOrderAsDelivered", { adjusted_delivery_date: ADJUSTED_DELIVERY }] as Step,
      expected: { pickup: { adjusted_date: ADJUSTED_PICKUP }, delivery: { adjusted_date: ADJUSTED_DELIVERY } },
    },
    {
      case: "delivered from picked_up with an earlier pickup date in the body",
      before: [ACCEPT, PICK_UP],
      step: [
        "manuallyMarkOrderAsDelivered",
        {
          adjusted_pickup_date: "2026-03-10T08:00:00.000+0000",
          adjusted_delivery_date: "2026-03-12T08:00:00.000+0000",
        },
      ] as Step,
      expected: {
        pickup: { adjusted_date: "2026-03-10T08:00:00.000+0000" },
        delivery: { adjusted_date: "2026-03-12T08:00:00.000+0000" },
      },
    },
    {
      case: "delivered at the very time of the pickup",
      before: [ACCEPT],
      step: [
        "manuallyMarkOrderAsDelivered",
        { adjusted_pickup_date: ADJUSTED_PICKUP, adjusted_delivery_date: ADJUSTED_PICKUP },
      ] as Step,
      expected: { pickup: { adjusted_date: ADJUSTED_PICKUP }, delivery: { adjusted_date: ADJUSTED_PICKUP } },
    },
    {
      case: "invoiced at 12:00 +0100",
      before: [],
      step: ["manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: "2026-03-20T12:00:00.000+0100" }] as Step,
      expected: { lifecycle: { adjusted_invoice_date: "2026-03-20T11:00:00.000+0000" } },
    },
  ];
  suite.rules(
    marks,
    "$case: the order shows the dates in UTC (rule: G-074 dates)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      const answered = await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      expectField(answered).toMatchObject(c.expected);
      const { lifecycle: _, ...stored } = c.expected as Json;
      expectField(await read(order.guid)).toMatchObject(stored);
    },
    { assumes: "G-074" },
  );

  suite.rule(
    "unmark invoiced clears the invoice date (rule: G-074 dates)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [
        ACCEPT,
        ["manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: ADJUSTED_DELIVERY }],
      ]);
      const answered = await orderHelper(suite, "manuallyUnmarkOrderAsInvoiced", order.guid);
      expectField(answered, "/lifecycle/adjusted_invoice_date").toBeNull();
    },
    { assumes: "G-074" },
  );
});

describe("dates the order cannot take are 400, the order unchanged", () => {
  const refused = [
    {
      case: "a pickup on 30 February",
      before: [ACCEPT],
      step: ["manuallyMarkOrderAsPickedUp", { adjusted_date: "2026-02-30T08:00:00.000+0000" }] as Step,
      field: "adjusted_date",
    },
    {
      case: "an invoice date with an offset of 24 hours",
      before: [],
      step: ["manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: "2026-03-20T12:00:00.000+2400" }] as Step,
      field: "adjusted_invoice_date",
    },
    {
      case: "a delivery on 31 April",
      before: [ACCEPT, PICK_UP],
      step: ["manuallyMarkOrderAsDelivered", { adjusted_delivery_date: "2026-04-31T08:00:00.000+0000" }] as Step,
      field: "adjusted_delivery_date",
    },
    {
      case: "a delivery a millisecond before the pickup in the same body",
      before: [ACCEPT],
      step: [
        "manuallyMarkOrderAsDelivered",
        { adjusted_pickup_date: ADJUSTED_PICKUP, adjusted_delivery_date: "2026-03-16T07:59:59.999+0000" },
      ] as Step,
      field: "adjusted_delivery_date",
    },
    {
      case: "a delivery before a pickup date given with another offset",
      before: [ACCEPT],
      step: [
        "manuallyMarkOrderAsDelivered",
        {
          adjusted_pickup_date: "2026-03-16T10:00:00.000+0200",
          adjusted_delivery_date: "2026-03-16T09:00:00.000+0200",
        },
      ] as Step,
      field: "adjusted_delivery_date",
    },
  ];
  suite.rules(
    refused,
    "$case is 400 VALIDATION_ERROR naming $field (rule: G-074, G-075)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      const before = await read(order.guid);
      await expectRefusedNaming(suite, order.guid, c.step, c.field);
      expectField(await read(order.guid)).toEqual(before);
    },
    { assumes: ["G-074", "G-075"] },
  );
});
