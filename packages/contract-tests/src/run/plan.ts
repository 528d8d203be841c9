/**
 * `haulkit-contract plan`: how far a run would reach on the target, without writing there. The target is probed (a
 * token, the clock read, the pricing probe: nothing it keeps) and the suites run once against the embedded sandbox,
 * each test recording what it needs as it goes (acting.ts); the plan then counts, per suite, the tests the target's
 * capabilities, actors and fixtures cover, and what each missing need would add — largest first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestNeeds } from "../actors/acting.js";
import { providedActions } from "../actors/acting.js";
import type { FixtureKey, FixturePlan } from "../target/fixtures-file.js";
import type { ProbedTarget } from "../target/probe.js";
import type { Reach } from "./reach.js";
import type { TestRecord } from "./test-record.js";

/** The first need of `needs` the target lacks (`carrier.pickUp`, `testClock`, `fixture load_requests`), if any. */
function firstMissing(
  needs: TestNeeds,
  target: ProbedTarget,
  left: Map<FixtureKey, number>,
  shared: Set<FixtureKey>,
): string | undefined {
  const played = providedActions(target);
  for (const capability of needs.capabilities) {
    if (capability !== "testHelpers" && !target.capabilities[capability as keyof ProbedTarget["capabilities"]])
      return capability;
  }
  for (const use of needs.fixtures) {
    if (use.actions.every((action) => played.includes(action as never))) continue;
    const available = left.get(use.key) ?? 0;
    if (!use.own && (shared.has(use.key) || available > 0)) {
      if (!shared.has(use.key)) left.set(use.key, available - 1);
      shared.add(use.key);
      continue;
    }
    if (use.own && available > 0) {
      left.set(use.key, available - 1);
      continue;
    }
    return `fixture ${use.key}`;
  }
  return needs.actions.find((action) => !played.includes(action as never));
}

/** The reach the target would have, from the needs each test recorded on the embedded sandbox. */
export function planReach(
  records: readonly TestRecord[],
  needsOf: ReadonlyMap<string, TestNeeds>,
  target: ProbedTarget,
  fixtures: FixturePlan,
): Reach {
  const suites = new Map<string, { suite: string; tests: number; ran: number }>();
  const missing = new Map<string, number>();
  const pools = new Map<string, { left: Map<FixtureKey, number>; shared: Set<FixtureKey> }>();
  for (const record of records) {
    if (record.state === "skipped" && record.note === undefined) continue;
    const row = suites.get(record.suite) ?? { suite: record.suite, tests: 0, ran: 0 };
    suites.set(record.suite, row);
    row.tests += 1;
    if (!pools.has(record.suite)) {
      const share = fixtures.suites[record.suite];
      const left = new Map<FixtureKey, number>(
        Object.entries(share ?? {}).map(([key, list]) => [key as FixtureKey, (list as unknown[]).length]),
      );
      pools.set(record.suite, { left, shared: new Set() });
    }
    const pool = pools.get(record.suite) as { left: Map<FixtureKey, number>; shared: Set<FixtureKey> };
    const needs = needsOf.get(`${record.suite} › ${record.name}`);
    const need = needs ? firstMissing(needs, target, pool.left, pool.shared) : undefined;
    if (need === undefined) row.ran += 1;
    else missing.set(need, (missing.get(need) ?? 0) + 1);
  }
  const rows = [...suites.values()];
  return {
    tests: rows.reduce((sum, row) => sum + row.tests, 0),
    ran: rows.reduce((sum, row) => sum + row.ran, 0),
    suites: rows,
    missing: [...missing]
      .map(([need, adds]) => ({ need, adds }))
      .sort((a, b) => b.adds - a.adds || a.need.localeCompare(b.need)),
  };
}

/** Suite -> key -> how many fixtures its tests use, from the needs they recorded: one per own use, one shared. */
export type FixtureDemand = Record<string, Partial<Record<FixtureKey, number>>>;

export function fixtureDemandOf(needsOf: ReadonlyMap<string, TestNeeds>): FixtureDemand {
  const demand: FixtureDemand = {};
  const shared = new Set<string>();
  for (const [id, needs] of needsOf) {
    const suite = id.slice(0, id.indexOf(" › "));
    for (const use of needs.fixtures) {
      if (!use.own && shared.has(`${suite} ${use.key}`)) continue;
      if (!use.own) shared.add(`${suite} ${use.key}`);
      demand[suite] ??= {};
      (demand[suite] as Record<string, number>)[use.key] = (demand[suite]?.[use.key] ?? 0) + 1;
    }
  }
  return demand;
}

/** Per key: how many the rehearsed tests use in all, and how many the fixtures file gives. */
export function fixtureUse(demand: FixtureDemand, fixtures: FixturePlan) {
  const use: Partial<Record<FixtureKey, { used: number; given: number }>> = {};
  for (const perKey of Object.values(demand)) {
    for (const [key, count] of Object.entries(perKey) as [FixtureKey, number][]) {
      use[key] ??= { used: 0, given: fixtures.counts[key].given };
      (use[key] as { used: number }).used += count;
    }
  }
  return use;
}

/** The plan as a table: per suite what would run, then each missing need and what it would add. */
export function planText(reach: Reach, fixtures: ReturnType<typeof fixtureUse> = {}): string {
  const share = reach.tests === 0 ? 0 : (100 * reach.ran) / reach.tests;
  const lines = [`plan: ${reach.ran} of ${reach.tests} tests would run (${share.toFixed(1)} %)`, ""];
  for (const row of reach.suites) lines.push(`  ${row.suite.padEnd(22)} ${row.ran} of ${row.tests}`);
  if (reach.missing.length > 0) {
    lines.push("", "what each missing need would add:");
    for (const { need, adds } of reach.missing) lines.push(`  ${need}: +${adds} tests`);
  }
  const keys = Object.entries(fixtures);
  if (keys.length > 0) {
    lines.push("", "fixtures these tests use (when no actor makes them):");
    for (const [key, { used, given }] of keys) lines.push(`  ${key}: ${used} (the fixtures file gives ${given})`);
  }
  return lines.join("\n");
}

/** A folder for the embedded rehearsal's reports, removed after. */
export function rehearsalDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "haulkit-plan-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
