/** How a request is authorised: a bearer token (renewable after a 401), a fixed API key, or HTTP Basic. */
import type { TokenProvider } from "../auth/token-provider.js";
import type { HeaderRecord } from "./header-record.js";

export interface Credentials {
  /** Sets the credential header; returns the credential used (the bearer token), if it can be renewed. */
  authorize(headers: HeaderRecord): Promise<string | undefined>;
  /** After a 401 that answered `used`: makes the next `authorize` use another credential. */
  renew?(used: string): Promise<void>;
}

export function bearerCredentials(tokens: TokenProvider): Credentials {
  return {
    async authorize(headers) {
      const token = await tokens.get();
      headers.authorization = `Bearer ${token}`;
      return token;
    },
    async renew(used) {
      await tokens.replace(used);
    },
  };
}

/** `header` in lower case. */
export function apiKeyCredentials(header: string, apiKey: string): Credentials {
  return {
    async authorize(headers) {
      headers[header] = apiKey;
      return undefined;
    },
  };
}

/** `Authorization: Basic base64(id:secret)`: the header value (secret: register it with the redactor). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`, "utf8").toString("base64")}`;
}

export function basicCredentials(authorization: string): Credentials {
  return {
    async authorize(headers) {
      headers.authorization = authorization;
      return undefined;
    },
  };
}
