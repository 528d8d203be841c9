/**
 * A value a client sent, as an error message quotes it. The spec's message patterns (`'.*'`) match one line:
 * a line break or a line/paragraph separator would break them, so those four are written as JSON-style escapes.
 */
const LINE_BREAKS = /[\n\r\u2028\u2029]/g;

const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** `a\nb` -> `a\\nb` (backslash, n); text without a line break is returned as it is. */
export function echoedValue(text: string): string {
  return text.replace(LINE_BREAKS, (found) => ESCAPES[found] ?? found);
}
