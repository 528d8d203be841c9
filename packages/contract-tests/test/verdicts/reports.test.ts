import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TestRecord } from "../../src/run/summary.js";
import { DRIFT_DIR, type DriftRecord } from "../../src/verdicts/drift-recorder.js";
import { driftMarkdown, groupDrift, readDrift } from "../../src/verdicts/drift-report.js";
import { failuresMarkdown, groupFailures } from "../../src/verdicts/failure-groups.js";
import { junitXml } from "../../src/verdicts/junit.js";
import type { MismatchCause } from "../../src/verdicts/mismatch.js";
import { junitCases } from "../support/junit.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

const STATUS: DriftRecord = {
  gap: "G-106",
  where: "createOrder",
  status: 201,
  pointer: "",
  assumed: "status 200",
  observed: "status 201",
  count: 3,
  request: "POST /v1/public/orders",
};
const UNIT: DriftRecord = {
  gap: "G-093",
  where: "disablePriceNegotiation",
  status: 200,
  pointer: "/data/object/increase_every/unit",
  assumed: '/data/object/increase_every/unit is one of ["DAYS","HOURS"]',
  observed: '/data/object/increase_every/unit is "WEEKS"',
  count: 1,
};

describe("drift report", () => {
  it("adds up the workers' files and groups by gap id with operations, count and one example", () => {
    const dir = tmp();
    mkdirSync(join(dir, DRIFT_DIR));
    writeFileSync(join(dir, DRIFT_DIR, "a.json"), JSON.stringify([STATUS]));
    writeFileSync(join(dir, DRIFT_DIR, "b.json"), JSON.stringify([{ ...STATUS, count: 2, request: "POST /x" }, UNIT]));
    const report = groupDrift(readDrift(dir), new Map([["G-106", "Status of creates"]]));
    expect(report.count).toBe(6);
    expect(report.gaps.map((group) => [group.gap, group.title, group.count, group.where])).toEqual([
      ["G-093", "", 1, ["disablePriceNegotiation"]],
      ["G-106", "Status of creates", 5, ["createOrder"]],
    ]);
    // One example per kind: the first request that met it.
    expect(report.gaps[1]?.findings).toEqual([{ ...STATUS, count: 5 }]);
    const markdown = driftMarkdown(report);
    expect(markdown).toContain("## G-106 Status of creates (5)\n\nSeen on: `createOrder`");
    expect(markdown).toContain("| createOrder 201 | status 200 | status 201 | 5 | POST /v1/public/orders |");
  });

  it("says so when there is none", () => {
    expect(groupDrift(readDrift(tmp()))).toEqual({ count: 0, gaps: [] });
    expect(driftMarkdown({ count: 0, gaps: [] })).toContain("None: the target kept every assumption");
  });
});

const cause = (overrides: Partial<MismatchCause>): MismatchCause => ({
  operation: "createOrder",
  request: "POST /v1/public/orders",
  expectedStatus: 400,
  actualStatus: 400,
  pointer: "/error",
  expected: '"a"',
  actual: '"b"',
  ...overrides,
});

const failed = (name: string, found: MismatchCause | undefined, message = `${name} failed`): TestRecord => ({
  suite: "order-payments",
  name,
  state: "failed",
  errors: [message],
  causes: [found],
});

describe("failure groups", () => {
  it("the same operation and mismatch is one group; another pointer, status or error id is another", () => {
    const groups = groupFailures([
      failed("cash / a", cause({})),
      failed("cash / b", cause({ expected: '"other"' })),
      failed("vehicles", cause({ pointer: "/data/objects/3/type" })),
      failed("vehicles again", cause({ pointer: "/data/objects/7/type" })),
      failed("status", cause({ actualStatus: 200, pointer: "", expected: "", actual: "" })),
      failed("conflict", cause({ expectedStatus: 409, actualStatus: 409, pointer: "", errorId: "X" })),
      failed("webhook", {
        operation: "webhook order.paid",
        request: "POST to its callback URL",
        pointer: "",
        expected: "a matching payload within 15 s",
        actual: "none order.paid received since the mark",
      }),
      { suite: "auth", name: "passed", state: "passed", errors: [] },
    ]);
    expect(groups.map((group) => [group.cause, group.count])).toEqual([
      ["createOrder: status 400; differs at /data/objects/*/type", 2],
      ["createOrder: status 400; differs at /error", 2],
      ["createOrder: expected status 400, got 200", 1],
      ["createOrder: status 409; differs at (body) (error_id X)", 1],
      ["webhook order.paid: differs at (body)", 1],
    ]);
    expect(groups[1]?.tests).toEqual(["order-payments › cash / a", "order-payments › cash / b"]);
    expect(groups[1]?.example).toBe("cash / a failed");
  });

  it("an error without a known cause groups by its first line, values left out", () => {
    const groups = groupFailures([
      failed("one", undefined, "expected 3 to be 5\nmore"),
      failed("two", undefined, "expected 4 to be 6"),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.count).toBe(2);
    const markdown = failuresMarkdown(groups);
    expect(markdown).toContain("2 failed test(s) in 1 group(s).");
    expect(markdown).toContain("- order-payments › one\n- order-payments › two");
  });
});

describe("junit.xml", () => {
  it("carries every skip's reason, every failure's message, and errors outside the tests", () => {
    const records: TestRecord[] = [
      { suite: "orders", name: "list › pages", state: "passed", errors: [], duration: 1500 },
      { suite: "orders", name: "clock", state: "skipped", errors: [], note: 'needs testClock: "no" <clock>' },
      { suite: "orders", name: "filtered", state: "skipped", errors: [] },
      failed("pair", cause({}), 'createOrder (POST /v1/public/orders): status 400\n  at /error: expected "a" & "b"'),
    ];
    const xml = junitXml(records, ["orders: Error: beforeAll failed"], (record) => record.note ?? "not selected");
    expect(xml).toContain('<skipped message="needs testClock: &quot;no&quot; &lt;clock&gt;"/>');
    expect(xml).toContain('<skipped message="not selected"/>');
    expect(junitCases(xml)).toEqual([
      { file: "suites/orders.contract.ts", name: "list > pages", failure: undefined, skipped: false },
      { file: "suites/orders.contract.ts", name: "clock", failure: undefined, skipped: true },
      { file: "suites/orders.contract.ts", name: "filtered", failure: undefined, skipped: true },
      {
        file: "suites/order-payments.contract.ts",
        name: "pair",
        failure: 'createOrder (POST /v1/public/orders): status 400\n  at /error: expected "a" & "b"',
        skipped: false,
      },
      {
        file: "haulkit-contract",
        name: "run error 1",
        failure: "orders: Error: beforeAll failed",
        skipped: false,
      },
    ]);
    expect(xml).toMatch(/<testsuites name="haulkit contract" tests="5" failures="2"/);
  });
});
