/**
 * Revision events of orders and their vehicles (`order.created`, `order.modified`, `vehicle.created`,
 * `vehicle.modified`, `vehicle.deleted`): each carries the record before and after the change, from which the
 * webhook dispatcher computes every subscription's `data`.
 */
import type { SandboxContext } from "../context.js";
import type { DomainEvent, EventRevision } from "../state/events.js";
import { newGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import type { AssignedCarrierInfo } from "./activities.js";
import type { OrderRecord } from "./orders/order-record.js";
import { orderView } from "./orders/order-view.js";
import { sameJson } from "./same-json.js";

type Json = Record<string, unknown>;

/** The carrier fields a revision payload names besides `carrier_guid`, each when known. */
const NAMED_FIELDS = ["carrier_name", "carrier_contact_name", "carrier_phone", "carrier_email"] as const;

/** The carrier that made a change, as its revision payloads name it (`carrier_guid` always, the rest when known). */
export type RevisionCarrier = { carrier_guid: string } & { [field in (typeof NAMED_FIELDS)[number]]?: string };

/** How revision payloads name `carrier`: its guid, and each other field it has (the spec's strings are not nullable). */
export function revisionCarrier(carrier: AssignedCarrierInfo): RevisionCarrier {
  const named: RevisionCarrier = { carrier_guid: carrier.carrier_guid };
  for (const field of NAMED_FIELDS) {
    const value = carrier[field];
    if (typeof value === "string" && value !== "") named[field] = value;
  }
  return named;
}

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

function withoutChangedAt(snapshot: Json): Json {
  const { changed_at: _ignored, ...rest } = snapshot;
  return rest;
}

/**
 * One revision event: the event, its revision and its payload in one object. The event id, the revision guid and the
 * payload are made when first read (then kept): the log keeps the last 1000 events, most of which nobody reads, and
 * a create publishes one per vehicle besides its own. `before`/`after` are the order, or one vehicle of it when
 * `vehicleGuid` is given, read from the snapshots.
 */
class RevisionEvent implements DomainEvent, EventRevision {
  private eventId: string | undefined;
  private revisionGuid: string | undefined;
  private payloadObject: Json | undefined;

  constructor(
    readonly action: string,
    readonly at: number,
    readonly orgGuid: string,
    private readonly userGuid: string,
    private readonly orderGuid: string,
    private readonly from: OrderSnapshot | null,
    private readonly to: OrderSnapshot | null,
    private readonly vehicleGuid?: string,
    private readonly carrier?: RevisionCarrier,
  ) {}

  /** `user_guid`, or the carrier's fields when a carrier made the change. */
  get madeBy(): Json {
    return this.carrier ?? { user_guid: this.userGuid };
  }

  get id(): string {
    this.eventId ??= newGuid();
    return this.eventId;
  }

  /** `revision_guid`. */
  get guid(): string {
    this.revisionGuid ??= newGuid();
    return this.revisionGuid;
  }

  get revision(): EventRevision {
    return this;
  }

  /** `order.created` names the order only; the other actions also carry the revision (and vehicle) guids. */
  get payload(): Json {
    this.payloadObject ??= this.buildPayload();
    return this.payloadObject;
  }

  get before(): Json | null {
    return this.read(this.from);
  }

  get after(): Json | null {
    return this.read(this.to);
  }

  /** Serialised like a plain event (the revision is internal, never delivered as such). */
  toJSON(): Json {
    return { id: this.id, action: this.action, at: this.at, orgGuid: this.orgGuid, payload: this.payload };
  }

  private buildPayload(): Json {
    if (this.action === "order.created") return { order_guid: this.orderGuid };
    const revision = { revision_guid: this.guid, ...this.madeBy, data: {} };
    if (this.vehicleGuid === undefined) return { order_guid: this.orderGuid, ...revision };
    return { order_guid: this.orderGuid, vehicle_guid: this.vehicleGuid, ...revision };
  }

  private read(snapshot: OrderSnapshot | null): Json | null {
    if (!snapshot) return null;
    return this.vehicleGuid === undefined ? snapshot.value : snapshot.vehicle(this.vehicleGuid);
  }
}

interface Change {
  order: OrderRecord;
  at: number;
  before: OrderSnapshot | null;
  after: OrderSnapshot;
  carrier: RevisionCarrier | undefined;
}

/** One revision event of `order` (see RevisionEvent). */
function publish(ctx: SandboxContext, org: Organisation, change: Change, action: string, vehicleGuid?: string): void {
  const { order, at, before, after, carrier } = change;
  ctx.events.append(
    new RevisionEvent(action, at, org.guid, org.user.guid, order.guid, before, after, vehicleGuid, carrier),
  );
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
  carrier?: RevisionCarrier,
): void {
  const after = orderSnapshot(org, order);
  const change: Change = { order, at: ctx.clock.now(), before, after, carrier };
  const next = after.vehicleGuids();
  if (before === null) {
    publish(ctx, org, change, "order.created");
    for (const guid of next) publish(ctx, org, change, "vehicle.created", guid);
    return;
  }
  if (!sameJson(withoutChangedAt(before.value), withoutChangedAt(after.value))) {
    publish(ctx, org, change, "order.modified");
  }
  // Sets, not array searches: linear in the vehicles.
  const old = before.vehicleGuids();
  const oldSet = new Set(old);
  const nextSet = new Set(next);
  for (const guid of next) {
    if (!oldSet.has(guid)) {
      publish(ctx, org, change, "vehicle.created", guid);
      continue;
    }
    if (!sameJson(before.vehicle(guid), after.vehicle(guid))) publish(ctx, org, change, "vehicle.modified", guid);
  }
  for (const guid of old) if (!nextSet.has(guid)) publish(ctx, org, change, "vehicle.deleted", guid);
}
