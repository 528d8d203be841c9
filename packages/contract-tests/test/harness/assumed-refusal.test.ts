/** An expected refusal the target did not give: drift when it rests only on assumptions, else the failure stands. */
import { afterEach, describe, expect, it } from "vitest";
import { AssumedRefusal, refusalDrift, settleRefusal } from "../../src/harness/assumed-refusal.js";
import type { SentRequest } from "../../src/validation/requests.js";
import { setStrict } from "../../src/verdicts/drift-recorder.js";

const vehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2019" };
const body = (change: Record<string, unknown> = {}) => ({
  trailer_type: "open",
  pickup: { zip: "60601" },
  delivery: { zip: "10001" },
  vehicles: [vehicle],
  ...change,
});
const many = body({ vehicles: Array.from({ length: 101 }, () => vehicle) });

const check = (request: SentRequest, actualStatus: number, expectedStatus = 400, assumes: string[] = []) => ({
  operationId: "getRecommendedPriceV1",
  request,
  assumes,
  expectedStatus,
  actualStatus,
  line: "POST /api/v1/recommended-price",
});

describe("refusalDrift", () => {
  const cases = [
    { name: "101 vehicles accepted", check: check({ body: many }, 200), gaps: ["G-165"] },
    { name: "a 4-digit ZIP accepted", check: check({ body: body({ pickup: { zip: "6060" } }) }, 201), gaps: ["G-145"] },
    {
      name: "a year as a number accepted (a fact)",
      check: check({ body: body({ vehicles: [{ ...vehicle, year: 2019 }] }) }, 200),
      gaps: undefined,
    },
    { name: "a valid request accepted, nothing assumed", check: check({ body: body() }, 200), gaps: undefined },
    {
      name: "a valid request accepted, assumes G-096",
      check: check({ body: body() }, 200, 400, ["G-096"]),
      gaps: ["G-096"],
    },
    {
      name: "a fact-invalid request accepted, assumes G-096",
      check: check({ body: body({ vehicles: [{ ...vehicle, year: 2019 }] }) }, 200, 400, ["G-096"]),
      gaps: undefined,
    },
    { name: "101 vehicles refused with another 4xx", check: check({ body: many }, 422), gaps: undefined },
    { name: "101 vehicles answered 500", check: check({ body: many }, 500), gaps: undefined },
    { name: "a 200 expected", check: check({ body: many }, 201, 200), gaps: undefined },
  ];
  it.each(cases)("$name", ({ check: given, gaps }) => {
    const drift = refusalDrift(given);
    expect(drift?.map((d) => d.gap)).toEqual(gaps);
    if (drift) {
      expect(drift[0]).toMatchObject({
        where: "getRecommendedPriceV1",
        observed: `accepted HTTP ${given.actualStatus}`,
      });
      expect(drift[0]?.assumed).toMatch(/^refused /);
    }
  });
});

describe("settleRefusal", () => {
  afterEach(() => setStrict(false));

  it("ends the test with an AssumedRefusal naming the drift", () => {
    const outcome = settleRefusal(check({ body: many }, 200));
    expect(outcome).toBeInstanceOf(AssumedRefusal);
    expect((outcome as Error).message).toContain(
      "contradicts assumption G-165: assumed refused (body/vehicles must NOT have more than 100 items), the target's accepted HTTP 200",
    );
  });

  it("with --strict, fails the call on the same drift", () => {
    setStrict(true);
    const outcome = settleRefusal(check({ body: many }, 200));
    expect(outcome).not.toBeInstanceOf(AssumedRefusal);
    expect(outcome).toMatchObject({
      subject: "getRecommendedPriceV1 200",
      message: expect.stringContaining("(--strict)"),
    });
  });

  it("leaves a fact-invalid request's failure as it is", () => {
    expect(settleRefusal(check({ body: body({ vehicles: [{ ...vehicle, year: 2019 }] }) }, 200))).toBeUndefined();
  });
});
