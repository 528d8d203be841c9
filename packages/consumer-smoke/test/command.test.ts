/** run: output on success; on failure an error naming the command, its exit and its output; a time limit. */
import { describe, expect, it } from "vitest";
import { CommandError, run } from "../src/command.js";
import { pnpmCommand } from "../src/pack.js";

const node = (script: string, timeoutMs?: number) =>
  run(process.execPath, ["-e", script], { cwd: process.cwd(), timeoutMs });

describe("run", () => {
  it("resolves to stdout and stderr", async () => {
    expect(await node("process.stdout.write('out'); process.stderr.write('err')")).toEqual({
      stdout: "out",
      stderr: "err",
    });
  });

  it("rejects a non-zero exit with a CommandError carrying the exit code and the output", async () => {
    const error = await node("console.log('half done'); process.exit(3)").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandError);
    expect(error).toMatchObject({ exitCode: 3, stdout: "half done\n" });
    expect((error as Error).message).toMatch(/failed \(3\)[\s\S]*half done/);
  });

  it("kills a command past its time limit and says so", async () => {
    const error = await node("setTimeout(() => {}, 60_000)", 300).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ exitCode: "killed after 300 ms" });
  });
});

describe("pnpmCommand", () => {
  it("uses the pnpm running the script when npm_execpath is pnpm's", () => {
    expect(pnpmCommand({ npm_execpath: "/x/pnpm/bin/pnpm.cjs" })).toEqual([process.execPath, ["/x/pnpm/bin/pnpm.cjs"]]);
  });

  it("falls back to the pinned pnpm through npx otherwise (npm's execpath, none)", () => {
    expect(pnpmCommand({ npm_execpath: "/x/npm/bin/npm-cli.js" })).toEqual(["npx", ["--yes", "pnpm@10.34.8"]]);
    expect(pnpmCommand({})).toEqual(["npx", ["--yes", "pnpm@10.34.8"]]);
  });
});
