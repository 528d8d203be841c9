/** Validates path parameters, query and body of a request against its operation; failures become ApiErrors. */
import type { SandboxContext } from "../context.js";
import { ajvDetails } from "../domain/ajv-details.js";
import { BODY_ACCEPTED, type BodyErrorRefiner, bodyDetails } from "../domain/body-errors.js";
import { type FieldErrors, notFound, validationError } from "../domain/errors.js";
import type { OperationSpec } from "../spec/operations.js";
import type { OperationValidators } from "../spec/validators.js";

export interface RawRequest {
  /** Positional route params (`p0`, `p1`, ...) as the router decoded them. */
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The parsed body, or undefined when none was sent. */
  body: unknown;
  /** The media type the body was parsed as. */
  mediaType: string | undefined;
}

export interface ValidatedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Copies the declared parameters only (unknown query keys are ignored), into a prototype-free object. */
function pick(source: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.create(null);
  for (const name of names) if (Object.hasOwn(source, name)) picked[name] = source[name];
  return { ...picked };
}

const QUERY_NAMES = new WeakMap<OperationSpec, string[]>();

/** The operation's declared query parameter names (worked out once per operation). */
function queryNames(op: OperationSpec): string[] {
  let names = QUERY_NAMES.get(op);
  if (!names) {
    names = op.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
    QUERY_NAMES.set(op, names);
  }
  return names;
}

/**
 * Parameters Ajv coerced to an infinite number (`page=Infinity`, `1e309`): the schemas' `integer`/`number` let
 * them through, since coercion runs after the finiteness check. Each is a field error.
 */
function infiniteParameters(values: Record<string, unknown>): FieldErrors | undefined {
  let errors: FieldErrors | undefined;
  for (const name in values) {
    const value = values[name];
    const items = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === "number" && !Number.isFinite(item))) {
      errors ??= {};
      errors[name] = ["must be a finite number"];
    }
  }
  return errors;
}

export function validateRequest(
  entry: OperationValidators,
  raw: RawRequest,
  refine?: BodyErrorRefiner,
  ctx?: SandboxContext,
): ValidatedRequest {
  const { op } = entry;
  const service = op.service;
  const path: Record<string, unknown> = {};
  op.pathParamNames.forEach((name, index) => {
    path[name] = raw.params[`p${index}`];
  });
  const validatePath = entry.path;
  if (validatePath && !validatePath(path)) {
    if (op.responses.has("404")) throw notFound();
    throw validationError(service, ajvDetails(validatePath.errors ?? [], "path"));
  }
  const names = queryNames(op);
  const query = names.length === 0 ? {} : pick(raw.query, names);
  const validateQuery = entry.query;
  if (validateQuery && !validateQuery(query)) {
    throw validationError(service, ajvDetails(validateQuery.errors ?? [], "query"));
  }
  const infinite = names.length === 0 ? undefined : infiniteParameters(query);
  if (infinite) throw validationError(service, infinite);
  let body: unknown;
  if (op.requestBody) {
    body = raw.body;
    if (body === undefined) {
      if (op.requestBody.required) throw validationError(service, { body: ["is required"] });
    } else {
      const validate = raw.mediaType ? entry.bodies.get(raw.mediaType) : undefined;
      if (validate && !validate(body)) {
        const errors = validate.errors ?? [];
        const refined = refine?.(errors, body, ctx);
        if (refined !== BODY_ACCEPTED) {
          if (refined) throw refined;
          throw validationError(service, bodyDetails(errors, body));
        }
      }
    }
  }
  return { path, query, body };
}
