/**
 * The guides' shell commands, executed: each block of each guide in order, as one reader's shell session in a
 * temporary directory (guide-shell.ts), a local sandbox standing in for a vendor's target. Every command that runs
 * must exit 0 (a sandbox: listen, then stop cleanly); the few that cannot run offline are listed in NOT_RUN, and the
 * test prints why for each.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readGuides } from "../src/guides.js";
import { codeBlocks, runsAgainstSandbox, shellCommands } from "./support/guide-code.js";
import { type CommandRun, GuideShell, NOT_RUN } from "./support/guide-shell.js";

const guides = readGuides()
  .map((guide) => ({
    name: guide.name,
    blocks: codeBlocks(guide.markdown, "sh")
      .filter((block) => !runsAgainstSandbox(block))
      .map((block, index) => ({ number: index + 1, commands: shellCommands(block) })),
  }))
  .filter((guide) => guide.blocks.length > 0);

let standIn: SandboxHandle;
const dirs: string[] = [];
const notRun: CommandRun[] = [];

beforeAll(async () => {
  standIn = await startSandbox({
    port: 0,
    clock: "manual",
    logger: () => {},
    clients: [
      { clientId: "vendor-client", clientSecret: "vendor-secret" },
      { clientId: "vendor-other-client", clientSecret: "vendor-other-secret" },
    ],
    pricingApiKey: "vendor-pricing-key",
  });
});

afterAll(async () => {
  await standIn?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.each(guides)("the $name guide's commands, run", ({ blocks }) => {
  let shell: GuideShell;
  beforeAll(async () => {
    const cwd = await mkdtemp(join(tmpdir(), "haulkit-guide-"));
    dirs.push(cwd);
    shell = new GuideShell(cwd, {
      url: standIn.url,
      clients: standIn.credentials.clients,
      pricingApiKey: standIn.credentials.pricingApiKey,
    });
  });

  it.for(blocks)("block #$number", async ({ commands }, ctx) => {
    const runs: CommandRun[] = [];
    try {
      for (const command of commands) runs.push(await shell.run(command));
    } finally {
      const stopped = await shell.endBlock();
      expect(
        stopped.every((code) => code === 0),
        `a sandbox did not stop cleanly: ${stopped}`,
      ).toBe(true);
    }
    for (const run of runs) {
      if (run.notRun) {
        notRun.push(run);
        console.info(`not run: ${run.command}\n  why: ${run.notRun}`);
      } else expect(run.code, `${run.command}\n${run.output.slice(-4000)}`).toBe(0);
    }
    if (runs.every((run) => run.notRun)) ctx.skip(`not run: ${runs.map((run) => run.notRun).join("; ")}`);
  });
});

describe("what is not run", () => {
  it("is a short list, each entry with its reason, and most commands run", () => {
    const all = guides.flatMap((guide) => guide.blocks.flatMap((block) => block.commands));
    expect(NOT_RUN.length).toBeLessThanOrEqual(6);
    expect(notRun.length).toBeLessThan(all.length / 3);
    // Every entry of the list matches a command of a guide: none stays once its command is gone.
    for (const entry of NOT_RUN)
      expect(
        all.some((command) => entry.test(command)),
        entry.reason,
      ).toBe(true);
  });
});
