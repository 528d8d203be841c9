/**
 * The Conventions and Limits of the shipper API that every resource shares: `is_active` and never the removed
 * `active`, the pagination of every list (default 25, the size asked for up to the cap, pages consistent), sorting
 * (orders without the field last, ties by the next key, then newest first) and the newest-first orders of lists.
 */
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import type { CallOptions } from "../src/harness/call.js";
import { orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { networkCarrierBody, orderBody, uniqueDigits } from "../src/harness/fixtures.js";
import { listedInOrder, pagesOf } from "../src/harness/list-walk.js";
import { NO_KEY_ANYWHERE } from "../src/harness/pactum.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("conventions");
const HELPERS = ["writes", "testHelpers"] as const;

describe("is_active, and the removed field active", () => {
  suite.rule(
    "no order, customer, contact, terminal or carrier answer carries 'active'; each is_active is true (rule: active removed)",
    ["writes"],
    async () => {
      const call = (operationId: string, options: CallOptions) =>
        suite.call(operationId, options).expect(NO_KEY_ANYWHERE, "active").expectStatus(200);
      const order: ApiObject = await call("createOrder", { body: orderBody() }).returns("data.object");
      expectField(order, "/dispatcher/is_active").toBe(true);
      await call("getOrder", { path: { guid: order.guid } }).toss();
      await call("listOrders", { query: { size: 5 } }).toss();
      await call("listOrderActivities", { path: { guid: order.guid } }).toss();
      const customer: ApiObject = await call("createCustomer", { body: { name: "Bluebonnet Motors" } }).returns(
        "data.object",
      );
      expectField(customer, "/is_active").toBe(true);
      await call("createContact", { path: { customer_guid: customer.guid }, body: { name: "Ana Ruiz" } }).toss();
      await call("getCustomer", { path: { guid: customer.guid } }).toss();
      const terminal: ApiObject = await call("createTerminal", { body: { name: "Port Lot 9" } }).returns("data.object");
      expectField(terminal, "/is_active").toBe(true);
      const id = uniqueDigits(7);
      const carrier: ApiObject = await call("createInternalCarrier", {
        body: { name: `Mesa ${id} Haulers`, us_dot: id },
      }).returns("data.object");
      await call("getCarrierProfile", { path: { guid: carrier.guid } }).toss();
      await call("searchCarriers", { query: { usdot: id } }).toss();
    },
  );

  suite.rule(
    "a carrier the network helper adds carries no 'active' either (rule: active removed)",
    [...HELPERS],
    async () => {
      await suite
        .call("addNetworkCarrier", { body: networkCarrierBody() })
        .expect(NO_KEY_ANYWHERE, "active")
        .expectStatus(200)
        .toss();
    },
  );
});

/** A list operation and what it needs before it can be listed. */
const LISTS: Array<{
  list: string;
  operationId: string;
  needs: ("writes" | "testHelpers")[];
  options: () => Promise<CallOptions>;
}> = [
  { list: "orders", operationId: "listOrders", needs: ["writes"], options: async () => ({}) },
  {
    list: "order activities",
    operationId: "listOrderActivities",
    needs: ["writes"],
    options: async () => ({ path: { guid: (await createOrder(suite)).guid } }),
  },
  {
    list: "carrier search",
    operationId: "searchCarriers",
    needs: ["writes"],
    options: async () => ({ query: { name: "a" } }),
  },
  { list: "linked brokers", operationId: "listLinkedBrokers", needs: ["writes"], options: async () => ({}) },
];

describe("pagination of every list", () => {
  const sizes = [
    { asked: "no size", size: undefined, limit: 25 },
    { asked: "size 1", size: 1, limit: 1 },
    { asked: "size 24", size: 24, limit: 24 },
    { asked: "size 100", size: 100, limit: 100 },
  ];
  for (const list of LISTS) {
    suite.rules(
      sizes.map((s) => ({ ...s, list: list.list })),
      "$list with $asked: limit $limit, at most that many objects, total_pages consistent (rule: pagination, default 25)",
      list.needs,
      async (s) => {
        const options = await list.options();
        const query = { ...(options.query ?? {}), ...(s.size === undefined ? {} : { size: s.size }) };
        const data: ApiObject = await suite
          .call(list.operationId, { ...options, query })
          .expectStatus(200)
          .returns("data");
        expectField(data, "/pagination").toMatchObject({ limit: s.limit, page: 0 });
        expectField(data, "/objects").toSatisfy(function atMostLimit(objects: unknown[]) {
          return objects.length <= s.limit && objects.length === Math.min(s.limit, data.pagination.total_objects);
        });
        expectField(data, "/pagination/total_pages").toBe(Math.ceil(data.pagination.total_objects / s.limit));
      },
    );

    suite.rule(
      `${list.list}: size 0, a negative size or page is 400 VALIDATION_ERROR (rule: pagination parameters)`,
      list.needs,
      async () => {
        const options = await list.options();
        for (const bad of [{ size: 0 }, { size: -1 }, { page: -1 }] as Record<string, number>[]) {
          await suite
            .call(list.operationId, { ...options, query: { ...(options.query ?? {}), ...bad } })
            .expectStatus(400)
            .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
        }
      },
    );
  }
});

describe("order of lists", () => {
  /** The positions of `guids` in a list, in list order. */
  const positions = (objects: ApiObject[], guids: string[]) =>
    objects.map((o: ApiObject) => o.guid).filter((guid: string) => guids.includes(guid));

  suite.rule("orders sort by number and by price, ascending and descending (rule: list sort)", ["writes"], async () => {
    const tag = uniqueDigits(6);
    const made = [];
    for (const [n, price] of [
      ["B", "300.00"],
      ["C", "100.00"],
      ["A", "200.00"],
    ]) {
      made.push(await createOrder(suite, orderBody({ number: `SORT-${tag}-${n}`, price })));
    }
    const guids = made.map((o) => o.guid);
    const [b, c, a] = guids;
    const expectOrder = async (sort: string, expected: unknown[]) => {
      // A shared target's organisation may hold more orders than a page: the pages are read in order.
      expect(
        await listedInOrder(pagesOf(suite.call, "listOrders", { query: { sort } }), guids),
        `our three orders in the order of sort=${sort}, every page`,
      ).toEqual(expected);
    };
    await expectOrder("number,asc", [a, b, c]);
    await expectOrder("number,desc", [c, b, a]);
    await expectOrder("number", [a, b, c]);
    await expectOrder("price,asc", [c, a, b]);
    await expectOrder("price,desc", [b, a, c]);
  });

  suite.rule("orders list newest first by default (rule: list order)", ["writes"], async () => {
    const first = await createOrder(suite);
    const second = await createOrder(suite);
    const objects: ApiObject[] = await suite
      .call("listOrders", { query: { size: 100 } })
      .expectStatus(200)
      .returns("data.objects");
    expectField(objects).toSatisfy(function newerBeforeOlder(listed: ApiObject[]) {
      return JSON.stringify(positions(listed, [first.guid, second.guid])) === JSON.stringify([second.guid, first.guid]);
    });
  });

  suite.rule(
    "activities list newest first (rule: G-060)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      await orderHelper(suite, "manuallyMarkOrderAsAccepted", order.guid, {
        carrier_email: "dispatch@mesa.example",
        carrier_phone: "+1 555 0101",
      });
      const objects: ApiObject[] = await suite
        .call("listOrderActivities", { path: { guid: order.guid } })
        .expectStatus(200)
        .returns("data.objects");
      expectField(objects, "/0/code").not.toBe("created");
      expectField(objects, "/*/created_at").toSatisfy(function newestFirst(dates: string[]) {
        return dates.every((date, i) => i === 0 || date <= (dates[i - 1] as string));
      });
    },
    { assumes: "G-060" },
  );
});

describe("the page size cap (G-039)", () => {
  suite.rules(
    [{ size: 101 }, { size: 1000 }],
    "orders with size $size: limit 100, total_pages counted by 100 (rule: G-039 maximum page size)",
    [],
    async ({ size }) => {
      const data: ApiObject = await suite.call("listOrders", { query: { size } }).expectStatus(200).returns("data");
      expectField(data, "/pagination/limit").toBe(100);
      expectField(data, "/pagination/total_pages").toBe(Math.ceil(data.pagination.total_objects / 100));
    },
    { assumes: "G-039" },
  );
});

describe("list sort: missing values and ties", () => {
  suite.rules(
    ["constructor", "__proto__", "constructor,desc"].map((sort) => ({ sort })),
    "sort=$sort (a name every object has) is 400 VALIDATION_ERROR naming it (rule: list sort)",
    [],
    async ({ sort }) => {
      const answer: ApiObject = await suite.call("listOrders", { query: { sort } }).expectStatus(400).returns("data");
      expectField(answer, "/error_id").toBe("VALIDATION_ERROR");
      expectField(answer, "/details/sort/0").toContain(sort.split(",")[0]);
    },
  );

  /** Our orders (by guid) in the order the list gives them for `sort`, walking every page of 100. */
  const sortedOf = (sort: string | string[], guids: string[]): Promise<string[]> =>
    listedInOrder(pagesOf(suite.call, "listOrders", { query: { sort } }), guids);

  const missingLast = [
    { field: "price", direction: "asc", set: { price: "10.00" }, high: { price: "20.00" }, none: { price: null } },
    { field: "price", direction: "desc", set: { price: "10.00" }, high: { price: "20.00" }, none: { price: null } },
    {
      field: "purchase_order_number",
      direction: "asc",
      set: { purchase_order_number: "PO-A" },
      high: { purchase_order_number: "PO-B" },
      none: { purchase_order_number: undefined },
    },
    {
      field: "purchase_order_number",
      direction: "desc",
      set: { purchase_order_number: "PO-A" },
      high: { purchase_order_number: "PO-B" },
      none: { purchase_order_number: undefined },
    },
  ];
  suite.rules(
    missingLast,
    "sort=$field,$direction lists orders without a $field last (rule: G-173 List sort: missing values and ties)",
    ["writes"],
    async (c) => {
      // Created missing first, so neither creation order nor its reverse puts them where the rule does.
      const none = await createOrder(suite, orderBody(c.none));
      const low = await createOrder(suite, orderBody(c.set));
      const high = await createOrder(suite, orderBody(c.high));
      const listed = await sortedOf(`${c.field},${c.direction}`, [none.guid, low.guid, high.guid]);
      const expected = c.direction === "asc" ? [low.guid, high.guid] : [high.guid, low.guid];
      expect(listed, `low, high, and the order without ${c.field}`).toEqual([...expected, none.guid]);
    },
    { assumes: "G-173" },
  );

  suite.rule(
    "equal values are ordered by the next sort field, else newest first (rule: G-173 List sort: missing values and ties)",
    ["writes"],
    async () => {
      const price = `${uniqueDigits(4)}.25`;
      const tag = uniqueDigits(6);
      const made: Record<string, string> = {};
      for (const letter of ["B", "A", "C"]) {
        made[letter] = (await createOrder(suite, orderBody({ price, number: `TIE-${tag}-${letter}` }))).guid;
      }
      const guids = Object.values(made);
      const letters = (listed: string[]) => listed.map((guid) => guids.indexOf(guid)).map((i) => "BAC"[i]);
      expect(letters(await sortedOf("price", guids)), "equal prices: newest first").toEqual(["C", "A", "B"]);
      expect(letters(await sortedOf(["price", "number"], guids)), "then by number").toEqual(["A", "B", "C"]);
      expect(letters(await sortedOf(["price,desc", "number,desc"], guids)), "then by number, desc").toEqual([
        "C",
        "B",
        "A",
      ]);
    },
    { assumes: "G-173" },
  );
});

// Alone: the tests create orders, which would shift the pages under each other.
describe.sequential("list sort and pages, alone", () => {
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
        const order = await createOrder(suite, orderBody({ number: `LS-${run}-${letter}` }));
        byNumber.set(order.guid, letter);
      }
      const listed = await listedInOrder(pagesOf(suite.call, "listOrders", { query: { sort } }), [...byNumber.keys()]);
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
