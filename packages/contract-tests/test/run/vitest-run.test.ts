/** How vitest runs the suites: the tests of a file in flight at once, and the rest of the run's fixed settings. */
import { describe, expect, it } from "vitest";
import { vitestRunConfig } from "../../src/run/vitest-run.js";
import { EMBEDDED_TESTS_IN_FLIGHT } from "../../src/target/embedded.js";

const base = { suites: ["orders", "auth"], tags: [], shard: undefined, fileParallelism: true };

describe("vitestRunConfig", () => {
  it.each([
    ["the embedded sandboxes' count", EMBEDDED_TESTS_IN_FLIGHT, EMBEDDED_TESTS_IN_FLIGHT],
    ["one test at a time", 1, 1],
  ])("tests in flight given (%s) are vitest's maxConcurrency", (_, testsInFlight, expected) => {
    expect(vitestRunConfig({ ...base, testsInFlight }).maxConcurrency).toBe(expected);
  });

  it("without tests in flight (a foreign target) it leaves vitest's own default of 5", () => {
    expect("maxConcurrency" in vitestRunConfig(base)).toBe(false);
    expect("maxConcurrency" in vitestRunConfig({ ...base, testsInFlight: undefined })).toBe(false);
  });

  it("the embedded run keeps more tests in flight than vitest's default", () => {
    expect(EMBEDDED_TESTS_IN_FLIGHT).toBeGreaterThan(5);
  });

  it("runs each named suite's file, files side by side only when asked, tests of a file concurrently", () => {
    const config = vitestRunConfig({ ...base, fileParallelism: false });
    expect(config.include.map((file) => file.split("/").slice(-2).join("/"))).toEqual([
      "suites/orders.contract.ts",
      "suites/auth.contract.ts",
    ]);
    expect(config).toMatchObject({ fileParallelism: false, pool: "threads", isolate: false });
    expect(config.sequence.concurrent).toBe(true);
  });
});
