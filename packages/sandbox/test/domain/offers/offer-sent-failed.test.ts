import { describe, expect, it } from "vitest";
import { unreachableReason } from "../../../src/domain/offers/offer-reachability.js";
import { sendOffer } from "../../../src/domain/offers/offer-service.js";
import { webhookMismatches } from "../../support/events.js";
import { offerWorld } from "./offer-support.js";

describe("offer.sent.failed", () => {
  it.each([
    ["an e-mail at unreachable.example", { carrier_email: "dispatch@unreachable.example" }, "e-mail"],
    ["an e-mail at a subdomain, any case", { carrier_email: " Ops@Mail.UNREACHABLE.example " }, "e-mail"],
    ["the phone +1 555 0199", { carrier_phone: "+1 555 0199" }, "phone"],
    ["the phone 1-555-0199", { carrier_phone: "1-555-0199" }, "phone"],
  ])("%s: the offer is kept canceled, the order is unchanged, the failure is published", (_, address, channel) => {
    const world = offerWorld();
    const { order, offer: live } = world.offered();
    const codes = world.activityCodes(order);
    const before = world.events().length;
    const failed = sendOffer(world.ctx, world.org, order.guid, address);
    expect(failed.status).toBe("canceled");
    expect(live.status).toBe("new");
    expect(order.status).toBe("pending");
    expect(world.activityCodes(order)).toEqual(codes);
    const published = world.events().slice(before);
    expect(published.map((event) => event.action)).toEqual(["offer.sent.failed"]);
    expect(published[0]?.payload).toEqual({
      offer_guid: failed.guid,
      order_guid: order.guid,
      carrier_guid: null,
      status: "pending",
      error_message: expect.stringContaining(channel),
    });
    expect(published[0] && webhookMismatches(published[0])).toEqual([]);
  });

  it.each<Record<string, string>>([
    { carrier_email: "dispatch@reachable.example" },
    { carrier_email: "unreachable.example@roadrunner-auto.example" },
    { carrier_email: "ops@notunreachable.example" },
    { carrier_phone: "+1 555 0100" },
    { carrier_phone: "+1 555 01990" },
    { carrier_usdot: "5550199" },
    { carrier_guid: "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6" },
  ])("reaches the carrier at %j: offer.sent", (address) => {
    expect(unreachableReason(address)).toBeUndefined();
    const world = offerWorld();
    world.offered(address);
    expect(world.events("offer.sent")).toHaveLength(1);
    expect(world.events("offer.sent.failed")).toEqual([]);
  });
});
