/** Baselines in process: recorded by cause, known failures become skips, absent causes are fixed. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { judgeBaseline, readBaselines, writeBaseline } from "../../src/baseline/baseline.js";
import { UsageError } from "../../src/cli/args.js";
import type { TestRecord } from "../../src/run/test-record.js";
import { groupFailures } from "../../src/verdicts/failure-groups.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

function failed(name: string, message: string): TestRecord {
  return { suite: "orders", name, state: "failed", errors: [message] };
}

const RECORDS: TestRecord[] = [
  failed("a", "Order 51 was refused at 12:00"),
  failed("b", "Order 77 was refused at 13:10"),
  { suite: "orders", name: "c", state: "passed", errors: [] },
];

describe("baselines", () => {
  it("record causes without the values of the messages, the same failures giving the same file", () => {
    const dir = tmp();
    writeBaseline(join(dir, "one.json"), groupFailures(RECORDS));
    writeBaseline(join(dir, "two.json"), groupFailures([...RECORDS].reverse()));
    const text = readFileSync(join(dir, "one.json"), "utf8");
    expect(readFileSync(join(dir, "two.json"), "utf8")).toBe(text);
    expect(text).not.toContain("51");
    expect([...readBaselines([join(dir, "one.json")])]).toEqual(["Order N was refused at N:N"]);
  });

  it("turn a recorded cause into known skips, leave other failures failing, and name absent causes fixed", () => {
    const known = groupFailures(RECORDS)[0]?.cause as string;
    const other = failed("d", "the answer has no guid");
    const verdict = judgeBaseline([...RECORDS, other], new Set([known, "gone: status 500"]));
    expect(verdict.records.map((record) => record.state)).toEqual(["skipped", "skipped", "passed", "failed"]);
    expect(verdict.records[0]?.note).toBe(`known failure: ${known}`);
    expect(verdict.known.map((group) => group.cause)).toEqual([known]);
    expect(verdict.fixed).toEqual(["gone: status 500"]);
  });

  it("refuse a file that is not a baseline (a usage error)", () => {
    const file = join(tmp(), "x.json");
    writeFileSync(file, "{}");
    expect(() => readBaselines([file])).toThrow(UsageError);
  });
});
