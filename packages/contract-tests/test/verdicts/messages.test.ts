/** Issue 35 item 4: a failure names the place, the expected and the actual value; the library's text is translated. */
import { describe, expect, it } from "vitest";
import { messageCause } from "../../src/verdicts/failure-groups.js";
import { differenceOf, mismatchMessage, receivedAs } from "../../src/verdicts/mismatch.js";

const cause = {
  operation: "addCarrierNote",
  request: "POST /v1/public/orders/g/notes",
  expectedStatus: 200,
  actualStatus: 200,
};

describe("failure messages", () => {
  it("translate node:assert's strict equality into expected and actual", () => {
    expect(differenceOf("Expected values to be strictly equal:\n\n'a' !== 'ab'\n")).toEqual({
      pointer: "",
      expected: "'ab'",
      actual: "'a'",
    });
    expect(differenceOf("Expected values to be strictly equal:\n+ actual - expected\n\n+ 'x'\n- 'y'")).toMatchObject({
      expected: "'y'",
      actual: "'x'",
    });
  });

  it("read pactum's value message even when the values hold quotes", () => {
    const found = differenceOf("Json doesn't have value 'it's kept' at '$.error' but found 'it's cut'");
    expect(found).toEqual({ pointer: "/error", expected: '"it\'s kept"', actual: '"it\'s cut"' });
  });

  it("never put an unread message in the actual slot: it becomes the failure's words", () => {
    const found = differenceOf("something the library said\nmore");
    expect(found).toEqual({
      pointer: "",
      expected: "",
      actual: "",
      detail: "the check failed: something the library said",
    });
    const message = mismatchMessage({ ...cause, ...found });
    expect(message).toBe(
      "addCarrierNote (POST /v1/public/orders/g/notes): status 200 as expected\n  the check failed: something the library said",
    );
    expect(message).not.toMatch(/expected , actual/);
  });

  it("read pactum's header messages into the header, expected and actual", () => {
    expect(differenceOf("Header value '20' did not match for header 'retry-after': '21'")).toEqual({
      pointer: "header retry-after",
      expected: '"20"',
      actual: '"21"',
    });
    expect(differenceOf("Header 'retry-after' not present in HTTP response")).toMatchObject({
      expected: "present",
      actual: "missing",
    });
  });

  it("name the status an answer came with when it was taken as an assumed one", () => {
    expect(
      receivedAs({ ...cause, actualStatus: 404, receivedStatus: 409, pointer: "", expected: "", actual: "" }),
    ).toBe("409 (taken as the assumed 404)");
    expect(receivedAs({ ...cause, pointer: "", expected: "", actual: "" })).toBe("200");
  });

  it("group headers stop before the difference, at a word boundary", () => {
    expect(messageCause("listOrders (every page): this test's orders in list order")).toBe(
      "listOrders (every page): this test's orders in list order",
    );
    expect(
      messageCause("listOrders (GET /v1/public/orders?sort=number, every page): this test expected [ 'A', 'B', 'C' ]"),
    ).toBe("listOrders (GET /vN/public/orders?sort=number, every page): this test expected …");
    const long = `${"word ".repeat(40)}end`;
    const header = messageCause(long);
    expect(header.endsWith("word …")).toBe(true);
    expect(header.length).toBeLessThanOrEqual(122);
    expect(messageCause("a plain line")).toBe("a plain line");
  });
});
