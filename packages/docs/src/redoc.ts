/** Builds one self-contained reference page from a bundle with `redocly build-docs --inlineBundle`. */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { favicon, inlineRemoteAssets, remoteReferences } from "./offline.js";

const run = promisify(execFile);
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin", "cli.js");
const template = join(dirname(fileURLToPath(import.meta.url)), "redoc-template.hbs");

/** Redoc options: x-provenance (and a webhook's payload group) shown on every operation. */
export const redocOptions = {
  showExtensions: ["x-provenance", "x-webhook-group"],
  jsonSamplesExpandLevel: 2,
};

export interface ReferencePage {
  html: string;
  /** Remote assets of Redoc's bundle replaced by inline copies. */
  inlined: number;
}

/** Renders a bundle (a file, or a document written to a temporary file) into one HTML page: Redoc inlined, telemetry off, no remote asset. */
export async function renderReferencePage(source: string | object, description: string): Promise<ReferencePage> {
  const work = await mkdtemp(join(tmpdir(), "haulkit-docs-"));
  try {
    const output = join(work, "page.html");
    const bundlePath = typeof source === "string" ? source : join(work, "openapi.json");
    if (typeof source !== "string") await writeFile(bundlePath, JSON.stringify(source));
    const args = [
      redoclyCli,
      "build-docs",
      bundlePath,
      "--inlineBundle",
      "--output",
      output,
      "--template",
      template,
      "--templateOptions.description",
      description,
      "--templateOptions.favicon",
      favicon,
      "--openapi",
      JSON.stringify(redocOptions),
      "--lint-config",
      "off",
    ];
    try {
      await run(process.execPath, args, {
        cwd: work,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`redocly build-docs failed for ${bundlePath}${stderr ? `:\n${stderr}` : ""}`);
    }
    const { html, replaced } = inlineRemoteAssets(await readFile(output, "utf8"));
    const remote = remoteReferences(html);
    if (remote.length > 0) throw new Error(`${bundlePath}: the page still loads remote assets: ${remote.join(", ")}`);
    if (!html.includes('"disableTelemetry":true')) throw new Error(`${bundlePath}: Redoc telemetry is not disabled`);
    return { html, inlined: replaced };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes the page of a bundle (file or document) to file. */
export async function buildReferencePage(source: string | object, description: string, file: string): Promise<void> {
  const { html } = await renderReferencePage(source, description);
  await writeFile(file, html);
}
