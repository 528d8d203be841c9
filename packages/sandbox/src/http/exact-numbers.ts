/**
 * JSON numbers the sandbox would alter: a number token whose value as a double, written back, is another decimal
 * (`9007199254740993` -> `...992`, `0.10000000000000000001` -> `0.1`, `1e309` -> Infinity, `1e-400` -> 0). Each is a
 * field error instead (GAPS.md "Numbers"), never a silent change. A token of at most 15 significant digits within a
 * double's range always survives, so a body without a run of 16 digits or a 3-digit exponent is not scanned.
 */
import type { FieldErrors } from "../domain/errors.js";
import { survives } from "../exact-decimal.js";

export const INEXACT_NUMBER_MESSAGE =
  "must be a number the sandbox keeps exactly (at most 15 significant digits, within a double's range)";

const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isRunChar = (code: number) => isDigit(code) || code === 0x2e;

/** How long a run of digits and dots must be, from its first digit, to hold an inexact number. */
const RUN = 16;
const EXPONENT = /\d[eE][+-]?\d{3}/;
/** Cheaper than EXPONENT (no leading digit to try at every position), and rarely matches: EXPONENT confirms. */
const MAY_HAVE_EXPONENT = /[eE][+-]?\d{3}/;

/**
 * Whether `text` has a digit followed by 15 more digits or dots. Such a run covers one index of every residue mod
 * 16, so only every 16th character is looked at, and a run only where one is found (for speed: the regex
 * `\d[\d.]{15}` tried every position and took about a third of the time of parsing the body it scanned).
 */
function hasLongRun(text: string): boolean {
  for (let at = RUN - 1; at < text.length; at += RUN) {
    if (!isRunChar(text.charCodeAt(at))) continue;
    let start = at;
    while (start > 0 && isRunChar(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && isRunChar(text.charCodeAt(end))) end++;
    while (start < end && !isDigit(text.charCodeAt(start))) start++;
    if (end - start >= RUN) return true;
    // On to the first looked-at index at or past the run's end (the loop adds RUN).
    at = end + ((RUN - 1 - (end % RUN) + RUN) % RUN) - RUN;
  }
  return false;
}

/** Whether `text` may hold a number a double would change: the regex `\d[\d.]{15}|\d[eE][+-]?\d{3}` matches. */
export function mayBeInexact(text: string): boolean {
  return hasLongRun(text) || (MAY_HAVE_EXPONENT.test(text) && EXPONENT.test(text));
}

/** The number tokens of a well-formed JSON text, in order, outside strings. */
function numberTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let at = 0; at < text.length; ) {
    const char = text.charCodeAt(at);
    if (char === 0x22) {
      at++;
      while (at < text.length && text.charCodeAt(at) !== 0x22) at += text.charCodeAt(at) === 0x5c ? 2 : 1;
      at++;
    } else if (char === 0x2d || (char >= 0x30 && char <= 0x39)) {
      NUMBER_TOKEN.lastIndex = at;
      const token = NUMBER_TOKEN.exec(text)?.[0] ?? text[at] ?? "";
      tokens.push(token);
      at += token.length;
    } else {
      at++;
    }
  }
  return tokens;
}

/** The dotted paths of the number leaves of a parsed value, in the order JSON.parse met them. */
function numberPaths(value: unknown, path: string, into: string[]): string[] {
  if (typeof value === "number") into.push(path);
  else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) numberPaths(value[index], join(path, String(index)), into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, member] of Object.entries(value)) numberPaths(member, join(path, key), into);
  }
  return into;
}

const join = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);

/**
 * Field errors for the numbers of `text` (already parsed as `parsed`) that would not survive; undefined when every
 * one does. Paths come from matching tokens to the parsed leaves in order; when the two cannot be matched (a key
 * given twice, integer-like keys that objects list first), the error names `body`.
 */
export function inexactNumbers(text: string, parsed: unknown): FieldErrors | undefined {
  if (!mayBeInexact(text)) return undefined;
  const tokens = numberTokens(text);
  const bad = tokens.flatMap((token, index) => (survives(token) ? [] : [index]));
  if (bad.length === 0) return undefined;
  const paths = numberPaths(parsed, "", []);
  const matched = paths.length === tokens.length;
  const errors: FieldErrors = {};
  for (const index of bad) errors[(matched ? paths[index] : undefined) || "body"] = [INEXACT_NUMBER_MESSAGE];
  return errors;
}
