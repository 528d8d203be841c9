/**
 * A schema seen by meaning: `$ref`s followed, `allOf` merged into one schema, `oneOf`/`anyOf` turned into a list of
 * alternatives (an `allOf` around one is distributed over its branches), a `null` branch folded into the type.
 * Properties and items stay lazy (raw schema plus where it sits) so that recursive schemas cost nothing.
 */
import { intersectTypes, LIMITS_EXACT, LIMITS_MAX, LIMITS_MIN, narrowerLimit } from "@haulkit/spec/all-of";
import { extend } from "./types.js";

export type JsonObject = { [key: string]: unknown };

/** A raw schema and the pointer of where it sits in the bundle, when that is inside a `$ref`'d component. */
export interface SchemaNode {
  schema: unknown;
  origin: string | undefined;
}

export { LIMITS_EXACT, LIMITS_MAX, LIMITS_MIN } from "@haulkit/spec/all-of";

/** Keywords that change no accepted or sent value. */
export const ANNOTATION_KEYS = ["title", "description", "example", "examples", "default", "deprecated", "$comment"];

export interface SchemaView {
  /** undefined: any type. `integer` and `number` are kept apart; `null` is a type. */
  types: Set<string> | undefined;
  /** undefined: no enum; `const` is an enum of one. */
  enum: unknown[] | undefined;
  format: string | undefined;
  pattern: string | undefined;
  limits: Map<string, number>;
  properties: Map<string, SchemaNode>;
  required: Set<string>;
  /** Where each required name is declared (the `required` keyword's pointer), when that is inside a component. */
  requiredAt: Map<string, string | undefined>;
  /** `closed`: additionalProperties or unevaluatedProperties false. */
  additional: "open" | "closed";
  items: SchemaNode | undefined;
  /** The alternatives of a oneOf/anyOf (null branch removed); undefined when there is none. */
  variants: SchemaView[] | undefined;
  annotations: Map<string, unknown>;
  origin: string | undefined;
  /** Where the constraints come from: the `allOf` part that holds them all when there is one, else `origin`. */
  constraintOrigin: string | undefined;
  /** Where `null` is allowed (a `null` branch or a type naming it), when that is inside a component. */
  nullAt: string | undefined;
}

export type Resolve = (ref: string) => unknown;

const MAX_VARIANTS = 256;

function emptyView(origin: string | undefined): SchemaView {
  return {
    types: undefined,
    enum: undefined,
    format: undefined,
    pattern: undefined,
    limits: new Map(),
    properties: new Map(),
    required: new Set(),
    requiredAt: new Map(),
    additional: "open",
    items: undefined,
    variants: undefined,
    annotations: new Map(),
    origin,
    constraintOrigin: origin,
    nullAt: undefined,
  };
}

/** Follows `$ref`s; the origin becomes the last target. */
export function follow(resolve: Resolve, node: SchemaNode): SchemaNode {
  let { schema, origin } = node;
  const seen = new Set<string>();
  while (isObject(schema) && typeof schema.$ref === "string") {
    const ref = schema.$ref;
    if (seen.has(ref)) break;
    seen.add(ref);
    origin = ref;
    schema = resolve(ref);
  }
  return { schema, origin };
}

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Views already built, per raw schema object and origin: the same component is met at many places. */
const views = new WeakMap<object, Map<string, SchemaView>>();

/** The view of one schema node (built once per schema object and origin; views are never mutated). */
export function viewOf(resolve: Resolve, raw: SchemaNode, depth = 0): SchemaView {
  const key = raw.schema !== null && typeof raw.schema === "object" ? raw.schema : undefined;
  const known = key && views.get(key)?.get(raw.origin ?? "");
  if (known) return known;
  const view = buildView(resolve, raw, depth);
  if (key) {
    let byOrigin = views.get(key);
    if (!byOrigin) {
      byOrigin = new Map();
      views.set(key, byOrigin);
    }
    byOrigin.set(raw.origin ?? "", view);
  }
  return view;
}

function buildView(resolve: Resolve, raw: SchemaNode, depth: number): SchemaView {
  const { schema, origin } = follow(resolve, raw);
  if (schema === true || schema === undefined || !isObject(schema)) return emptyView(origin);
  const own = ownView(schema, origin);
  const parts: SchemaView[] = [own];
  if (Array.isArray(schema.allOf) && depth < 32) {
    schema.allOf.forEach((part, index) => {
      parts.push(viewOf(resolve, { schema: part, origin: at(origin, "allOf", String(index)) }, depth + 1));
    });
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || depth >= 32) continue;
    const views = branches.map((branch, index) =>
      viewOf(resolve, { schema: branch, origin: at(origin, key, String(index)) }, depth + 1),
    );
    const alternatives = views.flatMap((view) => view.variants ?? [view]);
    const isNull = (view: SchemaView) =>
      view.types?.size === 1 && view.types.has("null") && view.properties.size === 0 && view.enum === undefined;
    const nonNull = alternatives.filter((view) => !isNull(view));
    const hasNull = nonNull.length < alternatives.length;
    const union = emptyView(undefined);
    if (nonNull.length === 1) Object.assign(union, { ...nonNull[0], origin: undefined });
    else union.variants = nonNull;
    if (hasNull) {
      if (union.variants) union.variants = union.variants.map((variant) => withNull(variant));
      else union.types = union.types ? new Set([...union.types, "null"]) : undefined;
      // The null branch is this node's, not the referenced schema's: a change of it is reported here.
      union.nullAt = origin;
    }
    parts.push(union);
  }
  const merged = parts.reduce((left, right) => merge(resolve, left, right));
  const constraining = parts.filter(constrains);
  const constraintOrigin =
    constraining.length === 1 && constraining[0] !== own ? constraining[0]?.constraintOrigin : origin;
  return { ...merged, origin, constraintOrigin };
}

/** Whether a view says anything about values (not only annotations). */
function constrains(view: SchemaView): boolean {
  return (
    view.types !== undefined ||
    view.enum !== undefined ||
    view.format !== undefined ||
    view.pattern !== undefined ||
    view.limits.size > 0 ||
    view.properties.size > 0 ||
    view.required.size > 0 ||
    view.additional === "closed" ||
    view.items !== undefined ||
    view.variants !== undefined
  );
}

function withNull(view: SchemaView): SchemaView {
  return view.types ? { ...view, types: new Set([...view.types, "null"]) } : view;
}

function at(origin: string | undefined, ...keys: string[]): string | undefined {
  return origin === undefined ? undefined : extend(origin, ...keys);
}

/** The keywords of the schema object itself, compositions left out. */
function ownView(schema: JsonObject, origin: string | undefined): SchemaView {
  const view = emptyView(origin);
  const type = schema.type;
  if (typeof type === "string") view.types = new Set([type]);
  else if (Array.isArray(type)) view.types = new Set(type.map(String));
  if (schema.nullable === true && view.types) view.types.add("null");
  if (view.types?.has("null")) view.nullAt = origin;
  if (Array.isArray(schema.enum)) view.enum = [...schema.enum];
  if ("const" in schema) view.enum = [schema.const];
  if (typeof schema.format === "string") view.format = schema.format;
  if (typeof schema.pattern === "string") view.pattern = schema.pattern;
  for (const key of [...LIMITS_MIN, ...LIMITS_MAX, ...LIMITS_EXACT]) {
    if (typeof schema[key] === "number") view.limits.set(key, schema[key]);
  }
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      view.properties.set(name, { schema: child, origin: at(origin, "properties", name) });
    }
  }
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) {
      view.required.add(String(name));
      view.requiredAt.set(String(name), at(origin, "required"));
    }
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) view.additional = "closed";
  if (schema.items !== undefined) view.items = { schema: schema.items, origin: at(origin, "items") };
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATION_KEYS.includes(key) || (key.startsWith("x-") && key !== "x-max-fraction-digits")) {
      view.annotations.set(key, value);
    }
  }
  return view;
}

/** Both schemas at once (allOf): the narrower of each keyword; alternatives distributed. */
export function merge(resolve: Resolve, left: SchemaView, right: SchemaView): SchemaView {
  if (left.variants || right.variants) {
    const lefts = left.variants ?? [left];
    const rights = right.variants ?? [right];
    if (lefts.length * rights.length <= MAX_VARIANTS) {
      const base = { ...merge(resolve, { ...left, variants: undefined }, { ...right, variants: undefined }) };
      const variants: SchemaView[] = [];
      for (const l of lefts) {
        for (const r of rights) {
          const variant = merge(resolve, l === left ? strip(l) : l, r === right ? strip(r) : r);
          variant.origin = (left.variants ? l.origin : undefined) ?? (right.variants ? r.origin : undefined);
          variants.push(variant);
        }
      }
      return { ...base, variants };
    }
  }
  const out = emptyView(left.origin ?? right.origin);
  out.types = intersectTypes(left.types, right.types);
  out.enum =
    left.enum && right.enum
      ? left.enum.filter((value) => right.enum?.some((other) => same(value, other)))
      : (left.enum ?? right.enum);
  out.format = right.format ?? left.format;
  out.pattern = right.pattern ?? left.pattern;
  for (const source of [left.limits, right.limits]) {
    for (const [key, value] of source) {
      const current = out.limits.get(key);
      out.limits.set(key, current === undefined ? value : narrowerLimit(key, current, value));
    }
  }
  for (const source of [left.properties, right.properties]) {
    for (const [name, node] of source) {
      const current = out.properties.get(name);
      out.properties.set(
        name,
        current ? { schema: { allOf: [current.schema, node.schema] }, origin: undefined } : node,
      );
    }
  }
  out.required = new Set([...left.required, ...right.required]);
  out.requiredAt = new Map([...right.requiredAt, ...left.requiredAt]);
  out.additional = left.additional === "closed" || right.additional === "closed" ? "closed" : "open";
  out.items =
    left.items && right.items
      ? { schema: { allOf: [left.items.schema, right.items.schema] }, origin: undefined }
      : (left.items ?? right.items);
  out.annotations = new Map([...left.annotations, ...right.annotations]);
  out.nullAt = left.nullAt ?? right.nullAt;
  return out;
}

function strip(view: SchemaView): SchemaView {
  return { ...view, variants: undefined };
}

/** JSON equality. */
export function same(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  const [a, b] = [JSON.stringify(left), JSON.stringify(right)];
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}
