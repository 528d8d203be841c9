/**
 * The addressing rule of sendLoadOffer with messages a client can act on: exactly one of the four carrier keys,
 * and `carrier_type` only with `carrier_guid`. The schema says the same with `oneOf`/`dependentRequired`, whose
 * raw Ajv errors ("carrier_usdot is required" for a body that names a carrier by e-mail) would mislead.
 */
import type { ErrorObject } from "ajv";
import { bodyDetails } from "../body-errors.js";
import { type ApiError, validationError } from "../errors.js";

export const CARRIER_KEYS = ["carrier_guid", "carrier_usdot", "carrier_email", "carrier_phone"] as const;

export const ADDRESS_MESSAGES = {
  exactlyOne: `exactly one of ${CARRIER_KEYS.join(", ")} is required`,
  brokerNeedsGuid: "BROKER is only allowed with carrier_guid",
} as const;

function isAddressingError(error: ErrorObject): boolean {
  return error.instancePath === "" && (error.schemaPath.startsWith("#/oneOf") || error.keyword === "dependentRequired");
}

/** The addressing messages of a body, by field: none sent -> `carrier_guid`; several -> each one sent. */
export function addressDetails(body: Record<string, unknown>): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  const sent = CARRIER_KEYS.filter((key) => Object.hasOwn(body, key));
  if (sent.length === 0) details.carrier_guid = [ADDRESS_MESSAGES.exactlyOne];
  if (sent.length > 1) for (const key of sent) details[key] = [ADDRESS_MESSAGES.exactlyOne];
  if (Object.hasOwn(body, "carrier_type") && !Object.hasOwn(body, "carrier_guid")) {
    details.carrier_type = [ADDRESS_MESSAGES.brokerNeedsGuid];
  }
  return details;
}

/** Refines sendLoadOffer's body errors when the addressing rule is among them; other field errors are kept. */
export function offerAddressError(errors: readonly ErrorObject[], body: unknown): ApiError | undefined {
  if (!errors.some(isAddressingError) || body === null || typeof body !== "object" || Array.isArray(body)) {
    return undefined;
  }
  const details: Record<string, string[]> = bodyDetails(
    errors.filter((error) => !isAddressingError(error)),
    body,
  );
  for (const [field, messages] of Object.entries(addressDetails(body as Record<string, unknown>))) {
    details[field] = [...(details[field] ?? []), ...messages];
  }
  return validationError("shipper", details);
}
