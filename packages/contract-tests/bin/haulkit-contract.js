#!/usr/bin/env node
// The installed bin: registers tsx (a dependency) and runs src/cli.ts, so another repository can run the suites.
import { register } from "tsx/esm/api";

register();
await import("../src/cli.ts");
