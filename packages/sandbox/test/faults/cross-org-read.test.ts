import { beforeAll, describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import { orderBody, Shipper, TWO_CLIENTS, UNKNOWN_GUID } from "../support/sandbox.js";

const OTHER = TWO_CLIENTS[1] as (typeof TWO_CLIENTS)[number];
/** The second organisation's shipper on each sandbox (the pair's own shippers are the first organisation's). */
let otherOnHealthy: Shipper;
let otherOnFaulty: Shipper;

const pair = useFaultPair("cross-org-read", { options: { clients: TWO_CLIENTS } });
beforeAll(async () => {
  otherOnHealthy = await Shipper.connect(pair.healthy, OTHER.clientId, OTHER.clientSecret);
  otherOnFaulty = await Shipper.connect(pair.faulty, OTHER.clientId, OTHER.clientSecret);
});

describe("fault cross-org-read", () => {
  it("a healthy sandbox answers 404 to another organisation's getOrder", async () => {
    const order = (await pair.onHealthy.post("/orders", orderBody())).body.data.object;
    expect((await otherOnHealthy.get(`/orders/${order.guid}`)).status).toBe(404);
  });

  it("the faulty sandbox shows the order to the other organisation on getOrder", async () => {
    const order = (await pair.onFaulty.post("/orders", orderBody())).body.data.object;
    const response = await otherOnFaulty.get(`/orders/${order.guid}`);
    expect(response.status).toBe(200);
    expect(response.body.data.object.guid).toBe(order.guid);
  });

  it("breaks only that read: an unknown guid, the order's other operations and the list stay per organisation", async () => {
    const order = (await pair.onFaulty.post("/orders", orderBody())).body.data.object;
    expect((await otherOnFaulty.get(`/orders/${UNKNOWN_GUID}`)).status).toBe(404);
    expect((await otherOnFaulty.get(`/orders/${order.guid}/activities`)).status).toBe(404);
    expect((await otherOnFaulty.patch(`/orders/${order.guid}`, { instructions: "x" })).status).toBe(404);
    expect((await otherOnFaulty.get("/orders")).body.data.objects).toEqual([]);
  });
});
