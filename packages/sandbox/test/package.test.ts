/** The built package (`pnpm build`): what other repositories import and run, without a TypeScript loader. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as primingSource from "../src/http/tick-priming.js";
import * as source from "../src/index.js";
import { basic, call } from "./support/sandbox.js";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(`${PACKAGE}/package.json`, "utf8"));
const entry = manifest.exports["."];

describe("the built package", () => {
  it("points its exports at built JavaScript and declarations, types first, and needs no tsx to run", () => {
    expect(Object.keys(entry)).toEqual(["types", "default"]);
    expect(entry.types).toMatch(/^\.\/dist\/.*\.d\.ts$/);
    expect(entry.default).toMatch(/^\.\/dist\/.*\.js$/);
    expect(manifest.dependencies).not.toHaveProperty("tsx");
  });

  it("exports the same names as the sources", async () => {
    const built = await import(`${PACKAGE}/${entry.default}`);
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });

  it("exports the nextTick priming at ./tick-priming, types first: the source's own names, loaded by name in plain node", async () => {
    const priming = manifest.exports["./tick-priming"];
    expect(Object.keys(priming)).toEqual(["types", "default"]);
    expect(priming.types).toBe("./dist/http/tick-priming.d.ts");
    expect(priming.default).toBe("./dist/http/tick-priming.js");
    const built = await import(`${PACKAGE}/${priming.default}`);
    expect(Object.keys(built).sort()).toEqual(Object.keys(primingSource).sort());
    const script = `const { primeNextTick } = await import("@haulkit/sandbox/tick-priming"); await primeNextTick(); console.log("primed");`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: PACKAGE, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("primed");
  });

  it("loads in plain node, with no TypeScript loader", () => {
    const script = `const sandbox = await import(${JSON.stringify(`${PACKAGE}/${entry.default}`)}); console.log(typeof sandbox.startSandbox);`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: PACKAGE, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("function");
  });

  it("serves from the built entry: a token, then an order list", async () => {
    const built = await import(`${PACKAGE}/${entry.default}`);
    const sandbox: source.SandboxHandle = await built.startSandbox({ port: 0 });
    try {
      const token = await call(`${sandbox.url}/oauth/token?grant_type=client_credentials`, "POST", {
        headers: { authorization: basic("sandbox-client-id", "sandbox-client-secret") },
      });
      expect(token.status).toBe(200);
      const orders = await call(`${sandbox.url}/v1/public/orders`, "GET", {
        headers: { authorization: `Bearer ${token.body.access_token}` },
      });
      expect(orders.status).toBe(200);
      expect(orders.body.data.pagination.total_objects).toBe(0);
    } finally {
      await sandbox.close();
    }
  });
});
