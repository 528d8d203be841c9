/**
 * The `data` of a revision payload: for each subscribed field (named as the document lists them, `price`,
 * `pickup.venue.city`, `vehicles.vin` ...) its `old_value` and `new_value`, in a tree that mirrors the record.
 */
import { sameJson } from "../domain/same-json.js";
import type { EventRevision } from "../state/events.js";

type Json = Record<string, unknown>;

/** The document's subscribable spellings that differ from the record's field names. */
const RECORD_NAMES: Readonly<Record<string, string>> = {
  order_instructions: "instructions",
  schedule_at_by_customer: "scheduled_at_by_customer",
  schedule_ends_at_by_customer: "scheduled_ends_at_by_customer",
  schedule_ends_at: "scheduled_ends_at",
  schedule_at_by_carrier: "scheduled_at_by_carrier",
};

export type RevisionTarget = "order" | "vehicle";

/** Which record an audit field belongs to, and its path there (`vehicles.vin` -> vehicle `vin`). */
export function auditFieldPath(field: string): { target: RevisionTarget; path: string[] } {
  const [head, ...rest] = field.split(".");
  if (head === "vehicles") return { target: "vehicle", path: rest };
  return { target: "order", path: field.split(".").map((segment) => RECORD_NAMES[segment] ?? segment) };
}

export function revisionTarget(action: string): RevisionTarget {
  return action.startsWith("vehicle.") ? "vehicle" : "order";
}

function valueAt(record: Json | null, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return null;
    value = (value as Json)[key];
  }
  return value ?? null;
}

function setAt(tree: Json, path: readonly string[], leaf: Json): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Json;
  }
  node[path.at(-1) as string] = leaf;
}

/**
 * `data` for one subscription. On a change (both sides present) only the subscribed fields whose value changed
 * appear; on a creation or deletion every subscribed field appears (the missing side null).
 */
export function revisionData(action: string, revision: EventRevision, auditFieldSet: readonly string[]): Json {
  const target = revisionTarget(action);
  const change = revision.before !== null && revision.after !== null;
  const data: Json = {};
  for (const field of auditFieldSet) {
    const { target: fieldTarget, path } = auditFieldPath(field);
    if (fieldTarget !== target || path.length === 0) continue;
    const oldValue = valueAt(revision.before, path);
    const newValue = valueAt(revision.after, path);
    if (change && sameJson(oldValue, newValue)) continue;
    setAt(data, path, { old_value: oldValue, new_value: newValue });
  }
  return data;
}
