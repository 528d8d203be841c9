/** The path parameters of a request: bound to the organisation's objects, or broken by a bad-path defect. */
import type { Operation } from "../spec/operations.js";
import { validatorAt } from "../spec/validators.js";
import type { Defect } from "./defects.js";
import type { Issue } from "./expectation.js";
import { type LateResolver, type RefKind, resolveLate } from "./late.js";
import type { MaterializeContext } from "./materialize-context.js";
import type { Binding } from "./model.js";

/** Longest path segment before 414 (sandbox docs/requests.md). */
export const SEGMENT_LIMIT = 4096;

export interface PathValues {
  values: Record<string, string>;
  /** Parameters whose value goes into the URL as is (already escaped, or broken on purpose). */
  rawNames: Set<string>;
  issues: Issue[];
  /** A parameter had no object to name. */
  unbound: boolean;
}

function badPathValue(
  defect: Extract<Defect, { type: "bad-path" }>,
  kind: RefKind | undefined,
  ctx: MaterializeContext,
  current: string,
) {
  switch (defect.variant) {
    case "not-a-guid":
      return { value: "not-a-guid" };
    case "unknown-guid":
      return { value: defect.guid };
    case "other-organisation": {
      const foreign = kind ? ctx.foreign(kind, defect.param) : undefined;
      return { value: foreign ?? defect.guid, foreign: foreign !== undefined };
    }
    case "too-long":
      return { value: "a".repeat(SEGMENT_LIMIT + 904) };
    case "bad-escape":
      return { value: "%zz", raw: true };
    case "encoded-slash":
      return { value: `${encodeURIComponent(current)}%2Fx`, raw: true };
    case "nul":
      return { value: "%00", raw: true };
    case "unicode":
      return { value: "ñandú-日本-🙂" };
    case "injection":
      return { value: "1' OR '1'='1" };
    case "empty":
      return { value: "" };
  }
}

/** `encodeURIComponent` of the text with lone surrogates made U+FFFD (as a client's UTF-8 encoder would). */
export function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );
}

function decoded(value: string, raw: boolean): string | undefined {
  if (!raw) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The values of `op`'s path parameters and what they make the answer: 404 for an unknown object, 414 ... */
export function pathValues(
  op: Operation,
  kinds: Record<string, RefKind>,
  binding: Binding,
  resolver: LateResolver,
  plan: { path: Record<string, unknown>; defect?: Defect | undefined },
  ctx: MaterializeContext,
): PathValues {
  const defect = plan.defect;
  const issues: Issue[] = [];
  let unbound = false;
  const pathParams = op.parameters.filter((parameter) => parameter.in === "path");
  const values: Record<string, string> = {};
  const rawNames = new Set<string>();
  pathParams.forEach((parameter, index) => {
    const kind = kinds[parameter.name];
    let value = kind ? binding.values[parameter.name] : String(resolveLate(plan.path[parameter.name], resolver) ?? "");
    let foreign = false;
    let known = kind !== undefined && value !== undefined;
    if (defect?.type === "bad-path" && defect.param % pathParams.length === index) {
      const bad = badPathValue(defect, kind, ctx, value ?? "");
      value = bad.value;
      foreign = bad.foreign === true;
      known = false;
      if (bad.raw) rawNames.add(parameter.name);
    }
    if (value === undefined) {
      unbound = true;
      value = "";
    }
    values[parameter.name] = value;
    const text = decoded(value, rawNames.has(parameter.name));
    const documents404 = op.responses.has("404");
    if (text === undefined)
      issues.push({ reason: `path ${parameter.name}: malformed URL escape`, statuses: [400], framework: true });
    else if (value.length > SEGMENT_LIMIT) {
      // Past the HTTP server's header limit (16 KiB with the request line) Node itself answers 431.
      const statuses = value.length > 15_000 ? [414, 431] : [414];
      issues.push({ reason: `path ${parameter.name}: segment too long`, statuses, framework: true });
    } else if (text === "") {
      issues.push({ reason: `path ${parameter.name}: empty segment`, statuses: [400, 404, 405], framework: true });
    } else if (!validatorAt(op.api, parameter.schemaRef)(text)) {
      issues.push({ reason: `path ${parameter.name}: invalid by schema`, statuses: documents404 ? [404] : [400] });
    } else if (kind && !known && !ctx.model.has(kind, text)) {
      issues.push({
        reason: `path ${parameter.name}: ${foreign ? "another organisation's object" : "no such object"}`,
        statuses: [404],
      });
    }
  });

  return { values, rawNames, issues, unbound };
}
