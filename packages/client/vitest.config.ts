import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules, typeTests } from "../../vitest.shared.js";

export default defineConfig({
  test: { ...sharedModules(), ...hangTimeouts, ...typeTests },
});
