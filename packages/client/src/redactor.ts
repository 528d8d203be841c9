/** Removes credentials (client secret, Basic header, tokens, API key) from text before it reaches an error or a log. */

const REDACTED = "[redacted]";
/** Tokens remembered for scrubbing: the current one and a few before it (they may still be in flight). */
const MAX_TOKENS = 8;

export class Redactor {
  readonly #fixed: string[] = [];
  readonly #tokens: string[] = [];

  /** Registers a secret that never changes during the client's life. */
  addSecret(secret: string | undefined): void {
    if (secret && secret.length > 0) this.#fixed.push(secret);
  }

  /** Registers a freshly issued access token (older ones are forgotten after a few refreshes). */
  addToken(token: string): void {
    if (token.length === 0) return;
    this.#tokens.push(token);
    if (this.#tokens.length > MAX_TOKENS) this.#tokens.shift();
  }

  /** The text with every registered secret replaced by `[redacted]`. */
  scrub(text: string): string {
    let result = text;
    for (const secret of [...this.#fixed, ...this.#tokens]) {
      if (result.includes(secret)) result = result.split(secret).join(REDACTED);
    }
    return result;
  }
}
