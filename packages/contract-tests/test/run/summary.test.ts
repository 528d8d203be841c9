import { describe, expect, it } from "vitest";
import { suiteLine, summarize, type TestRecord, totals } from "../../src/run/summary.js";

const record = (overrides: Partial<TestRecord>): TestRecord => ({
  suite: "orders",
  name: "a rule",
  state: "passed",
  errors: [],
  ...overrides,
});

const RECORDS: TestRecord[] = [
  record({ name: "pairs › cash / 2_days is accepted" }),
  record({ suite: "auth", name: "token shape" }),
  record({
    name: "price › negative",
    state: "failed",
    errors: ["createOrder (POST /v1/public/orders): expected status 400, got 200\n  body: {}"],
    causes: [
      {
        operation: "createOrder",
        request: "POST /v1/public/orders",
        expectedStatus: 400,
        actualStatus: 200,
        pointer: "",
        expected: "",
        actual: "",
      },
    ],
  }),
  record({ suite: "auth", name: "expiry", state: "skipped", note: "needs testClock: no clock" }),
  record({ suite: "counter-offers", name: "create", state: "skipped", note: "needs testClock: no clock" }),
  record({ name: "filtered", state: "skipped" }),
];

describe("summary", () => {
  it("counts passed, failed (unfinished too) and skipped", () => {
    expect(totals(RECORDS)).toEqual({ passed: 2, failed: 1, skipped: 3 });
    expect(totals([record({ state: "pending" })]).failed).toBe(1);
  });

  it("lists every failure under its cause with an example message, and every skip under its reason", () => {
    const text = summarize(RECORDS, 12.34);
    expect(text).toContain(
      "haulkit contract: 2 passed, 1 failed, 3 skipped (3 suites: 1 passed, 1 failed, 1 all skipped) in 12.3 s",
    );
    expect(text).toContain(
      [
        "Failed (1), by cause (1 group; all in failures.md):",
        "  ✗ createOrder: expected status 400, got 200 (1)",
        "      createOrder (POST /v1/public/orders): expected status 400, got 200",
        "        body: {}",
        "    - orders › price › negative",
      ].join("\n"),
    );
    expect(text).toContain(
      ["  needs testClock: no clock (2):", "    - auth › expiry", "    - counter-offers › create"].join("\n"),
    );
    expect(text).toContain("  not selected by the filters of this run (--suite, --tag, --shard) (1):");
  });

  it("reports errors outside the tests, and says nothing of failures when there are none", () => {
    const text = summarize([record({})], 1, ["orders: Error: beforeAll failed"]);
    expect(text).not.toContain("Failed");
    expect(text).toContain("Errors outside the tests (1):\n  orders: Error: beforeAll failed");
  });

  it("one progress line per suite file, marked by its outcome", () => {
    expect(
      suiteLine(
        "orders",
        RECORDS.filter((r) => r.suite === "orders"),
        3.21,
      ),
    ).toMatch(/^ {2}✗ orders +1 passed, 1 failed, 1 skipped +3\.2 s$/);
    expect(suiteLine("auth", [record({})], 1)).toMatch(/^ {2}✓ auth/);
  });

  it("marks a suite where nothing ran as all skipped or not run, never as passed", () => {
    const capability = record({ state: "skipped", note: "needs testHelpers: none" });
    const setup = record({ state: "skipped", note: "not run: a setup step failed: cannot reach http://x" });
    expect(suiteLine("order-lifecycle", [capability, capability], 0.1)).toMatch(
      /^ {2}○ order-lifecycle +0 passed, 0 failed, 2 skipped \(all skipped\) +0\.1 s$/,
    );
    expect(suiteLine("payments", [setup], 0.1)).toMatch(/^ {2}– payments +0 passed, 0 failed, 1 skipped \(not run\)/);
    expect(suiteLine("auth", [record({}), capability], 1)).toMatch(/^ {2}✓ auth/);
    expect(suiteLine("auth", [capability], 1, true)).toContain("\u001b[33m○\u001b[39m auth");
    const text = summarize([record({}), { ...capability, suite: "b" }, { ...setup, suite: "c" }], 1);
    expect(text).toContain("(3 suites: 1 passed, 1 all skipped, 1 not run)");
  });
});
