/** The price rule: positive, a well-formed decimal with at most 2 fraction digits, not empty. */
import { fractionDigits } from "@haulkit/spec/ajv";

export const PRICE_MESSAGES = {
  positive: "must be positive",
  decimal: "must be a well-formed decimal with at most 2 fraction digits",
  empty: "price cannot be empty",
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Every message the value earns; empty when it is a valid price. */
export function priceMessages(value: unknown): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return [PRICE_MESSAGES.decimal];
    const messages: string[] = [];
    if (value <= 0) messages.push(PRICE_MESSAGES.positive);
    if (fractionDigits(value) > 2) messages.push(PRICE_MESSAGES.decimal);
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
    return messages;
  }
  return [PRICE_MESSAGES.decimal];
}

/** A valid price (number or decimal string) as a number. */
export function priceValue(value: number | string): number {
  return typeof value === "number" ? value : Number(value);
}

/** A `Decimal` (number or decimal string) as a number for responses; other values pass through. */
export function decimalValue(value: unknown): unknown {
  if (typeof value !== "string" || !DECIMAL.test(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
