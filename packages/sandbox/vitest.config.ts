import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../vitest.shared.js";

/**
 * Files that need the sandbox's modules loaded afresh: the validators' compile counts start at zero, and the sandbox
 * must load only after a test faked the timers.
 */
const FRESH_MODULES = ["test/spec/validators.test.ts", "test/http/fake-timers.test.ts"];

export default defineConfig({
  test: {
    ...hangTimeouts,
    projects: [
      { extends: true, test: { name: "fresh-modules", include: FRESH_MODULES } },
      // Every other file shares its worker's modules, so the sandbox's source is loaded and its validators compiled
      // once per worker, not once per file (each file still starts its own sandboxes): 2,400 tests in under a minute.
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: ["test/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...FRESH_MODULES],
          isolate: false,
        },
      },
    ],
  },
});
