#!/usr/bin/env node
// The installed bin: runs the built command line (dist/cli.js, made by the package's `build`); the suites stay
// TypeScript, transformed by vitest when a run loads them.
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write(
    "haulkit-contract: dist/cli.js is missing: run `pnpm --filter @haulkit/contract-tests build` first\n",
  );
  process.exitCode = 2;
}
