import { describe, expect, it } from "vitest";
import { EXTRA_KEY, withExtraKeys } from "../../src/extra-keys.js";
import { useFaultPair } from "../support/fault-pair.js";
import { Shipper } from "../support/sandbox.js";

const pair = useFaultPair("extra-key-everywhere");

describe("fault extra-key-everywhere", () => {
  it("every object of an answer carries the extra key; a healthy sandbox's none", async () => {
    const faultyBody = (await (await Shipper.connect(pair.faulty)).get("/orders")).body;
    expect(faultyBody[EXTRA_KEY]).toBe(true);
    expect(faultyBody.data[EXTRA_KEY]).toBe(true);
    expect(JSON.stringify((await (await Shipper.connect(pair.healthy)).get("/orders")).body)).not.toContain(EXTRA_KEY);
  });

  it("maps of field names keep their keys (an extra key there would name a field)", () => {
    const body = withExtraKeys({ data: { details: { vin: ["too short"] } } }) as { data: Record<string, unknown> };
    expect(body.data.details).toEqual({ vin: ["too short"] });
    expect(body.data[EXTRA_KEY]).toBe(true);
  });
});
