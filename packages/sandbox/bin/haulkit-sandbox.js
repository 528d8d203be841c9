#!/usr/bin/env node
// The installed bin: registers tsx (a dependency) and runs src/cli.ts, so `npx haulkit-sandbox` works outside the repo.
import { register } from "tsx/esm/api";

register();
await import("../src/cli.ts");
