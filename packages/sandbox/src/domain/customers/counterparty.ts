/**
 * What customers and terminals share: the counterparty fields (the order's customer block and venue plus `notes`)
 * and their contacts, of which exactly one is primary once there is any: the first contact is primary, and a new
 * contact with `is_primary: true` makes the previous primary contact non-primary.
 */
import { newGuid } from "../../state/ids.js";
import { formatDateTime } from "../../time.js";

export const COUNTERPARTY_FIELDS = [
  "name",
  "business_type",
  "address",
  "city",
  "state",
  "zip",
  "phone",
  "email",
  "contact_name",
  "contact_title",
  "contact_email",
  "contact_phone",
  "contact_mobile_phone",
  "notes",
] as const;

export type CounterpartyInput = { name: string } & Partial<
  Record<Exclude<(typeof COUNTERPARTY_FIELDS)[number], "name">, string | null>
>;

export const CONTACT_FIELDS = ["name", "title", "email", "phone", "mobile_phone"] as const;

export type ContactInput = { name: string; is_primary?: boolean } & Partial<
  Record<Exclude<(typeof CONTACT_FIELDS)[number], "name">, string | null>
>;

export interface ContactRecord {
  guid: string;
  fields: ContactInput;
  isPrimary: boolean;
  createdAt: number;
  changedAt: number;
}

/** The counterparty fields of a body: given fields as given, the others left out (null in the view). */
export function counterpartyFields(body: CounterpartyInput): CounterpartyInput {
  const fields: Record<string, unknown> = {};
  for (const key of COUNTERPARTY_FIELDS) if (body[key] !== undefined) fields[key] = body[key];
  return { ...fields, name: body.name };
}

/** Adds a contact to the list under the one-primary rule; returns the new contact. */
export function addContact(contacts: ContactRecord[], body: ContactInput, now: number): ContactRecord {
  const primary = body.is_primary === true || contacts.every((contact) => !contact.isPrimary);
  if (primary) {
    for (const contact of contacts) {
      if (!contact.isPrimary) continue;
      contact.isPrimary = false;
      contact.changedAt = now;
    }
  }
  const given: Record<string, unknown> = {};
  for (const key of CONTACT_FIELDS) if (body[key] !== undefined) given[key] = body[key];
  const fields: ContactInput = { ...given, name: body.name };
  const contact: ContactRecord = { guid: newGuid(), fields, isPrimary: primary, createdAt: now, changedAt: now };
  contacts.push(contact);
  return contact;
}

export function contactView(contact: ContactRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {
    guid: contact.guid,
    is_active: true,
    created_at: formatDateTime(contact.createdAt),
    changed_at: formatDateTime(contact.changedAt),
  };
  for (const key of CONTACT_FIELDS) view[key] = contact.fields[key] ?? null;
  return { ...view, is_primary: contact.isPrimary };
}

/** The counterparty fields as the API shows them (nullable fields as null, `business_type` only when set). */
export function counterpartyView(fields: CounterpartyInput): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const key of COUNTERPARTY_FIELDS) {
    if (key === "business_type" && fields.business_type == null) continue;
    view[key] = fields[key] ?? null;
  }
  return view;
}
