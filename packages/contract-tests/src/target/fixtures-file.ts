/**
 * The fixtures file (`--fixtures`, HAULKIT_FIXTURES): objects the public API cannot create, named by the user for a
 * target without the actors to make them: pending load requests a carrier sent, carriers of the network, orders the
 * web interface's manual marks brought to a status. It is checked when the run starts (a bad file is a UsageError
 * naming the problem) and shared out among the suites.
 */
import { readFileSync } from "node:fs";
import { UsageError } from "../cli/args.js";

/** A carrier's pending load request on one of the organisation's orders: not answered, no counter offer on it. */
export type LoadRequestFixture = { order_guid: string; request_guid: string };

/** A carrier of the organisation's network (found by searchCarriers), only read by the tests. */
export type NetworkCarrierFixture = { guid: string };

/** A broker of the network linked to the organisation, that orders are submitted to (submitOrderToBroker). */
export type LinkedBrokerFixture = { guid: string };

/** An order of the organisation brought to a status beforehand (see ORDER_FIXTURE_KEYS); one test changes it. */
export type OrderFixture = { guid: string };

/** Mark keys: the web interface's manual marks made on a new order, in this order (fixture-orders.ts plays them). */
export const MARK_FIXTURE_KEYS = [
  "orders_accepted",
  "orders_picked_up",
  "orders_delivered",
  "orders_invoiced",
  "orders_delivery_verified",
  "orders_invoiced_when_new",
  "orders_pending",
  "orders_canceled",
] as const;

export type MarkFixtureKey = (typeof MARK_FIXTURE_KEYS)[number];

/** Order keys: the mark keys, and orders of a given body or through another party's steps (fixture-orders.ts). */
export const ORDER_FIXTURE_KEYS = [
  ...MARK_FIXTURE_KEYS,
  "orders_offer_declined",
  "orders_offer_canceled",
  "orders_delivered_platformpay",
  "orders_insured",
] as const;

export type OrderFixtureKey = (typeof ORDER_FIXTURE_KEYS)[number];

export type Fixtures = {
  load_requests: LoadRequestFixture[];
  network_carriers: NetworkCarrierFixture[];
  network_carriers_unflagged: NetworkCarrierFixture[];
  ach_carriers: NetworkCarrierFixture[];
  linked_brokers: LinkedBrokerFixture[];
  second_org_linked_brokers: LinkedBrokerFixture[];
} & Record<OrderFixtureKey, OrderFixture[]>;

export type FixtureKey = keyof Fixtures;

const ORDER = 'orders, each {"guid": "..."}: created through the API (any valid order), then on the web interface';
const ACCEPTED = 'marked accepted with carrier e-mail "dispatch@roadrunner-auto.example" and phone "+1 555 0100"';

export const FIXTURE_KEYS: Record<FixtureKey, string> = {
  load_requests:
    'pending load requests, each {"order_guid": "...", "request_guid": "..."}: a carrier\'s request on one of the organisation\'s orders, not answered, no counter offer on it',
  network_carriers:
    'carriers of the organisation\'s network, each {"guid": "..."}, with a USDOT number, e-mail, phone, MC number and a name of two words or more on file: only read (searched for)',
  network_carriers_unflagged:
    'carriers of the organisation\'s network, each {"guid": "..."}, with a USDOT number and broker records (not on the carrier app) none of approved, preferred, in_blacklist, insurance_certificate_holder set and no custom_external_id: one per test (it changes those records)',
  ach_carriers:
    'carriers of the organisation\'s network, each {"guid": "..."}, with broker records (not on the carrier app), no custom_external_id, and the bank details bank_name "First Prairie Bank", bank_routing_number "111000025", bank_account_number "000123456789", voided_check_url "https://files.example.com/carriers/voided-check.pdf" on file; no order of theirs ever delivered: the first of a suite\'s share only read (shared), the others one per test',
  linked_brokers:
    'brokers linked to the organisation (listed by listLinkedBrokers), each {"guid": "..."}: the tests submit orders to the first, shared',
  second_org_linked_brokers:
    'brokers linked to the second organisation (the client of --second-client-id), each {"guid": "..."}: the organisations suite submits the second organisation\'s orders to the first, shared',
  orders_accepted: `${ORDER} ${ACCEPTED}, nothing else done to them; one per test (changed by it)`,
  orders_picked_up: `${ORDER} ${ACCEPTED}, then marked picked up with the adjusted date 2026-03-16T08:00:00.000+0000; one per test`,
  orders_delivered: `${ORDER} ${ACCEPTED}, then marked delivered (from accepted) with the adjusted pickup date 2026-03-16T08:00:00.000+0000 and delivery date 2026-03-19T17:00:00.000+0000; one per test`,
  orders_invoiced: `${ORDER} brought as orders_delivered, then marked carrier invoiced with the adjusted invoice date 2026-03-19T17:00:00.000+0000; one per test`,
  orders_delivery_verified: `${ORDER} brought as orders_delivered, then marked delivery verified; one per test`,
  orders_invoiced_when_new: `${ORDER} marked carrier invoiced (nothing before) with the adjusted invoice date 2026-03-19T17:00:00.000+0000; one per test`,
  orders_pending: `${ORDER} marked pending (nothing else); one per test`,
  orders_canceled: `${ORDER} canceled (nothing else); one per test`,
  orders_offer_declined:
    'orders, each {"guid": "..."}: created through the API, offered to a carrier (sendLoadOffer), who declined the offer on its side (the order is declined); one per test',
  orders_offer_canceled:
    'orders, each {"guid": "..."}: created through the API, offered to a carrier (sendLoadOffer), who accepted the offer, then canceled it on its side (the order is canceled); one per test',
  orders_delivered_platformpay:
    'orders, each {"guid": "..."}: created through the API with payment {"payment_method": "platformpay", "payment_terms": "5_days"}, then brought as orders_delivered; the first of a suite\'s share is only refused changes (shared), the others one per test',
  orders_insured:
    'orders, each {"guid": "..."}: created through the API with exactly two vehicles, in this order a 2022 Toyota Camry sedan (VIN 4T1C11AK5NU612345, price 600.00) and a 2021 Ford Explorer suv (VIN 1FMSK8DH3MGA54321, price 650.00); their insurance synced (syncInsurancePolicy), then the insurer issued both vehicles\' policies; one per test (it changes a vehicle)',
};

/** Every key, in the file's documented order. */
export const FIXTURE_KEY_NAMES = Object.keys(FIXTURE_KEYS) as FixtureKey[];

/**
 * How many of each fixture a suite uses when no actor makes them: one per test that answers, counters or changes
 * it, one for all the tests that only read one or are refused on it. Derived: `haulkit-contract plan --format json`
 * prints the `demand` its rehearsal recorded, and test/fixtures.e2e.test.ts holds the two equal.
 */
export const FIXTURE_DEMAND: Record<string, Partial<Record<FixtureKey, number>>> = {
  "counter-offers": { load_requests: 14 },
  "load-requests": { load_requests: 11 },
  organisations: {
    load_requests: 4,
    ach_carriers: 1,
    linked_brokers: 1,
    second_org_linked_brokers: 1,
    orders_picked_up: 1,
  },
  carriers: { network_carriers: 1, network_carriers_unflagged: 31 },
  "carrier-ach": { ach_carriers: 2, orders_delivered: 1 },
  "order-fields": { linked_brokers: 1 },
  "payment-rules": { linked_brokers: 1 },
  "dated-rules": { linked_brokers: 1 },
  customers: { linked_brokers: 1 },
  "order-lifecycle": {
    orders_accepted: 25,
    orders_picked_up: 13,
    orders_delivered: 12,
    orders_invoiced: 2,
    orders_delivery_verified: 8,
    orders_invoiced_when_new: 9,
    orders_pending: 6,
    orders_canceled: 7,
  },
  "order-mark-dates": { orders_accepted: 7, orders_picked_up: 3 },
  "order-activities": {
    orders_accepted: 3,
    orders_picked_up: 1,
    orders_delivered: 1,
    orders_invoiced: 1,
    orders_delivery_verified: 1,
  },
  attachments: { orders_accepted: 1, orders_delivered: 1, orders_invoiced_when_new: 1, orders_canceled: 1 },
  offers: {
    orders_accepted: 1,
    orders_picked_up: 1,
    orders_delivered: 1,
    orders_invoiced_when_new: 1,
    orders_pending: 1,
    orders_canceled: 1,
    orders_offer_declined: 1,
    orders_offer_canceled: 1,
  },
  loadboard: {
    orders_accepted: 1,
    orders_picked_up: 1,
    orders_delivered: 1,
    orders_invoiced_when_new: 1,
    orders_pending: 1,
    orders_canceled: 1,
    orders_offer_declined: 1,
    orders_offer_canceled: 1,
  },
  insurance: { orders_insured: 16 },
  payments: { orders_delivered_platformpay: 4 },
};

export const NO_FIXTURES: Fixtures = Object.fromEntries(
  FIXTURE_KEY_NAMES.map((key) => [key, []]),
) as unknown as Fixtures;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fail(file: string, problem: string): never {
  throw new UsageError(`fixtures file ${file}: ${problem}`);
}

/** A list of objects with exactly the guid fields `fields`, none listed twice (by its last field). */
function guidEntries<T>(file: string, key: FixtureKey, value: unknown, fields: readonly string[]): T[] {
  if (!Array.isArray(value)) fail(file, `${key} must be an array`);
  const seen = new Set<string>();
  const identity = fields[fields.length - 1] as string;
  return value.map((entry: unknown, index) => {
    const at = `${key}[${index}]`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) fail(file, `${at} must be an object`);
    const given = entry as Record<string, unknown>;
    const extra = Object.keys(given).find((name) => !fields.includes(name));
    if (extra !== undefined) fail(file, `${at} has an unknown field '${extra}' (it takes ${fields.join(" and ")})`);
    for (const field of fields) {
      const guid = given[field];
      if (guid === undefined) fail(file, `${at}.${field} is missing`);
      if (typeof guid !== "string" || !GUID.test(guid)) fail(file, `${at}.${field} must be a guid (UUID)`);
    }
    const id = (given[identity] as string).toLowerCase();
    if (seen.has(id)) fail(file, `${at}.${identity} ${given[identity]} is listed twice`);
    seen.add(id);
    return Object.fromEntries(fields.map((field) => [field, given[field]])) as T;
  });
}

const FIELDS: Record<FixtureKey, readonly string[]> = {
  ...(Object.fromEntries(ORDER_FIXTURE_KEYS.map((key) => [key, ["guid"]])) as Record<OrderFixtureKey, string[]>),
  load_requests: ["order_guid", "request_guid"],
  network_carriers: ["guid"],
  network_carriers_unflagged: ["guid"],
  ach_carriers: ["guid"],
  linked_brokers: ["guid"],
  second_org_linked_brokers: ["guid"],
};

/** The fixtures named in a JSON text; a UsageError naming the file and the first problem. */
export function parseFixtures(file: string, text: string): Fixtures {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(file, `not JSON (${(error as Error).message})`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) fail(file, "must hold a JSON object");
  const known = Object.keys(FIXTURE_KEYS);
  const unknown = Object.keys(json).find((key) => !known.includes(key));
  if (unknown !== undefined) fail(file, `unknown key '${unknown}' (known keys: ${known.join(", ")})`);
  const given = json as Record<string, unknown>;
  const list = <T>(key: FixtureKey): T[] =>
    given[key] === undefined ? [] : guidEntries<T>(file, key, given[key], FIELDS[key]);
  return Object.fromEntries(FIXTURE_KEY_NAMES.map((key) => [key, list(key)])) as unknown as Fixtures;
}

/** Reads and checks the file; undefined when none was given. */
export function loadFixtures(file: string | undefined): Fixtures | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as { code?: string }).code;
    fail(file, code === "ENOENT" ? "no such file" : `cannot be read (${code ?? (error as Error).message})`);
  }
  return parseFixtures(file, text);
}

/** What the run's fixtures give each suite, and the totals a skip reason quotes. */
export interface FixturePlan {
  /** The file they came from; undefined without --fixtures. */
  file: string | undefined;
  /** Suite name -> the fixtures it may use (its share, in the file's order). */
  suites: Record<string, Fixtures>;
  /** Per key: how many the selected suites use, and how many the file gives. */
  counts: Record<FixtureKey, { needed: number; given: number }>;
}

/** The file's fixtures shared out among the selected suites in their order, each up to its demand. */
export function planFixtures(fixtures: Fixtures | undefined, file: string | undefined, suites: readonly string[]) {
  const given = fixtures ?? NO_FIXTURES;
  const plan: FixturePlan = {
    file,
    suites: {},
    counts: Object.fromEntries(FIXTURE_KEY_NAMES.map((key) => [key, { needed: 0, given: 0 }])) as FixturePlan["counts"],
  };
  for (const key of FIXTURE_KEY_NAMES) {
    const pool: unknown[] = [...given[key]];
    plan.counts[key].given = pool.length;
    for (const suite of suites) {
      const demand = FIXTURE_DEMAND[suite]?.[key] ?? 0;
      if (demand === 0) continue;
      plan.counts[key].needed += demand;
      plan.suites[suite] ??= { ...NO_FIXTURES };
      (plan.suites[suite] as Record<FixtureKey, unknown[]>)[key] = pool.splice(0, demand);
    }
  }
  return plan;
}

/** The reason a test is skipped for want of a fixture of `key` (the same text for every such test of the run). */
export function missingFixtureReason(plan: FixturePlan, key: FixtureKey): string {
  const { needed, given } = plan.counts[key];
  const missing = Math.max(needed - given, 0);
  const source = plan.file
    ? `the fixtures file ${plan.file} gives ${given} of the ${needed} this run's suites use (${missing} missing)`
    : `no fixtures file is given: this run's suites use ${needed} (${missing} missing; --fixtures or HAULKIT_FIXTURES, see --help)`;
  return `needs fixture ${key}: the target has no test helpers (/_sandbox) to make them, and ${source}`;
}

/** One line for the run's banner: what the file gives and what the selected suites use. */
export function fixturesLine(plan: FixturePlan, helpers: boolean): string | undefined {
  if (plan.file === undefined) return undefined;
  const counts = FIXTURE_KEY_NAMES.filter((key) => plan.counts[key].given > 0 || plan.counts[key].needed > 0)
    .map((key) => `${key} ${plan.counts[key].given} given, ${plan.counts[key].needed} used by the selected suites`)
    .join("; ");
  return `fixtures: ${plan.file}: ${counts}${helpers ? " (unused: the target's test helpers make them)" : ""}`;
}
