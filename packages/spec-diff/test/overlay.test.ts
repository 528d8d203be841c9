/**
 * `haulkit-spec overlay`: the bundle with a vendor's overlay applied (the apply step of
 * @haulkit/contract-tests/overlay), which lints clean with the spec's own Redocly rules.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMMANDS, main } from "../src/cli.js";

const SPEC = join(import.meta.dirname, "..", "..", "..", "spec");
const work = mkdtempSync(join(tmpdir(), "haulkit-spec-overlay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a run proposes against a vendor that answers createOrder 201 and shows a new offer status. */
const OVERLAY = `overlay: 1.1.0
info:
  title: The shipper API as vendor.example answers it
  version: 1.0.0
  x-haulkit-api: shipper
actions:
  - target: "$.paths['/v1/public/orders'].post.responses"
    description: "G-106: createOrder answered 201 (observed on vendor.example)"
    update:
      "201":
        $ref: "#/components/responses/OrderObject"
        x-assumption: G-106
        x-haulkit-stands-for: 200
  - target: "$.components.schemas.LoadOfferStatus.enum"
    description: "G-093: a new value of an open value set (observed on vendor.example)"
    update: expired
`;

function lint(bundle: string): { status: number | null; output: string } {
  const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
  const result = spawnSync(process.execPath, [cli, "lint", bundle, "--config", join(SPEC, "redocly.yaml")], {
    cwd: SPEC,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("haulkit-spec overlay", () => {
  it("writes the overlaid shipper bundle, which lints clean as the spec does", () => {
    writeFileSync(join(work, "vendor.yaml"), OVERLAY);
    const bundle = join(work, "vendor-spec", "dist", "shipper.json");
    expect(main(["overlay", join(work, "vendor.yaml"), "--out", bundle])).toBe(0);
    const doc = JSON.parse(readFileSync(bundle, "utf8"));
    const responses = doc.paths["/v1/public/orders"].post.responses;
    expect(Object.keys(responses).sort()).toEqual(["200", "201", "400", "401"]);
    expect(doc.components.schemas.LoadOfferStatus.enum).toContain("expired");
    const linted = lint(bundle);
    expect(linted.status, linted.output).toBe(0);
  });

  it("--api pricing overlays the pricing bundle", () => {
    const overlay = join(work, "pricing.yaml");
    writeFileSync(
      overlay,
      `overlay: 1.1.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.info"\n    update: { x-vendor: observed }\n`,
    );
    const out = join(work, "pricing.json");
    expect(main(["overlay", overlay, "--api", "pricing", "--out", out])).toBe(0);
    const doc = JSON.parse(readFileSync(out, "utf8"));
    expect(doc.info["x-vendor"]).toBe("observed");
    expect(doc.info.title).toBe(JSON.parse(readFileSync(join(SPEC, "dist", "pricing.json"), "utf8")).info.title);
  });

  it("an action whose target matches nothing exits 2 naming it", () => {
    const overlay = join(work, "stale.yaml");
    writeFileSync(
      overlay,
      `overlay: 1.1.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.paths['/gone']"\n    remove: true\n`,
    );
    expect(main(["overlay", overlay, "--out", join(work, "stale.json")])).toBe(2);
  });

  it("is listed by the bin's help", () => {
    expect(COMMANDS).toContain("overlay <overlay>... --out <file>");
  });
});
