/** Instant bookings of posted orders by preferred carriers (one record per booking, keyed by its own guid). */
import { defineCollection } from "../../state/collection.js";

export interface BookingRecord {
  guid: string;
  orderGuid: string;
  carrierGuid: string;
  bookedAt: number;
}

export const BOOKINGS = defineCollection<BookingRecord>("loadboard-bookings");
