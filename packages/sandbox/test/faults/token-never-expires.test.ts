import { describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import { Shipper } from "../support/sandbox.js";

const TTL_SECONDS = 60;

const pair = useFaultPair("token-never-expires", { options: { tokenTtlSeconds: TTL_SECONDS } });

describe("fault token-never-expires", () => {
  it("a healthy sandbox refuses a token once its lifetime has passed on the sandbox clock", async () => {
    const shipper = await Shipper.connect(pair.healthy);
    pair.healthy.clock.advance(TTL_SECONDS * 1000);
    const response = await shipper.get("/orders");
    expect(response.status).toBe(401);
    expect(response.body.data.error_id).toBe("AUTH_ERROR");
  });

  it("the faulty sandbox still accepts the expired token, also after issuing new ones", async () => {
    const shipper = await Shipper.connect(pair.faulty);
    pair.faulty.clock.advance(10 * TTL_SECONDS * 1000);
    await Shipper.connect(pair.faulty);
    expect((await shipper.get("/orders")).status).toBe(200);
  });

  it("breaks only that rule: an unknown token is still 401", async () => {
    const stranger = new Shipper(pair.faulty, "not-a-token-the-sandbox-issued");
    expect((await stranger.get("/orders")).status).toBe(401);
  });
});
