/**
 * The carrier profile operations: read, update of the broker records (409 `BROKER_RECORDS_NOT_AVAILABLE` for a
 * carrier on the carrier application), and the lookup by `custom_external_id`, unique among the organisation's
 * carriers (a taken id is 400 `VALIDATION_ERROR`).
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict, notFound, validationError } from "../errors.js";
import { applyBrokerRecords, type BrokerRecordsInput } from "./broker-records.js";
import { carriersOf, findCarrier } from "./carrier-directory.js";
import type { CarrierRecord } from "./carrier-record.js";

export function findCarrierByCustomExternalId(org: Organisation, customExternalId: string): CarrierRecord {
  const carrier = carriersOf(org).find((record) => record.brokerRecords?.customExternalId === customExternalId);
  if (!carrier) throw notFound("No carrier has this custom_external_id");
  return carrier;
}

export function updateCarrierProfile(
  ctx: SandboxContext,
  org: Organisation,
  guid: string,
  body: BrokerRecordsInput,
): CarrierRecord {
  const carrier = findCarrier(org, guid);
  if (!carrier.brokerRecords) {
    throw conflict(
      "BROKER_RECORDS_NOT_AVAILABLE",
      "Broker records are not available for carriers on the carrier application",
    );
  }
  const externalId = body.custom_external_id;
  if (externalId !== undefined && externalId !== null) {
    const holder = carriersOf(org).find((record) => record.brokerRecords?.customExternalId === externalId);
    if (holder && holder.guid !== carrier.guid) {
      throw validationError("shipper", { custom_external_id: ["is already used by another carrier"] });
    }
  }
  const now = ctx.clock.now();
  carrier.brokerRecords = applyBrokerRecords(carrier.brokerRecords, body, now);
  carrier.changedAt = now;
  return carrier;
}
