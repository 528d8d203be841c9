#!/usr/bin/env node
// The installed bin: runs the built command line (dist/cli.js, plain JavaScript, made by the package's `build`).
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write("haulkit-sandbox: dist/cli.js is missing: run `pnpm --filter @haulkit/sandbox build` first\n");
  process.exitCode = 1;
}
