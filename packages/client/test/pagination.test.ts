/** `paginate`: every item of a list operation across pages, against the sandbox and against scripted pages. */
import { afterEach, describe, expect, it } from "vitest";
import { createShipperClient } from "../src/index.js";
import { orderBody, useSandbox } from "./support/sandbox.js";
import { json, type ScriptedServer, startScriptedServer, tokenScript } from "./support/scripted-server.js";

const t = useSandbox();

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("paginate against the sandbox", () => {
  it("yields every order over several pages, in the service's order, one request per page", async () => {
    await t.helpers.POST("/_sandbox/reset");
    const numbers = ["A-1", "A-2", "A-3", "A-4", "A-5", "A-6", "A-7"];
    for (const number of numbers) await t.shipper.POST("/v1/public/orders", { body: { ...orderBody(), number } });
    t.requested.length = 0;

    const orders = await collect(
      t.shipper.paginate("/v1/public/orders", { params: { query: { size: 3, sort: ["number,asc"] } } }),
    );
    expect(orders.map((order) => order.number)).toEqual(numbers);
    expect(t.requested.filter((path) => path === "/v1/public/orders")).toHaveLength(3);
  });

  it("starts at the page the query names", async () => {
    const orders = await collect(
      t.shipper.paginate("/v1/public/orders", { params: { query: { page: 1, size: 3, sort: ["number,asc"] } } }),
    );
    expect(orders.map((order) => order.number)).toEqual(["A-4", "A-5", "A-6", "A-7"]);
  });

  it("yields nothing for an empty list", async () => {
    await t.helpers.POST("/_sandbox/reset");
    expect(await collect(t.shipper.paginate("/v1/public/orders"))).toEqual([]);
  });
});

describe("paginate against scripted pages", () => {
  let server: ScriptedServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function shipperServing(pages: (page: number) => unknown) {
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      "/v1/public/orders": (request, response) => {
        const page = Number(new URL(request.url, "http://x").searchParams.get("page"));
        json(response, 200, pages(page));
      },
      "/v1/public/webhooks": (_request, response) =>
        json(response, 200, { status: "success", data: { objects: [{ guid: "w1" }, { guid: "w2" }] } }),
    });
    return createShipperClient({ baseUrl: server.url, clientId: "a", clientSecret: "b" });
  }

  it("takes a list without pagination (webhook subscriptions) as a single page", async () => {
    const shipper = await shipperServing(() => ({}));
    const items = await collect(shipper.paginate("/v1/public/webhooks"));
    expect(items.map((item) => item.guid)).toEqual(["w1", "w2"]);
    expect(server?.on("/v1/public/webhooks")).toHaveLength(1);
  });

  it("counts pages itself: a server that always says page 0 still ends at total_pages", async () => {
    const shipper = await shipperServing((page) => ({
      status: "success",
      data: { objects: [{ number: `p${page}` }], pagination: { page: 0, total_pages: 3, total_objects: 3, limit: 1 } },
    }));
    const items = await collect(shipper.paginate("/v1/public/orders"));
    expect(items.map((item) => item.number)).toEqual(["p0", "p1", "p2"]);
  });

  it("stops at an empty page even if total_pages promises more", async () => {
    const shipper = await shipperServing((page) => ({
      status: "success",
      data: {
        objects: page === 0 ? [{ number: "only" }] : [],
        pagination: { page, total_pages: 99, total_objects: 99, limit: 1 },
      },
    }));
    expect((await collect(shipper.paginate("/v1/public/orders"))).map((item) => item.number)).toEqual(["only"]);
    expect(server?.on("/v1/public/orders")).toHaveLength(2);
  });

  it("fails clearly when the answer is not a list", async () => {
    const shipper = await shipperServing(() => ({ status: "success", data: { object: {} } }));
    await expect(collect(shipper.paginate("/v1/public/orders"))).rejects.toThrow(
      "paginate: GET /v1/public/orders did not answer a list (data.objects)",
    );
  });

  it("stops requesting when the consumer stops iterating", async () => {
    const shipper = await shipperServing((page) => ({
      status: "success",
      data: {
        objects: [{ number: "1" }, { number: "2" }],
        pagination: { page, total_pages: 5, total_objects: 10, limit: 2 },
      },
    }));
    for await (const order of shipper.paginate("/v1/public/orders")) {
      if (order.number === "1") break;
    }
    expect(server?.on("/v1/public/orders")).toHaveLength(1);
  });
});
