/**
 * The client-credentials access token: fetched on first use, cached, renewed `refreshMarginMs` before it expires,
 * and renewed at once when the service rejects it with 401. One token request at a time (single flight): every
 * caller waiting for a token shares it.
 */

export interface IssuedToken {
  accessToken: string;
  /** Lifetime in seconds (`expires_in`). */
  expiresInSeconds: number;
}

export interface TokenProviderOptions {
  /** How long before the expiry the token is renewed (ms); at most half the token's lifetime is used. */
  refreshMarginMs: number;
  /** The clock, in ms since the epoch. */
  now: () => number;
}

interface CachedToken {
  accessToken: string;
  renewAt: number;
}

export class TokenProvider {
  #cached: CachedToken | undefined;
  #pending: Promise<string> | undefined;
  readonly #fetchToken: () => Promise<IssuedToken>;
  readonly #options: TokenProviderOptions;

  constructor(fetchToken: () => Promise<IssuedToken>, options: TokenProviderOptions) {
    this.#fetchToken = fetchToken;
    this.#options = options;
  }

  /** The cached token if it is not due for renewal, else undefined (without fetching one). */
  current(): string | undefined {
    const cached = this.#cached;
    return cached && this.#options.now() < cached.renewAt ? cached.accessToken : undefined;
  }

  /** A token that is not due for renewal, fetching one when needed (one request at a time). */
  get(): Promise<string> {
    const cached = this.current();
    if (cached !== undefined) return Promise.resolve(cached);
    this.#pending ??= this.#fetchToken()
      .then((issued) => {
        const lifetimeMs = issued.expiresInSeconds * 1000;
        const margin = Math.min(this.#options.refreshMarginMs, lifetimeMs / 2);
        this.#cached = { accessToken: issued.accessToken, renewAt: this.#options.now() + lifetimeMs - margin };
        return issued.accessToken;
      })
      .finally(() => {
        this.#pending = undefined;
      });
    return this.#pending;
  }

  /** A token other than `rejected` (the one a 401 answered): the current one if already renewed, else a new one. */
  replace(rejected: string): Promise<string> {
    if (this.#cached?.accessToken === rejected) this.#cached = undefined;
    return this.get();
  }
}
