/**
 * Insurance: quotes (409 VEHICLE_VALUE_REQUIRED, then quoted with `vehicle.value`), the policy sync (draft
 * policies, `personal_link`), its window of one call per order per 30 seconds (429 RATE_LIMIT_EXCEEDED; a failed
 * sync consumes it too), and the insurer (sandbox helpers) issuing and canceling policies.
 */
import { describe, expect } from "vitest";
import { expectAnswer } from "../src/harness/answer.js";
import { orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { ownOrder } from "../src/harness/fixture-orders.js";
import { orderBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import { type Stamp, type TargetTime, targetTime } from "../src/harness/target-time.js";

const suite = contract("insurance");
const WINDOW_S = 30;

const ROUTE = { pickup: { city: "Dallas", state: "TX", zip: "75204" }, delivery: { city: "Atlanta", state: "GA" } };
const CAMRY = { year: 2022, make: "Toyota", model: "Camry", vehicle_type: "sedan", vin: "4T1C11AK5NU612345" };
/** A vehicle no table values: an unknown make of a type without values, older than the VIN era. */
const ONE_OFF = { year: 1975, make: "Zzyzx Custom Works", model: "One-off", vehicle_type: "other" };

const quote = (vehicle: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  suite.call("createInsuranceQuotes", { body: { ...ROUTE, vehicle, ...overrides } });
const sync = (guid: string) => suite.call("syncInsurancePolicy", { path: { guid } });
const insuranceOf = (guid: string) => suite.call("getOrderInsurance", { path: { guid } });

/** An order none of whose vehicles can be valued: its sync fails. */
const uninsurableOrder = () =>
  createOrder(suite, orderBody({ vehicles: [{ type: "freight", make: "Zzyzx Custom Works", model: "Crate" }] }));

/** A 429 of the sync, with `Retry-After` (when sent) giving the seconds left of the window `opened` started. */
async function expectRefused(guid: string, window?: { time: TargetTime; opened: Stamp }): Promise<void> {
  const refuse = () =>
    sync(guid)
      .expectStatus(429)
      .expectJsonLike({ status: "fail", data: { error_id: "RATE_LIMIT_EXCEEDED" } })
      .toss();
  const [response, at]: [ApiObject, Stamp] = window ? await window.time.stamp(refuse) : [await refuse(), NO_STAMP];
  const retryAfter = response.headers["retry-after"];
  if (retryAfter !== undefined) {
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_S);
    if (window) {
      const left = window.time.secondsLeft(window.opened, at, WINDOW_S);
      expect(Number(retryAfter), `Retry-After within ${left.min}..${left.max} s`).toBeGreaterThanOrEqual(left.min);
      expect(Number(retryAfter), `Retry-After within ${left.min}..${left.max} s`).toBeLessThanOrEqual(left.max);
    }
  }
}
const NO_STAMP: Stamp = { sent: 0, answered: 0 };

describe("quotes", () => {
  suite.rule("a quote lists plans with their premium in USD (rule: quote)", [], async () => {
    const plans: ApiObject[] = await quote(CAMRY).expectStatus(200).returns("data.objects");
    expectField(plans).not.toHaveLength(0);
    expectField(plans, "/*/plan_slug").toSatisfy(function distinctSlugs(slugs: unknown) {
      return Array.isArray(slugs) && new Set(slugs).size === slugs.length;
    });
    for (const plan of plans) expectField(plan, "/calculated_premium").toBeGreaterThan(0);
  });

  suite.rule(
    "a vehicle that cannot be valued is 409 VEHICLE_VALUE_REQUIRED; with vehicle.value it is quoted (rule: vehicle value)",
    [],
    async () => {
      await quote(ONE_OFF)
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "VEHICLE_VALUE_REQUIRED" } });
      const plans: ApiObject[] = await quote({ ...ONE_OFF, value: 18_500 })
        .expectStatus(200)
        .returns("data.objects");
      expectField(plans).not.toHaveLength(0);
    },
  );

  const invalid = [
    { case: "no vehicle", body: { vehicle: undefined }, field: "vehicle" },
    { case: "an unknown vehicle_type", body: { vehicle: { ...CAMRY, vehicle_type: "hovercraft" } }, field: "vehicle" },
    { case: "a zero value", body: { vehicle: { ...CAMRY, value: 0 } }, field: "vehicle.value" },
    { case: "a pickup without state", body: { pickup: { city: "Dallas" } }, field: "pickup.state" },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: quote body)", [], async (c) => {
    const answer: ApiObject = await quote(CAMRY, c.body).expectStatus(400).toss();
    expectAnswer("createInsuranceQuotes", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
    const aKeyStartingWith = (details: unknown) =>
      Object.keys(details !== null && typeof details === "object" ? details : {}).some((key) =>
        key.startsWith(c.field),
      );
    Object.defineProperty(aKeyStartingWith, "name", { value: `a key starting with '${c.field}'` });
    expectField(answer, "/data/details").toSatisfy(aKeyStartingWith);
  });
});

describe("policy sync", () => {
  suite.rule("reading an order's insurance creates nothing: personal_link null (rule: read)", ["writes"], async () => {
    const order = await createOrder(suite);
    for (let read = 0; read < 2; read += 1) {
      const state: ApiObject = await insuranceOf(order.guid).expectStatus(200).returns("data.object");
      expectField(state, "/personal_link").toBeNull();
      expectField(state, "/policies").toSatisfy(function noPolicies(policies: unknown) {
        return policies === undefined || policies === null || (Array.isArray(policies) && policies.length === 0);
      });
    }
  });

  suite.rule(
    "sync drafts a policy per eligible vehicle and sets personal_link (rule: sync policy)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      const synced: ApiObject = await sync(order.guid).expectStatus(200).returns("data.object");
      expectField(synced, "/personal_link").toMatch(/^https?:\/\//);
      const vehicles = order.vehicles.map((vehicle: ApiObject) => vehicle.guid).sort();
      expectField(synced, "/policies/*/vehicle_guid").toSatisfy(function oneForEachVehicle(guids: unknown) {
        return Array.isArray(guids) && JSON.stringify([...guids].sort()) === JSON.stringify(vehicles);
      });
      for (const policy of synced.policies) expectField(policy, "/status").toBe("draft");
      await insuranceOf(order.guid).expectStatus(200).expectJson("data.object", synced);
    },
  );

  suite.rule("only the vehicles that can be valued get a draft (rule: eligible vehicles)", ["writes"], async () => {
    const crate = { type: "freight", make: "Zzyzx Custom Works", model: "Crate" };
    const camry = { type: "sedan", vin: "4T1C11AK5NU612345", make: "Toyota", model: "Camry", year: 2022 };
    const order = await createOrder(suite, orderBody({ vehicles: [crate, camry] }));
    const synced: ApiObject = await sync(order.guid).expectStatus(200).returns("data.object");
    const eligible = order.vehicles.find((vehicle: ApiObject) => vehicle.type === "sedan").guid;
    expectField(synced, "/policies/*/vehicle_guid").toEqual([eligible]);
  });

  suite.rule("a second sync within 30 s is 429 RATE_LIMIT_EXCEEDED (rule: 1 call per 30 s)", ["writes"], async () => {
    const order = await createOrder(suite);
    await sync(order.guid).expectStatus(200);
    await expectRefused(order.guid);
  });

  suite.rule("the window is per order (rule: 1 call per order)", ["writes"], async () => {
    const [first, second] = [await createOrder(suite), await createOrder(suite)];
    await sync(first.guid).expectStatus(200);
    await sync(second.guid).expectStatus(200);
  });

  suite.rule(
    "a failed sync (no eligible vehicle) also consumes the window (rule: failed sync)",
    ["writes"],
    async () => {
      const order = await uninsurableOrder();
      await sync(order.guid).expectStatus(404);
      await expectRefused(order.guid);
      await insuranceOf(order.guid).expectStatus(200).expectJson("data.object.personal_link", null);
    },
  );

  suite.rule("an unknown order is 404 for the read and the sync (rule: missing objects)", [], async () => {
    await insuranceOf(UNKNOWN_GUID)
      .expectStatus(404)
      .expectJsonLike({ data: { error_id: "NOT_FOUND" } });
    await sync(UNKNOWN_GUID)
      .expectStatus(404)
      .expectJsonLike({ data: { error_id: "NOT_FOUND" } });
  });
});

describe("the insurer (sandbox helpers)", () => {
  const NEEDS = ["writes", "testHelpers"] as const;

  /** A synced order and the path of its first vehicle's policy. */
  async function draftPolicy(): Promise<{ order: ApiObject; path: Record<string, string> }> {
    const order = await createOrder(suite);
    await sync(order.guid).expectStatus(200);
    return { order, path: { order_guid: order.guid, vehicle_guid: order.vehicles[0].guid } };
  }
  /** expectField on the policy of a vehicle in an insurance state (at /policies/-1, missing, when it has none). */
  const policyOf = (state: ApiObject, vehicleGuid: string) => {
    const index = (Array.isArray(state.policies) ? state.policies : []).findIndex(
      (policy: ApiObject) => policy.vehicle_guid === vehicleGuid,
    );
    return expectField(state, `/policies/${index}`);
  };
  const insurer = (operationId: string, path: Record<string, string>, body: unknown = {}) =>
    suite.call(operationId, { path, body });

  suite.rule(
    "issuing a draft makes it issued at the insurer's premium (rule: insurer issues)",
    [...NEEDS],
    async () => {
      const { order, path } = await draftPolicy();
      await insurer("issueInsurancePolicy", path, { calculated_premium: 42.5 }).expectStatus(200);
      const state: ApiObject = await insuranceOf(order.guid).expectStatus(200).returns("data.object");
      policyOf(state, path.vehicle_guid as string).toMatchObject({
        status: "issued",
        calculated_premium: 42.5,
      });
      await insurer("issueInsurancePolicy", path)
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "INSURANCE_POLICY_STATE_CONFLICT" } });
    },
  );

  suite.rule(
    "the insurer cancels an issued policy: canceled, CANCELED_VIA_INSURER (rule: policy ends)",
    [...NEEDS],
    async () => {
      const { order, path } = await draftPolicy();
      await insurer("cancelInsurancePolicy", path)
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "INSURANCE_POLICY_STATE_CONFLICT" } });
      await insurer("issueInsurancePolicy", path).expectStatus(200);
      const state: ApiObject = await insurer("cancelInsurancePolicy", path).expectStatus(200).returns("data.object");
      policyOf(state, path.vehicle_guid as string).toMatchObject({
        status: "canceled",
        cancellation_reason: "CANCELED_VIA_INSURER",
      });
      await insuranceOf(order.guid).expectStatus(200).expectJson("data.object", state);
    },
  );

  suite.rule(
    "canceling the order ends its issued policy with ORDER_CANCELED (rule: policy ends)",
    [...NEEDS],
    async () => {
      const { order, path } = await draftPolicy();
      await insurer("issueInsurancePolicy", path).expectStatus(200);
      await orderHelper(suite, "cancelSandboxOrder", order.guid);
      const state: ApiObject = await insuranceOf(order.guid).expectStatus(200).returns("data.object");
      policyOf(state, path.vehicle_guid as string).toMatchObject({
        status: "canceled",
        cancellation_reason: "ORDER_CANCELED",
      });
    },
  );

  suite.rule("a vehicle without a policy is 404 (rule: missing objects)", [...NEEDS], async () => {
    const order = await createOrder(suite);
    const path = { order_guid: order.guid, vehicle_guid: order.vehicles[0].guid };
    await insurer("issueInsurancePolicy", path).expectStatus(404);
    await insurer("cancelInsurancePolicy", path).expectStatus(404);
  });
});

describe("what ends an issued policy, on PATCH and PUT", () => {
  const NEEDS = ["writes", "testHelpers"] as const;
  type Vehicle = Record<string, unknown>;
  /** The order's vehicles as a request sends them back (kept by guid). */
  const asSent = (order: ApiObject): Vehicle[] =>
    order.vehicles.map((vehicle: ApiObject) => {
      const { guid, type, vin, make, model, year, color, price } = vehicle;
      return Object.fromEntries(
        Object.entries({ guid, type, vin, make, model, year, color, price }).filter(([, value]) => value != null),
      );
    });
  const changes: { case: string; change: (first: Vehicle) => Vehicle | undefined; reason: string | null }[] = [
    { case: "a new vin", change: (v) => ({ ...v, vin: "4T1C11AK5NU699998" }), reason: "VEHICLE_MODIFIED" },
    { case: "another year", change: (v) => ({ ...v, year: 2021 }), reason: "VEHICLE_MODIFIED" },
    { case: "another make", change: (v) => ({ ...v, make: "Lexus" }), reason: "VEHICLE_MODIFIED" },
    { case: "another model", change: (v) => ({ ...v, model: "Corolla" }), reason: "VEHICLE_MODIFIED" },
    { case: "another type", change: (v) => ({ ...v, type: "2_door_coupe" }), reason: "VEHICLE_MODIFIED" },
    { case: "the vehicle left out", change: () => undefined, reason: "VEHICLE_REMOVED" },
    { case: "another color", change: (v) => ({ ...v, color: "red" }), reason: null },
    { case: "another vehicle price", change: (v) => ({ ...v, price: "610.00" }), reason: null },
  ];
  const paths = [
    {
      by: "PATCH",
      send: (order: ApiObject, vehicles: Vehicle[]) =>
        suite.call("updateOrderPartially", { path: { guid: order.guid }, body: { vehicles } }),
    },
    {
      by: "PUT",
      send: (order: ApiObject, vehicles: Vehicle[]) =>
        suite.call("updateOrder", { path: { guid: order.guid }, body: orderBody({ vehicles }) }),
    },
  ];
  const cases = changes.flatMap((change) => paths.map((path) => ({ ...change, ...path })));
  /** A new order (the sample's two vehicles), synced, both policies issued by the insurer: `orders_insured`. */
  const insuredOrder = () =>
    ownOrder(suite, "orders_insured", ["insurer.issuePolicy"], async () => {
      const order = await createOrder(suite);
      await sync(order.guid).expectStatus(200);
      for (const vehicle of order.vehicles as ApiObject[]) {
        const path = { order_guid: order.guid, vehicle_guid: vehicle.guid };
        await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200);
      }
      return order;
    });
  suite.rules(
    cases,
    "$case by $by: the vehicle's issued policy ends with $reason, the other stays issued (rule: policy ends)",
    [...NEEDS],
    async (c) => {
      const order = await insuredOrder();
      const [first, second] = order.vehicles.map((vehicle: ApiObject) => ({
        order_guid: order.guid,
        vehicle_guid: vehicle.guid,
      }));
      const [sentFirst, sentSecond] = asSent(order) as [Vehicle, Vehicle];
      const changed = c.change(sentFirst);
      await c.send(order, changed ? [changed, sentSecond] : [sentSecond]).expectStatus(200);
      const state: ApiObject = await insuranceOf(order.guid).expectStatus(200).returns("data.object");
      const at = (guid: string) => (state.policies as ApiObject[]).findIndex((p) => p.vehicle_guid === guid);
      const ended = c.reason ? { status: "canceled", cancellation_reason: c.reason } : { status: "issued" };
      expectField(state, `/policies/${at(first.vehicle_guid)}`).toMatchObject(ended);
      expectField(state, `/policies/${at(second.vehicle_guid)}`).toMatchObject({ status: "issued" });
    },
  );

  suite.rule(
    "archiving the order ends its issued policy with ORDER_CANCELED (rule: policy ends)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      await sync(order.guid).expectStatus(200);
      const path = { order_guid: order.guid, vehicle_guid: order.vehicles[0].guid };
      await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      const state: ApiObject = await insuranceOf(order.guid).expectStatus(200).returns("data.object");
      const index = (state.policies as ApiObject[]).findIndex((p) => p.vehicle_guid === path.vehicle_guid);
      expectField(state, `/policies/${index}`).toMatchObject({
        status: "canceled",
        cancellation_reason: "ORDER_CANCELED",
      });
    },
  );
});

/**
 * The window's end: on a manual clock these move it (last and alone: the tests above rely on their windows); on
 * any other target they wait for it in real time, about 31 s, all three at once (tagged slow).
 */
const onClock = suite.target.capabilities.testClock;
(onClock ? describe.sequential : describe)(
  `the 30-second window ${onClock ? "on the test clock" : "in real time"}`,
  () => {
    const SLOW = { slow: true };

    suite.rule(
      "sync is allowed again once 30 s have passed (rule: 1 call per 30 s)",
      ["writes"],
      async () => {
        const time = targetTime(suite);
        const order = await createOrder(suite);
        const [, opened] = await time.stamp(() => sync(order.guid).expectStatus(200).toss());
        await time.inside(opened, WINDOW_S - 1);
        await expectRefused(order.guid, { time, opened });
        await time.past(opened, WINDOW_S);
        await sync(order.guid).expectStatus(200);
      },
      SLOW,
    );

    suite.rule(
      "at 29.999 s the window still refuses; at 30 s it is over (rule: 1 call per 30 s)",
      ["writes", "testClock"],
      async () => {
        const order = await createOrder(suite);
        await sync(order.guid).expectStatus(200);
        await advanceClock(suite, WINDOW_S - 0.001);
        await expectRefused(order.guid);
        await advanceClock(suite, 0.001);
        await sync(order.guid).expectStatus(200);
        await expectRefused(order.guid);
      },
    );

    suite.rule(
      "a refused call does not restart the window (rule: GAPS Retry-After)",
      ["writes"],
      async () => {
        const time = targetTime(suite);
        const order = await createOrder(suite);
        const [, opened] = await time.stamp(() => sync(order.guid).expectStatus(200).toss());
        await time.inside(opened, 20);
        await expectRefused(order.guid, { time, opened });
        await time.past(opened, WINDOW_S);
        await sync(order.guid).expectStatus(200);
      },
      SLOW,
    );

    suite.rule(
      "a failed sync's window ends after 30 s too (rule: failed sync)",
      ["writes"],
      async () => {
        const time = targetTime(suite);
        const order = await uninsurableOrder();
        const [, opened] = await time.stamp(() => sync(order.guid).expectStatus(404).toss());
        await expectRefused(order.guid, { time, opened });
        await time.past(opened, WINDOW_S);
        await sync(order.guid).expectStatus(404);
      },
      SLOW,
    );
  },
);

describe("what a draft costs (G-137, G-138)", () => {
  /** The standard-cargo premium a quote gives for an order's vehicle on a route. */
  async function standardQuote(vehicle: ApiObject, route: Record<string, unknown>): Promise<number> {
    const { year, make, model, type: vehicle_type, vin } = vehicle;
    const plans: ApiObject[] = await suite
      .call("createInsuranceQuotes", { body: { ...route, vehicle: { year, make, model, vehicle_type, vin } } })
      .expectStatus(200)
      .returns("data.objects");
    return plans.find((plan) => plan.plan_slug === "standard-cargo")?.calculated_premium;
  }
  const stop = (state: string) => ({ date_type: "estimated", venue: { city: "Dallas", state, zip: "75204" } });
  const routes = [
    { case: "between two states", pickup: stop("TX"), delivery: stop("GA"), quoted: { GA: true } },
    { case: "within one state", pickup: stop("TX"), delivery: stop("TX"), quoted: { GA: false } },
    { case: "without stops (no state known)", pickup: undefined, delivery: undefined, quoted: { GA: false } },
    {
      case: "with stops without a venue",
      pickup: { date_type: "estimated" },
      delivery: undefined,
      quoted: { GA: false },
    },
  ];
  suite.rules(
    routes,
    "an order $case: each draft is on standard-cargo at the premium a quote gives on that route (rule: G-137 premiums)",
    ["writes"],
    async (c) => {
      const order = await createOrder(suite, orderBody({ pickup: c.pickup, delivery: c.delivery }));
      const synced: ApiObject = await sync(order.guid).expectStatus(200).returns("data.object");
      const route = {
        pickup: { city: "Dallas", state: "TX" },
        delivery: { city: "Atlanta", state: c.quoted.GA ? "GA" : "TX" },
      };
      for (const vehicle of order.vehicles) {
        const index = (synced.policies as ApiObject[]).findIndex((p) => p.vehicle_guid === vehicle.guid);
        expectField(synced, `/policies/${index}`).toMatchObject({
          status: "draft",
          plan_slug: "standard-cargo",
          calculated_premium: await standardQuote(vehicle, route),
          cancellation_reason: null,
        });
      }
    },
    { assumes: ["G-137", "G-138"] },
  );
});

// Alone and last: these move the clock past the window.
describe.sequential("a later sync (test clock)", () => {
  const NEEDS = ["writes", "testHelpers", "testClock"] as const;

  suite.rule(
    "Retry-After is the window's seconds left rounded up: 30 at once, 20 after 10.5 s, 1 after 29.999 s (rule: G-040 Retry-After)",
    ["writes", "testClock"],
    async () => {
      const order = await createOrder(suite);
      await sync(order.guid).expectStatus(200);
      for (const [wait, left] of [
        [0, "30"],
        [10.5, "20"],
        [19.499, "1"],
      ] as const) {
        if (wait > 0) await advanceClock(suite, wait);
        await sync(order.guid).expectStatus(429).expectHeader("retry-after", left);
      }
    },
    { assumes: "G-040" },
  );

  suite.rule(
    "a later sync keeps an issued policy as it is and drafts again a vehicle whose policy the insurer canceled (rule: G-176 A later sync)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      await sync(order.guid).expectStatus(200);
      const [kept, redrafted] = order.vehicles.map((vehicle: ApiObject) => ({
        order_guid: order.guid,
        vehicle_guid: vehicle.guid,
      }));
      await suite.call("issueInsurancePolicy", { path: kept, body: { calculated_premium: 42.5 } }).expectStatus(200);
      await suite.call("issueInsurancePolicy", { path: redrafted, body: {} }).expectStatus(200);
      await suite.call("cancelInsurancePolicy", { path: redrafted, body: {} }).expectStatus(200);
      await advanceClock(suite, WINDOW_S);
      const state: ApiObject = await sync(order.guid).expectStatus(200).returns("data.object");
      expectField(state, "/policies").toHaveLength(2);
      const at = (guid: string) => (state.policies as ApiObject[]).findIndex((p) => p.vehicle_guid === guid);
      expectField(state, `/policies/${at(kept.vehicle_guid)}`).toMatchObject({
        status: "issued",
        calculated_premium: 42.5,
      });
      expectField(state, `/policies/${at(redrafted.vehicle_guid)}`).toMatchObject({
        status: "draft",
        cancellation_reason: null,
      });
    },
    { assumes: "G-176" },
  );

  suite.rule(
    "a later sync keeps the canceled policy of a removed vehicle beside the others' drafts (rule: G-176 A later sync)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      await sync(order.guid).expectStatus(200);
      const [removed, stays] = order.vehicles as ApiObject[];
      const path = { order_guid: order.guid, vehicle_guid: removed.guid };
      await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200);
      const { guid, type, vin, make, model, year } = stays;
      await suite
        .call("updateOrderPartially", {
          path: { guid: order.guid },
          body: { vehicles: [{ guid, type, vin, make, model, year }] },
        })
        .expectStatus(200);
      await advanceClock(suite, WINDOW_S);
      const state: ApiObject = await sync(order.guid).expectStatus(200).returns("data.object");
      expectField(state, "/policies").toHaveLength(2);
      const at = (vehicleGuid: string) =>
        (state.policies as ApiObject[]).findIndex((p) => p.vehicle_guid === vehicleGuid);
      expectField(state, `/policies/${at(removed.guid)}`).toMatchObject({
        status: "canceled",
        cancellation_reason: "VEHICLE_REMOVED",
      });
      expectField(state, `/policies/${at(stays.guid)}`).toMatchObject({ status: "draft" });
    },
    { assumes: "G-176" },
  );
});
