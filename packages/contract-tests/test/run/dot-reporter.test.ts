/** `--reporter dot` piped: no colour codes unless asked for, the summary on its own line after the row of dots. */
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const ESCAPE = /\u001b\[/;
const NO_CHOICE = { NO_COLOR: undefined, FORCE_COLOR: undefined, CI: undefined, TERM: "xterm-256color" };

describe("--reporter dot, piped", () => {
  it("writes no colour codes, no suite line inside the dots, and starts the summary on a line of its own", async () => {
    const run = await runCli(["--suite", "pricing", "--reporter", "dot"], { cwd: tmp(), env: NO_CHOICE });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ESCAPE);
    const lines = run.stdout.split("\n");
    const dots = lines.findIndex((line) => /^·+$/.test(line));
    expect(dots, run.stdout).toBeGreaterThan(0);
    expect(lines[dots + 1]).toMatch(/^haulkit contract: \d+ passed, 0 failed, 0 skipped \(1 suite: 1 passed\)/);
    expect(run.stdout).not.toMatch(/✓ pricing/);
  });

  it.each([
    ["FORCE_COLOR=1", { ...NO_CHOICE, FORCE_COLOR: "1" }, true],
    ["NO_COLOR=1 over FORCE_COLOR=1", { ...NO_CHOICE, NO_COLOR: "1", FORCE_COLOR: "1" }, false],
  ])("%s", async (_label, env, colour) => {
    const run = await runCli(["--suite", "pricing", "--reporter", "dot"], { cwd: tmp(), env });
    expect(run.code, run.stderr).toBe(0);
    expect(ESCAPE.test(run.stdout)).toBe(colour);
  });

  it("without dot the per-suite line is still printed", async () => {
    const run = await runCli(["--suite", "pricing"], { cwd: tmp(), env: NO_CHOICE });
    expect(run.stdout).toMatch(/\n {2}✓ pricing +\d+ passed/);
    expect(run.stdout).not.toMatch(ESCAPE);
  });
});
