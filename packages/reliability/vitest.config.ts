import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(["test/upload-burst.test.ts"]),
    ...hangTimeouts,
  },
});
