import { describe, expect, it } from "vitest";
import { parseJson } from "../../src/http/content.js";

describe("parseJson", () => {
  it.each([
    ["a plain key", '{"__proto__": {"polluted": true}}'],
    ["a nested key", '{"pickup": {"venue": {"__proto__": 1}}}'],
    ["an escaped underscore", '{"\\u005f_proto__": {"polluted": true}}'],
    ["escaped letters", '{"__pr\\u006fto__": 1}'],
    ["a key inside an array", '[{"__proto__": 1}]'],
  ])("refuses a __proto__ key spelled as %s", (_, text) => {
    expect(() => parseJson(text)).toThrow(/__proto__ is not allowed/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["a __proto__ value", '{"note": "__proto__"}', { note: "__proto__" }],
    ["a \\u escape elsewhere", '{"note": "caf\\u00e9"}', { note: "café" }],
    [
      "a plain body",
      '{"number": "ORDER-1", "vehicles": [{"type": "sedan"}]}',
      { number: "ORDER-1", vehicles: [{ type: "sedan" }] },
    ],
  ])("parses %s", (_, text, expected) => {
    expect(parseJson(text)).toEqual(expected);
  });

  it("reports malformed JSON the same way with or without escapes", () => {
    expect(() => parseJson('{"a": 1')).toThrow(SyntaxError);
    expect(() => parseJson('{"\\u0061": 1')).toThrow(SyntaxError);
  });
});
