/**
 * The rules of a carrier's broker records (the profile update): fields left out keep their values; a carrier is
 * never approved and blacklisted at once, nor preferred and blacklisted; `preferred: true` makes it approved (so
 * a body cannot say `preferred: true` with `approved: false`, and a preferred carrier cannot be unapproved while it
 * stays preferred); each `*_since` stamp is set when its flag turns on and cleared when it turns off.
 */
import type { ErrorObject } from "ajv";
import { ajvDetails } from "../ajv-details.js";
import { type ApiError, type FieldErrors, validationError } from "../errors.js";
import { type BrokerRecordsState, defaultBrokerRecords } from "./carrier-record.js";

/** The validated body of updateCarrierProfile (BrokerRecordsInput). */
export interface BrokerRecordsInput {
  usdot_number?: string | null;
  approved?: boolean;
  preferred?: boolean;
  in_blacklist?: boolean;
  insurance_certificate_holder?: boolean;
  insurance_expires_at?: string | null;
  custom_external_id?: string | null;
}

/** Flag -> its stamp, in the record. */
const FLAGS = [
  ["approved", "approvedSince"],
  ["preferred", "preferredSince"],
  ["inBlacklist", "inBlacklistSince"],
  ["insuranceCertificateHolder", "insuranceCertificateHolderSince"],
] as const;

/** The body applied to `current` (no stamps yet): `preferred: true` makes the carrier approved unless it says otherwise. */
function applyFlags(current: BrokerRecordsState, body: BrokerRecordsInput): BrokerRecordsState {
  const next: BrokerRecordsState = { ...current };
  if (body.usdot_number !== undefined) next.usdotNumber = body.usdot_number;
  if (body.approved !== undefined) next.approved = body.approved;
  if (body.preferred !== undefined) next.preferred = body.preferred;
  if (body.in_blacklist !== undefined) next.inBlacklist = body.in_blacklist;
  if (body.insurance_certificate_holder !== undefined) {
    next.insuranceCertificateHolder = body.insurance_certificate_holder;
  }
  if (body.insurance_expires_at !== undefined) next.insuranceExpiresAt = body.insurance_expires_at;
  if (body.custom_external_id !== undefined) next.customExternalId = body.custom_external_id;
  if (body.preferred === true && body.approved !== false) next.approved = true;
  return next;
}

function conflicts(next: BrokerRecordsState, body: BrokerRecordsInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (body.preferred === true && body.approved === false) {
    add("approved", "cannot be false when preferred is true (a preferred carrier is approved)");
  } else if (next.preferred && !next.approved) {
    add("approved", "cannot be false while the carrier is preferred; unmark preferred first");
  }
  if (next.inBlacklist && next.approved) add("in_blacklist", "a carrier cannot be approved and blacklisted at once");
  if (next.inBlacklist && next.preferred) add("in_blacklist", "a carrier cannot be preferred and blacklisted at once");
  return errors;
}

/** The records after the update at `now`; a 400 `VALIDATION_ERROR` when the result breaks a rule. */
export function applyBrokerRecords(
  current: BrokerRecordsState,
  body: BrokerRecordsInput,
  now: number,
): BrokerRecordsState {
  const next = applyFlags(current, body);
  const errors = conflicts(next, body);
  if (Object.keys(errors).length > 0) throw validationError("shipper", errors);
  for (const [flag, since] of FLAGS) {
    if (!next[flag]) next[since] = null;
    else if (!current[flag]) next[since] = now;
  }
  return next;
}

/**
 * Body refiner of updateCarrierProfile: a body that is itself approved (or preferred) and blacklisted fails the
 * schema's `not` branches, which Ajv reports as "must NOT be valid"; the answer names the rule instead, with the
 * same messages as a conflict with the stored records. Other schema errors keep their usual details.
 */
export function brokerRecordsBodyError(errors: readonly ErrorObject[], body: unknown): ApiError | undefined {
  // The exclusions are the only `not` of BrokerRecordsInput (Ajv's schemaPath is relative to the $ref'd schema).
  const excluded = errors.filter((error) => error.keyword === "not");
  if (excluded.length === 0 || body === null || typeof body !== "object") return undefined;
  // Only the flags that are booleans count: a flag of the wrong type has its own schema error below.
  const flag = (name: "approved" | "preferred" | "in_blacklist") => {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === "boolean" ? value : undefined;
  };
  const input: BrokerRecordsInput = {
    approved: flag("approved"),
    preferred: flag("preferred"),
    in_blacklist: flag("in_blacklist"),
  };
  const rule = conflicts(applyFlags(defaultBrokerRecords("", null), input), input);
  if (Object.keys(rule).length === 0) return undefined;
  const others = ajvDetails(errors.filter((error) => !excluded.includes(error)));
  return validationError("shipper", { ...others, ...rule });
}
