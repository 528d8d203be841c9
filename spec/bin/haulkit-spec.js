#!/usr/bin/env node
// The haulkit-spec command (built into lib/ by `pnpm --filter @haulkit/spec build`).
import { main } from "../lib/diff/cli.js";

process.exitCode = main(process.argv.slice(2));
