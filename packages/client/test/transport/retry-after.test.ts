import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "../../src/transport/retry-after.js";

const NOW = Date.UTC(2026, 2, 14, 9, 30, 0);

describe("parseRetryAfter", () => {
  it.each([
    { header: "0", wait: 0 },
    { header: "18", wait: 18_000 },
    { header: " 30 ", wait: 30_000 },
    { header: new Date(NOW + 7000).toUTCString(), wait: 7000 },
    { header: "Sat, 14 Mar 2026 09:30:12 GMT", wait: 12_000 },
    { header: "Sat, 14 Mar 2026 09:29:00 GMT", wait: 0 },
  ])("reads '$header' as a wait of $wait ms", ({ header, wait }) => {
    expect(parseRetryAfter(header, NOW)).toBe(wait);
  });

  it.each([null, "", "soon", "-5", "1.5", "2026-03-14"])("ignores %j", (header) => {
    expect(parseRetryAfter(header, NOW)).toBeUndefined();
  });
});
