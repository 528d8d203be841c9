/**
 * The counter offer's price rule, the same as the order price's: positive, a well-formed decimal with at most 2
 * fraction digits, and not empty. A missing or null `price` is "empty" (the schema alone would say "is required").
 */
import type { ErrorObject } from "ajv";
import { bodyDetails } from "../body-errors.js";
import { type ApiError, validationError } from "../errors.js";
import { PRICE_MESSAGES } from "../price.js";

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Body errors of createCounterOffer: the price's own messages, an absent price as `price cannot be empty`. */
export function counterOfferPriceError(errors: readonly ErrorObject[], body: unknown): ApiError | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const price = (body as { price?: unknown }).price;
  const details = bodyDetails(errors, body);
  // A missing price (the schema's "is required" on it) and a null one are both "empty".
  if (isEmpty(price)) details.price = [PRICE_MESSAGES.empty];
  return Object.keys(details).length > 0 ? validationError("shipper", details) : undefined;
}
