import { describe, expect, it } from "vitest";
import { acting, missingActionReason, providedActions, requireAction } from "../../src/actors/acting.js";
import { ACTION_NAMES, actionOf, operationOf } from "../../src/actors/actions.js";
import { operations } from "../../src/spec/operations.js";

describe("the actions catalogue", () => {
  it("names every sandbox helper operation once, and no operation of the public API", () => {
    const helpers = [...operations().values()].filter((op) => op.api === "sandbox").map((op) => op.operationId);
    expect(ACTION_NAMES.map(operationOf).sort()).toEqual([...helpers].sort());
    expect(new Set(ACTION_NAMES).size).toBe(ACTION_NAMES.length);
    expect(actionOf("createOrder")).toBeUndefined();
    expect(actionOf("pickUpOrderAsCarrier")).toBe("carrier.pickUp");
    expect(operationOf("insurer.issuePolicy")).toBe("issueInsurancePolicy");
  });
});

describe("requireAction", () => {
  const bare = { sandbox: false, actions: ["carrier.acceptOffer"] as const };

  it("lets public operations and played actions through; a sandbox plays them all", () => {
    expect(() => requireAction(bare, "createOrder")).not.toThrow();
    expect(() => requireAction(bare, "acceptOfferAsCarrier")).not.toThrow();
    expect(providedActions({ sandbox: true })).toEqual(ACTION_NAMES);
    expect(providedActions({ sandbox: false })).toEqual([]);
  });

  it("skips the running test naming the missing action", async () => {
    const reasons: string[] = [];
    const ctx = {
      task: { meta: {} },
      skip: (reason: string) => {
        reasons.push(reason);
        throw new Error("skipped");
      },
    } as never;
    await expect(acting(ctx, async () => requireAction(bare, "pickUpOrderAsCarrier"))).rejects.toThrow("skipped");
    expect(reasons).toEqual([missingActionReason("carrier.pickUp")]);
    expect(reasons[0]).toMatch(/^needs carrier\.pickUp: /);
  });

  it("outside a test it is an error naming the action", () => {
    expect(() => requireAction(bare, "issueInsurancePolicy")).toThrow(/^needs insurer\.issuePolicy: /);
  });
});
