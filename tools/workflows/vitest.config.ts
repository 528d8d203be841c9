import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // `--tags-filter '!workflows'` leaves out the runs of the real workflows (minutes each).
    tags: [{ name: "workflows", description: "runs a real workflow file in a fresh clone: install, build, suites" }],
  },
});
