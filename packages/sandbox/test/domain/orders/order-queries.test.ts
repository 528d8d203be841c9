import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Body,
  orderBody,
  responseMismatches,
  Shipper,
  startTestSandbox,
  type TestSandbox,
} from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
/** Guids in creation order: number N00..N29, price 100 + (i * 7) % 30 (ties included). */
const created: { guid: string; number: string; price: number }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  shipper = await Shipper.connect(sandbox);
  for (let i = 0; i < 30; i++) {
    const number = `N${String(i).padStart(2, "0")}`;
    const price = 100 + ((i * 7) % 10);
    const order = await shipper.createOrder(
      orderBody({ number, price, vehicles: [{ type: "sedan", vin: `VIN-${i % 3}` }] }),
    );
    created.push({ guid: order.guid, number, price });
    sandbox.clock.advance(1000);
  }
});

afterAll(async () => {
  expect(responseMismatches(sandbox)).toEqual([]);
  await sandbox.close();
});

const numbers = (response: { body: Body }) =>
  response.body.data.objects.map((order: { number: string }) => order.number);
const newestFirst = () => [...created].reverse().map((order) => order.number);

describe("listOrders paging", () => {
  it.each([
    ["", 25, 0, 25, 0],
    ["?page=1", 25, 1, 5, 25],
    ["?page=2", 25, 2, 0, 50],
    ["?size=7&page=3", 7, 3, 7, 21],
    ["?size=7&page=4", 7, 4, 2, 28],
    ["?size=100", 100, 0, 30, 0],
    ["?size=101", 100, 0, 30, 0],
    ["?size=100000", 100, 0, 30, 0],
  ])("'%s' gives limit %i, page %i, %i objects", async (query, limit, page, count, from) => {
    const expected = newestFirst().slice(from, from + count);
    const response = await shipper.get(`/orders${query}`);
    expect(response.status).toBe(200);
    expect(response.body.data.pagination).toEqual({
      total_objects: 30,
      total_pages: Math.ceil(30 / limit),
      limit,
      page,
    });
    expect(response.body.data.objects).toHaveLength(count);
    expect(numbers(response)).toEqual(expected);
  });
});

describe("listOrders sort", () => {
  it("sorts by number ascending and descending", async () => {
    const ascending = [...created.map((order) => order.number)];
    expect(numbers(await shipper.get("/orders?size=100&sort=number,asc"))).toEqual(ascending);
    expect(numbers(await shipper.get("/orders?size=100&sort=number"))).toEqual(ascending);
    expect(numbers(await shipper.get("/orders?size=100&sort=number,desc"))).toEqual([...ascending].reverse());
    expect(numbers(await shipper.get("/orders?size=100&sort=created_at,asc"))).toEqual(ascending);
  });

  it("sorts by several keys, ties broken by the next key then newest first", async () => {
    const response = await shipper.get("/orders?size=100&sort=price,desc&sort=number,asc");
    const expected = [...created]
      .sort((a, b) => b.price - a.price || a.number.localeCompare(b.number))
      .map((order) => order.number);
    expect(numbers(response)).toEqual(expected);
    const byPriceOnly = await shipper.get("/orders?size=100&sort=price,asc");
    const prices = byPriceOnly.body.data.objects.map((order: { price: number }) => order.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const firstTie = byPriceOnly.body.data.objects.filter((order: { price: number }) => order.price === prices[0]);
    expect(firstTie.map((order: { number: string }) => order.number)).toEqual(
      [...firstTie.map((order: { number: string }) => order.number)].sort().reverse(),
    );
  });

  it("answers 400 for a field it cannot sort by", async () => {
    const response = await shipper.get("/orders?sort=vehicles,asc");
    expect(response.status).toBe(400);
    expect(response.body.data.details.sort[0]).toMatch(/^unknown sort field\(s\) vehicles; sortable: created_at/);
  });
});

describe("findOrdersByVin", () => {
  it("returns every order with the VIN, newest first, ignoring letter case", async () => {
    const response = await shipper.get("/orders/find_by_vin/vin-1");
    expect(response.status).toBe(200);
    const expected = created
      .filter((_, i) => i % 3 === 1)
      .reverse()
      .map((order) => order.guid);
    expect(response.body.data.objects.map((order: { guid: string }) => order.guid)).toEqual(expected);
  });

  it("finds a VIN stored or searched with surrounding spaces", async () => {
    const order = await shipper.createOrder(orderBody({ vehicles: [{ type: "suv", vin: " SPACEDVIN1 " }] }));
    for (const search of ["SPACEDVIN1", "%20spacedvin1", "SPACEDVIN1%20%20"]) {
      const response = await shipper.get(`/orders/find_by_vin/${search}`);
      expect([search, response.status, response.body.data.objects?.[0]?.guid]).toEqual([search, 200, order.guid]);
    }
  });

  it("answers 404 when no order carries the VIN, and forgets a VIN removed by an update", async () => {
    expect((await shipper.get("/orders/find_by_vin/NOPE")).status).toBe(404);
    const order = await shipper.createOrder(orderBody({ vehicles: [{ type: "suv", vin: "UNIQUEVIN1" }] }));
    expect((await shipper.get("/orders/find_by_vin/UNIQUEVIN1")).body.data.objects).toHaveLength(1);
    await shipper.patch(`/orders/${order.guid}`, { vehicles: [{ type: "suv", vin: "OTHERVIN" }] });
    const gone = await shipper.get("/orders/find_by_vin/UNIQUEVIN1");
    expect(gone.status).toBe(404);
    expect(gone.body.data.error_id).toBe("NOT_FOUND");
  });
});
