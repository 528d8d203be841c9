/**
 * Builds the published package: `src/index.ts` (the API) and `src/cli.ts` (the `haulkit-sandbox` bin) each bundled
 * into one ESM file under `dist/`, dependencies left as imports. One file starts faster than ~150 modules and needs
 * no TypeScript loader. The declarations (`dist/types/`) come from `tsc -p tsconfig.build.json` afterwards.
 */
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

rmSync(`${PACKAGE}/dist`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: PACKAGE,
  entryPoints: ["src/index.ts", "src/cli.ts"],
  outdir: "dist",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  metafile: true,
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const modules = Object.keys(output.inputs).length;
  process.stdout.write(`${file}: ${(output.bytes / 1024).toFixed(0)} kB from ${modules} modules\n`);
}
