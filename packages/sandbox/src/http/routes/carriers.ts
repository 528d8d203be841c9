/** The carrier operations of the shipper API: internal carriers, search, profile (broker records), notes, ACH. */
import { achDetails } from "../../domain/carriers/ach-details.js";
import { type BrokerRecordsInput, brokerRecordsBodyError } from "../../domain/carriers/broker-records.js";
import { findCarrier } from "../../domain/carriers/carrier-directory.js";
import { addCarrierNote, noteView } from "../../domain/carriers/carrier-notes.js";
import { findCarrierByCustomExternalId, updateCarrierProfile } from "../../domain/carriers/carrier-profile.js";
import { type CarrierSearchQuery, searchCarriers } from "../../domain/carriers/carrier-search.js";
import { carrierView } from "../../domain/carriers/carrier-view.js";
import { createInternalCarrier, type InternalCarrierInput } from "../../domain/carriers/internal-carriers.js";
import { objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

const guidOf = (path: Record<string, unknown>) => String(path.guid);

export const carrierRoutes: RouteTable = {
  createInternalCarrier: {
    handle: (input) => {
      const carrier = createInternalCarrier(input.ctx, orgOf(input), input.body as InternalCarrierInput);
      return objectEnvelope(carrierView(carrier));
    },
  },
  searchCarriers: {
    handle: (input) => {
      const { objects, pagination } = searchCarriers(orgOf(input), input.query as CarrierSearchQuery);
      return ok({ status: "success", data: { objects: objects.map(carrierView), pagination } });
    },
  },
  getCarrierByCustomExternalId: {
    handle: (input) => {
      const carrier = findCarrierByCustomExternalId(orgOf(input), String(input.path.custom_external_id));
      return objectEnvelope(carrierView(carrier));
    },
  },
  getCarrierProfile: {
    handle: (input) => objectEnvelope(carrierView(findCarrier(orgOf(input), guidOf(input.path)))),
  },
  updateCarrierProfile: {
    refineBodyErrors: brokerRecordsBodyError,
    handle: (input) => {
      const body = input.body as BrokerRecordsInput;
      return objectEnvelope(carrierView(updateCarrierProfile(input.ctx, orgOf(input), guidOf(input.path), body)));
    },
  },
  addCarrierNote: {
    handle: (input) => {
      const { text } = input.body as { text: string };
      return objectEnvelope(noteView(addCarrierNote(input.ctx, orgOf(input), guidOf(input.path), text)));
    },
  },
  getCarrierAchDetails: {
    handle: (input) => objectEnvelope(achDetails(input.ctx, orgOf(input), guidOf(input.path))),
  },
};
