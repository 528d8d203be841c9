/**
 * Tests that kill mutants `pnpm mutation` found surviving the other suites (MUTATION.md lists each with its file and
 * line): what a rule does on the paths the other suites did not take.
 */
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import { PRICE_MESSAGES } from "../src/spec/rules.js";
import { expectAnswer } from "../src/harness/answer.js";
import { carrierRecords } from "../src/harness/carrier-records.js";
import { markAccepted, markDelivered } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { ACH_DETAILS, orderBody } from "../src/harness/fixtures.js";
import { pendingRequests } from "../src/harness/pending-requests.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("mutation-kills");
const HELPERS = ["writes", "testHelpers"] as const;

/** Every order guid of the list in the order the service gives them, walking every page of 100. */
async function listedGuids(query: Record<string, unknown>): Promise<string[]> {
  const guids: string[] = [];
  let pages = 1;
  for (let page = 0; page < pages; page += 1) {
    const data: ApiObject = await suite
      .call("listOrders", { query: { ...query, size: 100, page } })
      .expectStatus(200)
      .returns("data");
    pages = data.pagination.total_pages;
    guids.push(...data.objects.map((order: ApiObject) => order.guid));
  }
  return guids;
}

// Alone: the tests create orders, which would shift the pages under each other.
describe.sequential("list sort and pages (pagination.ts)", () => {
  suite.rules(
    [
      { sort: "number", expected: ["A", "B", "C"] },
      { sort: "number,asc", expected: ["A", "B", "C"] },
      { sort: "number,desc", expected: ["C", "B", "A"] },
    ],
    "sort=$sort lists the orders by number in that direction (rule: list sort)",
    ["writes"],
    async ({ sort, expected }) => {
      const run = randomUUID().slice(0, 8);
      const byNumber = new Map<string, string>();
      // Created out of order, so neither creation order nor its reverse is the sorted one.
      for (const letter of ["B", "A", "C"]) {
        const order = await createOrder(suite, orderBody({ number: `MK-${run}-${letter}` }));
        byNumber.set(order.guid, letter);
      }
      const listed = (await listedGuids({ sort })).filter((guid) => byNumber.has(guid));
      const order = listed.map((guid) => byNumber.get(guid));
      expect(
        order,
        `listOrders (GET /v1/public/orders?sort=${sort}, every page): this test's orders in list order`,
      ).toEqual(expected);
    },
  );

  suite.rule(
    "page 1 of size 2 holds the third and fourth orders of the list (rule: pagination)",
    ["writes"],
    async () => {
      for (let i = 0; i < 4; i += 1) await createOrder(suite);
      const firstFour: ApiObject = await suite
        .call("listOrders", { query: { size: 4, page: 0 } })
        .expectStatus(200)
        .returns("data");
      const second: ApiObject = await suite
        .call("listOrders", { query: { size: 2, page: 1 } })
        .expectStatus(200)
        .returns("data");
      expectField(second, "/pagination/page").toBe(1);
      expectField(second, "/objects").toHaveLength(2);
      expectField(second, "/objects/*/guid").toEqual(
        firstFour.objects.slice(2, 4).map((order: ApiObject) => order.guid),
      );
    },
  );

  suite.rule("a sort field that is not sortable is named in the 400's details (rule: list sort)", [], async () => {
    const answer: ApiObject = await suite
      .call("listOrders", { query: { sort: "dispatcher_name,asc" } })
      .expectStatus(400)
      .returns("data");
    expectField(answer, "/error_id").toBe("VALIDATION_ERROR");
    expectField(answer, "/details/sort/0").toMatch(/dispatcher_name/);
  });
});

describe("counter offer price (counter-offer-price.ts)", () => {
  const requests = pendingRequests(suite);
  suite.rules(
    [
      { case: "no price at all", body: {} },
      { case: "a null price", body: { price: null } },
    ],
    "$case is 400 VALIDATION_ERROR 'price cannot be empty' (rule: counter offer price, G-089)",
    [...HELPERS],
    async (c, ctx) => {
      const path = await requests.fresh(ctx);
      const answer: ApiObject = await suite.call("createCounterOffer", { path, body: c.body }).expectStatus(400).toss();
      expectAnswer("createCounterOffer", answer, {
        status: 400,
        like: { data: { error_id: "VALIDATION_ERROR" } },
        contains: { "/data/details/price": PRICE_MESSAGES.empty },
      });
    },
  );
});

describe("ACH details (ach-details.ts)", () => {
  const { networkCarrier } = carrierRecords(suite);
  const achOf = (guid: string) => suite.call("getCarrierAchDetails", { path: { guid } });

  suite.rule(
    "voided_check_url_available is false for bank details without a voided check (rule: ACH details fields)",
    [...HELPERS],
    async () => {
      const carrier = await networkCarrier({ ach: { ...ACH_DETAILS, voided_check_url: null } });
      const ach: ApiObject = await achOf(carrier.guid).expectStatus(200).returns("data.object");
      expectField(ach, "/voided_check_url_available").toBe(false);
      expectField(ach, "/voided_check_url").toBeNull();
      const withCheck = await networkCarrier({ ach: ACH_DETAILS });
      await achOf(withCheck.guid).expectStatus(200).expectJsonLike("data.object", { voided_check_url_available: true });
    },
  );

  suite.rule(
    "a delivered order without a payment block does not break the ACH details of any carrier (rule: no 5xx)",
    [...HELPERS],
    async () => {
      const { payment: _none, ...body } = orderBody();
      const order = await createOrder(suite, body);
      await markAccepted(suite, order.guid);
      await markDelivered(suite, order.guid);
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { bank_account_number: "*****6789", access_expires_in_days: -1 });
    },
  );

  suite.rule(
    "a delivery marked by hand with a carrier outside the service unmasks no carrier's numbers (rule: ACH masking)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      await markAccepted(suite, order.guid);
      await markDelivered(suite, order.guid);
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { bank_account_number: "*****6789", access_expires_in_days: -1 });
    },
  );
});

describe("an order's other fields are not vehicle types (vehicle-types.ts)", () => {
  suite.rule(
    "inspection_type 'Standard' (a case near miss) is 400 VALIDATION_ERROR on that field, not the vehicle-type error (rule: field validation)",
    ["writes"],
    async () => {
      const answer: ApiObject = await suite
        .call("createOrder", { body: orderBody({ inspection_type: "Standard" }) })
        .expectStatus(400)
        .toss();
      expectAnswer("createOrder", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
      expectField(answer, "/data/details/inspection_type").toHaveLength(1);
    },
  );
});
