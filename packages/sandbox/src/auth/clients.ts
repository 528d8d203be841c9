/** The configured API clients: each client id is its own organisation with its own data. */
import { createHash, timingSafeEqual } from "node:crypto";

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface Client extends ClientCredentials {
  orgGuid: string;
  /** The organisation's API user (the token's `sub`, the orders' dispatcher). */
  userGuid: string;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** Constant-time comparison of two secrets (compares digests so lengths never leak). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export class ClientRegistry {
  private readonly byId = new Map<string, Client>();

  constructor(clients: readonly Client[]) {
    for (const client of clients) this.byId.set(client.clientId, client);
  }

  /** The client whose id and secret both match, else undefined. */
  authenticate(clientId: string, clientSecret: string): Client | undefined {
    const client = this.byId.get(clientId);
    if (!client) {
      secretsEqual(clientSecret, clientSecret);
      return undefined;
    }
    return secretsEqual(client.clientSecret, clientSecret) ? client : undefined;
  }

  all(): Client[] {
    return [...this.byId.values()];
  }
}

/** Reads `Authorization: Basic base64(id:secret)`; undefined when absent or malformed. */
export function parseBasicAuth(header: string | undefined): ClientCredentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}
