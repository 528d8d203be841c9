/** A target that stops answering during a run ends it: the suites after are "not run", junit errors, exit 2. */
import { readFileSync, watch } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOST_FILE } from "../../src/run/target-lost.js";
import { validateReports } from "../../src/schemas/report-schemas.js";
import { runCli, targetEnv } from "../support/cli.js";
import { type DyingTarget, dyingTarget } from "../support/dying-target.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
// The probe asks for a token (1), the first suite (2): the second suite's token request (3) finds the target dying.
const SUITES = ["gps-tracking", "revisions", "order-mark-dates"];
const DIE_AT = 3;

describe("a target lost during a run", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const run = (target: DyingTarget, cwd: string) =>
    runCli(
      SUITES.flatMap((suite) => ["--suite", suite]),
      {
        cwd,
        env: targetEnv(target.url, sandbox),
      },
    );

  it("stops the run: the suites after it are not run (console, junit errors, failures.md, run.json), exit 2", async () => {
    const target = await dyingTarget(sandbox.url, DIE_AT);
    try {
      const cwd = tmp();
      const result = await run(target, cwd);
      expect(result.code).toBe(2);
      const line = `target lost: no answer from ${target.url.replaceAll(".", "\\.")} since \\d\\d:\\d\\d:\\d\\d UTC: ECONNREFUSED; 2 suites not run; it did not answer again before the run ended`;
      expect(result.stdout).toMatch(new RegExp(`\\n${line}\\n`));
      expect(result.stdout.match(/^ {2}– \S+ +0 passed, 0 failed, \d+ skipped \(not run\)/gm)).toHaveLength(2);
      expect(result.stdout.match(/^ {2}✓ /gm)).toHaveLength(1);
      expect(result.stdout).toMatch(/\(3 suites: 1 passed, 2 not run\)/);
      expect(result.stdout).toContain("\nfacts broken: none\n");
      const reports = join(cwd, "reports");
      expect(readFileSync(join(reports, "failures.md"), "utf8")).toMatch(new RegExp(`\\n\\*\\*${line}\\*\\*\\n`));
      const xml = readFileSync(join(reports, "junit.xml"), "utf8");
      const errors = xml.match(
        /<error message="not run: the target was lost: no answer from [^"]+" type="TargetLost"\/>/g,
      );
      const skippedCount = /skipped \((\d+)\), by reason/i.exec(result.stdout)?.[1];
      expect(errors?.length).toBe(Number(skippedCount));
      expect(xml).not.toContain("<skipped");
      const record = JSON.parse(readFileSync(join(reports, "run.json"), "utf8"));
      expect(record.exitCode).toBe(2);
      expect(record.targetLost).toMatchObject({ url: target.url, reason: "ECONNREFUSED", answeredAgainAt: null });
      expect(record.targetLost.suitesNotRun).toHaveLength(2);
      expect(validateReports(reports).errors, "the reports against the published schemas").toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("says so when the lost target answers again before the run ends", async () => {
    const target = await dyingTarget(sandbox.url, DIE_AT);
    const cwd = tmp();
    const reports = join(cwd, "reports");
    // Revived as soon as the run marks the loss: the check at the end of the run finds it answering.
    const watcher = watch(cwd, { recursive: true }, (_event, file) => {
      if (file?.endsWith(LOST_FILE)) {
        watcher.close();
        void target.died.then(() => target.revive());
      }
    });
    try {
      const result = await run(target, cwd);
      expect(result.code).toBe(2);
      expect(result.stdout).toMatch(
        /\ntarget lost: no answer from \S+ since [\d:]+ UTC: ECONNREFUSED; 2 suites not run; it answered again at [\d:]+ UTC, after the run had stopped\n/,
      );
      expect(JSON.parse(readFileSync(join(reports, "run.json"), "utf8")).targetLost.answeredAgainAt).toMatch(/^\d{4}-/);
    } finally {
      watcher.close();
      await target.close();
    }
  });
});
