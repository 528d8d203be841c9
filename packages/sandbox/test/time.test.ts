import { describe, expect, it } from "vitest";
import { formatDateTime, parseDateTime } from "../src/time.js";

describe("formatDateTime", () => {
  it.each([
    [Date.UTC(2026, 2, 14, 9, 30), "2026-03-14T09:30:00.000+0000"],
    [Date.UTC(1999, 11, 31, 23, 59, 59, 999), "1999-12-31T23:59:59.999+0000"],
    [0, "1970-01-01T00:00:00.000+0000"],
  ])("formats %i as %s", (ms, text) => {
    expect(formatDateTime(ms)).toBe(text);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
  });
});

describe("formatDateTime with its memo of recent instants", () => {
  it("answers each instant right whatever the order of the calls", () => {
    const a = Date.UTC(2026, 2, 14, 9, 30);
    const b = Date.UTC(2020, 0, 1);
    const c = Date.UTC(2030, 5, 6, 7, 8, 9, 10);
    const expected = new Map([
      [a, "2026-03-14T09:30:00.000+0000"],
      [b, "2020-01-01T00:00:00.000+0000"],
      [c, "2030-06-06T07:08:09.010+0000"],
    ]);
    for (const instant of [a, a, b, a, b, b, c, a, c, b, a]) {
      expect(formatDateTime(instant)).toBe(expected.get(instant));
    }
  });

  it("still refuses an invalid instant after a valid one", () => {
    expect(formatDateTime(0)).toBe("1970-01-01T00:00:00.000+0000");
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
    expect(formatDateTime(0)).toBe("1970-01-01T00:00:00.000+0000");
  });
});

describe("parseDateTime", () => {
  it.each([
    ["2026-03-14T09:30:00.000+0000", Date.UTC(2026, 2, 14, 9, 30)],
    ["2026-03-14T11:30:00.000+0200", Date.UTC(2026, 2, 14, 9, 30)],
    ["2026-03-14T04:30:00.000-0500", Date.UTC(2026, 2, 14, 9, 30)],
    ["2026-03-14T09:30:00Z", undefined],
    ["2026-03-14T09:30:00.000+00:00", undefined],
    ["2026-02-30T09:30:00.000+0000", undefined],
    ["nonsense", undefined],
  ])("reads %s", (text, ms) => {
    expect(parseDateTime(text)).toBe(ms);
  });
});
