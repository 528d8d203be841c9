#!/usr/bin/env node
// The haulkit-spec command (built into lib/ by `pnpm --filter @haulkit/spec-diff build`).
import { main } from "../lib/cli.js";

process.exitCode = await main(process.argv.slice(2));
