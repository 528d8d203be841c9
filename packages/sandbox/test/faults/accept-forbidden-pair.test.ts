import { describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import { orderBody } from "../support/sandbox.js";

const FORBIDDEN = { payment_method: "cash", payment_terms: "quickpay" };

const pair = useFaultPair("accept-forbidden-pair");

describe("fault accept-forbidden-pair", () => {
  it("a healthy sandbox refuses cash/quickpay with the payment-pair error", async () => {
    const response = await pair.onHealthy.post("/orders", orderBody({ payment: FORBIDDEN }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^Invalid payment terms 'quickpay' for method 'cash'/);
  });

  it("the faulty sandbox accepts the forbidden pair on create and on a merge patch", async () => {
    const created = await pair.onFaulty.post("/orders", orderBody({ payment: FORBIDDEN }));
    expect(created.status).toBe(200);
    expect(created.body.data.object.payment).toMatchObject(FORBIDDEN);
    const patched = await pair.onFaulty.patch(`/orders/${created.body.data.object.guid}`, {
      payment: { payment_terms: "60_days" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.object.payment).toMatchObject({ payment_method: "cash", payment_terms: "60_days" });
  });

  it("breaks only that rule: a bad price is still 400 VALIDATION_ERROR", async () => {
    const response = await pair.onFaulty.post("/orders", orderBody({ payment: FORBIDDEN, price: -5 }));
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
  });
});
