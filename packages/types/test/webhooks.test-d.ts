import { describe, expectTypeOf, test } from "vitest";
import type { shipper, WebhookAction, WebhookEvent, WebhookEventOf, WebhookPayloads } from "../src/index.js";

type Schemas = shipper.components["schemas"];
/** Exact type equality, for checks mapped over all 64 actions. */
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

describe("webhook payloads", () => {
  test("the 64 actions: webhooks keys, WebhookAction and the union's discriminant agree", () => {
    expectTypeOf<keyof shipper.webhooks>().toEqualTypeOf<WebhookAction>();
    expectTypeOf<keyof WebhookPayloads>().toEqualTypeOf<WebhookAction>();
    expectTypeOf<WebhookEvent["action"]>().toEqualTypeOf<WebhookAction>();
  });

  test("every action has a payload whose action is that action", () => {
    type Empty = { [A in WebhookAction]: [WebhookEventOf<A>] extends [never] ? A : never }[WebhookAction];
    type Wrong = {
      [A in WebhookAction]: Equal<WebhookEventOf<A>["action"], A> extends true ? never : A;
    }[WebhookAction];
    expectTypeOf<Empty>().toBeNever();
    expectTypeOf<Wrong>().toBeNever();
  });

  test("narrowing the union on `action` yields exactly that action's payload, for all 64", () => {
    type Mismatch = {
      [A in WebhookAction]: Equal<Extract<WebhookEvent, { action: A }>, WebhookEventOf<A>> extends true ? never : A;
    }[WebhookAction];
    expectTypeOf<Mismatch>().toBeNever();
  });

  test("switch on action narrows: insurance.canceled has cancellation_reason, gps actions fix gps_active", () => {
    const handle = (event: WebhookEvent): string => {
      switch (event.action) {
        case "insurance.canceled":
          expectTypeOf(event).toEqualTypeOf<WebhookEventOf<"insurance.canceled">>();
          expectTypeOf(event.cancellation_reason).toEqualTypeOf<Schemas["InsuranceCancellationReason"]>();
          expectTypeOf(event.vehicle_guid).toEqualTypeOf<string>();
          return event.cancellation_reason;
        case "vehicle.gps_activated":
          expectTypeOf(event.gps_active).toEqualTypeOf<true>();
          return event.vehicle_guids.join(",");
        case "vehicle.gps_deactivated":
          expectTypeOf(event.gps_active).toEqualTypeOf<false>();
          return "off";
        case "order.modified":
          expectTypeOf(event.revision_guid).toEqualTypeOf<string>();
          return event.order_guid;
        default:
          // @ts-expect-error only insurance.canceled carries cancellation_reason
          return event.cancellation_reason;
      }
    };
    expectTypeOf(handle).returns.toBeString();
  });

  test("order.created is either the plain order payload or the revision payload", () => {
    type Created = WebhookEventOf<"order.created">;
    expectTypeOf<Created>().toExtend<Schemas["OrderEvent"]>();
    expectTypeOf<Extract<Created, { revision_guid: string }>>().not.toBeNever();
    expectTypeOf<Exclude<Created, { revision_guid: string }>>().not.toBeNever();
    const plain: Created = { action: "order.created", action_date: "2026-03-16T14:05:12.345+0000", order_guid: "g" };
    expectTypeOf(plain.order_guid).toBeString();
  });

  test("WebhookEventOf takes a union of actions", () => {
    expectTypeOf<WebhookEventOf<"offer.sent" | "offer.canceled">["action"]>().toEqualTypeOf<
      "offer.sent" | "offer.canceled"
    >();
    // @ts-expect-error not a webhook action
    expectTypeOf<WebhookEventOf<"order.exploded">>().toBeObject();
  });

  test("a payload with a wrong action, a wrong constant or a missing field does not compile", () => {
    const canceled: WebhookEventOf<"insurance.canceled"> = {
      action: "insurance.canceled",
      action_date: "2026-03-17T09:12:55.600+0000",
      order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
      vehicle_guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
      cancellation_reason: "VEHICLE_MODIFIED",
    };
    const { cancellation_reason: _reason, ...withoutReason } = canceled;
    // @ts-expect-error `cancellation_reason` is required
    const missing: WebhookEventOf<"insurance.canceled"> = withoutReason;
    // @ts-expect-error the action must be insurance.canceled
    const wrongAction: WebhookEventOf<"insurance.canceled"> = { ...canceled, action: "insurance.issued" };
    // @ts-expect-error "LOST_AT_SEA" is not a cancellation reason
    const wrongReason: WebhookEventOf<"insurance.canceled"> = { ...canceled, cancellation_reason: "LOST_AT_SEA" };
    const activated: WebhookEventOf<"vehicle.gps_activated"> = {
      action: "vehicle.gps_activated",
      action_date: "2026-03-17T09:12:55.600+0000",
      vehicle_guids: [],
      gps_active: true,
    };
    // @ts-expect-error gps_activated always carries gps_active: true
    const wrongFlag: WebhookEventOf<"vehicle.gps_activated"> = { ...activated, gps_active: false };
    expectTypeOf([missing, wrongAction, wrongReason, wrongFlag]).toBeArray();
  });
});
