import { describe, expect, it } from "vitest";
import { insuranceOf } from "../../../src/domain/insurance/insurance-record.js";
import { syncPolicies } from "../../../src/domain/insurance/insurance-sync.js";
import { cancelPolicy, endPolicies, issuePolicy } from "../../../src/domain/insurance/insurer.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { webhookBody, webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

function setup() {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const record = syncPolicies(ctx, org, order.guid);
  const [camry, explorer] = (order.doc.vehicles ?? []).map((vehicle) => vehicle.guid);
  const insuranceEvents = () => ctx.events.recent(org.guid).filter((event) => event.action.startsWith("insurance."));
  return { ctx, org, order, record, camry: String(camry), explorer: String(explorer), insuranceEvents };
}

describe("issuePolicy", () => {
  it("issues a draft at its premium and publishes insurance.issued", () => {
    const { ctx, org, order, record, camry, insuranceEvents } = setup();
    issuePolicy(ctx, org, order.guid, camry);
    expect(record.policies[0]).toMatchObject({ status: "issued", calculatedPremium: 27.41 });
    const [event] = insuranceEvents();
    expect(event && webhookBody(event)).toMatchObject({
      action: "insurance.issued",
      order_guid: order.guid,
      vehicle_guid: camry,
      calculated_premium: 27.41,
      personal_link: record.personalLink,
    });
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it("charges the insurer's premium when one is given", () => {
    const { ctx, org, order, camry, insuranceEvents } = setup();
    issuePolicy(ctx, org, order.guid, camry, 30.5);
    expect(insuranceOf(org, order.guid)?.policies[0]?.calculatedPremium).toBe(30.5);
    expect(insuranceEvents()[0]?.payload.calculated_premium).toBe(30.5);
  });

  it("refuses a policy that is not a draft with 409 and publishes nothing more", () => {
    const { ctx, org, order, camry, insuranceEvents } = setup();
    issuePolicy(ctx, org, order.guid, camry);
    const error = apiError(() => issuePolicy(ctx, org, order.guid, camry));
    expect([error.status, errorIdOf(error)]).toEqual([409, "INSURANCE_POLICY_STATE_CONFLICT"]);
    expect(insuranceEvents()).toHaveLength(1);
  });

  it.each([
    ["an unknown order", true],
    ["a vehicle without a policy", false],
  ])("is 404 for %s", (_, unknownOrder) => {
    const { ctx, org, order } = setup();
    const error = apiError(() => issuePolicy(ctx, org, unknownOrder ? UNKNOWN_GUID : order.guid, UNKNOWN_GUID));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
  });
});

describe("cancelPolicy", () => {
  it.each([
    [undefined, "CANCELED_VIA_INSURER"],
    ["VEHICLE_MODIFIED", "VEHICLE_MODIFIED"],
  ] as const)("cancels an issued policy (reason %s -> %s) and publishes insurance.canceled", (reason, expected) => {
    const { ctx, org, order, record, camry, insuranceEvents } = setup();
    issuePolicy(ctx, org, order.guid, camry);
    cancelPolicy(ctx, org, order.guid, camry, reason);
    expect(record.policies[0]).toMatchObject({ status: "canceled", cancellationReason: expected });
    const canceled = insuranceEvents()[1];
    expect(canceled?.payload).toEqual({ order_guid: order.guid, vehicle_guid: camry, cancellation_reason: expected });
    expect(canceled && webhookMismatches(canceled)).toEqual([]);
  });

  it.each([
    ["a draft", false],
    ["a canceled policy", true],
  ])("refuses %s with 409", (_, cancelFirst) => {
    const { ctx, org, order, camry } = setup();
    if (cancelFirst) {
      issuePolicy(ctx, org, order.guid, camry);
      cancelPolicy(ctx, org, order.guid, camry);
    }
    const error = apiError(() => cancelPolicy(ctx, org, order.guid, camry));
    expect([error.status, errorIdOf(error)]).toEqual([409, "INSURANCE_POLICY_STATE_CONFLICT"]);
  });
});

describe("endPolicies", () => {
  it("cancels drafts silently and issued policies with insurance.canceled", () => {
    const { ctx, org, order, record, camry, explorer, insuranceEvents } = setup();
    issuePolicy(ctx, org, order.guid, camry);
    expect(endPolicies(ctx, org, order.guid, "ORDER_CANCELED")).toBe(2);
    expect(record.policies.map((policy) => [policy.status, policy.cancellationReason])).toEqual([
      ["canceled", "ORDER_CANCELED"],
      ["canceled", "ORDER_CANCELED"],
    ]);
    const canceled = insuranceEvents().filter((event) => event.action === "insurance.canceled");
    expect(canceled.map((event) => event.payload.vehicle_guid)).toEqual([camry]);
    expect(canceled.map((event) => event.payload.vehicle_guid)).not.toContain(explorer);
  });

  it("ends only the given vehicles, never a policy twice, and nothing for an order without insurance", () => {
    const { ctx, org, order, record, explorer } = setup();
    expect(endPolicies(ctx, org, order.guid, "VEHICLE_REMOVED", [explorer])).toBe(1);
    expect(record.policies.map((policy) => policy.status)).toEqual(["draft", "canceled"]);
    expect(endPolicies(ctx, org, order.guid, "VEHICLE_REMOVED", [explorer])).toBe(0);
    expect(endPolicies(ctx, org, UNKNOWN_GUID, "ORDER_CANCELED")).toBe(0);
  });
});
