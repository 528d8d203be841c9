import { describe, expectTypeOf, test } from "vitest";
import type {
  CounterOfferInput,
  FailureEnvelope,
  LoadOfferInput,
  Order,
  OrderInput,
  OrderStatus,
  PaymentMethod,
  PaymentTerms,
  PriceNegotiation,
  shipper,
  ValidationFailure,
  Vehicle,
  VehicleInput,
  VehicleType,
  WebhookSubscriptionInput,
} from "../src/index.js";

type ListOrdersBody = shipper.paths["/v1/public/orders"]["get"]["responses"][200]["content"]["application/json"];

describe("shipper aliases", () => {
  test("PaymentMethod is exactly the 14 methods", () => {
    expectTypeOf<PaymentMethod>().toEqualTypeOf<
      | "cash"
      | "check"
      | "cashiers_check"
      | "money_order"
      | "fuel_check"
      | "ach"
      | "direct_deposit"
      | "credit_card"
      | "wallet_a"
      | "wallet_b"
      | "marketplace_a"
      | "wallet_c"
      | "platformpay"
      | "other"
    >();
  });

  test("PaymentTerms is exactly the 18 terms", () => {
    expectTypeOf<PaymentTerms>().toEqualTypeOf<
      | "on_delivery"
      | "on_pickup"
      | "cash_on_delivery"
      | "cash_on_pickup"
      | "check_on_delivery"
      | "check_on_pickup"
      | "quickpay"
      | "1_3_days"
      | "2_days"
      | "5_days"
      | "7_days"
      | "10_days"
      | "15_days"
      | "20_days"
      | "30_days"
      | "45_days"
      | "60_days"
      | "other"
    >();
  });

  test("aliases are the generated component schemas", () => {
    expectTypeOf<Order>().toEqualTypeOf<shipper.components["schemas"]["Order"]>();
    expectTypeOf<Order>().toEqualTypeOf<shipper.SchemaOrder>();
    expectTypeOf<OrderStatus>().toEqualTypeOf<shipper.components["schemas"]["OrderStatus"]>();
    expectTypeOf<Order["status"]>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<NonNullable<OrderInput["vehicles"]>[number]>().toEqualTypeOf<VehicleInput>();
  });

  test("a valid order input compiles; a wrong enum value does not", () => {
    const order = {
      payment: { payment_method: "ach", payment_terms: "5_days", amount: "1250.00" },
      vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2020 }],
    } satisfies OrderInput;
    expectTypeOf(order).toExtend<OrderInput>();
    // @ts-expect-error "bitcoin" is not a PaymentMethod
    const method: PaymentMethod = "bitcoin";
    // @ts-expect-error "hovercraft" is not a VehicleType
    const type: VehicleType = "hovercraft";
    // @ts-expect-error "shipped" is not an OrderStatus
    const status: OrderStatus = "shipped";
    expectTypeOf([method, type, status]).toBeArray();
  });

  test("a vehicle needs its type, in requests (VehicleInput) and responses (Vehicle)", () => {
    expectTypeOf<VehicleInput["type"]>().toEqualTypeOf<VehicleType>();
    expectTypeOf<Vehicle["type"]>().toEqualTypeOf<VehicleType>();
    const full: VehicleInput = { type: "suv", make: "Ford" };
    const { type: _type, ...withoutType } = full;
    // @ts-expect-error `type` is required
    const bad: VehicleInput = withoutType;
    expectTypeOf(bad).toEqualTypeOf<VehicleInput>();
  });

  test("other required request fields are required", () => {
    // @ts-expect-error `price` is required
    const counter: CounterOfferInput = {};
    // @ts-expect-error `callback_url` is required
    const subscription: WebhookSubscriptionInput = { audit_field_set: [] };
    expectTypeOf<PriceNegotiation["acceptable_pickup_days"]>().toEqualTypeOf<number>();
    expectTypeOf([counter, subscription]).toBeArray();
  });

  test("LoadOfferInput takes exactly one carrier key", () => {
    expectTypeOf({ carrier_usdot: "1234567" }).toExtend<LoadOfferInput>();
    expectTypeOf({
      carrier_guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
      carrier_type: "BROKER" as const,
    }).toExtend<LoadOfferInput>();
    // @ts-expect-error one carrier key is required
    const none: LoadOfferInput = {};
    // @ts-expect-error at most one carrier key
    const two: LoadOfferInput = { carrier_usdot: "1234567", carrier_email: "dispatch@example.com" };
    expectTypeOf([none, two]).toBeArray();
  });

  test("envelopes narrowed with allOf keep the narrowed fields", () => {
    expectTypeOf<ListOrdersBody["data"]["objects"][number]["guid"]>().toEqualTypeOf<string>();
    expectTypeOf<ListOrdersBody["data"]["objects"][number]["status"]>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<FailureEnvelope["data"]["error_id"]>().toEqualTypeOf<string>();
    expectTypeOf<ValidationFailure["data"]["error_id"]>().toEqualTypeOf<"VALIDATION_ERROR">();
    expectTypeOf<NonNullable<ValidationFailure["data"]["details"]>["price"]>().toEqualTypeOf<string[]>();
  });
});
