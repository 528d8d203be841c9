/**
 * Domain events (the webhook actions) published by the resource modules. Each organisation keeps a bounded log of
 * recent ones; the webhook dispatcher (src/webhooks/) listens here and delivers them to the subscriptions.
 */
import { newGuid } from "./ids.js";

/** Internal to revision events (never delivered as such): the record before and after one change. */
export interface EventRevision {
  /** `revision_guid` of the payload. */
  guid: string;
  /** Who made the change, as payload fields: `user_guid`, or the `carrier_*` fields when a carrier made it. */
  madeBy: Record<string, unknown>;
  /** The record (order, or one vehicle for the vehicle actions) as the API shows it; null when it is new. */
  before: Record<string, unknown> | null;
  /** The record after the change; null when it was deleted. */
  after: Record<string, unknown> | null;
}

export interface DomainEvent {
  /** Unique id of the event (the delivery log refers to it). */
  id: string;
  action: string;
  /** Epoch milliseconds on the sandbox clock. */
  at: number;
  orgGuid: string;
  /** The webhook payload without `action` and `action_date`, which the delivery adds. */
  payload: Record<string, unknown>;
  /** Revision actions only: what changed, from which each subscription's `data` is computed. */
  revision?: EventRevision;
}

/** An event as publishers hand it over; the bus gives it an `id` unless it has one. */
export type NewDomainEvent = Omit<DomainEvent, "id"> & { id?: string };

export type EventListener = (event: DomainEvent) => void;

/** How many recent events the bus keeps (all organisations together). */
export const LOG_LIMIT = 1000;

export class EventBus {
  private readonly listeners = new Set<EventListener>();
  /** Ring buffer of the last LOG_LIMIT events: `start` is the oldest, `size` how many are kept. */
  private readonly log: Array<DomainEvent | undefined> = new Array(LOG_LIMIT).fill(undefined);
  private start = 0;
  private size = 0;
  /** Events waiting for the listeners: one published by a listener waits until the current event reached all. */
  private readonly pending: DomainEvent[] = [];
  private dispatching = false;

  publish(input: NewDomainEvent): DomainEvent {
    const { id, action, at, orgGuid, payload, revision } = input;
    // One object shape for every event (a spread of varied inputs would make V8 build a hidden class per event).
    const event: DomainEvent = { id: id ?? newGuid(), action, at, orgGuid, payload };
    if (revision) event.revision = revision;
    return this.append(event);
  }

  /** Logs and dispatches an event object as it is (revision events make their own id when it is first read). */
  append(event: DomainEvent): DomainEvent {
    if (this.size < LOG_LIMIT) {
      this.log[(this.start + this.size) % LOG_LIMIT] = event;
      this.size++;
    } else {
      this.log[this.start] = event;
      this.start = (this.start + 1) % LOG_LIMIT;
    }
    this.pending.push(event);
    if (!this.dispatching) this.dispatch();
    return event;
  }

  /** Hands the pending events to every listener in publication order (so webhooks go out in that order too). */
  private dispatch(): void {
    this.dispatching = true;
    try {
      for (let next = this.pending.shift(); next; next = this.pending.shift()) {
        for (const listener of this.listeners) listener(next);
      }
    } finally {
      this.dispatching = false;
      this.pending.length = 0;
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops the recent events of one organisation (the reset test helper). */
  forget(orgGuid: string): void {
    const kept = this.kept().filter((event) => event.orgGuid !== orgGuid);
    this.log.fill(undefined);
    kept.forEach((event, index) => {
      this.log[index] = event;
    });
    this.start = 0;
    this.size = kept.length;
  }

  /** Recent events of one organisation, oldest first. */
  recent(orgGuid: string): DomainEvent[] {
    return this.kept().filter((event) => event.orgGuid === orgGuid);
  }

  /** The kept events, oldest first. */
  private kept(): DomainEvent[] {
    const events: DomainEvent[] = [];
    for (let index = 0; index < this.size; index++) {
      events.push(this.log[(this.start + index) % LOG_LIMIT] as DomainEvent);
    }
    return events;
  }
}
