import { describe, expect, it } from "vitest";
import { webhookActions } from "../../src/validation/webhooks.js";
import { verificationDrift, verificationHeaderGaps } from "../../src/verdicts/webhook-token.js";

describe("the verification-token header of a webhook", () => {
  it("is an assumption (G-113) on every action of the spec", () => {
    for (const action of webhookActions()) expect(verificationHeaderGaps(action), action).toEqual(["G-113"]);
    expect(verificationHeaderGaps("no.such.action")).toEqual([]);
  });

  it("a delivery without it, or with another value, is drift; the subscription's token is none", () => {
    expect(verificationDrift("order.paid", "tok", "tok")).toEqual([]);
    expect(verificationDrift("order.paid", undefined, "tok")).toEqual([
      {
        gap: "G-113",
        where: "webhook order.paid",
        pointer: "",
        assumed: "header X-Verification-Token carries the subscription's verification_token",
        observed: "header X-Verification-Token is missing",
      },
    ]);
    expect(verificationDrift("order.paid", "other", "tok")[0]?.observed).toBe('header X-Verification-Token is "other"');
  });
});
