/**
 * Domain events (the webhook actions) published by the resource modules. The webhook module subscribes here
 * (next step); until then events are only kept in each organisation's bounded log.
 */
export interface DomainEvent {
  action: string;
  /** Epoch milliseconds on the sandbox clock. */
  at: number;
  orgGuid: string;
  payload: Record<string, unknown>;
}

export type EventListener = (event: DomainEvent) => void;

const LOG_LIMIT = 1000;

export class EventBus {
  private readonly listeners = new Set<EventListener>();
  private readonly log: DomainEvent[] = [];

  publish(event: DomainEvent): void {
    this.log.push(event);
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops the recent events of one organisation (the reset test helper). */
  forget(orgGuid: string): void {
    const kept = this.log.filter((event) => event.orgGuid !== orgGuid);
    this.log.splice(0, this.log.length, ...kept);
  }

  /** Recent events of one organisation, oldest first. */
  recent(orgGuid: string): DomainEvent[] {
    return this.log.filter((event) => event.orgGuid === orgGuid);
  }
}
