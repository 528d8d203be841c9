/**
 * Global setup: the tests run the bin, which runs the compiled command line (dist/). A source file newer than
 * dist/cli.js means the tests would exercise old code: stop with how to rebuild (turbo's test task builds first).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));

function newestUnder(dir: string): { path: string; mtimeMs: number } {
  let newest = { path: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  }
  return newest;
}

export default function setup(): void {
  const built = join(PACKAGE, "dist", "cli.js");
  let builtAt: number;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error("dist/cli.js is missing: run `pnpm --filter @haulkit/contract-tests build` before the tests");
  }
  const source = newestUnder(join(PACKAGE, "src"));
  if (source.mtimeMs > builtAt) {
    throw new Error(
      `${source.path.slice(PACKAGE.length)} is newer than dist/cli.js: run \`pnpm --filter @haulkit/contract-tests build\` before the tests`,
    );
  }
}
