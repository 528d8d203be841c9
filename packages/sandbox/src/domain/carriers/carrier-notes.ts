/** Notes the shipper adds to a carrier (any carrier it knows, on the carrier application or not). */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { findCarrier } from "./carrier-directory.js";

export interface CarrierNoteRecord {
  guid: string;
  carrierGuid: string;
  text: string;
  userGuid: string;
  createdAt: number;
}

export const CARRIER_NOTES = defineCollection<CarrierNoteRecord>("carrier-notes");

export function addCarrierNote(ctx: SandboxContext, org: Organisation, carrierGuid: string, text: string) {
  const carrier = findCarrier(org, carrierGuid);
  const note: CarrierNoteRecord = {
    guid: newGuid(),
    carrierGuid: carrier.guid,
    text,
    userGuid: org.user.guid,
    createdAt: ctx.clock.now(),
  };
  return org.collection(CARRIER_NOTES).set(note);
}

export function noteView(note: CarrierNoteRecord): Record<string, unknown> {
  const at = formatDateTime(note.createdAt);
  return { guid: note.guid, text: note.text, created_at: at, changed_at: at, user_guid: note.userGuid };
}
