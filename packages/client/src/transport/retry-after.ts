/** Reads `Retry-After`: delay-seconds or an HTTP date (RFC 9110 §10.2.3), as a wait in milliseconds. */

/** The wait the header asks for (0 for a date in the past); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
