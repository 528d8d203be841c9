import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVitest } from "vitest/node";
import type { RunContext } from "../../src/run/run-context.js";
import { TAG_DESCRIPTIONS } from "../../src/target/capabilities.js";
import type { ProbedTarget } from "../../src/target/probe.js";
import { type ScriptedServer, scriptedServer } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const fixture = fileURLToPath(new URL("fixtures/refused-token.contract.ts", import.meta.url));
let refusing: ScriptedServer;

beforeAll(async () => {
  refusing = await scriptedServer((_, response) => {
    response.writeHead(401, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ status: 401, error: "Unauthorized", message: "Bad credentials", path: "/oauth/token" }),
    );
  });
});
afterAll(() => refusing.close());

/** The states vitest gives the fixture's test when its target refuses the token request. */
async function statesWith(setupFailsTests: boolean): Promise<string[]> {
  const target = {
    shipperUrl: refusing.url,
    clientId: "refused-client",
    clientSecret: "refused-secret",
    sandbox: true,
    capabilities: {},
  } as unknown as ProbedTarget;
  const run: RunContext = {
    reportsDir: tmp(),
    targets: { refused: target },
    webhooks: { publicUrl: undefined, port: 0 },
    setupFailsTests,
  };
  const vitest = await startVitest(
    "test",
    [fixture],
    {
      config: false,
      root: fileURLToPath(new URL("../..", import.meta.url)),
      include: [fixture],
      watch: false,
      // A reporter that prints nothing: the fixture failing is what the first test wants.
      reporters: [{}],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      provide: { "haulkit.run": run },
    },
    { server: { watch: null } },
  );
  const states = vitest.state.getFiles().flatMap((file) => file.tasks.map((task) => task.result?.state ?? "none"));
  await vitest.close();
  return states;
}

describe("a suite whose token request failed (RunContext.setupFailsTests)", () => {
  it("fails its tests under pnpm mutation, where Stryker would count a skipped test as passed", async () => {
    expect(await statesWith(true)).toEqual(["fail"]);
  });

  it("skips them otherwise: the run reports the setup failure once, with its cause", async () => {
    expect(await statesWith(false)).toEqual(["skip"]);
  });
});
