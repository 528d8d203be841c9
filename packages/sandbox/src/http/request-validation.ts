/** Validates path parameters, query and body of a request against its operation; failures become ApiErrors. */
import type { ErrorObject } from "ajv";
import { priceMessages } from "../domain/price.js";
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

/** Operation-specific refinement of body errors (for example the vehicle-type error). */
export type BodyErrorRefiner = (errors: readonly ErrorObject[], body: unknown) => ApiError | undefined;

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

export function validateRequest(
  entry: OperationValidators,
  raw: RawRequest,
  refine?: BodyErrorRefiner,
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
  const queryNames = op.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  const query = pick(raw.query, queryNames);
  if (entry.query && !entry.query(query)) throw validationError(service, ajvDetails(entry.query.errors ?? [], "query"));
  let body: unknown;
  if (op.requestBody) {
    body = raw.body;
    if (body === undefined) {
      if (op.requestBody.required) throw validationError(service, { body: ["is required"] });
    } else {
      const validate = raw.mediaType ? entry.bodies.get(raw.mediaType) : undefined;
      if (validate && !validate(body)) {
        const errors = validate.errors ?? [];
        const refined = refine?.(errors, body);
        if (refined) throw refined;
        throw validationError(service, bodyDetails(errors, body));
      }
    }
  }
  return { path, query, body };
}
