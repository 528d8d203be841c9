import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useNodeProcesses, waitForOutput } from "./support/processes.js";
import { basic, call } from "./support/sandbox.js";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
/** How `pnpm sandbox` starts the command; the installed bin (`haulkit-sandbox`) is plain node on bin/ (runs dist/). */
const FROM_SOURCE = ["--import", "tsx", "src/cli.ts"];
const INSTALLED_BIN = ["bin/haulkit-sandbox.js"];

const node = useNodeProcesses(PACKAGE);
const run = (args: string[], env: Record<string, string> = {}, entry = FROM_SOURCE) => node([...entry, ...args], env);

describe("the sandbox command", () => {
  it("prints the help and exits 0", async () => {
    const cli = run(["--help"]);
    expect(await cli.exited).toBe(0);
    expect(cli.output().stdout).toContain("Usage: pnpm sandbox [options]");
  });

  it.each([
    [["--no-such-flag"], /Unknown option '--no-such-flag'/],
    [["--port", "x"], /the port must be an integer/],
  ])("exits 2 with a clear message for %j", async (args, message) => {
    const cli = run(args);
    expect(await cli.exited).toBe(2);
    expect(cli.output().stderr).toMatch(message);
    expect(cli.output().stderr).toContain("--help");
  });

  it("serves both services, prints where and how, never the secrets it was given, and stops on SIGTERM", async () => {
    const cli = run(["--port", "0", "--client", "ci-client:flag-secret-value"], {
      HAULKIT_SANDBOX_PRICING_API_KEY: "env-key-value",
    });
    const [, url] = await waitForOutput(cli, "stdout", /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await waitForOutput(cli, "stdout", /Ctrl-C/);
    const { stdout } = cli.output();
    expect(stdout).toContain("ci-client");
    expect(stdout).not.toContain("flag-secret-value");
    expect(stdout).not.toContain("env-key-value");
    const token = await call(`${url}/oauth/token?grant_type=client_credentials`, "POST", {
      headers: { authorization: basic("ci-client", "flag-secret-value") },
    });
    expect(token.status).toBe(200);
    const price = await call(`${url}/api/v1/recommended-price`, "POST", {
      headers: { "x-api-key": "env-key-value" },
      body: {
        pickup: { zip: "60601" },
        delivery: { zip: "77002" },
        vehicles: [{ type: "sedan", make: "A", model: "B", year: "2020" }],
      },
    });
    expect(price.status).toBe(200);
    const clock = await call(`${url}/_sandbox/clock`, "GET", {
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(clock.status).toBe(409);
    expect(clock.body.data.error_id).toBe("CLOCK_NOT_MANUAL");
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    expect(cli.output().stdout).toContain("haulkit sandbox stopped");
    expect(cli.output().stderr).not.toContain("flag-secret-value");
  });

  it("keeps serving when the reader of its output is gone (a `| head` that exited), and stops with 0", async () => {
    const cli = run(["--port", "0"]);
    const [, url] = await waitForOutput(cli, "stdout", /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await waitForOutput(cli, "stdout", /Ctrl-C/);
    cli.child.stdout?.destroy();
    const token = await call(`${url}/oauth/token?grant_type=client_credentials`, "POST", {
      headers: { authorization: basic("sandbox-client-id", "sandbox-client-secret") },
    });
    expect(token.status).toBe(200);
    // Its last line ("stopped") goes to the closed pipe: EPIPE, which must not end it with 1.
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    expect(cli.output().stderr).toBe("");
  });

  it("exits 1 with the data dir's own message when the data dir cannot be used", async () => {
    const dir = mkdtempSync(join(tmpdir(), "haulkit-cli-data-"));
    try {
      writeFileSync(join(dir, "haulkit-sandbox.json"), '{"format":"haulkit-sandbox-data","version":99}\n');
      const cli = run(["--port", "0"], { HAULKIT_SANDBOX_DATA_DIR: dir });
      expect(await cli.exited).toBe(1);
      expect(cli.output().stderr).toBe(
        `haulkit-sandbox: cannot start: data dir ${dir} was written in data format version 99; this sandbox reads ` +
          "versions 1 and 2 only. Start it with another --data-dir, or use the sandbox release that wrote this one.\n",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does not serve the test helpers with --no-test-helpers", async () => {
    const cli = run(["--port", "0", "--no-test-helpers"]);
    const [, url] = await waitForOutput(cli, "stdout", /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await waitForOutput(cli, "stdout", /Ctrl-C/);
    expect(cli.output().stdout).toContain("test helpers     off");
    const token = await call(`${url}/oauth/token?grant_type=client_credentials`, "POST", {
      headers: { authorization: basic("sandbox-client-id", "sandbox-client-secret") },
    });
    const clock = await call(`${url}/_sandbox/clock`, "GET", {
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(clock.status).toBe(404);
    expect(clock.body.data.message).toBe("No resource at /_sandbox/clock");
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
  });
});

describe("the installed bin (haulkit-sandbox, run by plain node as npx does)", () => {
  it("prints the help and exits 0", async () => {
    const cli = run(["--help"], {}, INSTALLED_BIN);
    expect(await cli.exited).toBe(0);
    expect(cli.output().stdout).toContain("Usage: pnpm sandbox [options]");
  });

  it("serves a token and stops on SIGTERM", async () => {
    const cli = run(["--port", "0"], {}, INSTALLED_BIN);
    const [, url] = await waitForOutput(cli, "stdout", /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const token = await call(`${url}/oauth/token?grant_type=client_credentials`, "POST", {
      headers: { authorization: basic("sandbox-client-id", "sandbox-client-secret") },
    });
    expect(token.status).toBe(200);
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
  });

  it("says how to build when dist/ is missing, and exits 1", () => {
    const unbuilt = mkdtempSync(join(tmpdir(), "haulkit-unbuilt-"));
    try {
      mkdirSync(join(unbuilt, "bin"));
      writeFileSync(join(unbuilt, "package.json"), JSON.stringify({ type: "module" }));
      copyFileSync(join(PACKAGE, INSTALLED_BIN[0] as string), join(unbuilt, "bin", "haulkit-sandbox.js"));
      const result = spawnSync(process.execPath, ["bin/haulkit-sandbox.js", "--help"], {
        cwd: unbuilt,
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        "haulkit-sandbox: dist/cli.js is missing: run `pnpm --filter @haulkit/sandbox build` first\n",
      );
      expect(result.stdout).toBe("");
    } finally {
      rmSync(unbuilt, { recursive: true, force: true });
    }
  });
});
