import { defineConfig } from "vitest/config";
import { coreWorkers, hangTimeouts, sharedModules } from "../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(),
    ...hangTimeouts,
    ...coreWorkers,
  },
});
