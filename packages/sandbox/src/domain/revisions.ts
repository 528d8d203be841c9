/**
 * Revision events of orders and their vehicles (`order.created`, `order.modified`, `vehicle.created`,
 * `vehicle.modified`, `vehicle.deleted`): each carries the record before and after the change, from which the
 * webhook dispatcher computes every subscription's `data`.
 */
import type { SandboxContext } from "../context.js";
import type { EventRevision } from "../state/events.js";
import { newGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import type { OrderRecord } from "./orders/order-record.js";
import { orderView } from "./orders/order-view.js";

type Json = Record<string, unknown>;

/**
 * The order as the API shows it at one moment. It keeps a copy of the record's own fields (the document is replaced,
 * never changed in place) and builds the view only when it is first read: most revision events go to no
 * subscription, and building (and keeping) a view per create would cost more than the create itself.
 */
export class OrderSnapshot {
  private readonly record: OrderRecord;
  private view: Json | undefined;
  private vehicleViews: Map<string, Json> | undefined;

  constructor(
    private readonly org: Organisation,
    order: OrderRecord,
  ) {
    this.record = { ...order };
  }

  /** The order as `getOrder` showed it then (built once). */
  get value(): Json {
    this.view ??= orderView(this.org, this.record);
    return this.view;
  }

  /** The vehicle guids of the order then, in order. */
  vehicleGuids(): string[] {
    return (this.record.doc.vehicles ?? []).map((vehicle) => vehicle.guid);
  }

  /** One vehicle as the order showed it then; null when the order had no such vehicle. */
  vehicle(guid: string): Json | null {
    this.vehicleViews ??= new Map(
      ((this.value.vehicles ?? []) as Json[]).map((vehicle) => [String(vehicle.guid), vehicle]),
    );
    return this.vehicleViews.get(guid) ?? null;
  }
}

/** The order as the API shows it now, detached from the stored record (read lazily, see OrderSnapshot). */
export function orderSnapshot(org: Organisation, order: OrderRecord): OrderSnapshot {
  return new OrderSnapshot(org, order);
}

/** Deep equality of JSON values, ignoring key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Json)[key], (b as Json)[key]));
}

function withoutChangedAt(snapshot: Json): Json {
  const { changed_at: _ignored, ...rest } = snapshot;
  return rest;
}

/**
 * A revision whose `before`/`after` are read from the snapshots only when a subscriber asks for them: the whole order,
 * or one vehicle of it when `vehicleGuid` is given.
 */
class LazyRevision implements EventRevision {
  readonly guid = newGuid();

  constructor(
    readonly userGuid: string,
    private readonly from: OrderSnapshot | null,
    private readonly to: OrderSnapshot | null,
    private readonly vehicleGuid?: string,
  ) {}

  get before(): Json | null {
    return this.read(this.from);
  }

  get after(): Json | null {
    return this.read(this.to);
  }

  private read(snapshot: OrderSnapshot | null): Json | null {
    if (!snapshot) return null;
    return this.vehicleGuid === undefined ? snapshot.value : snapshot.vehicle(this.vehicleGuid);
  }
}

function publishRevision(
  ctx: SandboxContext,
  org: Organisation,
  action: string,
  payload: Json,
  revision: EventRevision,
): void {
  ctx.events.publish({ action, at: ctx.clock.now(), orgGuid: org.guid, payload, revision });
}

function publishVehicleRevision(
  ctx: SandboxContext,
  org: Organisation,
  action: string,
  orderGuid: string,
  vehicleGuid: string,
  revision: LazyRevision,
): void {
  const payload = {
    order_guid: orderGuid,
    vehicle_guid: vehicleGuid,
    revision_guid: revision.guid,
    user_guid: revision.userGuid,
    data: {},
  };
  publishRevision(ctx, org, action, payload, revision);
}

/**
 * Publishes the revision events of one create or update: `order.created` (before is null) or `order.modified`
 * (when any field changed), then one vehicle event per vehicle created, changed or removed, by guid.
 */
export function publishOrderRevisions(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  before: OrderSnapshot | null,
): void {
  const after = orderSnapshot(org, order);
  const userGuid = org.user.guid;
  const next = after.vehicleGuids();
  if (before === null) {
    publishRevision(ctx, org, "order.created", { order_guid: order.guid }, new LazyRevision(userGuid, null, after));
    for (const guid of next) {
      const revision = new LazyRevision(userGuid, null, after, guid);
      publishVehicleRevision(ctx, org, "vehicle.created", order.guid, guid, revision);
    }
    return;
  }
  if (!sameJson(withoutChangedAt(before.value), withoutChangedAt(after.value))) {
    const revision = new LazyRevision(userGuid, before, after);
    const payload = { order_guid: order.guid, revision_guid: revision.guid, user_guid: userGuid, data: {} };
    publishRevision(ctx, org, "order.modified", payload, revision);
  }
  const old = before.vehicleGuids();
  const vehicleAction = (guid: string): string | undefined => {
    if (!old.includes(guid)) return "vehicle.created";
    return sameJson(before.vehicle(guid), after.vehicle(guid)) ? undefined : "vehicle.modified";
  };
  for (const guid of next) {
    const action = vehicleAction(guid);
    if (!action) continue;
    publishVehicleRevision(ctx, org, action, order.guid, guid, new LazyRevision(userGuid, before, after, guid));
  }
  for (const guid of old) {
    if (next.includes(guid)) continue;
    publishVehicleRevision(
      ctx,
      org,
      "vehicle.deleted",
      order.guid,
      guid,
      new LazyRevision(userGuid, before, after, guid),
    );
  }
}
