import { describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import type { Shipper } from "../support/sandbox.js";

const pair = useFaultPair("counter-offer-no-409");

/** Creates an order, a carrier load request on it, and returns the counter-offer path. */
async function counterOfferPath(shipper: Shipper): Promise<string> {
  const order = await shipper.createOrder();
  const request = await shipper.sendLoadRequest(order.guid);
  return `/orders/${order.guid}/requests/${request.guid}/counter-offer`;
}

describe("fault counter-offer-no-409", () => {
  it("a healthy sandbox refuses a second counter offer with 409 LOAD_REQUEST_ACCEPT_ERROR", async () => {
    const path = await counterOfferPath(pair.onHealthy);
    expect((await pair.onHealthy.post(path, { price: 1200 })).status).toBe(200);
    const second = await pair.onHealthy.post(path, { price: 1300 });
    expect(second.status).toBe(409);
    expect(second.body.data.error_id).toBe("LOAD_REQUEST_ACCEPT_ERROR");
  });

  it("the faulty sandbox accepts the second counter offer as pending", async () => {
    const path = await counterOfferPath(pair.onFaulty);
    expect((await pair.onFaulty.post(path, { price: 1200 })).status).toBe(200);
    const second = await pair.onFaulty.post(path, { price: 1300 });
    expect(second.status).toBe(200);
    expect(second.body.data.object).toMatchObject({ status: "pending", price: 1300 });
  });

  it("breaks only that rule: a bad price is still 400 VALIDATION_ERROR", async () => {
    const path = await counterOfferPath(pair.onFaulty);
    const response = await pair.onFaulty.post(path, { price: -1 });
    expect(response.status).toBe(400);
    expect(response.body.data.details.price).toEqual(["must be positive"]);
  });
});
