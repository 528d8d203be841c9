/** Issue 35 item 4: vitest's own text of every matcher the suites use reads as place, expected, actual. */
import { describe, expect, it } from "vitest";
import { assertionText } from "../../src/verdicts/assertion-text.js";

/** The message a real vitest matcher throws with (no copy of its wording that could go stale). */
function thrownBy(check: () => void): string {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the check passed; each case must fail");
}

const LABEL = "listOrders /data";

/** Each matcher the suites use, failing, and the first line it must read as (after the label). */
const CASES: ReadonlyArray<[string, () => void, string]> = [
  ["toEqual", () => expect(["A", "B"], LABEL).toEqual(["B", "A"]), "expected [ 'B', 'A' ], actual [ 'A', 'B' ]"],
  ["not.toEqual", () => expect(1, LABEL).not.toEqual(1), "expected anything but 1, actual 1"],
  ["toBe", () => expect(3, LABEL).toBe(4), "expected 4, actual 3"],
  ["toBe a text holding ' to '", () => expect("go to it", LABEL).toBe("go"), "expected 'go', actual 'go to it'"],
  ["not.toBe", () => expect(3, LABEL).not.toBe(3), "expected anything but 3, actual 3"],
  [
    "toMatchObject",
    () => expect({ a: 1, b: 2 }, LABEL).toMatchObject({ b: 3 }),
    "expected an object with { b: 3 }, actual { a: 1, b: 2 }",
  ],
  [
    "toHaveLength",
    () => expect([1, 2], LABEL).toHaveLength(3),
    "expected a length of 3, actual a length of 2: [ 1, 2 ]",
  ],
  [
    "not.toHaveLength",
    () => expect([1], LABEL).not.toHaveLength(1),
    "expected a length other than 1, actual a length of 1: [ 1 ]",
  ],
  ["toHaveProperty", () => expect({ a: 1 }, LABEL).toHaveProperty("b"), 'expected property "b", actual { a: 1 }'],
  [
    "toHaveProperty with value",
    () => expect({ a: 1 }, LABEL).toHaveProperty("a", 2),
    'expected property "a" with value 2, actual { a: 1 }',
  ],
  [
    "not.toHaveProperty",
    () => expect({ a: 1 }, LABEL).not.toHaveProperty("a"),
    'expected no property "a", actual { a: 1 }',
  ],
  ["toContain (list)", () => expect(["a"], LABEL).toContain("b"), "expected to include 'b', actual [ 'a' ]"],
  ["toContain (text)", () => expect("hello", LABEL).toContain("x"), "expected to include 'x', actual 'hello'"],
  [
    "not.toContain",
    () => expect(["a", "b"], LABEL).not.toContain("b"),
    "expected not to include 'b', actual [ 'a', 'b' ]",
  ],
  ["toBeNull", () => expect(3, LABEL).toBeNull(), "expected null, actual 3"],
  ["not.toBeNull", () => expect(null, LABEL).not.toBeNull(), "expected anything but null, actual null"],
  ["toBeUndefined", () => expect(3, LABEL).toBeUndefined(), "expected undefined, actual 3"],
  ["toBeGreaterThan", () => expect(3, LABEL).toBeGreaterThan(5), "expected greater than 5, actual 3"],
  [
    "toBeGreaterThanOrEqual",
    () => expect(3, LABEL).toBeGreaterThanOrEqual(5),
    "expected greater than or equal to 5, actual 3",
  ],
  ["toBeLessThanOrEqual", () => expect(8, LABEL).toBeLessThanOrEqual(5), "expected less than or equal to 5, actual 8"],
  ["toMatch", () => expect("abc", LABEL).toMatch(/x+/), "expected matching /x+/, actual 'abc'"],
  [
    "toBeOneOf",
    () => expect(3, LABEL).toBeOneOf([null, undefined]),
    "expected be one of [ null, undefined ], actual 3",
  ],
  [
    "toSatisfy (named condition)",
    () =>
      expect(3, LABEL).toSatisfy(function unixSecondsNearNow(value: number) {
        return value > 5;
      }),
    "expected satisfy unix seconds near now, actual 3",
  ],
  [
    "toSatisfy (anonymous)",
    () => expect(3, LABEL).toSatisfy((value: number) => value > 5),
    "expected satisfy the test's condition, actual 3",
  ],
];

describe("vitest's assertion text", () => {
  it.for(CASES)("%s reads as place, then expected, then actual", ([, check, values]) => {
    const lines = assertionText(thrownBy(check)).split("\n");
    expect(lines[0]).toBe(LABEL);
    expect(lines[1]).toBe(`  ${values}`);
  });

  it("keeps what follows the first sentence (vitest's diff) and reads a message without a label", () => {
    expect(assertionText("expected 3 to be 4 // Object.is equality\n\n- 4\n+ 3")).toBe(
      "expected 4, actual 3\n\n- 4\n+ 3",
    );
  });

  it("reads the coloured text a worker on a terminal gets", () => {
    const colour = (code: number, text: string) =>
      `${String.fromCharCode(27)}[${code}m${text}${String.fromCharCode(27)}[39m`;
    const message = `${LABEL}: expect(${colour(31, "received")}).toBeOneOf()\n\nExpected value to be one of:\n${colour(32, "Array [\n  1,\n]")}\n\nReceived:\n${colour(31, "3")}`;
    expect(assertionText(message)).toBe(`${LABEL}\n  expected be one of [ 1 ], actual 3`);
  });

  it("leaves a message it cannot read as it is", () => {
    expect(assertionText("something the library said")).toBe("something the library said");
    expect(assertionText("expected the unexpected")).toBe("expected the unexpected");
  });
});
