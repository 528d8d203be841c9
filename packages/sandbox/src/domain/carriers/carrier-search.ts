/**
 * Carrier search (`full_search`): every given parameter must match (GAPS.md: AND). `query` matches a USDOT number,
 * an e-mail or part of a name; `name` is partial; e-mail is case-insensitive; phone compares digits; the MC number
 * ignores case, separators and the `MC` prefix. Results oldest first, paginated.
 */
import type { Organisation } from "../../state/organisations.js";
import { paginate } from "../pagination.js";
import { carriersOf } from "./carrier-directory.js";
import type { CarrierRecord } from "./carrier-record.js";

export interface CarrierSearchQuery {
  query?: string;
  usdot?: string;
  mcNumber?: string;
  name?: string;
  email?: string;
  phone?: string;
  page?: unknown;
  size?: unknown;
}

const lower = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();
const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");
const mcDigits = (value: string | null | undefined) =>
  (value ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/^MC/, "");

function usdotsOf(carrier: CarrierRecord): string[] {
  return [carrier.usDot, carrier.brokerRecords?.usdotNumber].filter((value): value is string => Boolean(value));
}

const hasUsdot = (carrier: CarrierRecord, usdot: string) =>
  usdotsOf(carrier).some((own) => own.trim() === usdot.trim());
const hasEmail = (carrier: CarrierRecord, email: string) =>
  carrier.details.email != null && lower(carrier.details.email) === lower(email);
const nameContains = (carrier: CarrierRecord, part: string) =>
  [carrier.details.name, carrier.details.dba_name].some((name) => lower(name).includes(lower(part)));

/** One predicate per given parameter. */
function predicates(query: CarrierSearchQuery): ((carrier: CarrierRecord) => boolean)[] {
  const tests: ((carrier: CarrierRecord) => boolean)[] = [];
  const { query: text, usdot, mcNumber, name, email, phone } = query;
  if (text !== undefined) {
    tests.push((carrier) => hasUsdot(carrier, text) || hasEmail(carrier, text) || nameContains(carrier, text));
  }
  if (usdot !== undefined) tests.push((carrier) => hasUsdot(carrier, usdot));
  if (mcNumber !== undefined) {
    tests.push((carrier) => carrier.mcNumber !== null && mcDigits(carrier.mcNumber) === mcDigits(mcNumber));
  }
  if (name !== undefined) tests.push((carrier) => nameContains(carrier, name));
  if (email !== undefined) tests.push((carrier) => hasEmail(carrier, email));
  if (phone !== undefined) {
    tests.push((carrier) => digits(phone).length > 0 && digits(carrier.details.phone_numbers) === digits(phone));
  }
  return tests;
}

export function searchCarriers(org: Organisation, query: CarrierSearchQuery) {
  const tests = predicates(query);
  const found = carriersOf(org).filter((carrier) => tests.every((test) => test(carrier)));
  return paginate(found, query);
}
