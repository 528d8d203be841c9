import { describe, expect, it } from "vitest";
import { DEFAULTS, parseArgs, UsageError } from "../../src/cli/args.js";
import { PART_NAMES } from "../../src/report.js";

const fixed = () => 0.5;

describe("parseArgs", () => {
  it("defaults to every part, the documented budget and a random seed", () => {
    const options = parseArgs([], {}, fixed);
    expect(options).toMatchObject({
      requests: DEFAULTS.requests,
      timeLimitSeconds: DEFAULTS.timeLimitSeconds,
      orders: 10_000,
      seedGiven: false,
    });
    expect(options.parts).toEqual([...PART_NAMES]);
    expect(options.seed).toBe(2 ** 30);
  });

  it.each<[string, string[], Record<string, string>, Partial<ReturnType<typeof parseArgs>>]>([
    ["--seed", ["--seed", "123"], {}, { seed: 123, seedGiven: true }],
    ["--seed=", ["--seed=-5"], {}, { seed: -5 }],
    ["HAULKIT_FUZZ_SEED", [], { HAULKIT_FUZZ_SEED: "77" }, { seed: 77, seedGiven: true }],
    ["--seed wins over the variable", ["--seed", "1"], { HAULKIT_FUZZ_SEED: "77" }, { seed: 1 }],
    ["--requests", ["--requests", "500"], {}, { requests: 500 }],
    ["--time-limit", ["--time-limit", "30"], {}, { timeLimitSeconds: 30 }],
    ["--orders", ["--orders", "200"], {}, { orders: 200 }],
    ["--parts", ["--parts", "fuzz,limits"], {}, { parts: ["fuzz", "limits"] }],
    ["--sandbox-faults", ["--sandbox-faults", "webhook-3-tries"], {}, { sandboxFaults: ["webhook-3-tries"] }],
    ["--report", ["--report", "out/r.json"], {}, { reportPath: "out/r.json" }],
    ["--help", ["--help"], {}, { help: true }],
    ["a pnpm -- separator", ["--", "--requests", "9"], {}, { requests: 9 }],
  ])("reads %s", (_name, argv, env, expected) => {
    expect(parseArgs(argv, env, fixed)).toMatchObject(expected);
  });

  it.each([
    [["--requests", "0"]],
    [["--requests", "many"]],
    [["--seed", "99999999999"]],
    [["--time-limit"]],
    [["--parts", "fuzz,nope"]],
    [["--sandbox-faults", "no-such-fault"]],
    [["--verbose"]],
  ])("refuses %j", (argv) => {
    expect(() => parseArgs(argv, {}, fixed)).toThrow(UsageError);
  });
});
