/**
 * The carriers an organisation knows: internal carriers it created, carriers the network helper added, and
 * carriers that reached it through the carrier application — a carrier that accepted one of its load offers
 * ("created when it accepts") or sent a load request. Those last ones are recorded as `CTMS` carriers (no broker
 * records) the first time the organisation's carriers are read.
 */

import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import { LOAD_REQUESTS } from "../load-requests/load-request-record.js";
import { OFFERS } from "../offers/offer-record.js";
import { CARRIERS, type CarrierDetails, type CarrierRecord } from "./carrier-record.js";

/** How a carrier is named somewhere else (an offer, a load request, a booking): its guid and contact keys. */
export interface CarrierKey {
  guid?: string | null;
  usdot?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A carrier seen on an offer or a load request, with what that object tells about it. */
interface Sighting extends CarrierKey {
  guid: string;
  at: number;
  details: Partial<CarrierDetails>;
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** Same carrier by USDOT number, e-mail (case-insensitive) or phone (digits only). */
function sameCarrier(record: CarrierRecord, key: CarrierKey): boolean {
  const usdots = [record.usDot, record.brokerRecords?.usdotNumber].filter((value) => value);
  if (key.usdot && usdots.some((usdot) => usdot?.trim() === key.usdot?.trim())) return true;
  const email = record.details.email;
  if (key.email && email && email.trim().toLowerCase() === key.email.trim().toLowerCase()) return true;
  const phone = record.details.phone_numbers;
  return Boolean(key.phone && phone && digits(key.phone).length > 0 && digits(phone) === digits(key.phone));
}

/** The known carrier a key names: by guid first, else by USDOT number, e-mail or phone (first created wins). */
export function resolveCarrier(org: Organisation, key: CarrierKey): CarrierRecord | undefined {
  const carriers = org.collection(CARRIERS);
  const byGuid = key.guid ? carriers.get(key.guid) : undefined;
  return byGuid ?? carriers.values().find((record) => sameCarrier(record, key));
}

/** The `email` format the spec's validators apply (ajv-formats, full mode). */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** An e-mail the carrier record may show (the spec's `format: email`); load requests take any string. */
function validEmail(value: string | undefined): string | null {
  return value !== undefined && EMAIL.test(value) ? value : null;
}

function sightings(org: Organisation): Sighting[] {
  const seen: Sighting[] = [];
  for (const offer of org.collection(OFFERS).values()) {
    if (offer.status !== "accepted" && offer.status !== "canceled_by_carrier") continue;
    const { carrier_usdot: usdot, carrier_email: email, carrier_phone: phone } = offer.address;
    seen.push({
      guid: offer.carrierGuid ?? offer.addressedCarrierGuid,
      usdot,
      email,
      phone,
      at: offer.changedAt,
      details: { email: validEmail(email), phone_numbers: phone ?? null },
    });
  }
  for (const request of org.collection(LOAD_REQUESTS).values()) {
    const { fields } = request;
    seen.push({
      guid: fields.carrier_guid,
      usdot: fields.carrier_usdot,
      email: fields.carrier_email,
      phone: fields.carrier_phone,
      at: request.createdAt,
      details: {
        name: fields.carrier_name,
        contact_name: fields.carrier_contact_name ?? null,
        email: validEmail(fields.carrier_email),
        phone_numbers: fields.carrier_phone ?? null,
        address: fields.carrier_address ?? null,
        city: fields.carrier_city ?? null,
        state: fields.carrier_state ?? null,
        zip: fields.carrier_zip ?? null,
      },
    });
  }
  return seen.sort((a, b) => a.at - b.at);
}

/** A name for a carrier the organisation only knows by a key. */
function fallbackName(sighting: Sighting): string {
  if (sighting.usdot) return `Carrier USDOT ${sighting.usdot}`;
  return `Carrier ${sighting.email ?? sighting.phone ?? sighting.guid.slice(0, 8)}`;
}

/** Records the carriers that reached the organisation through offers and load requests and are not known yet. */
export function syncCarriers(org: Organisation): void {
  const carriers = org.collection(CARRIERS);
  for (const sighting of sightings(org)) {
    if (resolveCarrier(org, sighting)) continue;
    const { name, ...rest } = sighting.details;
    carriers.set({
      guid: sighting.guid,
      seq: org.next("carrier"),
      carrierType: "CTMS",
      details: { ...rest, name: name || fallbackName(sighting) },
      mcNumber: null,
      usDot: sighting.usdot ?? null,
      brokerRecords: null,
      ach: null,
      createdAt: sighting.at,
      changedAt: sighting.at,
    });
  }
}

/** Every carrier of the organisation, oldest first. */
export function carriersOf(org: Organisation): CarrierRecord[] {
  syncCarriers(org);
  return org
    .collection(CARRIERS)
    .values()
    .sort((a, b) => a.seq - b.seq);
}

/** The carrier with this guid (404 when the organisation does not know it). */
export function findCarrier(org: Organisation, guid: string): CarrierRecord {
  syncCarriers(org);
  const carrier = org.collection(CARRIERS).get(guid);
  if (!carrier) throw notFound("Carrier not found");
  return carrier;
}
