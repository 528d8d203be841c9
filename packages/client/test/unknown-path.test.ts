/**
 * What the compiler says about a path the spec does not have: the path itself, not "Expected 2 arguments" (which it
 * said when the init argument of the union of every path was required). Compiled with the workspace's TypeScript.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const CLIENT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const ts = createRequire(join(CLIENT_DIR, "package.json"))("typescript") as typeof import("typescript");
// Outside the package, so that a `tsc` of the package running meanwhile never sees the probe's errors.
const PROBE_DIR = mkdtempSync(join(tmpdir(), "haulkit-unknown-path-"));
const PROBE = join(PROBE_DIR, "probe.mts");

const CALLS = [
  'shipper.GET("/v1/public/ordrs");',
  'shipper.GET("/v1/public/ordrs", {});',
  'shipper.POST("/v1/public/ordrs", { body: {} });',
  'shipper.paginate("/v1/public/ordrs");',
  'shipper.GET("/v1/public/orders");',
];

/** Each call's diagnostics, in the order of CALLS (one line each). */
function diagnose(): string[][] {
  const source = [
    `import { createShipperClient } from ${JSON.stringify(join(CLIENT_DIR, "src", "index.js"))};`,
    'const shipper = createShipperClient({ baseUrl: "http://x", clientId: "a", clientSecret: "b" });',
    ...CALLS,
  ].join("\n");
  writeFileSync(PROBE, source);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(CLIENT_DIR, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const program = ts.createProgram([PROBE], { ...config.options, noEmit: true });
  const file = program.getSourceFile(PROBE);
  const byLine: string[][] = CALLS.map(() => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program, file)) {
    const line =
      file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
    byLine[line - 2]?.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  }
  return byLine;
}

afterAll(() => rmSync(PROBE_DIR, { recursive: true, force: true }));

describe("an unknown path", () => {
  const results = diagnose();

  it.each(CALLS.slice(0, 4).map((call, index) => ({ call, index })))("$call names the path", ({ index }) => {
    const messages = results[index] ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Argument of type '"\/v1\/public\/ordrs"' is not assignable to parameter of type /);
    expect(messages[0]).not.toContain("Expected");
  });

  it("a known path compiles (so the probe itself is sound)", () => {
    expect(results[4]).toEqual([]);
  });
});
