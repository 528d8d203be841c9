/** How a request is authorised: a bearer token (renewable after a 401), a fixed API key, or HTTP Basic. */
import type { TokenProvider } from "../auth/token-provider.js";
import type { HeaderRecord } from "./header-record.js";

export interface Credentials {
  /**
   * Sets the credential header; returns the credential used (the bearer token), if it can be renewed. Synchronous
   * when the credential is at hand (a cached token, a key), so that most calls wait for nothing.
   */
  authorize(headers: HeaderRecord): string | undefined | Promise<string | undefined>;
  /** After a 401 that answered `used`: makes the next `authorize` use another credential. */
  renew?(used: string): Promise<void>;
}

export function bearerCredentials(tokens: TokenProvider): Credentials {
  const bearer = (headers: HeaderRecord, token: string) => {
    headers.authorization = `Bearer ${token}`;
    return token;
  };
  return {
    authorize(headers) {
      const cached = tokens.current();
      return cached === undefined ? tokens.get().then((token) => bearer(headers, token)) : bearer(headers, cached);
    },
    async renew(used) {
      await tokens.replace(used);
    },
  };
}

/** A credential that never changes (an API key, HTTP Basic): `header` (lower case) set to `value`. */
export function fixedCredentials(header: string, value: string): Credentials {
  return {
    authorize(headers) {
      headers[header] = value;
      return undefined;
    },
  };
}
