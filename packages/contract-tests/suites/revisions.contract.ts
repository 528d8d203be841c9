/**
 * Revision payloads beyond the field-set basics of webhook-delivery.contract.ts: who made the change (a carrier is
 * named by its own fields, each one it is known by, instead of `user_guid`), a vehicle field that had no value
 * before, the subscribed fields of a created vehicle that are still empty, and the plain `order.created` payload of
 * a subscription without `audit_field_set`.
 */
import { describe, expect } from "vitest";
import { answerOffer, sendOffer } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody, uniqueDigits } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/harness/steps.js";
import { aboutOrder, aboutVehicle } from "../src/webhooks/trigger.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("revisions");
const VEHICLE_FIELDS = ["vehicles.vin", "vehicles.lot_number", "vehicles.color"];
const webhooks = useWebhooks(suite, [
  { action: "vehicle.modified", auditFieldSet: VEHICLE_FIELDS },
  { action: "vehicle.created", auditFieldSet: VEHICLE_FIELDS },
  { action: "order.created" },
]);
const NEEDS = ["writes", "webhooks"] as const;
const HELPERS = [...NEEDS, "testHelpers"] as const;

/** The vehicles of an order as a PATCH body sends them back (guid and every field kept), the first one changed by `first`. */
function vehiclesWith(order: ApiObject, first: Record<string, unknown>): ApiObject[] {
  return (order.vehicles as ApiObject[]).map((vehicle, index) => {
    const { guid, type, vin, make, model, year, price } = vehicle;
    return { guid, type, vin, make, model, year, price, ...(index === 0 ? first : {}) };
  });
}

/** The carrier that has the order corrects the first vehicle's VIN; the vehicle.modified payload of that change. */
async function correctedByCarrier(order: ApiObject): Promise<ApiObject> {
  const vehicle = order.vehicles[0];
  const since = webhooks.receiver.mark();
  await suite
    .call("updateVehicleAsCarrier", {
      path: { order_guid: order.guid, vehicle_guid: vehicle.guid },
      body: { vin: "4T1C11AK5NU600077" },
    })
    .expectStatus(200)
    .toss();
  const { payload } = await webhooks.expectWebhook("vehicle.modified", since, aboutVehicle(vehicle.guid));
  expectField(payload, "/data").toEqual({ vin: { old_value: vehicle.vin, new_value: "4T1C11AK5NU600077" } });
  return payload;
}

/** The carrier of an accepted load request (its fields, some overridden) corrects a vehicle: what it sent, the payload. */
async function byRequestCarrier(overrides: Record<string, unknown> = {}) {
  const order = await createOrder(suite);
  const id = uniqueDigits(7);
  const carrier = {
    carrier_name: `Roadrunner ${id} Auto Transport LLC`,
    carrier_contact_name: `Dana ${id}`,
    carrier_phone: `+1 555 ${id}`,
    carrier_email: `dispatch-${id}@roadrunner-auto.example`,
    ...overrides,
  };
  const request = await sendLoadRequest(suite, order.guid, { ...carrier, carrier_usdot: id });
  await suite
    .call("acceptLoadRequest", { path: { order_guid: order.guid, request_guid: request.guid } })
    .expectStatus(200)
    .toss();
  return { carrier, request, payload: await correctedByCarrier(order) };
}

describe("who made the change", () => {
  suite.rule(
    "a change by the carrier of an accepted load request names its guid, name, contact name, phone and e-mail, no user_guid (rule: revision payload)",
    [...HELPERS],
    async () => {
      const { carrier, request, payload } = await byRequestCarrier();
      expectField(payload).toMatchObject({ ...carrier, carrier_guid: request.carrier_guid });
      expectField(payload, "/user_guid").toBeUndefined();
    },
  );

  suite.rule(
    "an empty contact name is not known: the payload names the carrier's other fields, no carrier_contact_name (rule: G-123)",
    [...HELPERS],
    async () => {
      const { carrier, payload } = await byRequestCarrier({ carrier_contact_name: "" });
      const { carrier_contact_name: _empty, ...known } = carrier;
      expectField(payload).toMatchObject(known);
      expectField(payload, "/carrier_contact_name").toBeUndefined();
    },
    { assumes: "G-123" },
  );

  suite.rule(
    "a carrier known only by its e-mail is named by its guid and e-mail, no other carrier field (rule: G-123)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      const email = `solo-${uniqueDigits(7)}@carrier.example`;
      const offer = await sendOffer(suite, order.guid, { carrier_email: email });
      await answerOffer(suite, "acceptOfferAsCarrier", offer.guid);
      const payload = await correctedByCarrier(order);
      expectField(payload, "/carrier_email").toBe(email);
      expectField(payload, "/carrier_guid").toEqual(expect.any(String));
      for (const field of ["carrier_name", "carrier_contact_name", "carrier_phone", "user_guid"]) {
        expectField(payload, `/${field}`).toBeUndefined();
      }
    },
    { assumes: "G-123" },
  );
});

describe("vehicle fields", () => {
  suite.rule(
    "a lot number given to a vehicle that had none is vehicle.modified, old value null (rule: revision fields)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const vehicle = order.vehicles[0];
      const since = webhooks.receiver.mark();
      await suite
        .call("updateOrderPartially", {
          path: { guid: order.guid },
          body: { vehicles: vehiclesWith(order, { lot_number: "LOT-77" }) },
        })
        .expectStatus(200)
        .toss();
      const { payload } = await webhooks.expectWebhook("vehicle.modified", since, aboutVehicle(vehicle.guid));
      expectField(payload, "/data").toEqual({ lot_number: { old_value: null, new_value: "LOT-77" } });
    },
  );

  suite.rule(
    "a vehicle added by PATCH is vehicle.created with every subscribed field, the empty ones null to null (rule: revision fields)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const added = { type: "pickup", vin: "1FTFW1E50NFA00077", make: "Ford", model: "F-150", year: 2022 };
      const since = webhooks.receiver.mark();
      const updated: ApiObject = await suite
        .call("updateOrderPartially", {
          path: { guid: order.guid },
          body: { vehicles: [...vehiclesWith(order, {}), added] },
        })
        .expectStatus(200)
        .returns("data.object");
      const fresh = (updated.vehicles as ApiObject[]).find((vehicle) => vehicle.vin === added.vin);
      const { payload } = await webhooks.expectWebhook("vehicle.created", since, aboutVehicle(String(fresh?.guid)));
      expectField(payload, "/data").toEqual({
        vin: { old_value: null, new_value: added.vin },
        lot_number: { old_value: null, new_value: null },
        color: { old_value: null, new_value: null },
      });
      expectField(payload, "/order_guid").toBe(order.guid);
    },
  );
});

describe("order.created without audit_field_set", () => {
  suite.rule(
    "is the plain order payload: order_guid, no revision_guid, user_guid or data (rule: G-127)",
    [...NEEDS],
    async () => {
      const since = webhooks.receiver.mark();
      const order = await createOrder(suite, orderBody({ number: `PLAIN-${uniqueDigits(6)}` }));
      const { payload } = await webhooks.expectWebhook("order.created", since, aboutOrder(order.guid));
      for (const field of ["revision_guid", "user_guid", "data", "vehicle_guid"]) {
        expectField(payload, `/${field}`).toBeUndefined();
      }
    },
    { assumes: "G-127" },
  );
});
