/** More shards than suite files: a shard without tests passes; "no test ran" is judged on the merged run. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunRecord } from "../../src/run/run-record.js";
import { runCli } from "../support/cli.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("a shard that gets no suite file", () => {
  it("exits 0; merged with the others it counts their tests; with none anywhere the merge fails", async () => {
    const cwd = tmp();
    const dirs = [join(cwd, "s1"), join(cwd, "s2")];
    const first = await runCli(["--suite", "pricing", "--shard", "1/2", "--reports-dir", dirs[0] as string], { cwd });
    const empty = await runCli(["--suite", "pricing", "--shard", "2/2", "--reports-dir", dirs[1] as string], { cwd });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(empty.code, empty.stdout + empty.stderr).toBe(0);
    expect(empty.stdout).toContain("haulkit contract: 0 passed, 0 failed, 0 skipped (0 suites)");

    const merged = await runCli(["merge-reports", "--out", join(cwd, "m"), ...dirs], { cwd });
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    const passed = /haulkit contract: (\d+) passed, 0 failed, 0 skipped \(1 suite: 1 passed\)/.exec(first.stdout)?.[1];
    expect(Number(passed)).toBeGreaterThan(0);
    expect(merged.stdout).toContain(
      `haulkit contract (merged): ${passed} passed, 0 failed, 0 skipped (1 suite: 1 passed)`,
    );
    expect(merged.stdout).toContain("coverage gate: not applied (the run was narrowed: --suite)");
    expect(merged.stdout).not.toContain("no test ran");

    const run = JSON.parse(readFileSync(join(dirs[0] as string, "run.json"), "utf8")) as RunRecord;
    writeFileSync(join(dirs[0] as string, "run.json"), JSON.stringify({ ...run, records: [] }));
    const nothing = await runCli(["merge-reports", "--out", join(cwd, "m"), ...dirs], { cwd });
    expect(nothing.code).toBe(1);
    expect(nothing.stdout).toContain("no test ran in any shard");
  });
});
