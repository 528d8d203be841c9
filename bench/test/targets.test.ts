import { describe, expect, it } from "vitest";
import { describeTarget, TARGETS, verdict } from "../src/targets.js";

describe("TARGETS", () => {
  it("holds the targets of the issues", () => {
    expect(TARGETS).toEqual({
      "sandbox.get_order_vs_hello": { kind: "min", limit: 0.9 },
      "sandbox.create_order_vs_hello": { kind: "min", limit: 0.5 },
      "sandbox.start_vs_fastify": { kind: "max", limit: 1.8 },
      "sandbox.rss_mb_100k_orders": { kind: "max", limit: 220 },
      "sandbox.create_order_persistent_vs_memory": { kind: "min", limit: 0.5 },
      "sandbox.reopen_s_100k_orders": { kind: "max", limit: 1.5 },
      "client.overhead_vs_fetch": { kind: "max", limit: 1.03 },
      "client.gzip_kb": { kind: "max", limit: 6.5 },
      "contract.suite_s": { kind: "max", limit: 8 },
      "contract.mutation_score": { kind: "min", limit: 90 },
      "peers.get_vs_prism": { kind: "min", limit: 20 },
      "peers.post_vs_prism": { kind: "min", limit: 20 },
    });
  });
});

describe("verdict", () => {
  it.each([
    { figure: "sandbox.get_order_vs_hello", value: 0.9, expected: "pass" },
    { figure: "sandbox.get_order_vs_hello", value: 0.89, expected: "fail" },
    { figure: "sandbox.create_order_vs_hello", value: 0.5, expected: "pass" },
    { figure: "sandbox.create_order_vs_hello", value: 0.49, expected: "fail" },
    { figure: "sandbox.start_vs_fastify", value: 1.8, expected: "pass" },
    { figure: "sandbox.start_vs_fastify", value: 1.81, expected: "fail" },
    { figure: "sandbox.rss_mb_100k_orders", value: 220, expected: "pass" },
    { figure: "sandbox.rss_mb_100k_orders", value: 221, expected: "fail" },
    { figure: "sandbox.create_order_persistent_vs_memory", value: 0.5, expected: "pass" },
    { figure: "sandbox.create_order_persistent_vs_memory", value: 0.49, expected: "fail" },
    { figure: "sandbox.reopen_s_100k_orders", value: 1.5, expected: "pass" },
    { figure: "sandbox.reopen_s_100k_orders", value: 1.51, expected: "fail" },
    { figure: "client.overhead_vs_fetch", value: 1.03, expected: "pass" },
    { figure: "client.overhead_vs_fetch", value: 1.04, expected: "fail" },
    { figure: "client.gzip_kb", value: 6.5, expected: "pass" },
    { figure: "client.gzip_kb", value: 6.6, expected: "fail" },
    { figure: "contract.suite_s", value: 8, expected: "pass" },
    { figure: "contract.suite_s", value: 8.1, expected: "fail" },
    { figure: "contract.mutation_score", value: 90, expected: "pass" },
    { figure: "contract.mutation_score", value: 89.9, expected: "fail" },
  ])("$figure = $value is $expected", ({ figure, value, expected }) => {
    expect(verdict(value, TARGETS[figure])).toBe(expected);
  });

  it("gives no verdict for a figure without a target", () => {
    expect(verdict(123, TARGETS["sandbox.something_new"])).toBeUndefined();
  });
});

describe("describeTarget", () => {
  it.each([
    { target: { kind: "max" as const, limit: 3 }, expected: "≤ 3" },
    { target: { kind: "min" as const, limit: 0.25 }, expected: "≥ 0.25" },
    { target: undefined, expected: "" },
  ])("$expected", ({ target, expected }) => {
    expect(describeTarget(target)).toBe(expected);
  });
});
