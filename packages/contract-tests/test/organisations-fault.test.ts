/**
 * The organisations suite must be able to fail: against a sandbox whose getOrder answers another organisation's
 * order (the `cross-org-read` fault) it fails on that test alone; without a second client its cross-organisation
 * tests are skipped with the reason, and the checks that the table covers the spec still run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./support/cli.js";
import { junitCases } from "./support/junit.js";
import { quietSandbox } from "./support/servers.js";
import { useTmpDirs } from "./support/tmp.js";

const tmp = useTmpDirs();
const CLIENTS = [
  { clientId: "org-a", clientSecret: "org-a-secret-value" },
  { clientId: "org-b", clientSecret: "org-b-secret-value" },
];
const GET_ORDER =
  "another organisation's object named in a request > getOrder path:guid: B naming A's order gets 404, A's order unchanged (rule: objects per organisation)";

async function runOrganisations(faults: "cross-org-read"[], second: boolean) {
  const sandbox = await quietSandbox({ clock: "manual", clients: CLIENTS, faults, validateResponses: false });
  try {
    const cwd = tmp();
    const [a, b] = CLIENTS as [(typeof CLIENTS)[number], (typeof CLIENTS)[number]];
    const run = await runCli(["--suite", "organisations", "--strict"], {
      cwd,
      env: {
        HAULKIT_SHIPPER_URL: sandbox.url,
        HAULKIT_CLIENT_ID: a.clientId,
        HAULKIT_CLIENT_SECRET: a.clientSecret,
        ...(second ? { HAULKIT_SECOND_CLIENT_ID: b.clientId, HAULKIT_SECOND_CLIENT_SECRET: b.clientSecret } : {}),
      },
    });
    const cases = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8"));
    return { run, cases };
  } finally {
    await sandbox.close();
  }
}

describe("the organisations suite", () => {
  it("fails against cross-org-read exactly on getOrder, with the 200 B was given", async () => {
    const { run, cases } = await runOrganisations(["cross-org-read"], true);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const failed = cases.filter((testCase) => testCase.failure !== undefined);
    expect(failed.map((testCase) => testCase.name)).toEqual([GET_ORDER]);
    expect(failed[0]?.failure).toMatch(
      /getOrder \(GET \/v1\/public\/orders\/[0-9a-f-]+\): expected status 404, got 200/,
    );
    expect(cases.filter((testCase) => !testCase.skipped).length).toBeGreaterThan(60);
    for (const secret of ["org-a-secret-value", "org-b-secret-value"])
      expect(run.stdout + run.stderr).not.toContain(secret);
  });

  it("without a second client skips every cross-organisation test with its reason; the coverage checks still pass", async () => {
    const { run, cases } = await runOrganisations([], false);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const ran = cases.filter((testCase) => !testCase.skipped);
    expect(ran.map((testCase) => testCase.name).sort()).toEqual([
      "the table covers the spec > every shipper input that names an object has a case (rule: BOLA on every operation)",
      "the table covers the spec > every shipper list of objects has a case (rule: lists per organisation)",
    ]);
    expect(ran.every((testCase) => testCase.failure === undefined)).toBe(true);
    expect(cases.length).toBeGreaterThan(60);
    expect(run.stdout).toContain("needs secondClient: no client of a second organisation: set --second-client-id");
  });
});
