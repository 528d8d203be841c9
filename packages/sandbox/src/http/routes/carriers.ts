/** The carrier operations of the shipper API: internal carriers, search, profile (broker records), notes, ACH. */
import { achDetails } from "../../domain/carriers/ach-details.js";
import { type BrokerRecordsInput, brokerRecordsBodyError } from "../../domain/carriers/broker-records.js";
import { findCarrier } from "../../domain/carriers/carrier-directory.js";
import * as carrierNotes from "../../domain/carriers/carrier-notes.js";
import { noteView } from "../../domain/carriers/carrier-notes.js";
import * as carrierProfile from "../../domain/carriers/carrier-profile.js";
import { findCarrierByCustomExternalId } from "../../domain/carriers/carrier-profile.js";
import type { CarrierSearchQuery } from "../../domain/carriers/carrier-search.js";
import * as carrierSearch from "../../domain/carriers/carrier-search.js";
import { carrierView } from "../../domain/carriers/carrier-view.js";
import type { InternalCarrierInput } from "../../domain/carriers/internal-carriers.js";
import * as internalCarriers from "../../domain/carriers/internal-carriers.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

const guidOf = (path: Record<string, unknown>) => String(path.guid);

function createInternalCarrier(input: HandlerInput): HandlerResult {
  const carrier = internalCarriers.createInternalCarrier(input.ctx, orgOf(input), input.body as InternalCarrierInput);
  return objectEnvelope(carrierView(carrier));
}

function searchCarriers(input: HandlerInput): HandlerResult {
  const { objects, pagination } = carrierSearch.searchCarriers(orgOf(input), input.query as CarrierSearchQuery);
  return ok({ status: "success", data: { objects: objects.map(carrierView), pagination } });
}

function getCarrierByCustomExternalId(input: HandlerInput): HandlerResult {
  const carrier = findCarrierByCustomExternalId(orgOf(input), String(input.path.custom_external_id));
  return objectEnvelope(carrierView(carrier));
}

function getCarrierProfile(input: HandlerInput): HandlerResult {
  return objectEnvelope(carrierView(findCarrier(orgOf(input), guidOf(input.path))));
}

function updateCarrierProfile(input: HandlerInput): HandlerResult {
  const body = input.body as BrokerRecordsInput;
  return objectEnvelope(
    carrierView(carrierProfile.updateCarrierProfile(input.ctx, orgOf(input), guidOf(input.path), body)),
  );
}

function addCarrierNote(input: HandlerInput): HandlerResult {
  const { text } = input.body as { text: string };
  return objectEnvelope(noteView(carrierNotes.addCarrierNote(input.ctx, orgOf(input), guidOf(input.path), text)));
}

function getCarrierAchDetails(input: HandlerInput): HandlerResult {
  return objectEnvelope(achDetails(input.ctx, orgOf(input), guidOf(input.path)));
}

export const carrierRoutes: RouteTable = {
  createInternalCarrier: { handle: createInternalCarrier },
  searchCarriers: { handle: searchCarriers },
  getCarrierByCustomExternalId: { handle: getCarrierByCustomExternalId },
  getCarrierProfile: { handle: getCarrierProfile },
  updateCarrierProfile: { refineBodyErrors: brokerRecordsBodyError, handle: updateCarrierProfile },
  addCarrierNote: { handle: addCarrierNote },
  getCarrierAchDetails: { handle: getCarrierAchDetails },
};
