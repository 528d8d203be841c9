/** Compares two schemas by meaning, from the side of the wire the client is on (`read` or `write`). */
import {
  follow,
  LIMITS_MAX,
  LIMITS_MIN,
  type Resolve,
  type SchemaNode,
  type SchemaView,
  same,
  viewOf,
} from "./schema-view.js";
import { type Change, type ChangeClass, type Direction, extend } from "./types.js";

/** A change relative to the compared node: `path` is appended to the place of use by the caller. */
export interface RelativeChange {
  path: string[];
  origin: string | undefined;
  class: ChangeClass;
  rule: string;
  reason: string;
}

const REQUIREDNESS = [
  "request-property-required",
  "request-property-optional",
  "response-property-required",
  "response-property-optional",
];

export class SchemaComparer {
  private readonly memo = new Map<string, RelativeChange[]>();
  private readonly active = new Set<string>();

  constructor(
    private readonly resolveOld: Resolve,
    private readonly resolveNew: Resolve,
    private readonly unchanged: (pointer: string) => boolean = () => false,
  ) {}

  /** The changes between two schema nodes, relative to them; memoized per pair of components and direction. */
  compare(oldNode: SchemaNode, newNode: SchemaNode, direction: Direction): RelativeChange[] {
    const oldAt = follow(this.resolveOld, oldNode).origin;
    if (oldAt !== undefined && oldAt === follow(this.resolveNew, newNode).origin && this.unchanged(oldAt)) return [];
    const oldView = viewOf(this.resolveOld, oldNode);
    const newView = viewOf(this.resolveNew, newNode);
    const key = oldView.origin && newView.origin ? `${direction}|${oldView.origin}|${newView.origin}` : undefined;
    if (key) {
      const known = this.memo.get(key);
      if (known) return known;
      if (this.active.has(key)) return [];
      this.active.add(key);
    }
    const changes = this.compareViews(oldView, newView, direction);
    if (key) {
      this.active.delete(key);
      this.memo.set(key, changes);
    }
    return changes;
  }

  private compareViews(oldView: SchemaView, newView: SchemaView, direction: Direction): RelativeChange[] {
    if (oldView.variants || newView.variants) return this.compareVariants(oldView, newView, direction);
    const out: RelativeChange[] = [];
    const add = (cls: ChangeClass, rule: string, reason: string, path: string[] = [], ofNull = false) => {
      // A property's own changes (added, removed, required) belong to the schema that declares it.
      const name = path.length === 2 && path[0] === "properties" ? (path[1] as string) : undefined;
      // Whether it is required belongs to the schema whose `required` names it.
      const requiredAt =
        name !== undefined && REQUIREDNESS.includes(rule)
          ? (newView.requiredAt.get(name) ?? oldView.requiredAt.get(name))
          : undefined;
      const at =
        requiredAt ??
        (name === undefined ? undefined : (newView.properties.get(name) ?? oldView.properties.get(name))?.origin);
      const base =
        cls === "annotation" || path.length > 0
          ? (newView.origin ?? oldView.origin)
          : (newView.constraintOrigin ?? oldView.constraintOrigin);
      // Whether null is allowed belongs to the node that allows it (`anyOf: [$ref, null]`), not to the $ref's target.
      const nullAt = ofNull ? (newView.nullAt ?? oldView.nullAt) : undefined;
      const origin = nullAt ?? at ?? (base === undefined ? undefined : extend(base, ...path));
      out.push({ path, origin, class: cls, rule, reason });
    };
    const reading = direction === "read";
    const side = reading ? "response" : "request";

    compareTypes(oldView.types, newView.types, reading, add);
    compareEnums(oldView.enum, newView.enum, reading, add);
    for (const key of ["format", "pattern"] as const) {
      const before = oldView[key];
      const after = newView[key];
      if (before === after) continue;
      if (reading) {
        if (before === undefined)
          add("non-breaking", `response-${key}-added`, `${key} ${after} added: values sent are narrower`);
        else
          add(
            "breaking",
            `response-${key}-changed`,
            `${key} ${before} ${after === undefined ? "removed" : `changed to ${after}`}: values sent may no longer match what the client parses`,
          );
      } else if (after === undefined)
        add("non-breaking", `request-${key}-removed`, `${key} ${before} removed: more values accepted`);
      else
        add(
          "breaking",
          `request-${key}-narrowed`,
          `${key} ${before === undefined ? `${after} added` : `changed from ${before} to ${after}`}: values the client sent may be rejected`,
        );
    }
    compareLimits(oldView.limits, newView.limits, reading, add);

    const names = [...new Set([...oldView.properties.keys(), ...newView.properties.keys()])].sort();
    for (const name of names) {
      const before = oldView.properties.get(name);
      const after = newView.properties.get(name);
      const path = ["properties", name];
      if (before && !after) {
        if (reading)
          add(
            "breaking",
            "response-property-removed",
            `property ${name} removed: clients reading it get nothing`,
            path,
          );
        else if (newView.additional === "closed")
          add(
            "breaking",
            "request-property-removed",
            `property ${name} removed from a closed request schema: clients sending it are rejected`,
            path,
          );
        else add("non-breaking", "request-property-removed", `property ${name} removed: the service ignores it`, path);
        continue;
      }
      if (!before && after) {
        if (reading) add("non-breaking", "response-property-added", `new ${side} property ${name}`, path);
        else if (newView.required.has(name))
          add(
            "breaking",
            "request-property-added-required",
            `new required request property ${name}: clients not sending it are rejected`,
            path,
          );
        else add("non-breaking", "request-property-added", `new optional request property ${name}`, path);
        continue;
      }
      if (!before || !after) continue;
      const wasRequired = oldView.required.has(name);
      const isRequired = newView.required.has(name);
      if (wasRequired && !isRequired) {
        if (reading)
          add(
            "breaking",
            "response-property-optional",
            `property ${name} became optional: clients relying on it may find it missing`,
            path,
          );
        else add("non-breaking", "request-property-optional", `request property ${name} became optional`, path);
      } else if (!wasRequired && isRequired) {
        if (reading) add("non-breaking", "response-property-required", `property ${name} is now always sent`, path);
        else
          add(
            "breaking",
            "request-property-required",
            `request property ${name} became required: clients not sending it are rejected`,
            path,
          );
      }
      for (const change of this.compare(before, after, direction))
        out.push({ ...change, path: [...path, ...change.path] });
    }
    for (const name of newView.required) {
      if (!oldView.required.has(name) && !newView.properties.has(name) && !reading) {
        add(
          "breaking",
          "request-property-required",
          `request property ${name} became required: clients not sending it are rejected`,
          ["required"],
        );
      }
    }
    if (oldView.additional !== newView.additional) {
      if (!reading && newView.additional === "closed")
        add("breaking", "request-closed", "unknown properties are now rejected");
      else
        add(
          "non-breaking",
          `${side}-additional-properties`,
          newView.additional === "closed"
            ? "unknown properties are no longer sent"
            : "unknown properties are now allowed",
        );
    }
    if (oldView.items && newView.items) {
      for (const change of this.compare(oldView.items, newView.items, direction))
        out.push({ ...change, path: ["items", ...change.path] });
    } else if (oldView.items || newView.items) {
      add(
        reading === Boolean(oldView.items) ? "breaking" : "non-breaking",
        `${side}-items-changed`,
        oldView.items ? "item schema removed: items may be anything" : "item schema added: items are restricted",
      );
    }
    const keys = [...new Set([...oldView.annotations.keys(), ...newView.annotations.keys()])].sort();
    for (const key of keys) {
      if (!same(oldView.annotations.get(key), newView.annotations.get(key))) {
        const what = oldView.annotations.has(key) ? (newView.annotations.has(key) ? "changed" : "removed") : "added";
        add("annotation", `annotation-${key}`, `${key} ${what}`, [key]);
      }
    }
    return out;
  }

  /** oneOf/anyOf: alternatives matched by the component they come from, then by position. */
  private compareVariants(oldView: SchemaView, newView: SchemaView, direction: Direction): RelativeChange[] {
    const olds = oldView.variants ?? [oldView];
    const news = newView.variants ?? [newView];
    const out: RelativeChange[] = [];
    const unmatchedNew = new Set(news.map((_, index) => index));
    const pairs: [number, number][] = [];
    const leftOld: number[] = [];
    olds.forEach((variant, index) => {
      const match = news.findIndex(
        (other, j) => unmatchedNew.has(j) && variant.origin !== undefined && other.origin === variant.origin,
      );
      if (match >= 0) {
        pairs.push([index, match]);
        unmatchedNew.delete(match);
      } else leftOld.push(index);
    });
    const leftNew = [...unmatchedNew];
    while (leftOld.length > 0 && leftNew.length > 0) pairs.push([leftOld.shift() as number, leftNew.shift() as number]);
    const reading = direction === "read";
    for (const index of leftOld) {
      out.push({
        path: ["oneOf", String(index)],
        origin: olds[index]?.origin,
        class: reading ? "non-breaking" : "breaking",
        rule: reading ? "response-variant-removed" : "request-variant-removed",
        reason: reading ? "an alternative is no longer sent" : "an alternative is no longer accepted",
      });
    }
    for (const index of leftNew) {
      out.push({
        path: ["oneOf", String(index)],
        origin: news[index]?.origin,
        class: reading ? "breaking" : "non-breaking",
        rule: reading ? "response-variant-added" : "request-variant-added",
        reason: reading
          ? "a new alternative may be sent: clients handling each shape must handle it"
          : "a new alternative is accepted",
      });
    }
    for (const [i, j] of pairs) {
      const before = olds[i] as SchemaView;
      const after = news[j] as SchemaView;
      const prefix = olds.length > 1 || news.length > 1 ? ["oneOf", String(j)] : [];
      for (const change of this.compareViews(
        { ...before, variants: undefined },
        { ...after, variants: undefined },
        direction,
      )) {
        out.push({ ...change, path: [...prefix, ...change.path] });
      }
    }
    return out;
  }
}

type Add = (cls: ChangeClass, rule: string, reason: string, path?: string[], ofNull?: boolean) => void;

function covers(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === "integer" && types.has("number"));
}

function compareTypes(
  before: Set<string> | undefined,
  after: Set<string> | undefined,
  reading: boolean,
  add: Add,
): void {
  if (!before && !after) return;
  if (!after) {
    if (reading) add("breaking", "response-type-widened", "no longer restricted to a type: any value may be sent");
    else add("non-breaking", "request-type-widened", "no longer restricted to a type");
    return;
  }
  if (!before) {
    if (reading) add("non-breaking", "response-type-narrowed", `now always ${[...after].join(" or ")}`);
    else
      add(
        "breaking",
        "request-type-narrowed",
        `now restricted to ${[...after].join(" or ")}: other values are rejected`,
      );
    return;
  }
  const widened = [...after].filter((type) => !covers(before, type));
  const narrowed = [...before].filter((type) => !covers(after, type));
  const onlyNull = (types: string[]) => types.length === 1 && types[0] === "null";
  if (reading) {
    if (onlyNull(widened))
      add("breaking", "response-became-nullable", "became nullable: clients may receive null", [], true);
    else if (widened.length > 0)
      add("breaking", "response-type-widened", `type widened to include ${widened.join(", ")}: clients may receive it`);
    if (narrowed.length > 0)
      add(
        "non-breaking",
        "response-type-narrowed",
        `type no longer includes ${narrowed.join(", ")}`,
        [],
        onlyNull(narrowed),
      );
  } else {
    if (narrowed.length > 0)
      add(
        "breaking",
        "request-type-narrowed",
        `type narrowed: ${narrowed.join(", ")} no longer accepted`,
        [],
        onlyNull(narrowed),
      );
    if (widened.length > 0)
      add(
        "non-breaking",
        "request-type-widened",
        `type widened to accept ${widened.join(", ")}`,
        [],
        onlyNull(widened),
      );
  }
}

function list(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

function compareEnums(before: unknown[] | undefined, after: unknown[] | undefined, reading: boolean, add: Add): void {
  if (!before && !after) return;
  if (before && !after) {
    if (reading) add("breaking", "response-enum-removed", "no longer restricted to an enum: any value may be sent");
    else add("non-breaking", "request-enum-removed", "no longer restricted to an enum");
    return;
  }
  if (!before && after) {
    if (reading) add("non-breaking", "response-enum-added", `now restricted to ${list(after)}`);
    else add("breaking", "request-enum-added", `now restricted to ${list(after)}: other values are rejected`);
    return;
  }
  const added = (after ?? []).filter((value) => !(before ?? []).some((other) => same(value, other)));
  const removed = (before ?? []).filter((value) => !(after ?? []).some((other) => same(value, other)));
  if (reading) {
    if (added.length > 0)
      add(
        "breaking",
        "response-enum-value-added",
        `new enum value ${list(added)}: strict clients (exhaustive switches, generated unions) break`,
      );
    if (removed.length > 0)
      add("non-breaking", "response-enum-value-removed", `enum value ${list(removed)} no longer sent`);
  } else {
    if (removed.length > 0)
      add("breaking", "request-enum-value-removed", `enum value ${list(removed)} no longer accepted`);
    if (added.length > 0) add("non-breaking", "request-enum-value-added", `request enum widened with ${list(added)}`);
  }
}

function compareLimits(before: Map<string, number>, after: Map<string, number>, reading: boolean, add: Add): void {
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const key of keys) {
    const old = before.get(key);
    const now = after.get(key);
    if (old === now) continue;
    let tighter: boolean;
    if ((LIMITS_MIN as readonly string[]).includes(key))
      tighter = now !== undefined && (old === undefined || now > old);
    else if ((LIMITS_MAX as readonly string[]).includes(key))
      tighter = now !== undefined && (old === undefined || now < old);
    else tighter = now !== undefined;
    const what = `${key} ${old === undefined ? `${now} added` : now === undefined ? `${old} removed` : `${old} -> ${now}`}`;
    if (reading) {
      if (tighter) add("non-breaking", "response-limit-narrowed", `${what}: values sent are narrower`);
      else add("breaking", "response-limit-widened", `${what}: values sent may exceed what the client expects`);
    } else if (tighter) add("breaking", "request-limit-narrowed", `${what}: values the client sent may be rejected`);
    else add("non-breaking", "request-limit-widened", `${what}: more values accepted`);
  }
}

/** Turns relative changes into changes at a place of use. */
export function placed(pointer: string, changes: RelativeChange[]): Change[] {
  return changes.map((change) => ({
    pointer: change.path.length > 0 ? extend(pointer, ...change.path) : pointer,
    origin: change.origin,
    class: change.class,
    rule: change.rule,
    reason: change.reason,
  }));
}
