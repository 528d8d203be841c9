/**
 * A request body's field errors as the domain words them: Ajv's, with the price rule's own messages for every field
 * typed `Price` (the one place where the price rule is applied), and the hook by which an operation rewords them.
 */
import type { ErrorObject } from "ajv";
import type { SandboxContext } from "../context.js";
import { ajvDetails, fieldPath, toFieldErrors } from "./ajv-details.js";
import type { ApiError, FieldErrors } from "./errors.js";
import { priceMessages } from "./price.js";

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
