import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../vitest.shared.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...hangTimeouts,
  },
});
