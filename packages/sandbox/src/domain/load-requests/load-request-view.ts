/** A load request as the APIs show it: the request (`LoadRequest`, the events' `data`), with its status, and more. */
import { formatDateTime } from "../../time.js";
import type { AssignedCarrierInfo } from "../activities.js";
import { CARRIER_FIELDS, type LoadRequestRecord } from "./load-request-record.js";

/** The document's field list: the `data` of the load request events. */
export function loadRequestData(request: LoadRequestRecord): Record<string, unknown> {
  const { fields } = request;
  const data: Record<string, unknown> = {
    guid: request.guid,
    requested_price: fields.requested_price,
    pickup_date: fields.pickup_date,
    delivery_date: fields.delivery_date,
    carrier_comment: fields.carrier_comment,
    carrier_guid: fields.carrier_guid,
  };
  for (const key of CARRIER_FIELDS) if (fields[key] !== undefined) data[key] = fields[key];
  return data;
}

/** The shipper API's `LoadRequestState` (accept, decline). */
export function loadRequestState(request: LoadRequestRecord): Record<string, unknown> {
  return { ...loadRequestData(request), status: request.status };
}

/** The test helpers' view: the state plus the order and the timestamps. */
export function carrierLoadRequestView(request: LoadRequestRecord): Record<string, unknown> {
  return {
    ...loadRequestState(request),
    order_guid: request.orderGuid,
    created_at: formatDateTime(request.createdAt),
    changed_at: formatDateTime(request.changedAt),
  };
}

/** The carrier columns of the order's activity entries. */
export function loadRequestCarrier(request: LoadRequestRecord): AssignedCarrierInfo {
  const { fields } = request;
  return {
    carrier_guid: fields.carrier_guid,
    carrier_name: fields.carrier_name ?? null,
    carrier_address: fields.carrier_address ?? null,
    carrier_city: fields.carrier_city ?? null,
    carrier_state: fields.carrier_state ?? null,
    carrier_zip: fields.carrier_zip ?? null,
    carrier_contact_name: fields.carrier_contact_name ?? null,
    carrier_email: fields.carrier_email ?? null,
    carrier_phone: fields.carrier_phone ?? null,
    carrier_usdot: fields.carrier_usdot ?? null,
  };
}
