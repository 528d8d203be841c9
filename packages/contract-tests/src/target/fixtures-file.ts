/**
 * The fixtures file (`--fixtures`, HAULKIT_FIXTURES): objects the public API cannot create, named by the user for a
 * target without the sandbox test helpers — pending load requests a carrier sent. It is checked when the run
 * starts (a bad file is a UsageError naming the problem) and shared out among the selected suites.
 */
import { readFileSync } from "node:fs";
import { UsageError } from "../cli/args.js";

/** A carrier's pending load request on one of the organisation's orders: not answered, no counter offer on it. */
export type LoadRequestFixture = { order_guid: string; request_guid: string };

export interface Fixtures {
  load_requests: LoadRequestFixture[];
}

export type FixtureKey = keyof Fixtures;

export const FIXTURE_KEYS: Record<FixtureKey, string> = {
  load_requests:
    'pending load requests, each {"order_guid": "...", "request_guid": "..."}: a carrier\'s request on one of the organisation\'s orders, not answered, no counter offer on it',
};

/**
 * How many of each fixture a suite uses when the target has no test helpers. The first load request of a suite is
 * only read or refused (tests share it); the others are answered or countered, one per test.
 */
export const FIXTURE_DEMAND: Record<string, Partial<Record<FixtureKey, number>>> = {
  "counter-offers": { load_requests: 4 },
  "load-requests": { load_requests: 4 },
};

export const NO_FIXTURES: Fixtures = { load_requests: [] };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fail(file: string, problem: string): never {
  throw new UsageError(`fixtures file ${file}: ${problem}`);
}

function loadRequests(file: string, value: unknown): LoadRequestFixture[] {
  if (!Array.isArray(value)) fail(file, "load_requests must be an array");
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const at = `load_requests[${index}]`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) fail(file, `${at} must be an object`);
    const fields = entry as Record<string, unknown>;
    const extra = Object.keys(fields).find((key) => key !== "order_guid" && key !== "request_guid");
    if (extra !== undefined) fail(file, `${at} has an unknown field '${extra}' (it takes order_guid and request_guid)`);
    for (const field of ["order_guid", "request_guid"]) {
      const guid = fields[field];
      if (guid === undefined) fail(file, `${at}.${field} is missing`);
      if (typeof guid !== "string" || !GUID.test(guid)) fail(file, `${at}.${field} must be a guid (UUID)`);
    }
    const request = fields.request_guid as string;
    if (seen.has(request.toLowerCase())) fail(file, `${at}.request_guid ${request} is listed twice`);
    seen.add(request.toLowerCase());
    return { order_guid: fields.order_guid as string, request_guid: request };
  });
}

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
  const fields = json as Record<string, unknown>;
  return { load_requests: fields.load_requests === undefined ? [] : loadRequests(file, fields.load_requests) };
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
  const plan: FixturePlan = { file, suites: {}, counts: { load_requests: { needed: 0, given: 0 } } };
  for (const key of Object.keys(FIXTURE_KEYS) as FixtureKey[]) {
    const pool = [...given[key]];
    plan.counts[key].given = pool.length;
    for (const suite of suites) {
      const demand = FIXTURE_DEMAND[suite]?.[key] ?? 0;
      if (demand === 0) continue;
      plan.counts[key].needed += demand;
      plan.suites[suite] ??= { ...NO_FIXTURES };
      (plan.suites[suite] as Fixtures)[key] = pool.splice(0, demand);
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
  const counts = (Object.keys(FIXTURE_KEYS) as FixtureKey[])
    .map((key) => `${key} ${plan.counts[key].given} given, ${plan.counts[key].needed} used by the selected suites`)
    .join("; ");
  return `fixtures: ${plan.file}: ${counts}${helpers ? " (unused: the target's test helpers make them)" : ""}`;
}
