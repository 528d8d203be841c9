/** Terminals: reusable pickup and delivery locations (create only; the API shows no read or contacts operation). */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import {
  type ContactRecord,
  type CounterpartyInput,
  contactView,
  counterpartyFields,
  counterpartyView,
} from "../customers/counterparty.js";

export interface TerminalRecord {
  guid: string;
  seq: number;
  fields: CounterpartyInput;
  contacts: ContactRecord[];
  createdAt: number;
  changedAt: number;
}

export const TERMINALS = defineCollection<TerminalRecord>("terminals");

export function createTerminal(ctx: SandboxContext, org: Organisation, body: CounterpartyInput): TerminalRecord {
  const now = ctx.clock.now();
  const terminal: TerminalRecord = {
    guid: newGuid(),
    seq: org.next("terminal"),
    fields: counterpartyFields(body),
    contacts: [],
    createdAt: now,
    changedAt: now,
  };
  return org.collection(TERMINALS).set(terminal);
}

export function terminalView(terminal: TerminalRecord): Record<string, unknown> {
  return {
    guid: terminal.guid,
    is_active: true,
    created_at: formatDateTime(terminal.createdAt),
    changed_at: formatDateTime(terminal.changedAt),
    ...counterpartyView(terminal.fields),
    contacts: terminal.contacts.map(contactView),
  };
}
