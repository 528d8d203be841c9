/**
 * `haulkit-spec overlay`: the bundle with a vendor's overlay applied (the apply step of
 * @haulkit/contract-tests/overlay), which lints clean with the spec's own Redocly rules.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { COMMANDS, main } from "../src/cli.js";

const SPEC = join(import.meta.dirname, "..", "..", "..", "spec");
const work = mkdtempSync(join(tmpdir(), "haulkit-spec-overlay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a contract run proposes (overlay.yaml) against a vendor that drifted where the spec assumes. */
const PROPOSED = join(import.meta.dirname, "fixtures", "vendor-overlay.yaml");

/** The bin's dispatch, with what it prints kept. */
async function run(argv: string[]): Promise<{ code: number; out: string }> {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const fail = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const code = await main(argv);
    return { code, out: [...write.mock.calls, ...fail.mock.calls].map(([text]) => String(text)).join("") };
  } finally {
    write.mockRestore();
    fail.mockRestore();
  }
}

/** Redocly's lint of a bundle with the spec's own rules (spec/redocly.yaml), as the spec is linted. */
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
  it("writes the bundle with a proposed overlay applied, which lints clean as the spec does", async () => {
    const bundle = join(work, "vendor-spec", "dist", "shipper.json");
    const written = await run(["overlay", PROPOSED, "--out", bundle]);
    expect(written.out).toBe(`wrote ${bundle}: the shipper bundle with 1 overlay(s), 5 action(s)\n`);
    expect(written.code).toBe(0);
    const doc = JSON.parse(readFileSync(bundle, "utf8"));
    const responses = doc.paths["/v1/public/orders"].post.responses;
    expect(Object.keys(responses).sort()).toEqual(["200", "201", "400", "401"]);
    expect(doc.components.schemas.LoadOfferStatus.enum).toContain("expired");
    expect(doc.components.schemas.OfferEvent.allOf[1].required).not.toContain("carrier_guid");
    const linted = lint(bundle);
    expect(linted.status, linted.output).toBe(0);
  });

  it("--api pricing overlays the pricing bundle", async () => {
    const overlay = join(work, "pricing.yaml");
    writeFileSync(
      overlay,
      `overlay: 1.1.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.info"\n    update: { x-vendor: observed }\n`,
    );
    const out = join(work, "pricing.json");
    expect((await run(["overlay", overlay, "--api", "pricing", "--out", out])).code).toBe(0);
    const doc = JSON.parse(readFileSync(out, "utf8"));
    expect(doc.info["x-vendor"]).toBe("observed");
    expect(doc.info.title).toBe(JSON.parse(readFileSync(join(SPEC, "dist", "pricing.json"), "utf8")).info.title);
  });

  it("an action whose target matches nothing exits 2 naming it", async () => {
    const overlay = join(work, "stale.yaml");
    writeFileSync(
      overlay,
      `overlay: 1.1.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.paths['/gone']"\n    remove: true\n`,
    );
    const stale = await run(["overlay", overlay, "--out", join(work, "stale.json")]);
    expect(stale.code).toBe(2);
    expect(stale.out).toContain("stale.yaml action 1 (target $.paths['/gone']) selects nothing in the spec");
  });

  it("is listed by the bin's help", () => {
    expect(COMMANDS).toContain("overlay <overlay>... --out <file>");
  });
});
