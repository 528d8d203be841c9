import { describe, expect, it } from "vitest";
import { bodyMismatches, useWebhookFixture } from "./support.js";

describe("revision webhooks of a change the carrier made", () => {
  const start = useWebhookFixture();

  it("deliver the carrier's fields instead of user_guid, and the changed subscribed fields as data", async () => {
    const { shipper, receiver, subscribe, sandbox } = await start();
    await subscribe("vehicle.modified", { audit_field_set: ["vehicles.vin", "vehicles.color"] });
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    expect((await shipper.put(`/orders/${order.guid}/requests/${request.guid}/accept`)).status).toBe(200);
    const [vehicle] = order.vehicles;
    const corrected = await shipper.helper("PATCH", `/orders/${order.guid}/carrier/vehicles/${vehicle.guid}`, {
      vin: "1HGCM82633A004352",
      color: "Gray",
      year: 2019,
    });
    expect(corrected.status, corrected.text).toBe(200);
    await sandbox.webhooks.idle();
    expect(receiver.requests).toHaveLength(1);
    const body = receiver.requests[0]?.body;
    expect(body).toMatchObject({
      action: "vehicle.modified",
      order_guid: order.guid,
      vehicle_guid: vehicle.guid,
      revision_guid: expect.any(String),
      carrier_guid: request.carrier_guid,
      carrier_name: "Roadrunner Auto Transport LLC",
      carrier_contact_name: "Dana Miles",
      carrier_phone: "+1 555 0100",
      carrier_email: "dispatch@roadrunner-auto.example",
      data: {
        vin: { old_value: vehicle.vin, new_value: "1HGCM82633A004352" },
        color: { old_value: vehicle.color ?? null, new_value: "Gray" },
      },
    });
    expect(body).not.toHaveProperty("user_guid");
    expect(Object.keys(body.data).sort()).toEqual(["color", "vin"]);
    expect(bodyMismatches(body)).toEqual([]);
  });
});
