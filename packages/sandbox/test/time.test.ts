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
