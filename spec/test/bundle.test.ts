import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiNames, bundle } from "../scripts/bundle.js";
import { PRECOMPILED_PROFILES } from "../src/precompiled.js";
import { distDir } from "./support/documents.js";

describe("bundles", () => {
  const first = mkdtempSync(join(tmpdir(), "haulkit-bundle-a-"));
  const second = mkdtempSync(join(tmpdir(), "haulkit-bundle-b-"));
  afterAll(() => {
    rmSync(first, { recursive: true, force: true });
    rmSync(second, { recursive: true, force: true });
  });

  it("redocly.yaml names the shipper and pricing APIs", () => {
    expect(apiNames()).toEqual(expect.arrayContaining(["shipper", "pricing"]));
  });

  it.each(apiNames())("%s: bundling twice gives identical bytes, equal to spec/dist", (api) => {
    bundle(api, first);
    bundle(api, second);
    const files = [
      `${api}.json`,
      `${api}.yaml`,
      ...Object.keys(PRECOMPILED_PROFILES).map((p) => `validators/${api}.${p}.cjs`),
    ];
    for (const file of files) {
      const a = readFileSync(join(first, file));
      const b = readFileSync(join(second, file));
      // A validators file may hold no validator (pricing has no parameters): its digest line says it was written.
      if (file.startsWith("validators/")) expect(a.toString()).toMatch(/\nexports\.bundleDigest = "[0-9a-f]{64}";\n$/);
      else expect(a.length).toBeGreaterThan(1000);
      expect(a.equals(b), `${file} differs between two bundles`).toBe(true);
      expect(a.equals(readFileSync(join(distDir, file))), `spec/dist/${file} is stale: run pnpm bundle`).toBe(true);
    }
  });
});
