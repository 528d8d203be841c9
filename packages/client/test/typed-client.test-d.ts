/** The typed surface: paths, parameters, bodies and answers come from the spec's generated types. */
import type { Order, OrderAttachment, RecommendedPriceV2, shipper, WebhookEvent } from "@haulkit/types";
import { describe, expectTypeOf, test } from "vitest";
import {
  createPricingClient,
  createSandboxClient,
  createShipperClient,
  type ListPath,
  parseWebhook,
} from "../src/index.js";

const shipperClient = createShipperClient({ baseUrl: "http://x", clientId: "a", clientSecret: "b" });
const pricingClient = createPricingClient({ baseUrl: "http://x", apiKey: "k" });
const sandboxClient = createSandboxClient({ baseUrl: "http://x", clientId: "a", clientSecret: "b" });
const guid = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";

describe("typed calls", () => {
  test("GET of an order resolves to its envelope", () => {
    const call = () => shipperClient.GET("/v1/public/orders/{guid}", { params: { path: { guid } } });
    type Got = Awaited<ReturnType<typeof call>>["data"]["object"];
    expectTypeOf<Got>().toExtend<Order>();
    expectTypeOf<Got["status"]>().toEqualTypeOf<Order["status"]>();
    // openapi-fetch maps bodies through Readable<>: the same shape, assignable both ways, not the identical alias.
    expectTypeOf<Got["vehicles"]>().toExtend<Order["vehicles"]>();
    expectTypeOf<Order["vehicles"]>().toExtend<Got["vehicles"]>();
  });

  test("path parameters are required where the path has them, and checked", () => {
    // @ts-expect-error the guid is missing
    shipperClient.GET("/v1/public/orders/{guid}");
    // @ts-expect-error a parameter the operation does not have
    shipperClient.GET("/v1/public/orders/{guid}", { params: { path: { order_guid: guid } } });
    // @ts-expect-error a path the spec does not have
    shipperClient.GET("/v1/public/nothing");
    shipperClient.GET("/v1/public/orders");
  });

  test("request bodies are the spec's input types", () => {
    // @ts-expect-error a vehicle type outside the 19
    shipperClient.POST("/v1/public/orders", { body: { vehicles: [{ type: "hovercraft" }] } });
    // @ts-expect-error a method the path does not have
    shipperClient.DELETE("/v1/public/orders");
    shipperClient.PATCH("/v1/public/orders/{guid}", { params: { path: { guid } }, body: { price: 10 } });
  });

  test("the per-call options sit beside params and body", () => {
    shipperClient.POST("/v1/public/orders", { body: { vehicles: [] }, retry: true, maxRetries: 1, timeout: 500 });
    // @ts-expect-error retry is a boolean
    shipperClient.GET("/v1/public/orders", { retry: "yes" });
  });

  test("uploadOrderAttachment resolves to the attachment envelope", () => {
    const upload = () => shipperClient.uploadOrderAttachment(guid, new Blob(["x"]));
    type Uploaded = Awaited<ReturnType<typeof upload>>["data"]["object"];
    expectTypeOf<Uploaded>().toExtend<OrderAttachment>();
    expectTypeOf<Uploaded["is_location_protected"]>().toEqualTypeOf<boolean>();
  });

  test("pricing v2 resolves to the v2 answer; the sandbox client has the helper paths", () => {
    const price = () =>
      pricingClient.POST("/api/v2/recommended-price", {
        body: { pickup: { zip: "1" }, delivery: { zip: "2" }, vehicles: [] },
      });
    type Price = Awaited<ReturnType<typeof price>>;
    expectTypeOf<Price>().toExtend<RecommendedPriceV2>();
    expectTypeOf<RecommendedPriceV2>().toExtend<Price>();
    expectTypeOf<Price["data"]["recent_moves"]>().not.toBeAny();
    sandboxClient.POST("/_sandbox/clock/advance", { body: { seconds: 1 } });
    // @ts-expect-error the shipper API is not on the sandbox client
    sandboxClient.GET("/v1/public/orders");
  });
});

describe("paginate", () => {
  test("takes only list paths and yields their items", () => {
    expectTypeOf<"/v1/public/orders">().toExtend<ListPath<shipper.paths>>();
    expectTypeOf<"/v1/public/orders/{guid}">().not.toExtend<ListPath<shipper.paths>>();
    const items = shipperClient.paginate("/v1/public/orders", { params: { query: { size: 50 } } });
    type Item = typeof items extends AsyncGenerator<infer I> ? I : never;
    expectTypeOf<Item>().toExtend<Order>();
    expectTypeOf<Item["status"]>().toEqualTypeOf<Order["status"]>();
  });
});

describe("webhooks", () => {
  test("parseWebhook returns the WebhookEvent union", () => {
    expectTypeOf(parseWebhook).returns.toEqualTypeOf<WebhookEvent>();
  });
});
