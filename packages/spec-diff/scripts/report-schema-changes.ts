/**
 * What changed between two versions of a report schema, each change classified: breaking for a reader of the reports
 * (a property removed, a name added to `required`, a type, `const`, `$ref` or enumeration changed: docs/reports.md)
 * or not (a property or a schema added, a description edited). Walks both schemas side by side through the keywords
 * that hold subschemas.
 */

type Schema = Record<string, unknown>;

export interface SchemaChange {
  /** Where, as a JSON pointer into the schema (`/properties/records/items/properties/state`). */
  at: string;
  what: string;
  breaking: boolean;
}

const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Keywords whose value maps names to subschemas. */
const MAPS = ["properties", "$defs", "patternProperties", "dependentSchemas"] as const;
/** Keywords whose value is one subschema. */
const SINGLE = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"] as const;
/** Keywords whose value is a list of subschemas (compared by position). */
const LISTS = ["oneOf", "anyOf", "allOf", "prefixItems"] as const;

const pointerToken = (name: string) => name.replaceAll("~", "~0").replaceAll("/", "~1");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const show = (value: unknown) => JSON.stringify(value);

function compareSet(at: string, keyword: string, before: unknown, after: unknown): SchemaChange[] {
  const was = list(before).map(show);
  const is = list(after).map(show);
  const removed = was.filter((value) => !is.includes(value));
  const added = is.filter((value) => !was.includes(value));
  if (keyword === "required") {
    return [
      ...added.map((name) => ({ at, what: `required ${name} added`, breaking: true })),
      ...removed.map((name) => ({ at, what: `required ${name} no longer required`, breaking: false })),
    ];
  }
  if (removed.length === 0 && added.length === 0) return [];
  if (before === undefined) return [{ at, what: `${keyword} ${is.join(", ")} added (narrowed)`, breaking: true }];
  if (after === undefined) return [{ at, what: `${keyword} ${was.join(", ")} removed (widened)`, breaking: true }];
  const parts = [...removed.map((v) => `${v} removed`), ...added.map((v) => `${v} added`)];
  return [{ at, what: `${keyword}: ${parts.join(", ")}`, breaking: true }];
}

/** Every change from `before` to `after` under the pointer `at`. */
export function compareSchemas(before: unknown, after: unknown, at = ""): SchemaChange[] {
  if (!isSchema(before) || !isSchema(after)) {
    if (show(before) === show(after)) return [];
    return [{ at: at || "/", what: `the schema ${show(before)} became ${show(after)}`, breaking: true }];
  }
  const changes: SchemaChange[] = [];
  for (const keyword of ["type", "enum", "required"] as const)
    changes.push(...compareSet(`${at}/${keyword}`, keyword, before[keyword], after[keyword]));
  for (const keyword of ["const", "$ref"] as const) {
    if (show(before[keyword]) !== show(after[keyword]))
      changes.push({
        at: `${at}/${keyword}`,
        what: `${keyword} ${show(before[keyword])} became ${show(after[keyword])}`,
        breaking: true,
      });
  }
  for (const keyword of MAPS) {
    const was = isSchema(before[keyword]) ? before[keyword] : {};
    const is = isSchema(after[keyword]) ? after[keyword] : {};
    for (const name of new Set([...Object.keys(was), ...Object.keys(is)])) {
      const where = `${at}/${keyword}/${pointerToken(name)}`;
      if (!(name in is)) changes.push({ at: where, what: `${name} removed`, breaking: true });
      else if (!(name in was)) changes.push({ at: where, what: `${name} added`, breaking: false });
      else changes.push(...compareSchemas(was[name], is[name], where));
    }
  }
  for (const keyword of SINGLE) {
    if (before[keyword] === undefined && after[keyword] === undefined) continue;
    const where = `${at}/${keyword}`;
    if (before[keyword] === undefined) changes.push({ at: where, what: `${keyword} added`, breaking: true });
    else if (after[keyword] === undefined) changes.push({ at: where, what: `${keyword} removed`, breaking: true });
    else changes.push(...compareSchemas(before[keyword], after[keyword], where));
  }
  for (const keyword of LISTS) {
    const was = list(before[keyword]);
    const is = list(after[keyword]);
    for (let i = 0; i < Math.max(was.length, is.length); i++) {
      const where = `${at}/${keyword}/${i}`;
      if (i >= is.length) changes.push({ at: where, what: `${keyword} alternative removed`, breaking: true });
      else if (i >= was.length) changes.push({ at: where, what: `${keyword} alternative added`, breaking: true });
      else changes.push(...compareSchemas(was[i], is[i], where));
    }
  }
  return changes;
}

/** The major version a schema's `$id` carries (`urn:haulkit:contract-tests:v1:run.schema.json` → 1). */
export function idMajor(schema: unknown): number | undefined {
  const id = isSchema(schema) ? schema.$id : undefined;
  const match = typeof id === "string" ? /:v(\d+):/.exec(id) : null;
  return match ? Number(match[1]) : undefined;
}
