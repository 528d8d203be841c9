import { describe, expect, it } from "vitest";
import { coverageGate, exercised, unionRecords } from "../../src/coverage/merge.js";
import { computeCoverage } from "../../src/coverage/report.js";
import { operations } from "../../src/spec/operations.js";
import { CAPABILITIES, type Capabilities } from "../../src/target/capabilities.js";
import { webhookActions } from "../../src/validation/webhooks.js";

const ALL = Object.fromEntries(CAPABILITIES.map((name) => [name, true])) as Capabilities;
/** Every documented (operation, status) pair and every action: what a full embedded run covers. */
const EVERYTHING = {
  responses: [...operations().values()].flatMap((op) => [...op.responses.keys()].map((s) => `${op.operationId} ${s}`)),
  webhooks: [...webhookActions()],
};

describe("coverage of shards", () => {
  it("a shard's coverage.json gives back the records it was computed from (undocumented statuses kept)", () => {
    const records = {
      responses: ["createOrder 400", "getOrder 200", "getOrder 404", "getOrder 418", "getSandboxClock 200"],
      webhooks: ["order.created"],
    };
    const back = exercised(computeCoverage(records));
    expect(unionRecords([back])).toEqual(records);
  });

  it("the union: exercised by any shard is exercised, each once, sorted", () => {
    const merged = unionRecords([
      { responses: ["getOrder 404", "getOrder 200"], webhooks: ["order.created"] },
      { responses: ["getOrder 200", "createOrder 400"], webhooks: [] },
      { responses: [], webhooks: ["order.created", "order.archived"] },
    ]);
    expect(merged).toEqual({
      responses: ["createOrder 400", "getOrder 200", "getOrder 404"],
      webhooks: ["order.archived", "order.created"],
    });
  });
});

describe("the coverage gate", () => {
  const full = computeCoverage(EVERYTHING);
  const oneWebhookShort = computeCoverage({ ...EVERYTHING, webhooks: EVERYTHING.webhooks.slice(1) });
  const oneResponseShort = computeCoverage({ ...EVERYTHING, responses: EVERYTHING.responses.slice(1) });
  const scope = { allSuites: true, tags: [] as string[], capabilities: ALL };

  it("a full run covering everything passes", () => {
    expect(full.responses.covered).toBe(full.responses.total);
    expect(coverageGate(scope, full)).toEqual({
      applies: true,
      passed: true,
      line: "coverage gate: passed (everything covered)",
    });
  });

  it.each([
    [oneWebhookShort, "coverage gate: FAILED, not exercised: webhooks 1 of 64 (coverage.md)"],
    [oneResponseShort, `coverage gate: FAILED, not exercised: responses 1 of ${full.responses.total} (coverage.md)`],
  ])("one pair or action short of everything fails: %#", (report, line) => {
    expect(coverageGate(scope, report)).toEqual({ applies: true, passed: false, line });
  });

  it.each([
    [{ ...scope, allSuites: false }, "--suite"],
    [{ ...scope, tags: ["read-only"] }, "--tag"],
    [{ ...scope, capabilities: { ...ALL, webhooks: false } }, "the target lacks webhooks"],
    [
      { allSuites: false, tags: ["!slow"], capabilities: { ...ALL, testClock: false, pricing: false } },
      "--suite; --tag; the target lacks testClock, pricing",
    ],
  ])("a narrowed run only reports its coverage: %j", (narrowed, why) => {
    expect(coverageGate(narrowed, oneWebhookShort)).toEqual({
      applies: false,
      passed: true,
      line: `coverage gate: not applied (the run was narrowed: ${why})`,
    });
  });
});
