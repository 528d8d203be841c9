/**
 * Customers: create, read, full update (PUT: fields left out become null; contacts stay), lookup by
 * `custom_external_id` (unique among the organisation's customers: a taken id is 400 `VALIDATION_ERROR`), and
 * contacts under the one-primary rule.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { notFound, validationError } from "../errors.js";
import {
  addContact,
  type ContactInput,
  type ContactRecord,
  type CounterpartyInput,
  contactView,
  counterpartyFields,
  counterpartyView,
} from "./counterparty.js";
import { CUSTOMERS, type CustomerRecord } from "./customer-record.js";

export type CustomerInput = CounterpartyInput & { custom_external_id?: string | null };

export function findCustomer(org: Organisation, guid: string): CustomerRecord {
  const customer = org.collection(CUSTOMERS).get(guid);
  if (!customer) throw notFound("Customer not found");
  return customer;
}

export function findCustomerByCustomExternalId(org: Organisation, customExternalId: string): CustomerRecord {
  const customer = org
    .collection(CUSTOMERS)
    .values()
    .find((record) => record.customExternalId === customExternalId);
  if (!customer) throw notFound("No customer has this custom_external_id");
  return customer;
}

function checkExternalId(org: Organisation, customExternalId: string | null, self?: string): void {
  if (customExternalId === null) return;
  const holder = org
    .collection(CUSTOMERS)
    .values()
    .find((record) => record.customExternalId === customExternalId);
  if (holder && holder.guid !== self) {
    throw validationError("shipper", { custom_external_id: ["is already used by another customer"] });
  }
}

export function createCustomer(ctx: SandboxContext, org: Organisation, body: CustomerInput): CustomerRecord {
  const customExternalId = body.custom_external_id ?? null;
  checkExternalId(org, customExternalId);
  const now = ctx.clock.now();
  const customer: CustomerRecord = {
    guid: newGuid(),
    seq: org.next("customer"),
    fields: counterpartyFields(body),
    customExternalId,
    contacts: [],
    createdAt: now,
    changedAt: now,
  };
  return org.collection(CUSTOMERS).set(customer);
}

export function updateCustomer(ctx: SandboxContext, org: Organisation, guid: string, body: CustomerInput) {
  const customer = findCustomer(org, guid);
  const customExternalId = body.custom_external_id ?? null;
  checkExternalId(org, customExternalId, customer.guid);
  customer.fields = counterpartyFields(body);
  customer.customExternalId = customExternalId;
  customer.changedAt = ctx.clock.now();
  return customer;
}

export function createContact(ctx: SandboxContext, org: Organisation, customerGuid: string, body: ContactInput) {
  const customer = findCustomer(org, customerGuid);
  const now = ctx.clock.now();
  const contact: ContactRecord = addContact(customer.contacts, body, now);
  customer.changedAt = now;
  return contact;
}

export function customerView(customer: CustomerRecord): Record<string, unknown> {
  return {
    guid: customer.guid,
    is_active: true,
    created_at: formatDateTime(customer.createdAt),
    changed_at: formatDateTime(customer.changedAt),
    ...counterpartyView(customer.fields),
    custom_external_id: customer.customExternalId,
    contacts: customer.contacts.map(contactView),
  };
}
