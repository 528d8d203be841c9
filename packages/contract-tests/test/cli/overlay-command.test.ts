/** `haulkit-contract overlay`: the bundle with the overlays applied, as JSON or YAML; bad usage is a UsageError. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseCli, UsageError } from "../../src/cli/args.js";
import { writeOverlaid } from "../../src/cli/overlay-command.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

const OVERLAY = {
  overlay: "1.1.0",
  info: { title: "vendor", version: "1" },
  actions: [{ target: "$.components.schemas.LoadOfferStatus.enum", update: "expired" }],
};

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
  });
});
