/** The media type of a Content-Type value: parameters dropped, lower case; a repeated value answers the same. */
import { describe, expect, it } from "vitest";
import { mediaTypeOf } from "../src/media-type.js";

describe("mediaTypeOf", () => {
  it.each([
    ["application/json", "application/json"],
    ["Application/JSON; charset=utf-8", "application/json"],
    [" text/plain ;x=1", "text/plain"],
    ["", undefined],
    [";charset=utf-8", undefined],
    [undefined, undefined],
  ])("%j -> %j", (value, expected) => {
    expect(mediaTypeOf(value)).toBe(expected);
  });

  it("answers each value by itself when values alternate (the last one is remembered)", () => {
    const values = ["Application/JSON", "text/plain; a=b", undefined, "text/plain; a=b", "Application/JSON", ""];
    const expected = ["application/json", "text/plain", undefined, "text/plain", "application/json", undefined];
    for (let round = 0; round < 2; round++) expect(values.map(mediaTypeOf)).toEqual(expected);
  });
});
