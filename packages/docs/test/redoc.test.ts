import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSpecDir } from "../src/apis.js";
import { remoteReferences } from "../src/offline.js";
import { redocOptions, renderReferencePage } from "../src/redoc.js";

describe("renderReferencePage", () => {
  it("renders a bundle into one page with Redoc inlined, telemetry off and no remote asset", async () => {
    const page = await renderReferencePage(join(defaultSpecDir, "dist", "pricing.json"), "Prices & <more>");
    expect(page.inlined).toBe(2);
    expect(remoteReferences(page.html)).toEqual([]);
    expect(page.html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page.html).not.toContain("cdn.redoc.ly/redoc/logo");
    expect(page.html).toContain("<title>Recommended-price service — haulkit API reference</title>");
    expect(page.html).toContain('<meta name="description" content="Prices &amp; &lt;more&gt;">');
    expect(page.html).toContain(
      `const __redoc_options = ${JSON.stringify({ ...redocOptions, skipBundle: true, disableTelemetry: true })};`,
    );
  });

  it("shows x-provenance on the operations", () => {
    expect(redocOptions.showExtensions).toContain("x-provenance");
  });

  it("fails with the CLI's message for a bundle that does not exist", async () => {
    await expect(renderReferencePage("/nonexistent/missing.json", "x")).rejects.toThrow(
      /redocly build-docs failed for \/nonexistent\/missing\.json/,
    );
  });
});
