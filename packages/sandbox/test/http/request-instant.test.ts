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
    let guid = "";
    const steps: [string, () => Promise<{ status: number; text: string }>, string[]][] = [
      [
        "create",
        async () => {
          const created = await shipper.post("/orders", orderBody());
          guid = created.body.data?.object?.guid;
          return created;
        },
        ["order.created", "vehicle.created"],
      ],
      ["patch", () => shipper.patch(`/orders/${guid}`, { price: "1300.00" }), ["order.modified"]],
      ["post to the loadboard", () => shipper.post(`/loadboard/orders/${guid}`, {}), ["order.posted_to_loadboard"]],
      ["mark as paid", () => shipper.put(`/orders/${guid}/mark_as_paid`, {}), ["order.paid"]],
    ];
    for (const [step, send, actions] of steps) {
      const answer = await send();
      expect(answer.status, `${step}: ${answer.text}`).toBe(200);
      await sandbox.webhooks.idle();
      const shown = (await shipper.get(`/orders/${guid}`)).body.data.object;
      const events = receiver.requests.filter((request) => actions.includes(String(request.body.action)));
      expect(events.map((event) => event.body.action).sort(), step).toEqual(
        actions.flatMap((action) => (action === "vehicle.created" ? [action, action] : [action])).sort(),
      );
      for (const event of events)
        expect([step, event.body.action, event.body.action_date]).toEqual([step, event.body.action, shown.changed_at]);
      receiver.requests.length = 0;
    }
    const paid = (await shipper.get(`/orders/${guid}`)).body.data.object;
    const activities = (await shipper.get(`/orders/${guid}/activities`)).body.data.objects;
    const marked = activities.find((activity: { code: string }) => activity.code === "marked_as_paid");
    expect(marked?.created_at).toBe(paid.changed_at);
  });
});
