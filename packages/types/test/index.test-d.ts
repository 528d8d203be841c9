import { describe, expectTypeOf, test } from "vitest";
import type { Order, pricing, RecommendedPriceRequest, shipper, WebhookEvent } from "../src/index.js";

describe("package entry", () => {
  test("each bundled API is a namespace with paths, components, operations and webhooks", () => {
    expectTypeOf<keyof shipper.paths>().toExtend<string>();
    expectTypeOf<"/v1/public/orders">().toExtend<keyof shipper.paths>();
    expectTypeOf<"/api/v1/recommended-price" | "/api/v2/recommended-price">().toEqualTypeOf<keyof pricing.paths>();
    expectTypeOf<shipper.paths["/v1/public/orders"]["post"]>().toEqualTypeOf<shipper.operations["createOrder"]>();
    expectTypeOf<keyof shipper.webhooks>().toEqualTypeOf<shipper.components["schemas"]["WebhookAction"]>();
    expectTypeOf<pricing.webhooks>().toEqualTypeOf<Record<string, never>>();
  });

  test("root types: every component also has a named export in its namespace", () => {
    expectTypeOf<shipper.SchemaOrder>().toEqualTypeOf<Order>();
    expectTypeOf<pricing.SchemaRecommendedPriceRequest>().toEqualTypeOf<RecommendedPriceRequest>();
    expectTypeOf<pricing.ResponseBadRequest["content"]["application/json"]>().toEqualTypeOf<
      pricing.components["schemas"]["PricingError"]
    >();
  });

  test("the request body of an operation is reachable through paths (what openapi-fetch uses)", () => {
    type CreateBody = NonNullable<
      shipper.paths["/v1/public/orders"]["post"]["requestBody"]
    >["content"]["application/json"];
    expectTypeOf<CreateBody>().toEqualTypeOf<shipper.components["schemas"]["OrderInput"]>();
    expectTypeOf<WebhookEvent>().toExtend<{ action: string; action_date: string }>();
  });
});
