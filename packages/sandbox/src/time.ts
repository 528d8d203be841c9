/** The last two instants formatted: an order's view formats the same few instants (created, changed, its user's). */
let lastMs = Number.NaN;
let lastText = "";
let previousMs = Number.NaN;
let previousText = "";

/** Date-times in the spec's shape `yyyy-MM-ddTHH:mm:ss.SSS+0000` (UTC, offset without a colon). */
export function formatDateTime(epochMs: number): string {
  if (epochMs === lastMs) return lastText;
  const text = epochMs === previousMs ? previousText : `${new Date(epochMs).toISOString().slice(0, 23)}+0000`;
  previousMs = lastMs;
  previousText = lastText;
  lastMs = epochMs;
  lastText = text;
  return text;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})([+-])(\d{2})(\d{2})$/;

/** Parses the spec's date-time shape back to epoch milliseconds; undefined when it is not that shape. */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, local, sign, hours, minutes] = match;
  const ms = Date.parse(`${local}${sign}${hours}:${minutes}`);
  if (Number.isNaN(ms)) return undefined;
  const offsetMs = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return formatDateTime(ms + offsetMs).slice(0, 23) === local ? ms : undefined;
}
