/**
 * Order activity entries: one per status change, newest first. Each order keeps its own entries (on its record), so
 * recording one touches no organisation-wide index and listing one order's reads only that order's.
 */
import { nameGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import { formatDateTime } from "../time.js";
import { userView } from "./users.js";

export interface ActivityVehicle {
  guid: string;
  lot_number?: string | null;
  make?: string;
  model?: string;
  vin?: string;
  year?: number;
}

export interface CarrierInfo {
  carrier_guid: string | null;
  carrier_name: string | null;
  carrier_address: string | null;
  carrier_city: string | null;
  carrier_state: string | null;
  carrier_zip: string | null;
  carrier_contact_name: string | null;
  carrier_email: string | null;
  carrier_phone: string | null;
  carrier_usdot: string | null;
}

/** A carrier that has an order: its guid is always known (offers, load requests and bookings all name one). */
export type AssignedCarrierInfo = Partial<CarrierInfo> & { carrier_guid: string };

export interface ActivityRecord {
  id: number;
  seq: number;
  createdAt: number;
  code: string;
  status: string;
  /** Set when a user of the organisation did it (API calls); null when a carrier did. */
  byUser: boolean;
  carrier?: Partial<CarrierInfo>;
  driver?: { name: string | null; phone: string | null };
  vehicles: ActivityVehicle[];
}

/** What keeps activity entries: an order record (anything with the list, in tests). */
export interface ActivityOwner {
  /** The entries, oldest first (created with the first one). */
  activities?: ActivityRecord[];
}

export interface NewActivity {
  code: string;
  status: string;
  at: number;
  byUser?: boolean;
  carrier?: Partial<CarrierInfo>;
  driver?: { name: string | null; phone: string | null };
  vehicles?: ActivityVehicle[];
}

/** Shared by every entry without vehicles (frozen: an entry's vehicles never change). */
const NO_VEHICLES = Object.freeze([]) as unknown as ActivityVehicle[];

/** The document's rule: an entry lists the order's vehicles only in status `picked_up` or `delivered`. */
export function keepsVehicles(status: string): boolean {
  return status === "picked_up" || status === "delivered";
}

/** Records an entry of `owner`; `vehicles` is kept only where `keepsVehicles` says so. */
export function recordActivity(org: Organisation, owner: ActivityOwner, entry: NewActivity): ActivityRecord {
  const record: ActivityRecord = {
    id: org.next("activity"),
    seq: org.next("activity-seq"),
    createdAt: entry.at,
    code: entry.code,
    status: entry.status,
    byUser: entry.byUser ?? true,
    carrier: entry.carrier,
    driver: entry.driver,
    vehicles: keepsVehicles(entry.status) ? (entry.vehicles ?? []) : NO_VEHICLES,
  };
  if (owner.activities) owner.activities.push(record);
  else owner.activities = [record];
  return record;
}

/** Guids of the entries shown so far (a listing changes no record: the data dir never sees reads). */
const activityGuids = new WeakMap<ActivityRecord, string>();

/**
 * The entry's guid, made when first shown: most entries never are. Name-based on the organisation, the entry's
 * id and time, so a sandbox reopened from its data dir shows the same guid again.
 */
function activityGuid(org: Organisation, entry: ActivityRecord): string {
  let guid = activityGuids.get(entry);
  if (guid === undefined) {
    guid = nameGuid("haulkit-sandbox-activity", `${org.guid}:${entry.id}:${entry.createdAt}`);
    activityGuids.set(entry, guid);
  }
  return guid;
}

/** The owner's entries, newest first (GAPS.md: order not shown, newest first chosen). */
export function activitiesOf(owner: ActivityOwner): ActivityRecord[] {
  return [...(owner.activities ?? [])].sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
}

const CARRIER_KEYS: (keyof CarrierInfo)[] = [
  "carrier_guid",
  "carrier_name",
  "carrier_address",
  "carrier_city",
  "carrier_state",
  "carrier_zip",
  "carrier_contact_name",
  "carrier_email",
  "carrier_phone",
  "carrier_usdot",
];

export function activityView(org: Organisation, entry: ActivityRecord): Record<string, unknown> {
  const carrier = Object.fromEntries(CARRIER_KEYS.map((key) => [key, entry.carrier?.[key] ?? null]));
  return {
    guid: activityGuid(org, entry),
    id: entry.id,
    created_at: formatDateTime(entry.createdAt),
    code: entry.code,
    action_status: "success",
    status: entry.status,
    ...carrier,
    driver_name: entry.driver?.name ?? null,
    driver_phone: entry.driver?.phone ?? null,
    error_message: null,
    error_details: null,
    user: entry.byUser ? { ...userView(org), is_superuser: false } : null,
    vehicles: entry.vehicles.map((vehicle) => ({ ...vehicle })),
  };
}
