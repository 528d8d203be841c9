/**
 * Removes credentials (client secret, Basic header, tokens, API key) from text before it reaches an error or a log,
 * in every spelling a JSON or URL escape can give them: each character may be itself, a JSON escape (`\u003d`,
 * `\/`, `\"`), a percent-encoding of its UTF-8 bytes (`%3D`, `%3d`, `%253D`, `\u00253D`), or `+`/space swapped.
 */

const REDACTED = "[redacted]";
/** Tokens remembered for scrubbing: the current one and a few before it (they may still be in flight). */
const MAX_TOKENS = 8;

/** `code` in hex, `width` digits, each letter matching either case (`3d` -> `3[dD]`). */
function anyCaseHex(code: number, width: number): string {
  return code
    .toString(16)
    .padStart(width, "0")
    .replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`);
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** Every way one character (a code point) of a secret may be spelled in a JSON text or a URL. */
function characterPattern(char: string): string {
  const options = [literal(char)];
  // The two-character JSON escape, if the character has one (`\"`, `\\`, `\n`...; `\/` is optional in JSON).
  const short = char === "/" ? "\\/" : JSON.stringify(char).slice(1, -1);
  if (short.length === 2) options.push(literal(short));
  // \uXXXX of each UTF-16 unit.
  options.push(
    char
      .split("")
      .map((unit) => `\\\\u${anyCaseHex(unit.charCodeAt(0), 4)}`)
      .join(""),
  );
  // %XX of each UTF-8 byte, double-encoded %25XX, and a JSON-escaped percent sign \u0025XX.
  options.push(Array.from(Buffer.from(char), (byte) => `(?:%|%25|\\\\u0025)${anyCaseHex(byte, 2)}`).join(""));
  if (char === "+") options.push(" ");
  if (char === " ") options.push("\\+");
  return `(?:${options.join("|")})`;
}

/** The pattern of a secret in any of its escaped spellings. */
function secretPattern(secret: string): RegExp {
  return new RegExp([...secret].map(characterPattern).join(""), "g");
}

/** Spellings of a secret that are new strings, not escapes: base64 and base64url of it. */
export function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const base64 = bytes.toString("base64");
  return [...new Set([base64, base64.replace(/=+$/, ""), bytes.toString("base64url")])];
}

export class Redactor {
  readonly #fixed = new Map<string, RegExp>();
  readonly #tokens = new Map<string, RegExp>();

  /** Registers a secret that never changes during the client's life. */
  addSecret(secret: string | undefined): void {
    if (secret && !this.#fixed.has(secret)) this.#fixed.set(secret, secretPattern(secret));
  }

  /** Registers a freshly issued access token (older ones are forgotten after a few refreshes). */
  addToken(token: string): void {
    if (!token || this.#tokens.has(token)) return;
    this.#tokens.set(token, secretPattern(token));
    if (this.#tokens.size > MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
  }

  /** The text with every registered secret, in any escaped spelling, replaced by `[redacted]`. */
  scrub(text: string): string {
    let result = text;
    for (const pattern of [...this.#fixed.values(), ...this.#tokens.values()]) {
      result = result.replace(pattern, REDACTED);
    }
    return result;
  }

  /** A deep copy of a parsed JSON value with every string (keys included) scrubbed. */
  scrubValue<T>(value: T): T {
    if (typeof value === "string") return this.scrub(value) as T;
    if (Array.isArray(value)) return value.map((item) => this.scrubValue(item)) as T;
    if (value && typeof value === "object") {
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) copy[this.scrub(key)] = this.scrubValue(item);
      return copy as T;
    }
    return value;
  }
}
