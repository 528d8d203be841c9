/** Validates path parameters, query and body of a request against its operation; failures become ApiErrors. */
import type { ErrorObject } from "ajv";
import type { SandboxContext } from "../context.js";
import { priceMessages } from "../domain/price.js";
import type { OperationSpec } from "../spec/operations.js";
import type { OperationValidators } from "../spec/validators.js";
import { ajvDetails, fieldPath, toFieldErrors } from "./ajv-details.js";
import { type ApiError, type FieldErrors, notFound, validationError } from "./errors.js";

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

/** A refiner's answer that lets the body through despite its schema errors (only a fault switch does this). */
export const BODY_ACCEPTED = Symbol("body accepted");

/** Operation-specific refinement of body errors (for example the vehicle-type error). */
export type BodyErrorRefiner = (
  errors: readonly ErrorObject[],
  body: unknown,
  ctx?: SandboxContext,
) => ApiError | typeof BODY_ACCEPTED | undefined;

const PRICE_SCHEMA = "#/components/schemas/Price/";

function valueAt(root: unknown, instancePath: string): unknown {
  let node = root;
  for (const part of instancePath.split("/").slice(1)) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Body details with the price rule's own messages in place of Ajv's for every field typed `Price`. */
export function bodyDetails(errors: readonly ErrorObject[], body: unknown): FieldErrors {
  const pricePaths = new Set(
    errors.filter((error) => error.schemaPath.includes(PRICE_SCHEMA)).map((error) => error.instancePath),
  );
  const details = new Map(Object.entries(ajvDetails(errors.filter((error) => !pricePaths.has(error.instancePath)))));
  for (const path of pricePaths) {
    const messages = priceMessages(valueAt(body, path));
    if (messages.length > 0) details.set(fieldPath(path, "body"), messages);
  }
  return toFieldErrors(details);
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
  if (entry.path && !entry.path(path)) {
    if (op.responses.has("404")) throw notFound();
    throw validationError(service, ajvDetails(entry.path.errors ?? [], "path"));
  }
  const names = queryNames(op);
  const query = names.length === 0 ? {} : pick(raw.query, names);
  if (entry.query && !entry.query(query)) throw validationError(service, ajvDetails(entry.query.errors ?? [], "query"));
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
