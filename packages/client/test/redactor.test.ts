/** The redactor: each registered secret in any escaped spelling becomes `[redacted]`; near misses stay. */
import { describe, expect, it } from "vitest";
import { encodedForms, Redactor } from "../src/redactor.js";

const SECRET = 'ab/c+d="e';

function redactor(): Redactor {
  const each = new Redactor();
  each.addSecret(SECRET);
  return each;
}

describe("Redactor.scrub", () => {
  it.each([
    ["as is", SECRET],
    ["JSON-quoted", JSON.stringify(SECRET).slice(1, -1)],
    ["JSON with \\/", 'ab\\/c+d=\\"e'],
    ["\\u-escaped, lower-case hex", "ab\\u002fc\\u002bd\\u003d\\u0022e"],
    ["\\u-escaped, upper-case hex", "ab\\u002Fc\\u002Bd\\u003D\\u0022e"],
    [
      "every character \\u-escaped",
      [...SECRET].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
    ],
    ["URL-encoded", encodeURIComponent(SECRET)],
    ["URL-encoded, lower-case hex", "ab%2fc%2bd%3d%22e"],
    ["URL-encoded twice", encodeURIComponent(encodeURIComponent(SECRET))],
    ["%-sign JSON-escaped", "ab\\u00252Fc\\u00252Bd\\u00253D\\u002522e"],
    ["+ read as a space", 'ab/c d="e'],
  ])("replaces the secret %s", (_name, spelled) => {
    expect(redactor().scrub(`before ${spelled} after`)).toBe("before [redacted] after");
  });

  it.each([
    ["one character off", 'ab/c+d="f'],
    ["a letter in another case", 'AB/c+d="e'],
    ["cut short", 'ab/c+d="'],
    ["a broken escape", "ab%2c+d=%22e"],
  ])("leaves a near miss: %s", (_name, text) => {
    expect(redactor().scrub(text)).toBe(text);
  });

  it("forgets the oldest of more than 8 tokens", () => {
    const each = new Redactor();
    for (let i = 1; i <= 9; i++) each.addToken(`token-number-${i}`);
    expect(each.scrub("token-number-1 token-number-2 token-number-9")).toBe("token-number-1 [redacted] [redacted]");
  });

  it("scrubs keys and values of a parsed value, deeply", () => {
    const scrubbed = redactor().scrubValue({ [SECRET]: [SECRET, 1, null, { note: `x ${SECRET}` }] });
    expect(scrubbed).toEqual({ "[redacted]": ["[redacted]", 1, null, { note: "x [redacted]" }] });
  });
});

describe("encodedForms", () => {
  it("gives base64, unpadded base64 and base64url", () => {
    expect(encodedForms("id:s?>")).toEqual(["aWQ6cz8+", "aWQ6cz8-"]);
    expect(encodedForms("id:a")).toEqual(["aWQ6YQ==", "aWQ6YQ"]);
  });
});
