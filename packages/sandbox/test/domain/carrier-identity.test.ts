import { describe, expect, it } from "vitest";
import { carrierGuidFor } from "../../src/domain/carrier-identity.js";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("carrierGuidFor", () => {
  it("keeps a given carrier guid", () => {
    const guid = "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6";
    expect(carrierGuidFor({ carrier_guid: guid, carrier_usdot: "1" })).toBe(guid);
  });

  it.each([
    ["USDOT numbers around spaces", { carrier_usdot: "3141592" }, { carrier_usdot: " 3141592 " }],
    ["e-mails in any letter case", { carrier_email: "Ops@Carrier.example" }, { carrier_email: "ops@carrier.example" }],
    ["phones in any format", { carrier_phone: "+1 (555) 010-0100" }, { carrier_phone: "+15550100100" }],
  ])("derives one stable name-based guid for %s", (_, a, b) => {
    expect(carrierGuidFor(a)).toMatch(GUID);
    expect(carrierGuidFor(a)).toBe(carrierGuidFor(b));
  });

  it("tells addresses apart, also the same text under different keys", () => {
    const guids = [
      carrierGuidFor({ carrier_usdot: "42" }),
      carrierGuidFor({ carrier_usdot: "43" }),
      carrierGuidFor({ carrier_phone: "42" }),
      carrierGuidFor({ carrier_email: "42@x.example" }),
    ];
    expect(new Set(guids).size).toBe(4);
  });

  it("prefers the USDOT number, then the e-mail, then the phone", () => {
    const all = { carrier_usdot: "7", carrier_email: "a@b.example", carrier_phone: "1" };
    expect(carrierGuidFor(all)).toBe(carrierGuidFor({ carrier_usdot: "7" }));
    expect(carrierGuidFor({ carrier_email: "a@b.example", carrier_phone: "1" })).toBe(
      carrierGuidFor({ carrier_email: "a@b.example" }),
    );
  });

  it("gives a fresh random guid to a carrier without any address", () => {
    expect(carrierGuidFor({})).not.toBe(carrierGuidFor({}));
  });
});
