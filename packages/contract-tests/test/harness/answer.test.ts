import { afterEach, describe, expect, it } from "vitest";
import { expectAnswer, fieldAt } from "../../src/harness/answer.js";
import { AssumedRefusal } from "../../src/harness/assumed-refusal.js";
import { setStrict } from "../../src/verdicts/drift-recorder.js";
import { AnswerMismatch } from "../../src/verdicts/mismatch.js";

const REFUSED = {
  statusCode: 400,
  body: { status: "fail", data: { error_id: "VALIDATION_ERROR", details: { price: ["must be positive"] } } },
};

function failure(run: () => void): AnswerMismatch {
  try {
    run();
  } catch (error) {
    return error as AnswerMismatch;
  }
  throw new Error("expected a failure");
}

describe("expectAnswer", () => {
  it("passes an answer with the status and every expected value", () => {
    expectAnswer("createOrder", REFUSED, {
      status: 400,
      like: { data: { error_id: "VALIDATION_ERROR" } },
      contains: { "/data/details/price": "must be positive" },
      matches: { "/status": /^fail$/ },
    });
  });

  it("blames the answer's status before anything else", () => {
    const error = failure(() => expectAnswer("createOrder", REFUSED, { status: 200, like: { status: "success" } }));
    expect(error).toBeInstanceOf(AnswerMismatch);
    expect(error.message.split("\n")[0]).toBe("createOrder (POST /v1/public/orders): expected status 200, got 400");
    expect(error.haulkit).toMatchObject({ expectedStatus: 200, actualStatus: 400, errorId: "VALIDATION_ERROR" });
  });

  it("a missing field is the answer's fault at its pointer, never a TypeError", () => {
    const bare = { statusCode: 400, body: { status_code: 400, error: "Invalid payment terms" } };
    const error = failure(() =>
      expectAnswer("createOrder", bare, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } }),
    );
    expect(error.message).toContain('  at /data/error_id: expected "VALIDATION_ERROR", actual missing\n  body: {');
    const contains = failure(() =>
      expectAnswer("createOrder", bare, { status: 400, contains: { "/data/details/price": "must be positive" } }),
    );
    expect(contains.message).toContain(
      'at /data/details/price: expected containing "must be positive", actual missing',
    );
    const matches = failure(() => expectAnswer("createOrder", bare, { status: 400, matches: { "/error": /^Nope/ } }));
    expect(matches.message).toContain('at /error: expected matching /^Nope/, actual "Invalid payment terms"');
  });

  it("fieldAt reads a pointer without throwing", () => {
    expect(fieldAt(REFUSED, "/data/details/price")).toEqual(["must be positive"]);
    expect(fieldAt({ statusCode: 200 }, "/data/object/guid")).toBeUndefined();
  });
});

describe("expectAnswer of a refusal the target did not give", () => {
  const ACCEPTED = { statusCode: 200, body: { status: "success", data: { object: {} } } };
  const vehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2019" };
  const sent = (vehicles: unknown[]) => ({
    body: { pickup: { zip: "60601" }, delivery: { zip: "10001" }, vehicles },
  });
  afterEach(() => setStrict(false));

  const cases = [
    { case: "a valid request, nothing assumed", expected: { status: 400 }, ends: "mismatch" },
    { case: "a valid request naming G-153", expected: { status: 400, assumes: "G-153" }, ends: "drift" },
    { case: "101 vehicles sent", expected: { status: 400, sent: sent(Array(101).fill(vehicle)) }, ends: "drift" },
    {
      case: "a year as a number sent",
      expected: { status: 400, sent: sent([{ ...vehicle, year: 2019 }]), assumes: "G-165" },
      ends: "mismatch",
    },
  ];
  it.each(cases)("$case: $ends", ({ expected, ends }) => {
    const error = failure(() => expectAnswer("getRecommendedPriceV1", ACCEPTED, expected));
    expect(error).toBeInstanceOf(ends === "drift" ? AssumedRefusal : AnswerMismatch);
  });

  it("with --strict, names the assumption in the mismatch", () => {
    setStrict(true);
    const error = failure(() => expectAnswer("getRecommendedPriceV1", ACCEPTED, { status: 400, assumes: "G-153" }));
    expect(error).toBeInstanceOf(AnswerMismatch);
    expect(error.message).toContain(
      "contradicts assumption G-153: assumed refused with HTTP 400 (G-153), the target's accepted HTTP 200 (--strict)",
    );
  });
});
