/** The price rule: positive, a well-formed decimal with at most 2 fraction digits, not empty. */
import { fractionDigits } from "@haulkit/spec/ajv";
import { survives } from "../exact-decimal.js";

export const PRICE_MESSAGES = {
  positive: "must be positive",
  decimal: "must be a well-formed decimal with at most 2 fraction digits",
  empty: "price cannot be empty",
  tooLarge: "must be less than 10000000000000",
} as const;

/** Prices stay below 10^13 (GAPS.md): with 2 fraction digits that is 15 significant digits, which a double keeps. */
export const PRICE_LIMIT = 10_000_000_000_000;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Every message the value earns; empty when it is a valid price. */
export function priceMessages(value: unknown): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return [PRICE_MESSAGES.decimal];
    const messages: string[] = [];
    if (value <= 0) messages.push(PRICE_MESSAGES.positive);
    if (fractionDigits(value) > 2) messages.push(PRICE_MESSAGES.decimal);
    if (value >= PRICE_LIMIT) messages.push(PRICE_MESSAGES.tooLarge);
    return messages;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return [PRICE_MESSAGES.empty];
    if (text !== value || !DECIMAL.test(text)) return [PRICE_MESSAGES.decimal];
    if (!Number.isFinite(Number(text))) return [PRICE_MESSAGES.decimal];
    const messages: string[] = [];
    if (!/[1-9]/.test(text) || text.startsWith("-")) messages.push(PRICE_MESSAGES.positive);
    const dot = text.indexOf(".");
    if (dot !== -1 && text.length - dot - 1 > 2) messages.push(PRICE_MESSAGES.decimal);
    if (!text.startsWith("-") && (dot === -1 ? text : text.slice(0, dot)).replace(/^0+/, "").length > 13) {
      messages.push(PRICE_MESSAGES.tooLarge);
    }
    return messages;
  }
  return [PRICE_MESSAGES.decimal];
}

/** A valid price (number or decimal string) as a number. */
export function priceValue(value: number | string): number {
  return typeof value === "number" ? value : Number(value);
}

/**
 * A `Decimal` (number or decimal string) as a number for responses; other values pass through, and so does a decimal
 * string that a number would change (`12345678901234567890`): the spec's Decimal may be a string, and nothing sent is
 * altered.
 */
export function decimalValue(value: unknown): unknown {
  if (typeof value !== "string" || !DECIMAL.test(value)) return value;
  // At most 15 characters hold at most 15 digits, which a double always keeps: no need to ask `survives` (speed).
  if (value.length > 15 && !survives(value)) return value;
  return Number(value);
}
