/** Help, the version and bad usage answer without loading the suite, vitest or validators (a module-load trace, no timing). */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BIN } from "../support/cli.js";
import { useTmpDirs } from "../support/tmp.js";

const TRACE = fileURLToPath(new URL("../support/import-trace.mjs", import.meta.url));
const tmp = useTmpDirs();

/** The heavy modules a quick answer must not load. */
const HEAVY = [
  /\/node_modules\/vitest\//,
  /\/node_modules\/ajv\//,
  /\/node_modules\/pactum\//,
  /\/sandbox\/dist\//,
  /\/dist\/run\/run-contract\.js$/,
  /\/dist\/validation\//,
  /\/spec\/lib\/validators\.js$/,
];

async function loaded(args: string[]): Promise<{ code: number | null; modules: string[]; stdout: string }> {
  const dir = tmp();
  const trace = join(dir, "trace.txt");
  writeFileSync(trace, "");
  const child = spawn(process.execPath, ["--import", TRACE, BIN, ...args], {
    cwd: dir,
    env: { ...process.env, HAULKIT_IMPORT_TRACE: trace, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, modules: readFileSync(trace, "utf8").split("\n").filter(Boolean), stdout };
}

const heavyIn = (modules: string[]) => modules.filter((url) => HEAVY.some((pattern) => pattern.test(url)));

describe("quick answers load nothing heavy", () => {
  it.each([
    [["--help"], 0, "Usage:"],
    [["help"], 0, "Usage:"],
    [["--version"], 0, JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version],
    [["merge-reports", "--help"], 0, "merge-reports --out <dir>"],
    [["--no-such-flag"], 2, ""],
    [["merge-reports", "a"], 2, ""],
    [["--shard", "x", "--reports-dir", "r"], 2, ""],
  ])("%j", async (args, code, text) => {
    const run = await loaded(args);
    expect(run.code).toBe(code);
    expect(run.stdout).toContain(text);
    // The trace saw the CLI itself: an empty trace would prove nothing.
    expect(run.modules.some((url) => url.endsWith("/dist/cli/main.js"))).toBe(true);
    expect(heavyIn(run.modules)).toEqual([]);
  });

  // Ajv itself is required (CommonJS) by the spec's validators on first use, which an import trace does not see.
  it("the trace does see them when a command needs them: validate loads the spec's validators and the validation modules", async () => {
    const dir = tmp();
    writeFileSync(join(dir, "payload.json"), "{}");
    const run = await loaded(["validate", join(dir, "payload.json")]);
    expect(run.code).toBe(1);
    expect(heavyIn(run.modules).some((url) => /\/spec\/lib\/validators\.js$/.test(url))).toBe(true);
    expect(heavyIn(run.modules).some((url) => /\/dist\/validation\//.test(url))).toBe(true);
  });
});

describe("a run loads what applies overlays only when it has one", () => {
  const appliesOverlays = (modules: string[]) =>
    modules.filter((url) => /\/node_modules\/jsonpath-rfc9535\/|\/dist\/overlay\/apply\.js$/.test(url));

  it("without --overlay: neither JSONPath nor the overlay code is loaded, and the run passes", async () => {
    const run = await loaded(["--suite", "revisions"]);
    expect(run.code).toBe(0);
    expect(run.modules.some((url) => url.endsWith("/dist/run/run-contract.js"))).toBe(true);
    expect(appliesOverlays(run.modules)).toEqual([]);
    // The harness (pactum) runs in vitest's workers: the thread that starts the run and serves the sandboxes does
    // not load it (about 50 ms of that thread before any test started).
    expect(run.modules.filter((url) => /\/node_modules\/pactum\/|\/dist\/harness\/pactum\.js$/.test(url))).toEqual([]);
    expect(run.modules.some((url) => url.endsWith("/dist/run/cleanup-report.js"))).toBe(true);
  });

  it("with --overlay: both are loaded and the overlay is applied (its banner line)", async () => {
    const dir = tmp();
    const overlay = join(dir, "overlay.yaml");
    writeFileSync(
      overlay,
      'overlay: 1.1.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: $.info\n    update: { x-note: "x" }\n',
    );
    const run = await loaded(["--suite", "revisions", "--overlay", overlay]);
    expect(run.stdout).toContain("overlays: ");
    expect(appliesOverlays(run.modules).length).toBeGreaterThan(1);
  });
});
