/**
 * The overlay command behind `haulkit-contract overlay` and `haulkit-spec overlay`: the bundle with the overlays
 * applied, as JSON or YAML; bad usage, a bad overlay and an action that selects nothing exit 2 with one line.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseCli, UsageError } from "../../src/cli/args.js";
import { runOverlayCommand, writeOverlaid } from "../../src/overlay/overlay-command.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

const OVERLAY = {
  overlay: "1.1.0",
  info: { title: "vendor", version: "1" },
  actions: [{ target: "$.components.schemas.LoadOfferStatus.enum", update: "expired" }],
};

function command(argv: string[], cwd: string): { code: number; out: string; err: string } {
  let out = "";
  let err = "";
  const output = { write: (text: string) => (out += text), fail: (text: string) => (err += text) };
  const code = runOverlayCommand("haulkit-spec", argv, output, cwd);
  return { code, out, err };
}

describe("haulkit-contract overlay", () => {
  it("writes the overlaid bundle (YAML by the file's extension) and names what it wrote", () => {
    const dir = tmp();
    writeFileSync(join(dir, "o.yaml"), stringify(OVERLAY));
    const args = parseCli(["overlay", "o.yaml", "--out", "out/shipper.yaml"], {}, dir);
    if (args.command !== "overlay") throw new Error(args.command);
    expect(writeOverlaid(args, dir)).toEqual([
      "wrote out/shipper.yaml: the shipper bundle with 1 overlay(s), 1 action(s)",
    ]);
    const doc = parse(readFileSync(join(dir, "out", "shipper.yaml"), "utf8"));
    expect(doc.components.schemas.LoadOfferStatus.enum).toContain("expired");
    expect(doc.openapi).toMatch(/^3\.1/);
  });

  it("needs an overlay and --out, and only knows the shipper and pricing APIs", () => {
    expect(() => parseCli(["overlay", "--out", "x.json"], {}, "/r")).toThrow(UsageError);
    expect(() => parseCli(["overlay", "o.yaml"], {}, "/r")).toThrow("overlay needs --out <file>");
    expect(() => parseCli(["overlay", "o.yaml", "--out", "x", "--api", "sandbox"], {}, "/r")).toThrow("--api must be");
    expect(() => parseCli(["overlay", "o.yaml", "--out", "x", "--bogus"], {}, "/r")).toThrow(UsageError);
  });

  it("--help is the overlay command's own help", () => {
    expect(parseCli(["overlay", "--help"], {}, "/r")).toEqual({ command: "help", topic: "overlay" });
  });
});

describe("the overlay command under another bin (haulkit-spec)", () => {
  it("prints its usage under that bin's name", () => {
    const run = command(["--help"], tmp());
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Usage: haulkit-spec overlay <overlay>\.\.\. \[--api shipper\|pricing\] --out <file>/);
  });

  it("writes the same bytes for the same overlays (deterministic)", () => {
    const dir = tmp();
    writeFileSync(join(dir, "o.yaml"), stringify(OVERLAY));
    expect(command(["o.yaml", "--out", "a.json"], dir).code).toBe(0);
    expect(command(["o.yaml", "--out", "b.json"], dir).code).toBe(0);
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe(readFileSync(join(dir, "b.json"), "utf8"));
  });

  it.each([
    [
      "an action whose target matches nothing, named",
      { ...OVERLAY, actions: [...OVERLAY.actions, { target: "$.paths['/nowhere']", remove: true }] },
      "o.yaml action 2 (target $.paths['/nowhere']) selects nothing in the spec",
    ],
    ["a file that is not an Overlay document", { openapi: "3.1.0" }, "o.yaml is not an Overlay document"],
  ])("exits 2 with one line for %s, writing nothing", (_label, overlay, message) => {
    const dir = tmp();
    writeFileSync(join(dir, "o.yaml"), stringify(overlay));
    const run = command(["o.yaml", "--out", "out.json"], dir);
    expect(run.code).toBe(2);
    expect(run.out).toBe("");
    expect(run.err).toContain(message);
    expect(run.err).toMatch(/^haulkit-spec overlay: .*\(haulkit-spec overlay --help\)\n$/);
    expect(() => readFileSync(join(dir, "out.json"))).toThrow();
  });

  it("exits 2 on bad usage", () => {
    const run = command(["o.yaml"], tmp());
    expect(run.code).toBe(2);
    expect(run.err).toContain("overlay needs --out <file>");
  });
});
