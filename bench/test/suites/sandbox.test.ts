import { describe, expect, it } from "vitest";
import { measureSandbox } from "../../src/suites/sandbox.js";
import { TINY_BENCH } from "../sandbox/tiny-settings.js";

/** The whole suite end to end at a tiny size: every figure is measured and is a plausible number. */
describe("sandbox suite", () => {
  it("measures the eight figures against baselines of the same run", async () => {
    const lines: string[] = [];
    const figures = await measureSandbox((line) => lines.push(line), TINY_BENCH);
    expect(Object.keys(figures).sort()).toEqual([
      "sandbox.bare_create_vs_hello",
      "sandbox.bare_get_vs_hello",
      "sandbox.create_order_persistent_vs_memory",
      "sandbox.create_order_vs_hello",
      "sandbox.get_order_vs_hello",
      "sandbox.reopen_s_20_orders",
      "sandbox.rss_mb_20_orders",
      "sandbox.start_vs_fastify",
    ]);
    for (const value of Object.values(figures)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThan(0);
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^round 1\/1: hello \d+ req\/s, GET order \d+ req\/s, POST order \d+ req\/s, bare GET \d+ req\/s, bare POST \d+ req\/s$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^a bare Fastify sending the same answer bytes: GET [\d.]+, POST [\d.]+ of the hello-world \(the sandbox: [\d.]+, [\d.]+\)$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^start \(median of 1 fresh processes\): Fastify \d+ ms, sandbox \d+ ms$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^memory with 20 orders \(created in [\d.]+ s\): rss [\d.]+ MB/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^persistence round 1\/1: in memory \d+, data dir \d+ creates\/s$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^persistence: reopened 20 orders \([\d.]+ MB on disk: .*journal-0\.jsonl.*\) in [\d.]+ s$/,
      ),
    );
  });
});
