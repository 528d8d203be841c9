/**
 * The triggers of the other webhook actions: revisions, the driver's vehicle updates, escalations, insurance and
 * the payment service.
 */
import {
  ADJUSTED_DELIVERY,
  ADJUSTED_PICKUP,
  acceptedOrder,
  orderHelper,
  pickedUpOrder,
} from "../harness/carrier-steps.js";
import type { Suite } from "../harness/contract.js";
import { orderBody } from "../harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder } from "../harness/steps.js";
import { aboutOrder, aboutVehicle, type Trigger, withHelpers } from "./trigger.js";

/** More than one hour after the last location: the vehicles' GPS tracking goes inactive. */
const GPS_STALE_S = 3_601;
const OKLAHOMA_CITY = { latitude: 35.4676, longitude: -97.5164 };

const patchOrder = (suite: Suite, guid: string, body: unknown) =>
  suite.call("updateOrderPartially", { path: { guid }, body }).expectStatus(200).toss();

/** A picked-up order whose driver reported a location (the vehicles' tracking is active). */
async function trackedOrder(suite: Suite): Promise<ApiObject> {
  const { order } = await pickedUpOrder(suite);
  await orderHelper(suite, "reportDriverLocation", order.guid, OKLAHOMA_CITY);
  return order;
}

/** An order with a draft insurance policy of its first vehicle, issued by the insurer. */
async function issuedPolicy(suite: Suite): Promise<Record<string, string>> {
  const order = await createOrder(suite);
  await suite
    .call("syncInsurancePolicy", { path: { guid: order.guid } })
    .expectStatus(200)
    .toss();
  const path = { order_guid: order.guid, vehicle_guid: order.vehicles[0].guid };
  await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200).toss();
  return path;
}

async function escalation(suite: Suite): Promise<{ order: ApiObject; escalation: ApiObject }> {
  const order = await createOrder(suite);
  const body = { reasons: { CHARGES_DUE: "The auction asks for 75 USD storage fees before release." } };
  const submitted = await orderHelper(suite, "submitEscalationAsBroker", order.guid, body);
  return { order, escalation: submitted };
}

const ETA = { date_from: ADJUSTED_PICKUP, date_until: ADJUSTED_DELIVERY, notes: "Traffic on I-35." };
const vehicle = (type: string, vin: string) => ({ type, vin, make: "Ford", model: "Transit", year: 2020 });

export const EVENT_TRIGGERS: Trigger[] = [
  {
    action: "order.modified",
    by: "a PATCH of a subscribed field",
    needs: [],
    run: async (suite) => {
      const order = await createOrder(suite);
      await patchOrder(suite, order.guid, { price: "1300.00" });
      return aboutOrder(order.guid);
    },
  },
  {
    action: "vehicle.created",
    by: "createOrder",
    needs: [],
    run: async (suite) => aboutVehicle((await createOrder(suite)).vehicles[0].guid),
  },
  {
    action: "vehicle.modified",
    by: "a PATCH of a vehicle's vin",
    needs: [],
    run: async (suite) => {
      const order = await createOrder(suite, orderBody({ vehicles: [vehicle("van", "1FTBW2CM5HKA00001")] }));
      const guid = order.vehicles[0].guid;
      await patchOrder(suite, order.guid, { vehicles: [{ ...vehicle("van", "1FTBW2CM5HKA00002"), guid }] });
      return aboutVehicle(guid);
    },
  },
  {
    action: "vehicle.deleted",
    by: "a PATCH that leaves a vehicle out",
    needs: [],
    run: async (suite) => {
      const order = await createOrder(suite);
      const [kept, dropped] = order.vehicles;
      await patchOrder(suite, order.guid, { vehicles: [{ ...vehicle(kept.type, kept.vin), guid: kept.guid }] });
      return aboutVehicle(dropped.guid);
    },
  },
  withHelpers("vehicle.pickup_eta_updated_by_driver", "the driver's pickup ETA", async (suite) => {
    const { order } = await acceptedOrder(suite);
    await orderHelper(suite, "updatePickupEtaAsDriver", order.guid, ETA);
    return aboutOrder(order.guid);
  }),
  withHelpers("vehicle.delivery_eta_updated_by_driver", "the driver's delivery ETA", async (suite) => {
    const { order } = await acceptedOrder(suite);
    await orderHelper(suite, "updateDeliveryEtaAsDriver", order.guid, ETA);
    return aboutOrder(order.guid);
  }),
  withHelpers("vehicle.driver_location_updated", "the driver's first location", async (suite) =>
    aboutOrder((await trackedOrder(suite)).guid),
  ),
  withHelpers("vehicle.gps_activated", "the driver's first location", async (suite) =>
    aboutVehicle((await trackedOrder(suite)).vehicles[0].guid),
  ),
  {
    action: "vehicle.gps_deactivated",
    by: "an hour without a location (test clock)",
    needs: ["testHelpers", "testClock"],
    run: async (suite) => {
      const order = await trackedOrder(suite);
      await advanceClock(suite, GPS_STALE_S);
      return aboutVehicle(order.vehicles[0].guid);
    },
  },
  withHelpers("escalation.submitted", "a broker's escalation", async (suite) => {
    const submitted = await escalation(suite);
    return (p) => p.escalation_guid === submitted.escalation.guid;
  }),
  withHelpers("escalation.resolved", "the shipper resolves it", async (suite) => {
    const { order, escalation: submitted } = await escalation(suite);
    await suite
      .call("resolveEscalation", {
        path: { order_guid: order.guid, escalation_guid: submitted.guid },
        body: { resolve_reasons: { CHARGES_DUE: "Fees paid by the shipper." } },
      })
      .expectStatus(200)
      .toss();
    return (p) => p.escalation_guid === submitted.guid;
  }),
  withHelpers("insurance.issued", "the insurer issues a policy", async (suite) =>
    aboutVehicle((await issuedPolicy(suite)).vehicle_guid as string),
  ),
  withHelpers("insurance.canceled", "the insurer cancels a policy", async (suite) => {
    const path = await issuedPolicy(suite);
    await suite.call("cancelInsurancePolicy", { path, body: {} }).expectStatus(200).toss();
    return aboutVehicle(path.vehicle_guid as string);
  }),
  withHelpers("platformpay_settings.updated", "the payment service is activated", async (suite) => {
    await suite.call("deactivatePaymentService").expectStatus(200).toss();
    await suite
      .call("activatePaymentService", { body: { flow: "automatic" } })
      .expectStatus(200)
      .toss();
    return (p) => p.enabled === true;
  }),
  withHelpers("platformpay.updated", "the payment service changes a payment", async (suite) => {
    const payment = { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" };
    const order = await createOrder(suite, orderBody({ payment }));
    await orderHelper(suite, "updatePlatformpayPayment", order.guid, {
      payment_status: "scheduled",
      processing_status: "pending",
    });
    return aboutOrder(order.guid);
  }),
];
