import { describe, expect, it } from "vitest";
import type { Shipper } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

describe("webhook subscriptions", () => {
  useTwoShippers();

  const subscribe = (action: string, body: unknown, as: Shipper = shipper) =>
    as.post(`/webhooks/${action}/subscribe`, body);
  const list = async (as: Shipper = shipper) => {
    const response = await as.get("/webhooks");
    expect(response.status).toBe(200);
    return response.body.data.objects as Array<Record<string, unknown>>;
  };
  it.each([
    "https://hooks.acme-shipping.example/haulkit/orders",
    "http://127.0.0.1:8080/hooks?source=haulkit",
    "http://localhost:9/",
    "https://[::1]:8443/cb",
  ])("accepts the callback URL %s and answers an active subscription with a verification token", async (url) => {
    const response = await subscribe("order.picked_up", { callback_url: url });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.object).toMatchObject({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_active: true,
      action: "order.picked_up",
      callback_url: url,
      verification_token: expect.stringMatching(/^[0-9a-f]{32}$/),
      audit_field_set: [],
    });
  });

  it.each<[string, unknown]>([
    ["ftp scheme", "ftp://hooks.example.com/cb"],
    ["no scheme", "hooks.example.com/cb"],
    ["javascript scheme", "javascript:alert(1)"],
    ["mailto scheme", "mailto:ops@example.com"],
    ["no host", "http://"],
    ["empty", ""],
    ["not a string", 42],
    ["missing", undefined],
  ])("rejects a callback URL (%s) with 400 naming callback_url", async (_, url) => {
    const response = await subscribe("order.picked_up", url === undefined ? {} : { callback_url: url });
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toContain("callback_url");
  });

  it("rejects an unknown audit field and an unknown action with 400", async () => {
    const field = await subscribe("order.modified", {
      callback_url: "https://h.example/cb",
      audit_field_set: ["colour"],
    });
    expect(field.status).toBe(400);
    expect(Object.keys(field.body.data.details).join()).toContain("audit_field_set");
    const action = await subscribe("order.teleported", { callback_url: "https://h.example/cb" });
    expect(action.status).toBe(400);
  });

  it("keeps audit_field_set for revision actions (duplicates removed) and ignores it elsewhere", async () => {
    const revision = await subscribe("order.modified", {
      callback_url: "https://h.example/revisions",
      audit_field_set: ["price", "pickup.venue.city", "price"],
    });
    expect(revision.body.data.object.audit_field_set).toEqual(["price", "pickup.venue.city"]);
    const plain = await subscribe("offer.accepted", {
      callback_url: "https://h.example/offers",
      audit_field_set: ["price"],
    });
    expect(plain.body.data.object.audit_field_set).toEqual([]);
  });

  it("subscribing again replaces the callback of the active subscription (same guid and token)", async () => {
    const first = (await subscribe("order.delivered", { callback_url: "https://one.example/cb" })).body.data.object;
    sandbox.clock.advance(5_000);
    const second = (await subscribe("order.delivered", { callback_url: "https://two.example/cb" })).body.data.object;
    expect(second).toMatchObject({
      guid: first.guid,
      verification_token: first.verification_token,
      callback_url: "https://two.example/cb",
      created_at: first.created_at,
    });
    expect(second.changed_at).not.toBe(first.changed_at);
    const delivered = (await list()).filter((subscription) => subscription.action === "order.delivered");
    expect(delivered).toEqual([second]);
  });

  it("unsubscribe makes the subscription inactive and drops it from the list; again is 404", async () => {
    const created = (await subscribe("order.invoiced", { callback_url: "https://h.example/cb" })).body.data.object;
    const response = await shipper.post("/webhooks/order.invoiced/unsubscribe");
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({ guid: created.guid, is_active: false });
    expect((await list()).map((subscription) => subscription.guid)).not.toContain(created.guid);
    const again = await shipper.post("/webhooks/order.invoiced/unsubscribe");
    expect(again.status).toBe(404);
    expect(again.body.data.error_id).toBe("NOT_FOUND");
    const renewed = (await subscribe("order.invoiced", { callback_url: "https://h.example/cb" })).body.data.object;
    expect(renewed.guid).not.toBe(created.guid);
    expect(renewed.verification_token).not.toBe(created.verification_token);
  });

  it("an organisation sees and ends only its own subscriptions", async () => {
    await subscribe("order.archived", { callback_url: "https://a.example/cb" });
    const b = other;
    expect((await list(b)).map((subscription) => subscription.action)).not.toContain("order.archived");
    expect((await b.post("/webhooks/order.archived/unsubscribe")).status).toBe(404);
    expect((await list()).map((subscription) => subscription.action)).toContain("order.archived");
  });

  it("needs a bearer token", async () => {
    const response = await fetch(`${sandbox.url}/v1/public/webhooks`);
    expect(response.status).toBe(401);
  });
});
