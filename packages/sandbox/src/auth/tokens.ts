/** Opaque random bearer tokens, each mapped to its client (organisation) and an expiry on the sandbox clock. */
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

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();
  /** Told of every token issued (the data dir keeps them). */
  onIssue: ((token: IssuedToken) => void) | undefined;

  /** `clockOf`: each organisation's own test clock, which its tokens expire by. */
  constructor(
    private readonly clockOf: (orgGuid: string) => Clock,
    private readonly ttlSeconds: number,
    private readonly faults: ReadonlySet<FaultName> = new Set(),
  ) {}

  issue(client: Client): IssuedToken {
    this.purgeExpired();
    const issuedAt = this.clockOf(client.orgGuid).now();
    const token: IssuedToken = {
      accessToken: randomBytes(32).toString("base64url"),
      client,
      issuedAt,
      expiresAt: issuedAt + this.ttlSeconds * 1000,
      jti: randomUUID(),
    };
    this.tokens.set(token.accessToken, token);
    this.onIssue?.(token);
    return token;
  }

  /** Puts back a token read from a data dir (dropped when already expired). */
  restore(token: IssuedToken): void {
    if (!this.expired(token)) this.tokens.set(token.accessToken, token);
  }

  /** The tokens not expired yet (the data dir's snapshot). */
  live(): IssuedToken[] {
    return [...this.tokens.values()].filter((token) => !this.expired(token));
  }

  /** The live token for this bearer value; undefined when unknown or expired (by the sandbox clock). */
  verify(accessToken: string): IssuedToken | undefined {
    const token = this.tokens.get(accessToken);
    if (!token) return undefined;
    if (this.expired(token)) {
      this.tokens.delete(accessToken);
      return undefined;
    }
    return token;
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  private expired(token: IssuedToken): boolean {
    if (this.faults.has("token-never-expires")) return false;
    return this.clockOf(token.client.orgGuid).now() >= token.expiresAt;
  }

  private purgeExpired(): void {
    for (const [key, token] of this.tokens) if (this.expired(token)) this.tokens.delete(key);
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or another scheme. */
export function parseBearer(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
