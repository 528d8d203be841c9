/**
 * `merge-reports` on the reports of two real shards (`--shard 1/2` and `2/2` of a full `--strict` run against the
 * embedded sandbox), then on copies of them changed to show a failed shard, a failing gate and sets it refuses.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoverageReport } from "../../src/coverage/report.js";
import type { RunRecord } from "../../src/run/run-record.js";
import { lostNote } from "../../src/run/target-lost.js";
import { reportErrors } from "../../src/schemas/report-schemas.js";
import { runCli } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
let base: string;
const SHARDS = ["1/2", "2/2"];

const shardDir = (index: number) => join(base, `shard-${index}`);
const readJson = <T>(dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as T;

/** A copy of a shard's reports, changed by `edit` (its run.json and coverage.json). */
function copyOf(index: number, edit: (run: RunRecord, coverage: CoverageReport) => void = () => {}): string {
  const dir = join(tmp(), `copy-${index}`);
  cpSync(shardDir(index), dir, { recursive: true });
  const run = readJson<RunRecord>(dir, "run.json");
  const coverage = readJson<CoverageReport>(dir, "coverage.json");
  edit(run, coverage);
  writeFileSync(join(dir, "run.json"), JSON.stringify(run));
  writeFileSync(join(dir, "coverage.json"), JSON.stringify(coverage));
  return dir;
}

beforeAll(async () => {
  // Outlives each test (useTmpDirs clears after every test): the shards are run once for the file.
  base = mkdtempSync(join(tmpdir(), "haulkit-shards-"));
  // One after the other (2 cores): each shard is about half of the suite.
  for (const [index, shard] of SHARDS.entries()) {
    const run = await runCli(["--strict", "--shard", shard, "--reports-dir", shardDir(index + 1)], { cwd: base });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`(shard ${shard}: partial by design;`);
  }
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("merge-reports of two real shards", () => {
  it("writes one set of reports whose totals are the shards' sums, and passes the coverage gate", async () => {
    const out = join(tmp(), "merged");
    const run = await runCli(["merge-reports", "--out", out, shardDir(1), shardDir(2)], { cwd: base });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stderr).toBe("");

    const shardCases = [1, 2].map((i) => junitCases(readFileSync(join(shardDir(i), "junit.xml"), "utf8")));
    const merged = junitCases(readFileSync(join(out, "junit.xml"), "utf8"));
    expect(merged).toHaveLength((shardCases[0]?.length ?? 0) + (shardCases[1]?.length ?? 0));
    const suites = readdirSync(join(import.meta.dirname, "..", "..", "suites")).filter((file) =>
      file.endsWith(".contract.ts"),
    ).length;
    expect(new Set(merged.map((c) => c.file)).size).toBe(suites);
    expect(merged.filter((c) => c.failure !== undefined || c.skipped)).toEqual([]);
    expect(run.stdout).toContain(
      `haulkit contract (merged): ${merged.length} passed, 0 failed, 0 skipped (${suites} suites: ${suites} passed)`,
    );

    // Each shard alone covers part; merged, everything (what test/e2e.test.ts requires of an unsharded run).
    const parts = [1, 2].map((i) => readJson<CoverageReport>(shardDir(i), "coverage.json"));
    expect(parts.every((part) => part.responses.covered < part.responses.total)).toBe(true);
    const coverage = readJson<CoverageReport>(out, "coverage.json");
    for (const tally of [coverage.operations, coverage.responses, coverage.webhooks]) {
      expect(tally.covered).toBe(tally.total);
    }
    const { operations: ops, responses, webhooks } = coverage;
    expect(run.stdout).toContain(
      `coverage: operations ${ops.total}/${ops.total}, responses ${responses.total}/${responses.total}, webhooks ${webhooks.total}/${webhooks.total}\ncoverage gate: passed (everything covered)`,
    );
    expect(readJson(out, "drift.json")).toEqual({ count: 0, gaps: [] });
    expect(readFileSync(join(out, "failures.md"), "utf8")).toContain("No test failed.");
    const record = readJson<RunRecord>(out, "run.json");
    expect(record).toMatchObject({ shard: null, mergedShards: 2, exitCode: 0 });
    expect(record.records).toHaveLength(merged.length);
    expect(run.stdout).toMatch(
      /\nfacts broken: none\nassumptions contradicted: none \(mode strict: a contradicted assumption fails its test\)\n$/,
    );
  });

  it("the order of the directories does not matter, and a second merge into the same --out replaces the first", async () => {
    const out = join(tmp(), "merged");
    const first = await runCli(["merge-reports", "--out", out, shardDir(2), shardDir(1)], { cwd: base });
    expect(first.code).toBe(0);
    const reversed = readFileSync(join(out, "junit.xml"), "utf8");
    writeFileSync(join(out, "cleanup.json"), "stale");
    const again = await runCli(["merge-reports", "--out", out, shardDir(1), shardDir(2)], { cwd: base });
    expect(again.code).toBe(0);
    expect(readFileSync(join(out, "junit.xml"), "utf8")).toBe(reversed);
    expect(() => readFileSync(join(out, "cleanup.json"))).toThrow(/ENOENT/);
  });

  it("exits 1 naming the shard when a shard failed; its failed test is in the merged junit.xml and failures.md", async () => {
    let failedTest = "";
    const failed = copyOf(2, (run) => {
      run.exitCode = 1;
      const record = run.records[0] as RunRecord["records"][number];
      Object.assign(record, { state: "failed", errors: ["getOrder (GET /x): expected status 200, got 500"] });
      failedTest = record.name;
    });
    const out = join(tmp(), "merged");
    const run = await runCli(["merge-reports", "--out", out, shardDir(1), failed], { cwd: base });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("shards failed: shard 2/2 (exit 1)");
    expect(run.stdout).toMatch(/haulkit contract \(merged\): \d+ passed, 1 failed, 0 skipped/);
    expect(run.stdout).toContain("facts broken: 1 failed test(s) in 1 group(s) by cause (failures.md)");
    const failures = junitCases(readFileSync(join(out, "junit.xml"), "utf8")).filter((c) => c.failure !== undefined);
    expect(failures).toEqual([
      expect.objectContaining({
        name: failedTest.replaceAll(" › ", " > "),
        failure: "getOrder (GET /x): expected status 200, got 500",
      }),
    ]);
    expect(readFileSync(join(out, "failures.md"), "utf8")).toContain("getOrder (GET /x): expected status 200, got 500");
    expect(readJson<RunRecord>(out, "run.json").exitCode).toBe(1);
  });

  it("exits 2 when a shard lost its target: the loss, its shard and the suites not run are in the merged reports", async () => {
    const loss = { url: "http://127.0.0.1:9", since: "2026-01-02T12:03:04.000Z", reason: "ECONNREFUSED" };
    let lostSuite = "";
    const lost = copyOf(2, (run) => {
      lostSuite = (run.records.at(-1) as RunRecord["records"][number]).suite;
      for (const record of run.records.filter((r) => r.suite === lostSuite)) {
        Object.assign(record, { state: "skipped", note: lostNote(loss), errors: [] });
      }
      run.exitCode = 2;
      run.targetLost = { ...loss, suitesNotRun: [lostSuite], answeredAgainAt: null };
    });
    const out = join(tmp(), "merged");
    const run = await runCli(["merge-reports", "--out", out, shardDir(1), lost], { cwd: base });
    expect(run.code, run.stdout + run.stderr).toBe(2);
    const line =
      "target lost in shard 2/2: no answer from http://127.0.0.1:9 since 12:03:04 UTC: ECONNREFUSED; 1 suite not run; it did not answer again before the run ended";
    expect(run.stdout).toContain(`\n${line}\n`);
    expect(run.stdout).toContain("shards failed: shard 2/2 (exit 2)");
    expect(readFileSync(join(out, "failures.md"), "utf8")).toContain(`**${line}**`);
    expect(readFileSync(join(out, "junit.xml"), "utf8")).toContain('type="TargetLost"');
    const record = readJson<RunRecord>(out, "run.json");
    expect(record.exitCode).toBe(2);
    expect(record.targetLost).toEqual({
      ...loss,
      suitesNotRun: [lostSuite],
      answeredAgainAt: null,
      shards: [{ index: 2, count: 2 }],
    });
    expect(reportErrors("run", record)).toEqual([]);
    // The shards alone merge green, with no loss.
    const green = await runCli(["merge-reports", "--out", join(tmp(), "g"), shardDir(1), shardDir(2)], { cwd: base });
    expect(green.code).toBe(0);
    expect(green.stdout).not.toContain("target lost");
  });

  it("exits 1 when the merged coverage misses a webhook action no shard received (the gate)", async () => {
    // One action received by a shard, taken out of both shards' coverage (either shard may have received it).
    const action = readJson<CoverageReport>(shardDir(1), "coverage.json").details.webhooks.find(
      (r) => r.covered,
    )?.action;
    expect(action).toBeDefined();
    const uncover = (_run: RunRecord, coverage: CoverageReport) => {
      for (const row of coverage.details.webhooks) if (row.action === action) row.covered = false;
    };
    const run = await runCli(["merge-reports", "--out", join(tmp(), "m"), copyOf(1, uncover), copyOf(2, uncover)], {
      cwd: base,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("coverage gate: FAILED, not exercised: webhooks 1 of 64 (coverage.md)");
  });

  it.each([
    ["a missing directory", () => [shardDir(1), join(base, "nope")], /nope does not exist/],
    ["a directory that is not a shard's reports", () => [shardDir(1), tmp()], /no run\.json/],
    ["the same directory twice", () => [shardDir(1), shardDir(1), shardDir(2)], /is given twice/],
    ["a shard twice", () => [shardDir(1), copyOf(1), shardDir(2)], /shard 1\/2 is given twice/],
    ["a shard missing", () => [shardDir(2)], /shard 1\/2 missing/],
    [
      "shards of different runs",
      () => [
        shardDir(1),
        copyOf(2, (run) => {
          run.selection.strict = false;
        }),
      ],
      /is a shard of another run than .*: --strict false there, true here/,
    ],
  ])("exits 2 with one line for %s", async (_label, dirs, message) => {
    const run = await runCli(["merge-reports", "--out", join(tmp(), "m"), ...dirs()], { cwd: base });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/^haulkit-contract: .*\n\(haulkit-contract merge-reports --help for the options\)\n$/);
  });

  it("refuses to merge into a shard's own directory", async () => {
    const run = await runCli(["merge-reports", "--out", shardDir(1), shardDir(1), shardDir(2)], { cwd: base });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("is the reports directory of shard 1/2: merge into another one");
    expect(readJson<RunRecord>(shardDir(1), "run.json").shard).toEqual({ index: 1, count: 2 });
  });
});
