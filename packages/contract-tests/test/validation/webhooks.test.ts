import { describe, expect, it } from "vitest";
import { checkWebhook, webhookActions } from "../../src/validation/webhooks.js";

const OFFER = {
  action: "offer.sent",
  action_date: "2026-03-14T10:02:31.877+0000",
  offer_guid: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
  carrier_guid: "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
  status: "new",
};

describe("checkWebhook", () => {
  it("the spec describes the document's 64 actions", () => {
    expect(webhookActions()).toHaveLength(64);
    expect(webhookActions()).toContain("order.picked_up.ignored");
  });

  it("accepts a conforming payload, with keys the spec does not know (additive changes)", () => {
    expect(checkWebhook(OFFER)).toBeUndefined();
    expect(checkWebhook({ ...OFFER, added_later: 1 })).toBeUndefined();
  });

  it("names the action, the pointer and the value of a wrong field type", () => {
    expect(checkWebhook({ ...OFFER, order_guid: 42 })?.message).toBe(
      "webhook offer.sent: /order_guid must be string (value: 42)",
    );
  });

  it("a missing field", () => {
    const { offer_guid: _gone, ...payload } = OFFER;
    expect(checkWebhook(payload)?.message).toBe(
      "webhook offer.sent: /offer_guid is required but missing (value: missing)",
    );
  });

  it.each([
    [
      "an unknown action",
      { ...OFFER, action: "offer.teleported" },
      'webhook offer.teleported: /action is not an action of the spec (value: "offer.teleported")',
    ],
    ["no action", { order_guid: OFFER.order_guid }, "webhook: /action must be a string (value: missing)"],
    ["not an object", [OFFER], "webhook: (body) is not a JSON object"],
  ])("%s is a violation", (_, payload, message) => {
    expect(checkWebhook(payload)?.message).toContain(message);
  });
});
