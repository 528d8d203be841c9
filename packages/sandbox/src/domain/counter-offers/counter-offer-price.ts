/**
 * The counter offer's price rule, the same as the order price's: positive, a well-formed decimal with at most 2
 * fraction digits, and not empty. A missing or null `price` is "empty" (the schema alone would say "is required").
 */
import type { ErrorObject } from "ajv";
import { type ApiError, validationError } from "../../http/errors.js";
import { bodyDetails } from "../../http/request-validation.js";
import { PRICE_MESSAGES, priceMessages } from "../price.js";

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

/** Prices the schema lets through but no number can hold (hundreds of digits) are still not well-formed. */
export function checkCounterOfferPrice(price: number | string): void {
  const messages = priceMessages(price);
  if (messages.length > 0) throw validationError("shipper", { price: messages });
}
