/**
 * The code of every guide is checked: each shell command runs a known command with flags and variables its
 * `--help` documents (tags, suites and faults that exist, packages that are published, scripts that exist); the
 * curl blocks and the TypeScript programs run against a sandbox on port 0 (the programs compiled with `--strict`
 * first); the JSON parses and names keys the command documents.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { FAULTS, type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageDir } from "../src/apis.js";
import { readGuides } from "../src/guides.js";
import {
  codeBlocks,
  contractBin,
  defectsRunner,
  documents,
  flagsOf,
  helpOf,
  repositoryRoot,
  runsAgainstSandbox,
  sandboxBin,
  shellCommands,
  valuesOf,
} from "./support/guide-code.js";
import { binary, compileSamples, runCurl } from "./support/sample-runner.js";

const guides = readGuides();
const blocksOf = (language: string) =>
  guides.flatMap((guide) =>
    codeBlocks(guide.markdown, language).map((block, index) => ({ guide, index, number: index + 1, block })),
  );
const shellBlocks = blocksOf("sh");
const commands = shellBlocks
  .filter(({ block }) => !runsAgainstSandbox(block))
  .flatMap(({ guide, block }) =>
    shellCommands(block).map((command) => ({ name: `${guide.name}: ${command.join(" ")}`, command })),
  );
const curlBlocks = shellBlocks.filter(({ block }) => runsAgainstSandbox(block));
const programs = blocksOf("ts");

const publicPackages = [
  "@haulkit/client",
  "@haulkit/contract-tests",
  "@haulkit/sandbox",
  "@haulkit/spec",
  "@haulkit/types",
];
const rootScripts = Object.keys(
  (JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts,
);
const contractHelp = () => helpOf(contractBin);
const sandboxHelp = () => helpOf(sandboxBin);
/** The tags of the contract command's help (its "Tags" section). */
const contractTags = () =>
  [...(/^Tags[^\n]*\n([\s\S]*?)\n\n/m.exec(contractHelp())?.[1] ?? "").matchAll(/^ {2}([a-z-]+)/gm)].map(
    (match) => match[1],
  );

/** Checks one `haulkit-contract` command line: flags, tags and suites the help documents. */
function checkContract(args: string[]): void {
  const help = args[0] === "merge-reports" ? helpOf(contractBin, ["merge-reports", "--help"]) : contractHelp();
  for (const flag of flagsOf(args)) expect(documents(help, flag), `haulkit-contract ${flag}`).toBe(true);
  for (const expression of valuesOf(args, "--tag")) {
    for (const tag of expression.match(/[a-z-]+/g) ?? []) expect(contractTags()).toContain(tag);
  }
  for (const suite of valuesOf(args, "--suite")) expect(help).toMatch(new RegExp(`[ ,]${suite}[,\\n]`));
}

function checkSandbox(args: string[]): void {
  for (const flag of flagsOf(args)) expect(documents(sandboxHelp(), flag), `haulkit-sandbox ${flag}`).toBe(true);
  for (const fault of valuesOf(args, "--fault")) expect(Object.keys(FAULTS)).toContain(fault);
}

describe("the guides' shell commands", () => {
  it("are there, in the getting-started, vendor, sandbox and mutation guides", () => {
    const names = new Set(commands.map(({ name }) => name.split(":")[0]));
    for (const guide of ["getting-started", "vendor-sandbox", "sandbox", "mutation-testing"]) {
      expect(names).toContain(guide);
    }
  });

  it.for(commands)("$name", ({ command }) => {
    const [program, ...args] = command;
    if (program === "export") {
      const variable = /^([A-Z_]+)=/.exec(args[0] ?? "")?.[1] ?? "";
      expect(`${contractHelp()}\n${sandboxHelp()}`).toContain(variable);
    } else if (program === "npx" && args[0] === "haulkit-contract") {
      checkContract(args.slice(1));
    } else if (program === "npx" && args[0] === "haulkit-sandbox") {
      checkSandbox(args.slice(1));
    } else if (program === "npm" && args[0] === "install") {
      const packages = args.slice(1).filter((arg) => !arg.startsWith("-"));
      expect(packages.length).toBeGreaterThan(0);
      for (const name of packages) expect(publicPackages).toContain(name);
    } else if (program === "pnpm" && args[0] === "--filter" && args[2] === "exec") {
      expect(args.slice(1, 5)).toEqual(["@haulkit/contract-tests", "exec", "node", "mutation/defects/run.mjs"]);
      const rest = args.slice(5);
      for (const flag of flagsOf(rest)) expect(documents(helpOf(defectsRunner), flag), flag).toBe(true);
      for (const id of valuesOf(rest, "--only")) expect(helpOf(defectsRunner, ["--list"])).toContain(id);
      if (rest.includes("--")) checkContract(rest.slice(rest.indexOf("--") + 1));
    } else if (program === "pnpm") {
      expect(args).toHaveLength(1);
      expect(rootScripts).toContain(args[0]);
    } else {
      expect.fail(`no check for the command ${command.join(" ")}`);
    }
  });
});

describe("the guides' JSON", () => {
  it.for(blocksOf("json"))("$guide.name #$number parses and names keys the contract command documents", ({ block }) => {
    const value = JSON.parse(block) as Record<string, unknown>;
    for (const key of Object.keys(value)) expect(contractHelp()).toContain(key);
  });
});

describe("the guides' curl blocks and programs, against a sandbox", () => {
  const curl = binary("curl");
  const jq = binary("jq");
  let sandbox: SandboxHandle;
  let workDir: string;
  let environment: Record<string, string>;
  let problems: Map<string, string[]>;
  const fileOf = (name: string, index: number) => join(workDir, "ts", `${name}-${index}.ts`);

  beforeAll(async () => {
    await mkdir(join(packageDir, "test-results"), { recursive: true });
    // Inside the package, so that the programs resolve `@haulkit/client` as a user's project would.
    workDir = await mkdtemp(join(packageDir, "test-results", "guides-"));
    problems = await compileSamples(
      join(workDir, "ts"),
      Object.fromEntries(programs.map(({ guide, index, block }) => [`${guide.name}-${index}`, block])),
    );
    sandbox = await startSandbox({ port: 0, clock: "manual", logger: () => {} });
    const { clientId, clientSecret, pricingApiKey } = sandbox.credentials;
    environment = { BASE_URL: sandbox.url, CLIENT_ID: clientId, CLIENT_SECRET: clientSecret, API_KEY: pricingApiKey };
  });

  afterAll(async () => {
    await sandbox?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("are there: curl in the sandbox guide, programs in the client and sandbox guides", () => {
    expect(curlBlocks.map(({ guide }) => guide.name)).toContain("sandbox");
    expect(new Set(programs.map(({ guide }) => guide.name))).toEqual(new Set(["client", "sandbox"]));
  });

  it.for(curlBlocks)("$guide.name curl #$number answers 2xx to every request", async ({ block }, ctx) => {
    if (!curl.ready || !jq.ready) ctx.skip(`${curl.reason || jq.reason}: the curl blocks are not run`);
    const run = await runCurl(block, environment, workDir);
    // A body has no newline at its end, so the next answer's status line may follow it on the same line.
    const statuses = [...run.output.matchAll(/HTTP\/[0-9.]+ (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses.length, run.output).toBe(block.match(/^curl -i /gm)?.length);
    for (const status of statuses) expect(status, run.output).toBeLessThan(300);
  });

  it.for(programs)("$guide.name program #$number compiles under --strict and runs", async ({ guide, index }) => {
    const file = fileOf(guide.name, index);
    expect(problems.get(file)).toEqual([]);
    const saved = { ...process.env };
    Object.assign(process.env, environment);
    try {
      await import(pathToFileURL(file).href);
    } finally {
      for (const key of Object.keys(environment)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
});
