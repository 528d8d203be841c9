/** How a customer is kept: its counterparty fields, its custom external id and its contacts. */
import { defineCollection } from "../../state/collection.js";
import type { ContactRecord, CounterpartyInput } from "./counterparty.js";

export interface CustomerRecord {
  guid: string;
  seq: number;
  fields: CounterpartyInput;
  customExternalId: string | null;
  contacts: ContactRecord[];
  createdAt: number;
  changedAt: number;
}

export const CUSTOMERS = defineCollection<CustomerRecord>("customers");
