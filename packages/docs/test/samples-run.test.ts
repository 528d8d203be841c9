/**
 * Every code sample of the reference compiles (TypeScript, `--strict`, against `@haulkit/client`) and runs against a
 * real sandbox on port 0: each run in an organisation of its own, with the objects its variables name created first.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledApis, packageDir } from "../src/apis.js";
import { type OperationSamples, samplesOf } from "../src/samples.js";
import { prepare, world } from "./support/sample-fixtures.js";
import { binary, compileSamples, pathPattern, runCurl, runTypeScript } from "./support/sample-runner.js";

const all = bundledApis().flatMap(({ name, spec }) =>
  samplesOf(name, spec as unknown as Record<string, unknown>).map((samples) => ({ api: name, ...samples })),
);
const runs = all.flatMap((samples) => [
  { ...samples, lang: "curl" as const },
  { ...samples, lang: "typescript" as const },
]);
const curl = binary("curl");
const jq = binary("jq");

let sandbox: SandboxHandle;
let workDir: string;
let compiled: Map<string, string[]>;
const sampleFile = (samples: { api: string; operationId: string }) =>
  join(workDir, "ts", `${samples.api}-${samples.operationId}.ts`);

beforeAll(async () => {
  await mkdir(join(packageDir, "test-results"), { recursive: true });
  // Inside the package, so that the samples resolve `@haulkit/client` as a user's project would.
  workDir = await mkdtemp(join(packageDir, "test-results", "samples-"));
  await writeFile(join(workDir, "gate-pass.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]));
  compiled = await compileSamples(
    join(workDir, "ts"),
    Object.fromEntries(all.map((samples) => [`${samples.api}-${samples.operationId}`, samples.typescript])),
  );
  sandbox = await startSandbox({
    port: 0,
    clock: "manual",
    // The spec's examples are set in March 2026 (pickup on the 16th, a negotiation starting on the 14th).
    clockStart: "2026-03-01T00:00:00.000Z",
    // One organisation per run, and one for the broken samples below.
    clients: [...runs, undefined].map((_, index) => ({
      clientId: `docs-${index}`,
      clientSecret: `docs-secret-${index}`,
    })),
    logger: () => {},
  });
});

afterAll(async () => {
  await sandbox?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The sample's environment in organisation `index`: address, credentials, and the objects its variables name. */
async function environment(samples: OperationSamples, index: number): Promise<Record<string, string>> {
  const clientId = `docs-${index}`;
  const clientSecret = `docs-secret-${index}`;
  const names = samples.variables.map((variable) => variable.name);
  const vars = await prepare(world(sandbox.url, clientId, clientSecret), samples.operationId, names);
  return {
    BASE_URL: sandbox.url,
    PRICING_URL: sandbox.url,
    CLIENT_ID: clientId,
    CLIENT_SECRET: clientSecret,
    API_KEY: sandbox.credentials.pricingApiKey,
    FILE_PATH: join(workDir, "gate-pass.jpg"),
    ...vars,
  };
}

describe("TypeScript samples compile with --strict", () => {
  it.for(all.map((samples) => [`${samples.api} ${samples.operationId}`, samples] as const))("%s", ([, samples]) => {
    expect(compiled.get(sampleFile(samples))).toEqual([]);
  });
});

describe("every sample answers its documented success status against the sandbox", () => {
  it.for(runs.map((run, index) => [`${run.api} ${run.operationId} (${run.lang})`, run, index] as const))(
    "%s",
    async ([, run, index], ctx) => {
      if (run.lang === "curl" && (!curl.ready || !jq.ready)) {
        const reason = curl.ready ? jq.reason : curl.reason;
        console.warn(`curl sample skipped: ${reason}`);
        ctx.skip(reason);
      }
      const env = await environment(run, index);
      const result =
        run.lang === "curl"
          ? await runCurl(run.curl, env, workDir)
          : await runTypeScript(sampleFile(run), env, pathPattern(run.path));
      expect(result.status, result.output).toBe(run.successStatus);
    },
  );
});

describe("a sample with a wrong path fails its check", () => {
  const getOrder = all.find((samples) => samples.operationId === "getOrder") as (typeof all)[number];
  const wrong = (text: string) => text.replaceAll("/v1/public/orders/", "/v1/public/ordrs/");

  it("the curl sample answers 404, not its success status", async (ctx) => {
    if (!curl.ready || !jq.ready) {
      const reason = curl.ready ? jq.reason : curl.reason;
      console.warn(`broken curl sample test skipped: ${reason}`);
      ctx.skip(reason);
    }
    expect(wrong(getOrder.curl)).not.toBe(getOrder.curl);
    const good = await runCurl(getOrder.curl, await environment(getOrder, runs.length), workDir);
    expect(good.status).toBe(getOrder.successStatus);
    const broken = await runCurl(wrong(getOrder.curl), await environment(getOrder, runs.length), workDir);
    expect(broken.status).toBe(404);
    expect(broken.status).not.toBe(getOrder.successStatus);
  });

  it("the TypeScript sample does not compile, and answers 404 when run anyway", async () => {
    const dir = join(workDir, "broken");
    const problems = await compileSamples(dir, { "get-order": wrong(getOrder.typescript) });
    expect(problems.get(join(dir, "get-order.ts"))?.join("\n")).toMatch(/"\/v1\/public\/ordrs\/\{guid\}"/);
    const broken = await runTypeScript(
      join(dir, "get-order.ts"),
      await environment(getOrder, runs.length),
      pathPattern("/v1/public/ordrs/{guid}"),
    );
    expect(broken.status).toBe(404);
  });
});
