import { describe, expect, it } from "vitest";
import { orderBody, START } from "../support/sandbox.js";
import { TickingClock } from "../support/ticking-clock.js";
import { useWebhookFixture } from "../webhooks/support.js";

const ACTIONS = ["order.created", "vehicle.created", "order.modified", "order.paid", "order.posted_to_loadboard"];

describe("one request, one instant", () => {
  const start = useWebhookFixture();

  it("stamps a change's order, activity and webhook events with the same time, on a clock that moves at every read", async () => {
    const { sandbox, shipper, receiver, subscribe } = await start({ clock: new TickingClock(START) });
    expect(sandbox.clock.now()).not.toBe(sandbox.clock.now());
    for (const action of ACTIONS) await subscribe(action, { audit_field_set: ["price"] });
    const order = await shipper.createOrder();
    const steps: [string, () => Promise<{ status: number; text: string }>, string[]][] = [
      ["create", async () => ({ status: 200, text: "" }), ["order.created", "vehicle.created"]],
      ["patch", () => shipper.patch(`/orders/${order.guid}`, { price: "1300.00" }), ["order.modified"]],
      [
        "post to the loadboard",
        () => shipper.post(`/loadboard/orders/${order.guid}`, {}),
        ["order.posted_to_loadboard"],
      ],
      ["mark as paid", () => shipper.put(`/orders/${order.guid}/mark_as_paid`, {}), ["order.paid"]],
    ];
    for (const [step, send, actions] of steps) {
      const answer = await send();
      expect(answer.status, `${step}: ${answer.text}`).toBe(200);
      await sandbox.webhooks.idle();
      const shown = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
      const events = receiver.requests.filter((request) => actions.includes(String(request.body.action)));
      expect(events.length, step).toBeGreaterThan(0);
      for (const event of events)
        expect([step, event.body.action, event.body.action_date]).toEqual([step, event.body.action, shown.changed_at]);
      receiver.requests.length = 0;
    }
    const activities = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
    const paid = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
    const marked = activities.find((activity: { code: string }) => activity.code === "marked_as_paid");
    expect(marked?.created_at).toBe(paid.changed_at);
  });
});
