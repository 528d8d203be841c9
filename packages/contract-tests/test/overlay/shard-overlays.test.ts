/**
 * Issue 31: shard runs with the same overlays merge as a single run. Against a target differing only in assumptions,
 * `--shard 1/2` and `--shard 2/2` with `--overlay` merge into one run.json carrying the overlays (and the actions that
 * override a documented fact), and into the drift a single run with the same overlay reports; a shard judged against
 * other overlays is refused by merge-reports (exit 2).
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { assumptionProxy } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const SUITES = ["--suite", "payments", "--suite", "price-negotiations"];

interface Drift {
  count: number;
  gaps: { gap: string; count: number }[];
}

describe("shards with the same --overlay", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("merge into the overlays and the drift of a single run; other overlays are refused", async () => {
    const proxy = await assumptionProxy({ upstream: sandbox.url });
    try {
      const env = targetEnv(proxy.url, sandbox);
      const cwd = tmp();
      const read = (dir: string, name: string) => readFileSync(join(cwd, dir, name), "utf8");
      const cli = (args: string[]) => runCli(args, { cwd, env });
      const proposed = await cli([...SUITES, "--reports-dir", "proposed"]);
      expect(proposed.code, proposed.stdout + proposed.stderr).toBe(0);
      // The reviewed overlay: every proposed action but G-093's (so drift is left to merge), plus a note on a fact.
      const overlay = parse(read("proposed", "overlay.yaml")) as { actions: { description?: string }[] };
      const actions = overlay.actions.filter((action) => !action.description?.startsWith("G-093"));
      expect(actions.length).toBe(overlay.actions.length - 1);
      actions.push({ target: "$.info", update: { "x-reviewed-by": "the team" } } as never);
      writeFileSync(join(cwd, "vendor.yaml"), stringify({ ...overlay, actions }));

      const withOverlay = [...SUITES, "--overlay", "vendor.yaml"];
      for (const shard of ["1/2", "2/2"]) {
        const run = await cli([...withOverlay, "--shard", shard, "--reports-dir", `shard-${shard[0]}`]);
        expect(run.code, run.stdout + run.stderr).toBe(0);
      }
      const single = await cli([...withOverlay, "--reports-dir", "single"]);
      expect(single.code, single.stdout + single.stderr).toBe(0);

      const merge = await cli(["merge-reports", "--out", "merged", "shard-1", "shard-2"]);
      expect(merge.code, merge.stdout + merge.stderr).toBe(0);
      const overlays = {
        files: [join(cwd, "vendor.yaml")],
        factOverrides: [`vendor.yaml action ${actions.length} (target $.info)`],
      };
      expect(JSON.parse(read("merged", "run.json")).overlays).toEqual(overlays);
      expect(JSON.parse(read("single", "run.json")).overlays).toEqual(overlays);
      const gaps = (dir: string) =>
        (JSON.parse(read(dir, "drift.json")) as Drift).gaps.map(({ gap, count }) => ({ gap, count }));
      expect(gaps("merged")).toEqual(gaps("single"));
      expect(gaps("merged").map(({ gap }) => gap)).toEqual(["G-093"]);
      expect(merge.stdout).toContain("overlay proposed: overlay.yaml");

      // A shard judged against another overlay (one more action) is another run.
      writeFileSync(join(cwd, "other.yaml"), stringify({ ...overlay, actions: overlay.actions }));
      const other = await cli([...SUITES, "--overlay", "other.yaml", "--shard", "2/2", "--reports-dir", "other-2"]);
      expect(other.code, other.stdout + other.stderr).toBe(0);
      const refused = await cli(["merge-reports", "--out", "refused", "shard-1", "other-2"]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        /other-2 was judged against other overlays than \S*shard-1: --overlay other\.yaml there, --overlay vendor\.yaml here/,
      );
      // The same overlay under another name and place merges: the bundles judged against are what counts.
      cpSync(join(cwd, "vendor.yaml"), join(cwd, "copy.yaml"));
      const copied = await cli([...SUITES, "--overlay", "copy.yaml", "--shard", "2/2", "--reports-dir", "copy-2"]);
      expect(copied.code, copied.stdout + copied.stderr).toBe(0);
      const again = await cli(["merge-reports", "--out", "again", "shard-1", "copy-2"]);
      expect(again.code, again.stdout + again.stderr).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
