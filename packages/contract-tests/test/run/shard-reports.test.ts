import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/args.js";
import { computeCoverage } from "../../src/coverage/report.js";
import type { RunRecord } from "../../src/run/run-record.js";
import { checkShards, readShard, type ShardReports } from "../../src/run/shard-reports.js";
import { CAPABILITIES, type Capabilities } from "../../src/target/capabilities.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const ALL = Object.fromEntries(CAPABILITIES.map((name) => [name, true])) as Capabilities;
const COVERAGE = computeCoverage({ responses: [], webhooks: [] });

function runRecord(index: number, count: number, change: Partial<RunRecord> = {}): RunRecord {
  return {
    tool: "haulkit-contract",
    format: 1,
    version: "0.1.0",
    shard: { index, count },
    target: { kind: "embedded", capabilities: ALL },
    selection: { suites: ["auth", "orders"], allSuites: true, tags: [], strict: true },
    ci: { runId: "77", runAttempt: "1", sha: "abc" },
    startedAt: "2026-11-25T19:00:00.000Z",
    finishedAt: "2026-11-25T19:00:10.000Z",
    exitCode: 0,
    records: [],
    runErrors: [],
    drift: 0,
    ...change,
  };
}

function shard(
  dir: string,
  index: number,
  count: number,
  change: Partial<RunRecord> = {},
  overlaid?: string,
): ShardReports {
  return {
    dir,
    run: runRecord(index, count, change) as ShardReports["run"],
    coverage: COVERAGE,
    drift: { count: 0, gaps: [] },
    cleanup: undefined,
    overlaid,
  };
}

const VENDOR = { overlays: { files: ["/ci/a/vendor.yaml"], factOverrides: [] } };

describe("checkShards: the shards of one run, each once, none missing", () => {
  it("returns them in shard order", () => {
    const checked = checkShards([shard("/r/3", 3, 3), shard("/r/1", 1, 3), shard("/r/2", 2, 3)]);
    expect(checked.map((s) => s.dir)).toEqual(["/r/1", "/r/2", "/r/3"]);
  });

  it.each([
    ["no shard", [], "merge-reports needs the reports directory of each shard"],
    ["a directory twice", [shard("/r/a", 1, 2), shard("/r/a", 1, 2)], "/r/a is given twice (also as /r/a)"],
    ["a shard twice", [shard("/r/a", 1, 2), shard("/r/b", 1, 2)], "shard 1/2 is given twice: /r/a and /r/b"],
    [
      "a shard missing",
      [shard("/r/a", 1, 3), shard("/r/c", 3, 3)],
      "shard 2/3 missing: every shard of the run is needed",
    ],
    ["only one of two", [shard("/r/b", 2, 2)], "shard 1/2 missing"],
    [
      "another shard count",
      [shard("/r/a", 1, 2), shard("/r/b", 2, 3)],
      "/r/b is a shard of another run than /r/a: shard count 3 there, 2 here",
    ],
    [
      "another target",
      [
        shard("/r/a", 1, 2),
        shard("/r/b", 2, 2, { target: { kind: "external", shipperUrl: "https://x", capabilities: ALL } }),
      ],
      "/r/b is a shard of another run than /r/a: target external https://x there, embedded here",
    ],
    [
      "other suites",
      [
        shard("/r/a", 1, 2),
        shard("/r/b", 2, 2, { selection: { suites: ["auth"], allSuites: false, tags: [], strict: true } }),
      ],
      "suites auth there, auth,orders here",
    ],
    [
      "other tags",
      [
        shard("/r/a", 1, 2),
        shard("/r/b", 2, 2, {
          selection: { suites: ["auth", "orders"], allSuites: true, tags: ["read-only"], strict: true },
        }),
      ],
      "tags read-only there, (none) here",
    ],
    [
      "without --strict",
      [
        shard("/r/a", 1, 2),
        shard("/r/b", 2, 2, { selection: { suites: ["auth", "orders"], allSuites: true, tags: [], strict: false } }),
      ],
      "--strict false there, true here",
    ],
    [
      "another CI run",
      [shard("/r/a", 1, 2), shard("/r/b", 2, 2, { ci: { runId: "78", runAttempt: "1", sha: "abc" } })],
      "CI run 78 attempt 1 there, 77 attempt 1 here",
    ],
    [
      "another attempt of the CI run",
      [shard("/r/a", 1, 2), shard("/r/b", 2, 2, { ci: { runId: "77", runAttempt: "2", sha: "abc" } })],
      "CI run 77 attempt 2 there, 77 attempt 1 here",
    ],
    [
      "one in CI, one not",
      [shard("/r/a", 1, 2), shard("/r/b", 2, 2, { ci: undefined })],
      "CI run (not in CI) there, 77 attempt 1 here",
    ],
    [
      "one with --overlay, one without",
      [shard("/r/a", 1, 2), shard("/r/b", 2, 2, VENDOR, "d1")],
      "/r/b was judged against other overlays than /r/a: --overlay vendor.yaml there, no --overlay here; merge shards run with the same --overlay files",
    ],
    [
      "overlays whose bundles differ",
      [shard("/r/a", 1, 2, VENDOR, "d1"), shard("/r/b", 2, 2, VENDOR, "d2")],
      "--overlay vendor.yaml there, --overlay vendor.yaml here (the same names, other contents)",
    ],
    [
      "other overlay files when the bundles are gone",
      [
        shard("/r/a", 1, 2, VENDOR),
        shard("/r/b", 2, 2, { overlays: { files: ["/ci/a/other.yaml"], factOverrides: [] } }),
      ],
      "--overlay other.yaml there, --overlay vendor.yaml here",
    ],
  ])("refuses %s", (_label, shards, message) => {
    expect(() => checkShards(shards)).toThrow(UsageError);
    expect(() => checkShards(shards)).toThrow(message);
  });

  it("accepts shards judged against the same overlaid bundles, wherever the overlay files were", () => {
    const moved = { overlays: { files: ["/ci/b/vendor.yaml"], factOverrides: [] } };
    expect(checkShards([shard("/r/a", 1, 2, VENDOR, "d1"), shard("/r/b", 2, 2, moved, "d1")])).toHaveLength(2);
  });

  it("accepts shards that differ only in what they ran and found (times, records, exit codes)", () => {
    const other = { startedAt: "2026-11-25T19:05:00.000Z", exitCode: 1, drift: 3, runErrors: ["boom"] };
    expect(checkShards([shard("/r/a", 1, 2), shard("/r/b", 2, 2, other)])).toHaveLength(2);
  });
});

describe("readShard: a directory that holds a shard's reports", () => {
  function writeShard(change: Partial<RunRecord> | string, files: string[] = ["coverage.json", "drift.json"]): string {
    const dir = tmp();
    const run = typeof change === "string" ? change : JSON.stringify(runRecord(1, 2, change));
    writeFileSync(join(dir, "run.json"), run);
    if (files.includes("coverage.json")) writeFileSync(join(dir, "coverage.json"), JSON.stringify(COVERAGE));
    if (files.includes("drift.json")) writeFileSync(join(dir, "drift.json"), JSON.stringify({ count: 0, gaps: [] }));
    return dir;
  }

  it("reads run.json, coverage.json and drift.json (cleanup.json when there is one)", () => {
    const dir = writeShard({});
    const read = readShard(dir);
    expect(read.run.shard).toEqual({ index: 1, count: 2 });
    expect(read.coverage.operations).toEqual(COVERAGE.operations);
    expect(read.cleanup).toBeUndefined();
    expect(read.overlaid).toBeUndefined();
    writeFileSync(join(dir, "cleanup.json"), JSON.stringify({ undone: 2, left: [] }));
    expect(readShard(dir).cleanup).toEqual({ undone: 2, left: [] });
  });

  it("with --overlay, digests the overlaid bundles the run kept in spec/ (their contents, not where they are)", () => {
    const bundles = (shipper: string) => {
      const dir = writeShard(VENDOR);
      mkdirSync(join(dir, "spec"));
      writeFileSync(join(dir, "spec", "shipper.json"), shipper);
      writeFileSync(join(dir, "spec", "pricing.json"), "{}");
      return readShard(dir).overlaid;
    };
    expect(bundles('{"a":1}')).toMatch(/^[0-9a-f]{64}$/);
    expect(bundles('{"a":1}')).toBe(bundles('{"a":1}'));
    expect(bundles('{"a":1}')).not.toBe(bundles('{"a":2}'));
    expect(readShard(writeShard(VENDOR)).overlaid).toBeUndefined();
  });

  it.each([
    ["a missing directory", () => "/no/such/dir", "/no/such/dir does not exist"],
    [
      "a file",
      () => {
        const file = join(tmp(), "file");
        writeFileSync(file, "");
        return file;
      },
      "is not a directory",
    ],
    [
      "an empty directory",
      () => tmp(),
      "is not a shard's reports: no run.json (not the --reports-dir of a haulkit-contract run)",
    ],
    [
      "a run that could not start (junit.xml only)",
      () => {
        const dir = tmp();
        writeFileSync(join(dir, "junit.xml"), "<testsuites/>");
        return dir;
      },
      "no run.json (the run could not start or predates run.json (its junit.xml says why))",
    ],
    ["run.json that is not JSON", () => writeShard("{"), "run.json is not valid JSON"],
    [
      "run.json of another tool",
      () => writeShard('{"tool":"jest"}'),
      "run.json is not the run record of haulkit-contract",
    ],
    ["another format", () => writeShard({ format: 2 }), "run.json has format 2; this merge-reports reads 1"],
    [
      "a run without --shard",
      () => writeShard({ shard: null }),
      "is the report of a run without --shard: nothing to merge",
    ],
    ["no coverage.json", () => writeShard({}, ["drift.json"]), "has no coverage.json: the run did not finish"],
    ["no drift.json", () => writeShard({}, ["coverage.json"]), "has no drift.json: the run did not finish"],
  ])("refuses %s", (_label, make, message) => {
    const dir = make();
    expect(() => readShard(dir)).toThrow(UsageError);
    expect(() => readShard(dir)).toThrow(message);
  });
});
