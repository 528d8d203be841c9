/**
 * Issue 31's proof for overlays: a target differing only in assumptions (a create answered 201, another error id on
 * the platformpay conflict, a new unit of price increases) gets an overlay from run 1; with it, run 2 is clean even
 * with --strict; without one of its actions, run 3 fails on exactly that gap's drift.
 */
import { readFileSync, writeFileSync } from "node:fs";
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
  gaps: { gap: string }[];
}

describe("drift → overlay → --overlay", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("run 1 proposes the overlay; run 2 with it is clean under --strict; run 3 without one action fails on that gap", async () => {
    const proxy = await assumptionProxy({ upstream: sandbox.url });
    try {
      const env = targetEnv(proxy.url, sandbox);
      const cwd = tmp();
      const read = (dir: string, name: string) => readFileSync(join(cwd, dir, name), "utf8");
      const first = await runCli([...SUITES, "--reports-dir", "r1"], { cwd, env });
      expect(first.code, first.stdout + first.stderr).toBe(0);
      const gaps = (JSON.parse(read("r1", "drift.json")) as Drift).gaps.map((group) => group.gap);
      expect(gaps).toEqual(expect.arrayContaining(["G-014", "G-093", "G-106"]));
      expect(first.stdout).toContain("overlay proposed: overlay.yaml");
      const overlay = parse(read("r1", "overlay.yaml")) as { actions: { description: string }[] };
      expect(overlay.actions.map((action) => action.description.slice(0, 5))).toEqual(
        [...overlay.actions.map((action) => action.description.slice(0, 5))].sort(),
      );
      writeFileSync(join(cwd, "reviewed.yaml"), read("r1", "overlay.yaml"));

      const second = await runCli([...SUITES, "--reports-dir", "r2", "--overlay", "reviewed.yaml", "--strict"], {
        cwd,
        env,
      });
      expect(second.code, second.stdout + second.stderr).toBe(0);
      expect(second.stdout).toMatch(/overlays: reviewed\.yaml \(\d+ action\(s\)\)/);
      expect(second.stdout).not.toContain("overrides a documented fact");
      expect((JSON.parse(read("r2", "drift.json")) as Drift).count).toBe(0);
      expect(() => read("r2", "overlay.yaml")).toThrow();
      expect(JSON.parse(read("r2", "run.json")).overlays).toEqual({
        files: [join(cwd, "reviewed.yaml")],
        factOverrides: [],
      });

      const without = {
        ...overlay,
        actions: overlay.actions.filter((action) => !action.description.startsWith("G-093")),
      };
      expect(without.actions.length).toBe(overlay.actions.length - 1);
      writeFileSync(join(cwd, "partial.yaml"), stringify(without));
      const third = await runCli([...SUITES, "--reports-dir", "r3", "--overlay", "partial.yaml", "--strict"], {
        cwd,
        env,
      });
      expect(third.code, third.stdout + third.stderr).toBe(1);
      expect((JSON.parse(read("r3", "drift.json")) as Drift).gaps.map((group) => group.gap)).toEqual(["G-093"]);
    } finally {
      await proxy.close();
    }
  });

  it("an overlay whose action selects nothing is a usage error naming the action", async () => {
    const cwd = tmp();
    writeFileSync(
      join(cwd, "stale.yaml"),
      stringify({
        overlay: "1.1.0",
        info: { title: "t", version: "1" },
        actions: [{ target: "$.nowhere", remove: true }],
      }),
    );
    const run = await runCli(["--suite", "payments", "--overlay", "stale.yaml"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("stale.yaml action 1 (target $.nowhere) selects nothing in the spec");
  });
});
