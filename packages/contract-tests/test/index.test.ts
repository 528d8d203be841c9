/** The package's typed export: `runContract` runs the command line in process and resolves to its exit code. */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractExitCode, runContract } from "../src/index.js";

const SAMPLE = resolve(import.meta.dirname, "../../../spec/samples/webhooks/insurance.canceled.json");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-run-contract-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("runContract", () => {
  it("resolves to 0 for a captured payload that conforms (validate)", async () => {
    const code: ContractExitCode = await runContract(["validate", SAMPLE]);
    expect(code).toBe(0);
  });

  it("resolves to 1 for the same payload one enum value off", async () => {
    const payload = JSON.parse(await readFile(SAMPLE, "utf8"));
    const broken = join(dir, "insurance.canceled.json");
    await writeFile(broken, JSON.stringify({ ...payload, cancellation_reason: "NOT_A_REASON" }));
    expect(await runContract(["validate", broken])).toBe(1);
  });

  it("resolves to 2 for an unknown option, its junit.xml saying the run could not start", async () => {
    const reportsDir = join(dir, "reports");
    expect(await runContract(["--no-such-option", "--reports-dir", reportsDir], {})).toBe(2);
    expect(await readFile(join(reportsDir, "junit.xml"), "utf8")).toMatch(
      /could not run: Unknown option &apos;--no-such-option&apos;/,
    );
  });
});
