import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TestNeeds } from "../../src/actors/acting.js";
import { planReach, planText } from "../../src/run/plan.js";
import type { TestRecord } from "../../src/run/test-record.js";
import { NO_FIXTURES, planFixtures } from "../../src/target/fixtures-file.js";
import type { ProbedTarget } from "../../src/target/probe.js";
import { runCli } from "../support/cli.js";

const ALL = { testHelpers: false, testClock: false, writes: true, pricing: true, webhooks: true, secondClient: false };
const target = { sandbox: false, actions: ["carrier.acceptOffer"], capabilities: ALL } as unknown as ProbedTarget;
const passed = (name: string): TestRecord => ({ suite: "counter-offers", name, state: "passed", errors: [] });
const needs = (over: Partial<TestNeeds>): TestNeeds => ({
  capabilities: ["writes"],
  actions: [],
  fixtures: [],
  ...over,
});
const REQUEST = { key: "load_requests", own: true, actions: ["carrier.sendLoadRequest"] } as const;
const GUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("the plan", () => {
  it("counts what the target covers; a fixture stands in for its actions while the suite's share lasts", () => {
    const records = ["a", "b", "c", "d", "e", "f"].map(passed);
    const table = new Map<string, TestNeeds>([
      ["counter-offers › a", needs({ actions: ["carrier.acceptOffer"] })],
      ["counter-offers › b", needs({ actions: ["carrier.pickUp"] })],
      ["counter-offers › c", needs({ capabilities: ["writes", "testClock"] })],
      ["counter-offers › d", needs({ fixtures: [{ ...REQUEST, actions: [...REQUEST.actions] }] })],
      ["counter-offers › e", needs({ fixtures: [{ ...REQUEST, actions: [...REQUEST.actions] }] })],
      ["counter-offers › f", needs({ capabilities: ["writes", "testHelpers"] })],
    ]);
    const fixtures = planFixtures(
      { ...NO_FIXTURES, load_requests: [{ order_guid: GUID, request_guid: GUID }] },
      "f.json",
      ["counter-offers"],
    );
    const reach = planReach(records, table, target, fixtures);
    expect(reach).toEqual({
      tests: 6,
      ran: 3,
      suites: [{ suite: "counter-offers", tests: 6, ran: 3 }],
      missing: [
        { need: "carrier.pickUp", adds: 1 },
        { need: "fixture load_requests", adds: 1 },
        { need: "testClock", adds: 1 },
      ],
    });
    expect(planText(reach)).toContain("  carrier.pickUp: +1 tests");
  });

  it("haulkit-contract plan --format json on the embedded sandbox: every selected test would run", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "haulkit-plan-test-"));
    const run = await runCli(["plan", "--suite", "counter-offers", "--format", "json"], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const reach = JSON.parse(run.stdout);
    expect(reach.ran).toBe(reach.tests);
    expect(reach.suites).toEqual([{ suite: "counter-offers", tests: reach.tests, ran: reach.tests }]);
    expect(reach.missing).toEqual([]);
  });
});
