/** The targets of the named figures, and whether a measured value meets its target. */

export interface Target {
  /** `max`: the value must be at most `limit`; `min`: at least `limit`. */
  kind: "max" | "min";
  limit: number;
}

/** Targets of every known figure (issue 33's goals); a figure without an entry is reported without a verdict. */
export const TARGETS: Readonly<Record<string, Target>> = {
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
};

export type Verdict = "pass" | "fail";

/** `pass`/`fail` for a figure with a target, `undefined` for one without. */
export function verdict(value: number, target: Target | undefined): Verdict | undefined {
  if (!target) return undefined;
  const met = target.kind === "max" ? value <= target.limit : value >= target.limit;
  return met ? "pass" : "fail";
}

/** `≤ 3` / `≥ 0.5`, for the table. */
export function describeTarget(target: Target | undefined): string {
  if (!target) return "";
  return `${target.kind === "max" ? "≤" : "≥"} ${target.limit}`;
}
