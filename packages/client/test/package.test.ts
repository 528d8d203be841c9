/**
 * The published shape: @haulkit/spec, @haulkit/types and @haulkit/client packed as tarballs, installed with npm into
 * a new project outside the repository, a TypeScript file using them compiled with the workspace's tsc and run.
 * Needs the built spec (`lib/`) and types (`dist/`), which turbo builds before the tests (`^build`).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLIENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const REPO = resolve(CLIENT_DIR, "../..");
const TYPES_DIR = join(REPO, "packages/types");
const SPEC_DIR = join(REPO, "spec");
const TSC = createRequire(join(CLIENT_DIR, "package.json")).resolve("typescript/bin/tsc");

const CONSUMER_SOURCE = `import { ApiError, createShipperClient, parseWebhook, verifyWebhook, type ShipperClient } from "@haulkit/client";
import type { Order, OrderInput, WebhookEvent } from "@haulkit/types";

const client: ShipperClient = createShipperClient({ baseUrl: "http://127.0.0.1:9", clientId: "id", clientSecret: "secret" });

export async function firstOrderNumber(): Promise<string | undefined> {
  const input: OrderInput = { vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2022 }] };
  const created = await client.POST("/v1/public/orders", { body: input });
  const order: Order = created.data.object;
  return order.number;
}

const event: WebhookEvent = parseWebhook(JSON.stringify({
  action: "insurance.canceled",
  action_date: "2026-03-17T09:12:55.600+0000",
  order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
  vehicle_guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
  cancellation_reason: "VEHICLE_REMOVED",
}));
const verified = verifyWebhook({ "x-verification-token": "t" }, "t");
const failure = await client.GET("/v1/public/webhooks", { maxRetries: 0, timeout: 2000 }).catch((error: unknown) => error);
console.log(JSON.stringify({ action: event.action, verified, failure: (failure as Error).name, isApiError: failure instanceof ApiError }));
`;

const BROKEN_SOURCE = `import { createShipperClient } from "@haulkit/client";
const client = createShipperClient({ baseUrl: "http://x", clientId: "id", clientSecret: "secret" });
await client.GET("/v1/public/orders/{guid}", { params: { path: { nope: "x" } } });
`;

let workDir: string;
let consumerDir: string;

/** Runs a command; on failure the error carries its output. */
async function sh(command: string, args: string[], cwd: string) {
  try {
    return await run(command, args, {
      cwd,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, npm_config_yes: "true" },
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** A copy of a package ready for `npm pack`: its `files`, and `workspace:` versions replaced by the real ones. */
async function stage(packageDir: string, into: string, versions: Record<string, string>, build?: () => Promise<void>) {
  const manifest = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8"));
  await mkdir(into, { recursive: true });
  for (const entry of manifest.files as string[]) {
    const source = join(packageDir, entry);
    // A package built here gets its output from `build`, never from a (possibly stale) dist in the repository.
    if (build && entry.startsWith("dist")) continue;
    if (existsSync(source)) await cp(source, join(into, entry), { recursive: true });
  }
  await build?.();
  for (const field of ["dependencies", "peerDependencies"]) {
    for (const [name, range] of Object.entries<string>(manifest[field] ?? {})) {
      if (range.startsWith("workspace:")) manifest[field][name] = versions[name];
    }
  }
  delete manifest.devDependencies;
  delete manifest.scripts;
  await writeFile(join(into, "package.json"), JSON.stringify(manifest, null, 2));
  const { stdout } = await sh("npm", ["pack", "--silent", "--pack-destination", workDir], into);
  return join(workDir, stdout.trim().split("\n").pop() ?? "");
}

beforeAll(async () => {
  for (const [needed, hint] of [
    [join(SPEC_DIR, "lib/ajv.js"), "cd spec && pnpm run build"],
    [join(SPEC_DIR, "dist/shipper.json"), "pnpm bundle"],
    [join(TYPES_DIR, "dist/src/index.d.ts"), "pnpm --filter @haulkit/types build"],
  ]) {
    if (!existsSync(needed as string)) throw new Error(`${needed} is missing: run \`${hint}\` first`);
  }
  workDir = await mkdtemp(join(tmpdir(), "haulkit-consumer-"));
  const versions: Record<string, string> = {};
  for (const dir of [SPEC_DIR, TYPES_DIR, CLIENT_DIR]) {
    const { name, version } = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
    versions[name] = version;
  }
  const specTarball = await stage(SPEC_DIR, join(workDir, "stage-spec"), versions);
  const typesTarball = await stage(TYPES_DIR, join(workDir, "stage-types"), versions);
  const clientStage = join(workDir, "stage-client");
  const clientTarball = await stage(CLIENT_DIR, clientStage, versions, () =>
    sh(
      process.execPath,
      [TSC, "-p", "tsconfig.build.json", "--outDir", join(clientStage, "dist/src")],
      CLIENT_DIR,
    ).then(() => undefined),
  );

  consumerDir = join(workDir, "consumer");
  await mkdir(consumerDir);
  const dependencies = {
    "@haulkit/spec": `file:${specTarball}`,
    "@haulkit/types": `file:${typesTarball}`,
    "@haulkit/client": `file:${clientTarball}`,
  };
  await writeFile(
    join(consumerDir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module", dependencies, overrides: dependencies }),
  );
  await writeFile(
    join(consumerDir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: [],
        strict: true,
        skipLibCheck: false,
        outDir: "out",
      },
      include: ["src"],
    }),
  );
  await mkdir(join(consumerDir, "src"));
  await sh("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], consumerDir);
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("a consumer project installing the packed packages", () => {
  it("installs one copy of each haulkit package (the client's dependencies resolve to the tarballs)", async () => {
    const installed = await readdir(join(consumerDir, "node_modules/@haulkit"));
    expect(installed.sort()).toEqual(["client", "spec", "types"]);
    expect(existsSync(join(consumerDir, "node_modules/@haulkit/client/node_modules/@haulkit"))).toBe(false);
  });

  it("compiles a file using createShipperClient and the types with strict tsc, and runs it", async () => {
    await writeFile(join(consumerDir, "src/index.ts"), CONSUMER_SOURCE);
    await sh(process.execPath, [TSC, "-p", "tsconfig.json"], consumerDir);
    const { stdout } = await sh(process.execPath, ["out/index.js"], consumerDir);
    expect(JSON.parse(stdout)).toEqual({
      action: "insurance.canceled",
      verified: true,
      failure: "NetworkError",
      isApiError: false,
    });
  });

  it("rejects a call with the wrong path parameters at compile time", async () => {
    await writeFile(join(consumerDir, "src/index.ts"), BROKEN_SOURCE);
    const error = await sh(process.execPath, [TSC, "-p", "tsconfig.json", "--noEmit"], consumerDir).catch(
      (caught: Error) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /error TS2353: Object literal may only specify known properties, and 'nope'/,
    );
  });
});
