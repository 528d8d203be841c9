/**
 * Late-bound values: what a generated request refers to that only exists at send time (an object the run created,
 * the sandbox clock's "now", a value that must be unique). Generation stays a pure function of the seed; the
 * worker's model resolves the markers just before the request goes out.
 */

/** An object of the worker's organisation, picked by index among the current ones of that kind. */
export class LateRef {
  constructor(
    readonly kind: RefKind,
    readonly index: number,
  ) {}
}

/** A date-time `offsetMs` after the sandbox clock's now, in the documents' shape with the given zone offset. */
export class LateTime {
  constructor(
    readonly offsetMs: number,
    readonly zone: string,
  ) {}
}

/** A value no other request of the run uses (identity fields that must be unique per organisation). */
export class LateUnique {
  constructor(
    readonly prefix: string,
    readonly shape: "text" | "email" | "digits",
  ) {}
}

/** Some vehicles of the order the request is bound to (a non-empty, duplicate-free subset, by indices). */
export class LateVehicles {
  constructor(readonly picks: number[]) {}
}

/** The URL of the worker's webhook sink (a local server answering 200). */
export class LateSink {}

export type RefKind =
  | "order"
  | "customer"
  | "carrier"
  | "preferredCarrier"
  | "broker"
  | "negotiation"
  | "offer"
  | "loadRequest"
  | "escalation"
  | "policyVehicle"
  | "orderVehicle"
  | "vin"
  | "customerExternalId"
  | "carrierExternalId";

export type Late = LateRef | LateTime | LateUnique | LateVehicles | LateSink;

export function isLate(value: unknown): value is Late {
  return (
    value instanceof LateRef ||
    value instanceof LateTime ||
    value instanceof LateUnique ||
    value instanceof LateVehicles ||
    value instanceof LateSink
  );
}

/** A resolver's answer that leaves the property out (nothing to refer to). */
export const DROP = Symbol("drop");

/** What resolves the markers: the worker's model at send time, or a stand-in for schema checks. */
export interface LateResolver {
  resolve(value: Late): unknown;
}

/** Copies a generated value with every marker replaced. */
export function resolveLate(value: unknown, resolver: LateResolver): unknown {
  if (isLate(value)) return resolver.resolve(value);
  if (Array.isArray(value)) return (value as unknown[]).map((item) => resolveLate(item, resolver));
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const resolved = resolveLate(item, resolver);
      if (resolved === DROP) continue;
      // defineProperty: a generated `__proto__` key stays an own key instead of replacing the prototype.
      Object.defineProperty(copy, key, { value: resolved, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  return value;
}

/** `yyyy-MM-ddTHH:mm:ss.SSS+0000` of an instant, shown in the zone `+hhmm` / `-hhmm`. */
export function formatDateTime(epochMs: number, zone = "+0000"): string {
  const sign = zone.startsWith("-") ? -1 : 1;
  const minutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
  const local = new Date(epochMs + minutes * 60_000).toISOString();
  return `${local.slice(0, 23)}${zone}`;
}

/** Placeholder values, for checking a generated request against its schema before it has a worker. */
export const STAND_IN: LateResolver = {
  resolve(value) {
    if (value instanceof LateTime) return formatDateTime(Date.UTC(2026, 2, 14) + value.offsetMs, value.zone);
    if (value instanceof LateUnique) {
      return value.shape === "email" ? "stand-in@example.com" : value.shape === "digits" ? "1234567" : "stand-in";
    }
    if (value instanceof LateVehicles) return ["00000000-0000-4000-8000-000000000000"];
    if (value instanceof LateSink) return "http://127.0.0.1:9/hook";
    if (value.kind === "vin" || value.kind.endsWith("ExternalId")) return "stand-in";
    return "00000000-0000-4000-8000-000000000000";
  },
};
