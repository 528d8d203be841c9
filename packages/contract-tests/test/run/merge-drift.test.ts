import { describe, expect, it } from "vitest";
import { computeCoverage } from "../../src/coverage/report.js";
import { mergeDrift } from "../../src/run/merge-reports.js";
import type { ShardReports } from "../../src/run/shard-reports.js";
import type { DriftRecord } from "../../src/verdicts/drift-recorder.js";
import { groupDrift } from "../../src/verdicts/drift-report.js";

const finding = (change: Partial<DriftRecord>): DriftRecord => ({
  gap: "G-017",
  where: "createOrder",
  status: 200,
  pointer: "/data/object/vehicles/0/type",
  assumed: "one of the 19 vehicle types",
  observed: 'value "tank"',
  count: 1,
  request: "POST /v1/public/orders",
  ...change,
});

function shardWith(findings: DriftRecord[]): ShardReports {
  return {
    dir: "/r",
    run: {} as ShardReports["run"],
    coverage: computeCoverage({ responses: [], webhooks: [] }),
    drift: groupDrift(findings, new Map()),
    cleanup: undefined,
  };
}

describe("drift across shards", () => {
  it("the same kind of drift (array indexes aside) is added up, the first shard's example kept; others stay apart", () => {
    const merged = mergeDrift([
      shardWith([finding({ count: 2 }), finding({ gap: "G-020", where: "webhook order.created", status: undefined })]),
      shardWith([finding({ pointer: "/data/object/vehicles/3/type", observed: 'value "boat"', count: 5 })]),
      shardWith([]),
    ]);
    expect(merged).toEqual([
      finding({ count: 7 }),
      finding({ gap: "G-020", where: "webhook order.created", status: undefined }),
    ]);
    expect(groupDrift(merged, new Map()).count).toBe(8);
  });

  it("no shard with drift merges to none", () => {
    expect(mergeDrift([shardWith([]), shardWith([])])).toEqual([]);
  });
});
