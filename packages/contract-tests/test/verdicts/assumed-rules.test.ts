/**
 * A whole rule that rests on a GAPS choice (`suite.rule(…, { assumes: "G-060" })`): a target that lists an order's
 * activities oldest first breaks only our choice (G-060, newest first), so the conventions suite passes with that
 * test skipped as drift under G-060; --strict fails exactly that test, naming the assumption.
 */
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, targetEnv } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { readAll } from "../support/read-all.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const RULE = "order of lists > activities list newest first (rule: G-060)";
const ACTIVITIES = /^\/v1\/public\/orders\/[^/]+\/activities$/;

/** A proxy in front of the sandbox that answers every activity list oldest first, and nothing else differently. */
async function oldestFirstProxy(upstream: string) {
  const server = createServer(async (request, response) => {
    const sent = await readAll(request);
    const forward = httpRequest(`${upstream}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, host: new URL(upstream).host },
    });
    forward.on("response", async (answer) => {
      let text = (await readAll(answer)).toString("utf8");
      const path = new URL(request.url ?? "/", "http://proxy").pathname;
      if (request.method === "GET" && ACTIVITIES.test(path) && answer.statusCode === 200) {
        const body = JSON.parse(text);
        body.data.objects.reverse();
        text = JSON.stringify(body);
      }
      const headers = { ...answer.headers, "content-length": String(Buffer.byteLength(text)) };
      delete headers["transfer-encoding"];
      response.writeHead(answer.statusCode ?? 502, headers).end(text);
    });
    forward.on("error", () => response.writeHead(502).end());
    forward.end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function runConventions(sandbox: SandboxHandle, extra: string[] = []) {
  const proxy = await oldestFirstProxy(sandbox.url);
  try {
    const cwd = tmp();
    const run = await runCli(["--suite", "conventions", ...extra], {
      cwd,
      env: targetEnv(proxy.url, sandbox),
    });
    const read = (name: string) => readFileSync(join(cwd, "reports", name), "utf8");
    return { run, read, cases: junitCases(read("junit.xml")) };
  } finally {
    await proxy.close();
  }
}

describe("a target that lists activities oldest first (against G-060)", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("passes with only the G-060 rule skipped as drift under G-060", async () => {
    const { run, read, cases } = await runConventions(sandbox);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
    expect(cases.filter((c) => c.skipped).map((c) => c.name)).toEqual([RULE]);
    const drift = JSON.parse(read("drift.json")) as { gaps: { gap: string }[] };
    expect(drift.gaps.map((group) => group.gap)).toEqual(["G-060"]);
  });

  it("with --strict fails exactly that rule, naming the assumption", async () => {
    const { run, cases } = await runConventions(sandbox, ["--strict"]);
    expect(run.code).toBe(1);
    const failed = cases.filter((c) => c.failure !== undefined);
    expect(failed.map((c) => c.name)).toEqual([RULE]);
    expect(failed[0]?.failure).toContain("contradicts assumption G-060 (--strict)");
  });
});
