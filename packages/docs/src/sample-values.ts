/** Example values of a code sample: references to other objects become variables, written as JSON, TypeScript or URL. */

/** A value the reader supplies (`ORDER_GUID`), in place of an example's literal. */
export class SampleVariable {
  constructor(
    readonly name: string,
    /** The spec's example value, when it has one (the TypeScript fallback). */
    readonly example?: string,
  ) {}
}

export type SampleValue =
  | string
  | number
  | boolean
  | null
  | SampleVariable
  | SampleValue[]
  | { [key: string]: SampleValue };

/** `order_guid` → `ORDER_GUID`. */
export const variableName = (key: string): string => key.replace(/[^A-Za-z0-9]+/g, "_").toUpperCase();

/**
 * An example body with every `*_guid` string (and each item of a `*_guids` array) replaced by a variable, since a
 * guid of an object the reader does not own cannot work.
 */
export function withVariables(value: unknown, key = ""): SampleValue {
  if (Array.isArray(value)) {
    const itemKey = key.endsWith("_guids") ? key.slice(0, -1) : key;
    return value.map((item) => withVariables(item, itemKey));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withVariables(item, name)]));
  }
  if (typeof value === "string" && /(^|_)guid$/.test(key)) return new SampleVariable(variableName(key), value);
  return value as SampleValue;
}

/** Every variable of a value, in order of appearance, once each. */
export function variablesOf(value: SampleValue, found: SampleVariable[] = []): SampleVariable[] {
  if (value instanceof SampleVariable) {
    if (!found.some((known) => known.name === value.name)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) variablesOf(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) variablesOf(item, found);
  }
  return found;
}

/** Escapes text for an unquoted shell here-document, where `$`, backquote and backslash are special. */
const hereDocText = (text: string): string => text.replace(/[\\$`]/g, (char) => `\\${char}`);

/** JSON for a shell here-document: variables become `"$NAME"`, all other text is escaped. */
export function shellJson(value: SampleValue, indent = ""): string {
  if (value instanceof SampleVariable) return `"$${value.name}"`;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => inner + shellJson(item, inner)).join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const lines = entries.map(
      ([key, item]) => `${inner}${hereDocText(JSON.stringify(key))}: ${shellJson(item, inner)}`,
    );
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return hereDocText(JSON.stringify(value));
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A TypeScript expression: variables by name, keys unquoted where they can be. */
export function tsLiteral(value: SampleValue, indent = ""): string {
  if (value instanceof SampleVariable) return value.name;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item) => tsLiteral(item, inner));
    const oneLine = `[${items.join(", ")}]`;
    return oneLine.length <= 60 && !oneLine.includes("\n")
      ? oneLine
      : `[\n${items.map((item) => inner + item).join(",\n")},\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const lines = entries.map(
      ([key, item]) => `${inner}${identifier.test(key) ? key : JSON.stringify(key)}: ${tsLiteral(item, inner)},`,
    );
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** A query value for a URL in a shell string: variables as `$NAME`, literals percent-encoded (commas kept). */
export function shellQueryValue(value: SampleValue): string {
  if (value instanceof SampleVariable) return `$${value.name}`;
  if (Array.isArray(value)) return value.map(shellQueryValue).join(",");
  return encodeURIComponent(String(value)).replace(/%2C/gi, ",");
}
