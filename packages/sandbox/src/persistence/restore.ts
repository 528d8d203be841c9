/**
 * Between the live state and plain records: `restoreState` puts a data dir's image into a fresh context (and takes
 * up what runs on timers: pending webhook deliveries, GPS staleness); `stateRecords` lists the whole live state as
 * records (a snapshot). Organisations whose client is not configured now are kept as they were read (`orphans`).
 */
import { createHash } from "node:crypto";
import type { Client } from "../auth/clients.js";
import type { IssuedToken } from "../auth/tokens.js";
import type { SandboxContext } from "../context.js";
import { armStaleness, VEHICLE_TRACKING } from "../domain/drivers/vehicle-tracking.js";
import { WEBHOOK_DELIVERIES } from "../webhooks/delivery-record.js";
import type { WebhookDispatcher } from "../webhooks/dispatcher.js";
import type { DataRecord, StoredToken } from "./records.js";
import type { OrgImage, StateImage } from "./state-image.js";

/** A fingerprint of a client secret: a token survives a restart only under the same secret. */
export function secretFingerprint(secret: string): string {
  return createHash("sha256").update(`haulkit-sandbox-token\u0000${secret}`).digest("hex").slice(0, 16);
}

export function storedToken(token: IssuedToken): StoredToken {
  const { accessToken, client, issuedAt, expiresAt, jti } = token;
  return {
    accessToken,
    clientId: client.clientId,
    secret: secretFingerprint(client.clientSecret),
    issuedAt,
    expiresAt,
    jti,
  };
}

/**
 * Fills the context's organisations and tokens from the image; returns the organisations nobody serves now and
 * the served ones the data dir does not describe yet (new clients: their records are written first).
 */
export function restoreState(
  ctx: SandboxContext,
  clients: readonly Client[],
  image: StateImage,
): { orphans: Map<string, OrgImage>; undescribed: string[] } {
  const orphans = new Map<string, OrgImage>();
  const undescribed = ctx.orgs
    .all()
    .filter((org) => image.orgs.get(org.guid)?.userCreatedAt === undefined)
    .map((org) => org.guid);
  for (const [guid, orgImage] of image.orgs) {
    const org = ctx.orgs.find(guid);
    if (!org) {
      orphans.set(guid, orgImage);
      continue;
    }
    if (orgImage.userCreatedAt !== undefined) org.user.createdAt = orgImage.userCreatedAt;
    // Before the tokens: they expire by their organisation's clock.
    if (orgImage.clockOffset !== undefined && ctx.clock.kind === "manual") {
      ctx.clock.restoreOffset(guid, orgImage.clockOffset);
    }
    org.restoreCounters(orgImage.counters);
    for (const [name, items] of orgImage.collections) {
      const collection = org.collection<{ guid: string }>({ name });
      for (const item of items.values()) collection.set(item as { guid: string });
    }
  }
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  for (const token of image.tokens.values()) {
    const client = byId.get(token.clientId);
    if (!client || secretFingerprint(client.clientSecret) !== token.secret) continue;
    const { accessToken, issuedAt, expiresAt, jti } = token;
    ctx.tokens.restore({ accessToken, client, issuedAt, expiresAt, jti });
  }
  return { orphans, undescribed };
}

/**
 * Takes up what ran on timers before the restart, each on its organisation's own clock: webhook deliveries (queued
 * ones and tries due now at once, in the order they were due; later tries when due), GPS staleness.
 */
export function resumeTimers(ctx: SandboxContext, webhooks: WebhookDispatcher): void {
  for (const org of ctx.orgs.all()) {
    ctx.clock.hold(() => {
      for (const record of org.collection(VEHICLE_TRACKING).values()) {
        if (record.gpsActive) armStaleness(ctx, org, record);
      }
    }, org.guid);
    const pending = org
      .collection(WEBHOOK_DELIVERIES)
      .values()
      .filter((delivery) => delivery.state === "pending")
      .sort((a, b) => (a.nextAttemptAt ?? a.createdAt) - (b.nextAttemptAt ?? b.createdAt));
    for (const delivery of pending) webhooks.resume(org, delivery);
  }
}

/**
 * The whole state as records, organisation by organisation (orphans included; with a manual clock each one's own
 * clock offset), then tokens and the clock.
 */
export function* stateRecords(
  ctx: SandboxContext,
  orphans: ReadonlyMap<string, OrgImage>,
  manualClock: number | undefined,
): Generator<DataRecord> {
  for (const org of ctx.orgs.all()) {
    yield { k: "org", o: org.guid, v: { userCreatedAt: org.user.createdAt } };
    yield { k: "counters", o: org.guid, v: org.counterValues() };
    const offset = ctx.clock.offsetOf(org.guid);
    if (manualClock !== undefined && offset !== 0) yield { k: "orgClock", o: org.guid, v: offset };
    for (const [name, collection] of org.collectionsByName()) {
      for (const item of collection.values()) yield { k: "put", o: org.guid, c: name, v: item as never };
    }
  }
  for (const [guid, image] of orphans) {
    if (image.userCreatedAt !== undefined) yield { k: "org", o: guid, v: { userCreatedAt: image.userCreatedAt } };
    if (image.clockOffset !== undefined) yield { k: "orgClock", o: guid, v: image.clockOffset };
    yield { k: "counters", o: guid, v: image.counters };
    for (const [name, items] of image.collections) {
      for (const item of items.values()) yield { k: "put", o: guid, c: name, v: item };
    }
  }
  for (const token of ctx.tokens.live()) yield { k: "token", v: storedToken(token) };
  if (manualClock !== undefined) yield { k: "clock", v: manualClock };
}
