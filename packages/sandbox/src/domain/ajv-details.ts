/** Turns Ajv errors into `details`: dotted field path -> messages, without anyOf noise. */
import type { ErrorObject } from "ajv";
import type { FieldErrors } from "./errors.js";

/** `/vehicles/0/year` -> `vehicles.0.year`; the root becomes `root`. */
export function fieldPath(instancePath: string, root: string): string {
  if (instancePath === "") return root;
  return instancePath
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .join(".");
}

/** A plain object from a map, keys as own data properties (safe for `__proto__` and `constructor`). */
export function toFieldErrors(details: Map<string, string[]>): FieldErrors {
  return Object.fromEntries(details);
}

function join(parent: string, child: string, root: string): string {
  return parent === root ? child : `${parent}.${child}`;
}

function describe(error: ErrorObject): { suffix?: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { suffix: String(params.missingProperty), message: "is required" };
    case "additionalProperties":
      return { suffix: String(params.additionalProperty), message: "is not a known field" };
    case "unevaluatedProperties":
      return { suffix: String(params.unevaluatedProperty), message: "is not a known field" };
    case "enum":
      return { message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")}` };
    case "const":
      return { message: `must be ${JSON.stringify(params.allowedValue)}` };
    default:
      return { message: error.message ?? "is invalid" };
  }
}

/**
 * Collects messages per field. An `anyOf`/`oneOf` failure only adds "has an invalid value" when nothing more
 * specific was said about that field; the per-branch messages of a failed `anyOf` are kept (they explain it).
 */
export function ajvDetails(errors: readonly ErrorObject[], root = "body"): FieldErrors {
  const details = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = details.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    details.set(field, list);
  };
  const composite: string[] = [];
  for (const error of errors) {
    const base = fieldPath(error.instancePath, root);
    if (error.keyword === "anyOf" || error.keyword === "oneOf") {
      composite.push(base);
      continue;
    }
    if (error.keyword === "type" && (error.params as { type?: string }).type === "null") continue;
    const { suffix, message } = describe(error);
    add(suffix === undefined ? base : join(base, suffix, root), message);
  }
  for (const field of composite) if (!details.has(field)) add(field, "has an invalid value");
  return toFieldErrors(details);
}
