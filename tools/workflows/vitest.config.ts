import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(),
    ...hangTimeouts,
    // `--tags-filter '!workflows'` leaves out the runs of the real workflows (minutes each).
    tags: [{ name: "workflows", description: "runs a real workflow file in a fresh clone: install, build, suites" }],
  },
});
