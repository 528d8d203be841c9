/** Opaque random bearer tokens, each mapped to its client (organisation) and an expiry on its organisation's test clock. */
import { randomBytes, randomUUID } from "node:crypto";
import type { Clock } from "../clock.js";
import type { FaultName } from "../faults.js";
import type { Client } from "./clients.js";

export interface IssuedToken {
  accessToken: string;
  client: Client;
  issuedAt: number;
  expiresAt: number;
  jti: string;
}

/**
 * Live tokens one client may hold at once; issuing one more revokes that client's oldest (GAPS.md). Without a cap,
 * 40,000 token requests within a TTL kept 40,000 tokens (47 MiB).
 */
export const MAX_TOKENS_PER_CLIENT = 1000;

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();
  /** Each client's live tokens in issue order, which is expiry order (one TTL, a clock that only moves forward). */
  private readonly byClient = new Map<string, Map<string, IssuedToken>>();
  /** Told of every token issued (the data dir keeps them). */
  onIssue: ((token: IssuedToken) => void) | undefined;

  /** `clockOf`: each organisation's own test clock, which its tokens expire by. */
  constructor(
    private readonly clockOf: (orgGuid: string) => Clock,
    private readonly ttlSeconds: number,
    private readonly faults: ReadonlySet<FaultName> = new Set(),
    private readonly maxPerClient = MAX_TOKENS_PER_CLIENT,
  ) {}

  issue(client: Client): IssuedToken {
    const own = this.tokensOf(client);
    this.purgeExpired(own);
    for (const oldest of own.keys()) {
      if (own.size < this.maxPerClient) break;
      this.remove(own, oldest);
    }
    const issuedAt = this.clockOf(client.orgGuid).now();
    const token: IssuedToken = {
      accessToken: randomBytes(32).toString("base64url"),
      client,
      issuedAt,
      expiresAt: issuedAt + this.ttlSeconds * 1000,
      jti: randomUUID(),
    };
    this.tokens.set(token.accessToken, token);
    own.set(token.accessToken, token);
    this.onIssue?.(token);
    return token;
  }

  /** Puts back a token read from a data dir, in issue order (dropped when expired; the per-client cap applies). */
  restore(token: IssuedToken): void {
    if (this.expired(token)) return;
    const own = this.tokensOf(token.client);
    this.tokens.set(token.accessToken, token);
    own.set(token.accessToken, token);
    for (const oldest of own.keys()) {
      if (own.size <= this.maxPerClient) break;
      this.remove(own, oldest);
    }
  }

  /** The tokens not expired yet, in issue order (the data dir's snapshot). */
  live(): IssuedToken[] {
    return [...this.tokens.values()].filter((token) => !this.expired(token));
  }

  /** The live token for this bearer value; undefined when unknown, revoked or expired (by its organisation's clock). */
  verify(accessToken: string): IssuedToken | undefined {
    const token = this.tokens.get(accessToken);
    if (!token) return undefined;
    if (this.expired(token)) {
      this.remove(this.tokensOf(token.client), accessToken);
      return undefined;
    }
    return token;
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** Tokens held, live or not yet found expired (every client). */
  get size(): number {
    return this.tokens.size;
  }

  private tokensOf(client: Client): Map<string, IssuedToken> {
    let own = this.byClient.get(client.clientId);
    if (!own) {
      own = new Map();
      this.byClient.set(client.clientId, own);
    }
    return own;
  }

  private remove(own: Map<string, IssuedToken>, accessToken: string): void {
    own.delete(accessToken);
    this.tokens.delete(accessToken);
  }

  private expired(token: IssuedToken): boolean {
    if (this.faults.has("token-never-expires")) return false;
    return this.clockOf(token.client.orgGuid).now() >= token.expiresAt;
  }

  /** Drops the client's expired tokens: the oldest first, stopping at the first live one (cost: what it drops). */
  private purgeExpired(own: Map<string, IssuedToken>): void {
    for (const [key, token] of own) {
      if (!this.expired(token)) return;
      this.remove(own, key);
    }
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or another scheme. */
export function parseBearer(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
