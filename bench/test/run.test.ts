import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BENCH_ROOT } from "../src/paths.js";

/** The command itself, in a fresh process: help, and the usage errors that must not run anything. */
function bench(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/run.ts", ...args], {
    cwd: BENCH_ROOT,
    encoding: "utf8",
  });
}

describe("pnpm bench", () => {
  it("--help prints the usage and exits 0", () => {
    const result = bench("--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: pnpm bench/);
    expect(result.stdout).toContain("--no-fail");
    expect(result.stdout).toContain("--prism <bin>");
    expect(result.stdout).toContain("it runs only when asked, --only peers");
  });

  it("--only peers with a --prism that is not there says why, measures nothing, installs nothing and exits 0", () => {
    const result = bench("--only", "peers", "--prism", "/nonexistent/prism");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("[peers] no Prism, no figures: /nonexistent/prism is not an executable file");
    expect(result.stdout).not.toContain("installing Prism");
    expect(result.stdout).not.toContain("figures merged");
  });

  it.each([
    { args: ["--only", "nope"], message: /bench: unknown suite nope \(available: .*sandbox/ },
    { args: ["--fast"], message: /bench: .*--fast/ },
  ])("$args exits 2 with the reason and the usage", ({ args, message }) => {
    const result = bench(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage: pnpm bench");
    expect(result.stdout).not.toContain("[sandbox] start");
  });
});
