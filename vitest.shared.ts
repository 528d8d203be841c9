/**
 * Settings every package's vitest config shares. A test or hook fails on a hang, never because the machine is slow
 * or busy: at most 10 minutes, far above any test's idle time, so only something that never finishes reaches it.
 */
import type { InlineConfig } from "vitest/node";

export const HANG_TIMEOUT_MS = 10 * 60_000;

export const hangTimeouts = { testTimeout: HANG_TIMEOUT_MS, hookTimeout: HANG_TIMEOUT_MS };

/** The *.test-d.ts files are type tests: vitest runs tsc over them and reports each expectation as a test. */
export const typeTests: Pick<InlineConfig, "typecheck"> = {
  typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
};

/**
 * Test files share their worker's modules (`isolate: false`): a package's source is loaded once per worker, not once
 * per test file — a fifth to a third less CPU for the test command. A file that needs modules of its own (state at
 * module level it must see fresh, or a measure of the whole process such as its memory) is named in `fresh`: those
 * files run in a project of their own, isolated as vitest's default does.
 */
export function sharedModules(
  fresh: readonly string[] = [],
  include: readonly string[] = ["test/**/*.test.ts"],
  /** Files left to a project of the package's own. */
  elsewhere: readonly string[] = [],
): Pick<InlineConfig, "include" | "isolate" | "projects"> {
  if (fresh.length === 0 && elsewhere.length === 0) return { include: [...include], isolate: false };
  // No include at the top: a project that extends the config would add it to its own.
  return {
    projects: [
      ...(fresh.length > 0 ? [{ extends: true as const, test: { name: "fresh-modules", include: [...fresh] } }] : []),
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: [...include],
          exclude: ["**/node_modules/**", ...fresh, ...elsewhere],
          isolate: false,
        },
      },
    ],
  };
}
