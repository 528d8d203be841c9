import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectField, firstDifference, holdAnswer, select } from "../../src/harness/expect-field.js";
import { DRIFT_DIR, flushDrift, setStrict } from "../../src/verdicts/drift-recorder.js";
import { AnswerMismatch } from "../../src/verdicts/mismatch.js";

const ORDER = {
  guid: "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
  status: "new",
  price: 1250,
  is_posted_to_loadboard: false,
  vehicles: [{ type: "sedan" }, { type: "suv" }],
  pickup: { notes: "Call first", venue: { city: "Dallas" } },
};

/** An order as `createOrder(...).returns("data.object")` holds it. */
function heldOrder(overrides: Record<string, unknown> = {}) {
  const body = { status: "success", data: { object: structuredClone({ ...ORDER, ...overrides }) } };
  holdAnswer(
    body.data.object,
    {
      operation: "createOrder",
      request: "POST /v1/public/orders",
      expectedStatus: 200,
      actualStatus: 200,
      json: body,
      text: JSON.stringify(body),
      secrets: ["s3cr3t-token"],
    },
    "/data/object",
  );
  return body.data.object;
}

function failure(run: () => unknown): AnswerMismatch {
  try {
    run();
  } catch (error) {
    return error as AnswerMismatch;
  }
  throw new Error("expected a failure");
}

const HEAD = "createOrder (POST /v1/public/orders): status 200 as expected";

describe("expectField", () => {
  it.each([
    [
      "toBe on a field",
      () => expectField(heldOrder(), "/is_posted_to_loadboard").toBe(true),
      "at /data/object/is_posted_to_loadboard: expected true, actual false",
    ],
    [
      "toEqual of a mapped list names the extra item",
      () => expectField(heldOrder(), "/vehicles/*/type").toEqual(["sedan"]),
      'at /data/object/vehicles/1/type: expected missing, actual "suv"',
    ],
    [
      "toMatchObject names the nested leaf",
      () => expectField(heldOrder()).toMatchObject({ pickup: { venue: { city: "Austin" } } }),
      'at /data/object/pickup/venue/city: expected "Austin", actual "Dallas"',
    ],
    [
      "a missing field is the answer's",
      () => expectField(heldOrder(), "/dispatcher/name").toBe("Sherry"),
      'at /data/object/dispatcher/name: expected "Sherry", actual missing',
    ],
    [
      "toContain says what it looked for",
      () => expectField(heldOrder(), "/vehicles/*/type").toContain("van"),
      'at /data/object/vehicles/*/type: expected contain "van", actual ["sedan","suv"]',
    ],
    [
      "a negated matcher says not",
      () => expectField(heldOrder(), "/status").not.toBe("new"),
      'at /data/object/status: expected not be "new", actual "new"',
    ],
    [
      "toHaveLength gives the length",
      () => expectField(heldOrder(), "/vehicles").toHaveLength(3),
      "at /data/object/vehicles: expected have length 3, actual length 2",
    ],
    [
      "toBeGreaterThan",
      () => expectField(heldOrder(), "/price").toBeGreaterThan(2000),
      "at /data/object/price: expected be greater than 2000, actual 1250",
    ],
    [
      "toSatisfy names its predicate",
      () =>
        expectField(heldOrder(), "/price").toSatisfy(function aRoundHundred(p: unknown) {
          return Number(p) % 100 === 0;
        }),
      "at /data/object/price: expected satisfy aRoundHundred, actual 1250",
    ],
    [
      "toHaveProperty on details names the key",
      () => expectField(heldOrder(), "/pickup").toHaveProperty(["price"]),
      'at /data/object/pickup: expected have property ["price"], actual {"notes":"Call first","venue":{"city":"Dallas"}}',
    ],
    [
      "asymmetric matchers",
      () => expectField(heldOrder({ guid: null })).toMatchObject({ guid: expect.any(String) }),
      "at /data/object/guid: expected Any<String>, actual null",
    ],
  ])("%s", (_, run, difference) => {
    const error = failure(run);
    expect(error).toBeInstanceOf(AnswerMismatch);
    const [head, second, body] = error.message.split("\n");
    expect(head).toBe(HEAD);
    expect(second).toBe(`  ${difference}`);
    expect(body).toMatch(/^ {2}body: \{"status":"success"/);
    expect(error.haulkit).toMatchObject({ operation: "createOrder", expectedStatus: 200, actualStatus: 200 });
  });

  it("passes what the same vitest matcher passes", () => {
    const order = heldOrder();
    expectField(order, "/vehicles/*/type").toEqual(["sedan", "suv"]);
    expectField(order).toMatchObject({ pickup: { venue: { city: "Dallas" } } });
    expectField(order.pickup, "/notes").toBe("Call first");
    expectField(order, "/status").not.toBe("paid");
  });

  it("cuts the body to 500 characters after the difference", () => {
    const error = failure(() => expectField(heldOrder({ instructions: "x".repeat(900) }), "/price").toBe(1));
    expect(error.message).toContain("… (");
    expect(error.message.split("\n")[2]?.length).toBeLessThan(540);
  });

  it("never shows a secret-looking field or a known secret", () => {
    const error = failure(() =>
      expectField(heldOrder({ verification_token: "s3cr3t-token" }), "/verification_token").toBe("x"),
    );
    expect(error.message).not.toContain("s3cr3t-token");
    expect(error.message).toContain("actual [redacted]");
  });

  it("refuses a value no call returned (a mistake of the suite)", () => {
    expect(() => expectField({ status: "new" }, "/status")).toThrow(/not part of an answer a call returned/);
  });
});

describe("firstDifference and select", () => {
  it.each([
    [{ a: 1, b: 2 }, { a: 1 }, true, undefined],
    [{ a: 1, b: 2 }, { a: 1 }, false, { pointer: "/b", expected: undefined, actual: 2 }],
    [[1, 2], [1, 3], false, { pointer: "/1", expected: 3, actual: 2 }],
    [{ "a/b": 1 }, { "a/b": 2 }, true, { pointer: "/a~1b", expected: 2, actual: 1 }],
  ])("%j against %j (partial %s)", (actual, expected, partial, difference) => {
    expect(firstDifference(actual, expected, partial)).toEqual(difference);
  });

  it("select maps * over arrays and is undefined where a step is missing", () => {
    expect(select(ORDER, "/vehicles/*/type")).toEqual(["sedan", "suv"]);
    expect(select(ORDER, "/nothing/*/type")).toBeUndefined();
  });
});

describe("an assumed value given otherwise", () => {
  /** A 409 of markOrderAsPaid with another error id than the one we chose (spec/GAPS.md). */
  function heldConflict() {
    const body = { status: "fail", data: { error_id: "ORDER_IS_PLATFORMPAY", message: "not for platformpay orders" } };
    holdAnswer(body, {
      operation: "markOrderAsPaid",
      request: "POST /v1/public/orders/x/mark_as_paid",
      expectedStatus: 409,
      actualStatus: 409,
      json: body,
      text: JSON.stringify(body),
    });
    return body;
  }

  afterEach(() => setStrict(false));

  it("is drift under its gap id, not a failure", () => {
    const dir = mkdtempSync(join(tmpdir(), "expect-field-"));
    try {
      expectField(heldConflict(), "/data/error_id").toBe("PLATFORMPAY_ORDER_CONFLICT");
      flushDrift(dir, "test");
      const [file] = readdirSync(join(dir, DRIFT_DIR));
      const records = JSON.parse(readFileSync(join(dir, DRIFT_DIR, file as string), "utf8"));
      expect(records).toEqual([
        expect.objectContaining({
          where: "markOrderAsPaid",
          pointer: "/data/error_id",
          assumed: '/data/error_id is "PLATFORMPAY_ORDER_CONFLICT"',
          observed: '/data/error_id is "ORDER_IS_PLATFORMPAY"',
          gap: expect.stringMatching(/^G-/),
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails with --strict, naming the assumption", () => {
    setStrict(true);
    const error = failure(() => expectField(heldConflict(), "/data/error_id").toBe("PLATFORMPAY_ORDER_CONFLICT"));
    expect(error.message.split("\n")[1]).toMatch(
      /^ {2}at \/data\/error_id: expected "PLATFORMPAY_ORDER_CONFLICT", actual "ORDER_IS_PLATFORMPAY" \(contradicts assumption G-\d+/,
    );
  });

  it("a fact given otherwise still fails", () => {
    expect(() => expectField(heldConflict(), "/status").toBe("error")).toThrow(AnswerMismatch);
  });
});

describe("a webhook payload", () => {
  it("names the action and where it was posted, without a status", () => {
    const payload = { action: "order.modified", order_guid: "x", data: { price: { old_value: 1, new_value: 2 } } };
    holdAnswer(payload, {
      operation: "webhook order.modified",
      request: "POST /order.modified",
      json: payload,
      text: "{}",
    });
    const error = failure(() => expectField(payload, "/data").toEqual({ price: { old_value: 1, new_value: 3 } }));
    expect(error.message.split("\n").slice(0, 2)).toEqual([
      "webhook order.modified (POST /order.modified)",
      "  at /data/price/new_value: expected 3, actual 2",
    ]);
  });
});
