import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { packageDir } from "../src/apis.js";
import { defaultPort, parseServeArgs } from "../src/serve.js";

const tsx = join(createRequire(import.meta.url).resolve("tsx/package.json"), "..", "dist", "cli.mjs");
const serveScript = join(packageDir, "src", "serve.ts");

describe("parseServeArgs", () => {
  const dist = "/site/dist";
  it.each([
    [[], { help: false, port: defaultPort, dir: dist, base: "/" }],
    [["--port", "0"], { help: false, port: 0, dir: dist, base: "/" }],
    [["--port=8080"], { help: false, port: 8080, dir: dist, base: "/" }],
    [["--dir", "/tmp/x", "--port", "65535"], { help: false, port: 65535, dir: "/tmp/x", base: "/" }],
    [["--dir=rel"], { help: false, port: defaultPort, dir: resolve("rel"), base: "/" }],
    [["--base", "haulkit"], { help: false, port: defaultPort, dir: dist, base: "/haulkit/" }],
    [["--base=/a/b/"], { help: false, port: defaultPort, dir: dist, base: "/a/b/" }],
    [["--help"], { help: true }],
    [["--port", "9", "-h"], { help: true }],
  ])("parses %j", (argv, expected) => {
    expect(parseServeArgs(argv, dist)).toEqual(expected);
  });

  it.each([
    [["--port"], "--port needs a value"],
    [["--port="], "--port needs a value"],
    [["--port", "abc"], "--port must be an integer 0..65535, got abc"],
    [["--port", "-1"], "--port must be an integer 0..65535, got -1"],
    [["--port", "65536"], "--port must be an integer 0..65535, got 65536"],
    [["--port", "80.5"], "--port must be an integer 0..65535, got 80.5"],
    [["--verbose"], "unknown argument: --verbose"],
    [["--base"], "--base needs a value"],
    [["--base", "/a/../b"], "base path must be plain path segments, got /a/../b"],
    [["--base", "/a b"], "base path must be plain path segments, got /a b"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseServeArgs(argv, dist)).toThrow(message);
  });
});

/** Runs the serve CLI; resolves with the child and everything it printed once `until` matches (or it exits). */
function runServe(args: string[], until: RegExp): Promise<{ child: ChildProcess; out: string; code: number | null }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsx, serveScript, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) done({ child, out, code: null });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", fail);
    child.on("exit", (code) => done({ child, out, code }));
  });
}

describe("pnpm docs:serve", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
  });

  it("serves the built site and prints its URL", async () => {
    const run = await runServe(["--port", "0", "--dir", inject("siteDir")], /http:\/\/\S+/);
    children.push(run.child);
    const url = /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(run.out)?.[1];
    expect(url, run.out).toBeDefined();
    const res = await fetch(new URL("index.html", url));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("haulkit API reference");
  });

  it("serves the site under --base, as a GitHub Pages project site", async () => {
    const run = await runServe(["--port", "0", "--base", "/haulkit/", "--dir", inject("siteDir")], /http:\/\/\S+/);
    children.push(run.child);
    const url = /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/haulkit\/)/.exec(run.out)?.[1];
    expect(url, run.out).toBeDefined();
    expect((await fetch(new URL("gaps.html", url))).status).toBe(200);
    expect((await fetch(new URL("/gaps.html", url))).status).toBe(404);
  });

  it("prints the usage for --help and exits 0", async () => {
    const run = await runServe(["--help"], /(?!)/);
    expect(run.code).toBe(0);
    expect(run.out).toContain("--port <n>");
    expect(run.out).toContain(`default ${defaultPort}`);
  });

  it.each([
    [["--port", "nope"], 2, "--port must be an integer"],
    [["--bogus"], 2, "unknown argument: --bogus"],
  ])("exits %j with code %i and a message", async (args, code, message) => {
    const run = await runServe(args, /(?!)/);
    expect(run.code).toBe(code);
    expect(run.out).toContain(message);
  });

  it("exits 1 when the directory has no built site", async () => {
    const empty = await mkdtemp(join(tmpdir(), "haulkit-docs-empty-"));
    try {
      const run = await runServe(["--port", "0", "--dir", empty], /(?!)/);
      expect(run.code).toBe(1);
      expect(run.out).toContain("run pnpm docs:build first");
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
