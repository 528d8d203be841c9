import { describe, expect, it } from "vitest";
import { ENV, parseCli, type RunArgs, reportsDirOf, UsageError } from "../../src/cli/args.js";

const CWD = "/work/repo";

function run(argv: string[], env: NodeJS.ProcessEnv = {}): RunArgs {
  const args = parseCli(argv, env, CWD);
  if (args.command !== "run") throw new Error(`expected run, got ${args.command}`);
  return args;
}

describe("haulkit-contract run options", () => {
  it("defaults: no target (embedded), all suites, reports/ in the current directory", () => {
    expect(run([])).toEqual({
      command: "run",
      target: {
        shipperUrl: undefined,
        clientId: undefined,
        clientSecret: undefined,
        pricingUrl: undefined,
        pricingApiKey: undefined,
        secondClientId: undefined,
        secondClientSecret: undefined,
      },
      allowWrites: false,
      webhook: { url: undefined, port: undefined },
      actors: { modules: [], url: undefined },
      suites: [],
      tags: [],
      reporters: [],
      reportsDir: "/work/repo/reports",
      shard: undefined,
      strict: undefined,
      overlays: [],
      baselines: [],
      writeBaseline: undefined,
    });
  });

  it("--overlay is repeatable and resolved; HAULKIT_OVERLAY joins paths with the path delimiter", () => {
    expect(run(["--overlay", "a.yaml", "--overlay", "/abs/b.yaml"]).overlays).toEqual([
      "/work/repo/a.yaml",
      "/abs/b.yaml",
    ]);
    expect(run([], { [ENV.overlay]: "a.yaml:b.yaml" }).overlays).toEqual(["/work/repo/a.yaml", "/work/repo/b.yaml"]);
    expect(run(["--overlay", "c.yaml"], { [ENV.overlay]: "a.yaml" }).overlays).toEqual(["/work/repo/c.yaml"]);
  });

  it("--baseline is repeatable (HAULKIT_BASELINE likewise); --write-baseline names one file", () => {
    expect(run(["--baseline", "k.json", "--write-baseline", "out/k.json"])).toMatchObject({
      baselines: ["/work/repo/k.json"],
      writeBaseline: "/work/repo/out/k.json",
    });
    expect(run([], { [ENV.baseline]: "a.json:b.json" }).baselines).toEqual(["/work/repo/a.json", "/work/repo/b.json"]);
  });

  it("reads every target setting from its HAULKIT_* variable", () => {
    const env = {
      [ENV.shipperUrl]: "https://shipper.example",
      [ENV.clientId]: "ci",
      [ENV.clientSecret]: "s3cret",
      [ENV.pricingUrl]: "https://pricing.example",
      [ENV.pricingApiKey]: "k3y",
      [ENV.secondClientId]: "ci-2",
      [ENV.secondClientSecret]: "s3cret-2",
    };
    expect(run([], env).target).toEqual({
      shipperUrl: "https://shipper.example",
      clientId: "ci",
      clientSecret: "s3cret",
      pricingUrl: "https://pricing.example",
      pricingApiKey: "k3y",
      secondClientId: "ci-2",
      secondClientSecret: "s3cret-2",
    });
  });

  it("takes the second client from --second-client-id/--second-client-secret, a flag winning over its variable", () => {
    const env = { [ENV.secondClientId]: "env-id", [ENV.secondClientSecret]: "env-secret" };
    expect(run(["--second-client-id", "flag-id", "--second-client-secret=flag-secret"], env).target).toMatchObject({
      secondClientId: "flag-id",
      secondClientSecret: "flag-secret",
    });
    expect(run(["--second-client-id", "flag-id"], env).target).toMatchObject({
      secondClientId: "flag-id",
      secondClientSecret: "env-secret",
    });
  });

  it("takes the webhook receiver's public URL and port from flags or HAULKIT_WEBHOOK_*", () => {
    expect(run(["--webhook-url", "https://hooks.example", "--webhook-port", "8080"]).webhook).toEqual({
      url: "https://hooks.example",
      port: "8080",
    });
    const env = { [ENV.webhookUrl]: "https://env-hooks.example", [ENV.webhookPort]: "9090" };
    expect(run([], env).webhook).toEqual({ url: "https://env-hooks.example", port: "9090" });
    expect(run(["--webhook-port", "7070"], env).webhook.port).toBe("7070");
  });

  it("takes actors modules from --actors (in order) or HAULKIT_ACTORS (commas), and --actors-url", () => {
    expect(run(["--actors", "sandbox", "--actors", "mine.mts", "--actors-url", "http://h:1"]).actors).toEqual({
      modules: ["sandbox", "/work/repo/mine.mts"],
      url: "http://h:1",
    });
    expect(run([], { [ENV.actors]: "a.mts, sandbox", [ENV.actorsUrl]: "http://h:2" }).actors).toEqual({
      modules: ["/work/repo/a.mts", "sandbox"],
      url: "http://h:2",
    });
  });

  it("takes the fixtures file from --fixtures or HAULKIT_FIXTURES, relative to the current directory", () => {
    expect(run(["--fixtures", "fixtures.json"]).fixtures).toBe("/work/repo/fixtures.json");
    expect(run([], { [ENV.fixtures]: "/abs/env.json" }).fixtures).toBe("/abs/env.json");
    expect(run(["--fixtures", "/abs/flag.json"], { [ENV.fixtures]: "/abs/env.json" }).fixtures).toBe("/abs/flag.json");
    expect(run([], { [ENV.fixtures]: "" }).fixtures).toBeUndefined();
    expect(run([]).fixtures).toBeUndefined();
  });

  it("a flag wins over its variable", () => {
    const args = run(["--shipper-url", "https://flag.example", "--client-secret=from-flag"], {
      [ENV.shipperUrl]: "https://env.example",
      [ENV.clientSecret]: "from-env",
    });
    expect(args.target.shipperUrl).toBe("https://flag.example");
    expect(args.target.clientSecret).toBe("from-flag");
  });

  it("repeatable --suite, --tag and --reporter; --allow-writes, --shard, --reports-dir; the run word and a leading --", () => {
    const args = run([
      "--",
      "run",
      "--suite",
      "orders",
      "--suite",
      "auth",
      "--tag",
      "read-only",
      "--reporter",
      "dot",
      "--reporter",
      "json",
      "--allow-writes",
      "--shard",
      "2/3",
      "--reports-dir",
      "/tmp/out",
    ]);
    expect(args).toMatchObject({
      suites: ["orders", "auth"],
      tags: ["read-only"],
      reporters: ["dot", "json"],
      allowWrites: true,
      shard: "2/3",
      reportsDir: "/tmp/out",
    });
  });

  it("--strict/--no-strict, else HAULKIT_STRICT=1/true/0/false, else undefined (the target decides); another value is bad usage", () => {
    expect(run([]).strict).toBeUndefined();
    expect(run([], { [ENV.strict]: "" }).strict).toBeUndefined();
    expect(run(["--strict"]).strict).toBe(true);
    expect(run(["--no-strict"]).strict).toBe(false);
    expect(run(["--no-strict"], { [ENV.strict]: "1" }).strict).toBe(false);
    expect(run(["--strict"], { [ENV.strict]: "0" }).strict).toBe(true);
    expect(() => run(["--strict", "--no-strict"])).toThrow(
      new UsageError("--strict and --no-strict contradict each other: give one"),
    );
    for (const on of ["1", "true"]) expect(run([], { [ENV.strict]: on }).strict).toBe(true);
    for (const off of ["0", "false"]) expect(run([], { [ENV.strict]: off }).strict).toBe(false);
    expect(() => run([], { [ENV.strict]: "yes" })).toThrow(
      new UsageError("HAULKIT_STRICT must be 1, true, 0 or false, got 'yes'"),
    );
  });

  it("the reports directory of a command line that does not parse, for its junit.xml", () => {
    expect(reportsDirOf(["--bogus", "--reports-dir", "out"], CWD)).toBe("/work/repo/out");
    expect(reportsDirOf(["--reports-dir=/tmp/r"], CWD)).toBe("/tmp/r");
    expect(reportsDirOf(["--shard", "x"], CWD)).toBe("/work/repo/reports");
  });

  it("--help and -h ask for the help text; merge-reports has its own; --version and -v the version", () => {
    const help = { command: "help", topic: "run" };
    const mergeHelp = { command: "help", topic: "merge-reports" };
    expect(parseCli(["--help"], {}, CWD)).toEqual(help);
    expect(parseCli(["help"], {}, CWD)).toEqual(help);
    expect(parseCli(["validate", "-h"], {}, CWD)).toEqual(help);
    expect(parseCli(["merge-reports", "--help"], {}, CWD)).toEqual(mergeHelp);
    expect(parseCli(["merge-reports", "a", "-h"], {}, CWD)).toEqual(mergeHelp);
    expect(parseCli(["help", "merge-reports"], {}, CWD)).toEqual(mergeHelp);
    expect(parseCli(["--version"], {}, CWD)).toEqual({ command: "version" });
    expect(parseCli(["-v"], {}, CWD)).toEqual({ command: "version" });
  });

  it.each([
    [["--no-such-flag"], /no-such-flag/],
    [["stray"], /unexpected argument 'stray'/],
    [["--reporter", "html"], /unknown reporter 'html'/],
    [["--shard", "0/3"], /--shard must look like 1\/3/],
    [["--shard", "a/b"], /--shard must look like 1\/3/],
  ])("%j is a usage error", (argv, message) => {
    expect(() => parseCli(argv, {}, CWD)).toThrow(UsageError);
    expect(() => parseCli(argv, {}, CWD)).toThrow(message);
  });
});

describe("haulkit-contract merge-reports", () => {
  it("takes --out and the shard directories, relative to the current directory", () => {
    expect(parseCli(["merge-reports", "--out", "merged", "shard-1", "/abs/shard-2"], {}, CWD)).toEqual({
      command: "merge-reports",
      out: "/work/repo/merged",
      dirs: ["/work/repo/shard-1", "/abs/shard-2"],
    });
    expect(parseCli(["--", "merge-reports", "a", "--out=/o"], {}, CWD)).toMatchObject({
      out: "/o",
      dirs: ["/work/repo/a"],
    });
  });

  it.each([
    [["merge-reports", "a", "b"], /merge-reports needs --out <dir>/],
    [["merge-reports", "--out", "", "a"], /merge-reports needs --out <dir>/],
    [["merge-reports", "--out", "o"], /needs the reports directory of each shard/],
    [["merge-reports", "--out"], /--out/],
    [["merge-reports", "--out", "o", "--shard", "1/2", "a"], /--shard/],
  ])("%j is a usage error", (argv, message) => {
    expect(() => parseCli(argv, {}, CWD)).toThrow(UsageError);
    expect(() => parseCli(argv, {}, CWD)).toThrow(message);
  });
});

describe("haulkit-contract validate", () => {
  it("takes files and folders relative to the current directory", () => {
    expect(parseCli(["validate", "samples", "/abs/one.json"], {}, CWD)).toEqual({
      command: "validate",
      paths: ["/work/repo/samples", "/abs/one.json"],
      operation: undefined,
      status: undefined,
    });
  });

  it("takes --operation with --status", () => {
    expect(parseCli(["validate", "a.json", "--operation", "getOrder", "--status", "404"], {}, CWD)).toMatchObject({
      operation: "getOrder",
      status: 404,
    });
  });

  it.each([
    [["validate"], /at least one file/],
    [["validate", "a.json", "--operation", "getOrder"], /go together/],
    [["validate", "a.json", "--status", "200"], /go together/],
    [["validate", "a.json", "--operation", "getOrder", "--status", "abc"], /HTTP status code/],
    [["validate", "a.json", "--operation", "getOrder", "--status", "99"], /HTTP status code/],
  ])("%j is a usage error", (argv, message) => {
    expect(() => parseCli(argv, {}, CWD)).toThrow(message);
  });
});
