#!/usr/bin/env node
// The installed bin: runs the built command line (dist/cli.js, plain JavaScript, made by the package's `build`).
try {
  await import("../dist/cli.js");
} catch (error) {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !String(error.message).includes("dist/cli.js")) throw error;
  process.stderr.write("haulkit-sandbox: dist/cli.js is missing: run `pnpm --filter @haulkit/sandbox build` first\n");
  process.exitCode = 1;
}
