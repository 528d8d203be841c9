/**
 * Issue 31: an overlay applied by `haulkit-contract overlay` gives a bundle that lints clean with the spec's own
 * rules, and the reference site builds from it, showing what the overlay states.
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runContract } from "@haulkit/contract-tests";
import { afterAll, describe, expect, it } from "vitest";
import { defaultSpecDir } from "../src/apis.js";
import { buildSite } from "../src/build.js";

const work = mkdtempSync(join(tmpdir(), "haulkit-overlaid-site-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const OBSERVED = "Created: observed on vendor.example (G-106), the order as a 200 would return it.";
/** What a run proposes when a create is answered 201 (overlay.yaml): the response the target gave. */
const OVERLAY = `overlay: 1.1.0
info:
  title: vendor deviations
  version: 1.0.0
actions:
  - target: "$.paths['/v1/public/orders'].post.responses"
    description: "G-106: createOrder answered 201 (observed on vendor.example)"
    update:
      "201":
        description: "${OBSERVED}"
`;

/** Runs redocly's lint on a bundle with the spec's rules; resolves to its exit code and output. */
function lint(bundle: string): Promise<{ code: number | null; output: string }> {
  const bin = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "lint", bundle, "--config", join(defaultSpecDir, "redocly.yaml")], {
      cwd: defaultSpecDir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("a bundle overlaid by haulkit-contract overlay", () => {
  const specDir = join(work, "vendor-spec");
  const bundle = join(specDir, "dist", "shipper.json");

  it("is written with the overlay's response, lints clean, and the site built from it shows that response", async () => {
    writeFileSync(join(work, "vendor-overlay.yaml"), OVERLAY);
    const code = await runContract(["overlay", join(work, "vendor-overlay.yaml"), "--out", bundle]);
    expect(code).toBe(0);
    const overlaid = JSON.parse(readFileSync(bundle, "utf8"));
    expect(overlaid.paths["/v1/public/orders"].post.responses["201"].description).toBe(OBSERVED);
    expect(Object.keys(overlaid.paths["/v1/public/orders"].post.responses).sort()).toEqual([
      "200",
      "201",
      "400",
      "401",
    ]);

    const linted = await lint(bundle);
    expect(linted.code, linted.output).toBe(0);

    for (const file of ["redocly.yaml", "GAPS.md"]) copyFileSync(join(defaultSpecDir, file), join(specDir, file));
    copyFileSync(join(defaultSpecDir, "dist", "pricing.json"), join(specDir, "dist", "pricing.json"));
    const siteDir = join(work, "site");
    mkdirSync(siteDir);
    const pages = await buildSite({ specDir, outDir: siteDir });
    expect(pages.map((page) => page.file)).toContain("shipper.html");
    const shipper = readFileSync(join(siteDir, "shipper.html"), "utf8");
    expect(shipper).toContain("observed on vendor.example (G-106)");
  });
});
