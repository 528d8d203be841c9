/** `haulkit-spec diff`: sources, formats, exit codes and usage errors. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffSources, main, runDiff } from "../src/cli.js";
import { sourceOf } from "../src/sources.js";
import { api } from "./support.js";

let dir: string;
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};
const enumResponse = (values: string[]) => api({ response: { type: "object", properties: { s: { enum: values } } } });

function cli(argv: string[]): { code: number; out: string; err: string } {
  let out = "";
  let err = "";
  const code = runDiff(
    argv,
    (text) => {
      out += text;
    },
    (text) => {
      err += text;
    },
  );
  return { code, out, err };
}

/** The tests name the bundles of @haulkit/spec as `dist`, relative to spec/, as a user in spec/ would. */
const started = process.cwd();
beforeAll(() => process.chdir(join(import.meta.dirname, "..", "..", "..", "spec")));
afterAll(() => process.chdir(started));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "haulkit-spec-diff-test-"));
  file("old.json", enumResponse(["a"]));
  file("breaking.json", enumResponse(["a", "b"]));
  file("safe.json", enumResponse([]));
  file("broken.json", "{ not json");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("exit status", () => {
  it.each([
    ["a breaking change", ["old.json", "breaking.json"], 1],
    ["a breaking change with --allow-breaking", ["old.json", "breaking.json", "--allow-breaking"], 0],
    ["only non-breaking changes", ["old.json", "safe.json"], 0],
    ["no change", ["old.json", "old.json"], 0],
  ])("%s: %i", (_, argv, code) => {
    expect(cli((argv as string[]).map((arg) => (arg.endsWith(".json") ? join(dir, arg) : arg))).code).toBe(code);
  });
});

describe("usage errors exit 2 with one clear line", () => {
  it.each([
    [[], "expected <old> and <new>, got 0 argument(s)"],
    [["a"], "expected <old> and <new>, got 1 argument(s)"],
    [["OLD", "OLD", "--format", "xml"], "unknown format xml: use table, json or markdown"],
    [["OLD", "OLD", "--format"], "--format needs a value"],
    [["OLD", "OLD", "--api", "billing"], "unknown API billing: use one of shipper, pricing, sandbox"],
    [["OLD", "OLD", "--fast"], "unknown option --fast"],
    [
      ["OLD", "no-such-ref-or-file"],
      "no-such-ref-or-file is neither a bundle file, a directory of bundles nor a git ref",
    ],
    [["OLD", "BROKEN"], "is not an OpenAPI bundle"],
  ])("%j", (argv, message) => {
    const paths: Record<string, string> = { OLD: join(dir, "old.json"), BROKEN: join(dir, "broken.json") };
    const result = cli((argv as string[]).map((arg) => paths[arg] ?? arg));
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toContain(message);
    expect(result.err.trim().split("\n")).toHaveLength(1);
  });

  it("--help prints the usage and exits 0", () => {
    const result = cli(["--help"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("Usage: haulkit-spec diff <old> <new>");
    expect(result.out).toContain("--allow-breaking");
  });

  it("the bin rejects an unknown command with 2", () => {
    expect(main(["merge"])).toBe(2);
  });
});

describe("formats", () => {
  it("table: the summary line and one row per change", () => {
    const { out } = cli([join(dir, "old.json"), join(dir, "breaking.json")]);
    expect(out).toContain("breaking: 1 breaking, 0 non-breaking, 0 annotation");
    expect(out).toMatch(
      /breaking {2}#\/paths\/~1orders\/post\/responses\/200\/content\/application~1json\/schema\/properties\/s {2}new enum value "b"/,
    );
  });

  it("json: a summary and every change with pointer, class and reason", () => {
    const parsed = JSON.parse(cli([join(dir, "old.json"), join(dir, "breaking.json"), "--format", "json"]).out);
    expect(parsed.summary).toEqual({ breaking: 1, "non-breaking": 0, annotation: 0 });
    expect(parsed.apis[0].changes[0]).toMatchObject({ class: "breaking", rule: "response-enum-value-added" });
  });

  it("markdown: a counts table and a table of the breaking changes", () => {
    const { out } = cli([join(dir, "old.json"), join(dir, "breaking.json"), "--format=markdown"]);
    expect(out).toContain("| API | compared | breaking | non-breaking | annotation |");
    expect(out).toContain("### breaking: breaking");
    expect(out).toMatch(/new enum value "b": strict clients \(exhaustive switches, generated unions\) break \| 1 \|\n/);
    expect(out).toContain(
      "| `#/paths/~1orders/post/responses/200/content/application~1json/schema/properties/s` | new enum value",
    );
  });
});

describe("sources", () => {
  it("a directory of bundles against a file compares the file's API", () => {
    const { code, out } = cli(["dist", "dist/pricing.json"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^pricing: 0 breaking, 0 non-breaking, 0 annotation {2}\(dist -> dist\/pricing\.json\)/);
    expect(out).not.toContain("shipper:");
  });

  it("a git ref is bundled from its spec/ sources", () => {
    const { code, out, err } = cli(["HEAD", "HEAD", "--api", "pricing"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("pricing: 0 breaking, 0 non-breaking, 0 annotation  (HEAD -> HEAD)");
  });
});

describe("extra outputs", () => {
  it("--json writes and --markdown appends the reports next to the table", () => {
    const json = join(dir, "report.json");
    const markdown = file("summary.md", "earlier step\n");
    const { code, out } = cli([
      join(dir, "old.json"),
      join(dir, "breaking.json"),
      "--json",
      json,
      "--markdown",
      markdown,
    ]);
    expect(code).toBe(1);
    expect(out).toContain("1 breaking");
    expect(JSON.parse(readFileSync(json, "utf8")).summary.breaking).toBe(1);
    const summary = readFileSync(markdown, "utf8");
    expect(summary.startsWith("earlier step\n## API description diff\n")).toBe(true);
  });
});

describe("a file against a directory or ref", () => {
  it("needs the file to be named after an API, or --api", () => {
    const copy = file("edited.json", JSON.parse(readFileSync("dist/pricing.json", "utf8")));
    const unnamed = cli(["dist", copy]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.err).toContain("dist has no edited bundle: name the file after its API or pass --api");
    const named = cli(["dist", copy, "--api", "pricing"]);
    expect(named.code).toBe(0);
    expect(named.out).toContain("pricing: 0 breaking, 0 non-breaking, 0 annotation");
  });

  it("a commit without spec/ has no APIs: everything in the newer one is new", () => {
    const repo = mkdtempSync(join(tmpdir(), "haulkit-spec-diff-repo-"));
    try {
      const git = (...args: string[]) =>
        execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: repo });
      git("init", "-q", "-b", "main");
      writeFileSync(join(repo, "README.md"), "before the specs\n");
      git("add", "-A");
      git("commit", "-qm", "no spec yet");
      mkdirSync(join(repo, "spec", "pricing"), { recursive: true });
      writeFileSync(join(repo, "spec", "redocly.yaml"), "apis:\n  pricing:\n    root: pricing/openapi.yaml\n");
      writeFileSync(join(repo, "spec", "pricing", "openapi.yaml"), JSON.stringify(api({})));
      git("add", "-A");
      git("commit", "-qm", "the pricing spec");
      const [diff] = diffSources(sourceOf("HEAD~1", repo), sourceOf("HEAD", repo), "pricing");
      const verdicts = diff?.changes.map((change) => `${change.class} ${change.rule}`);
      expect(verdicts).toContain("non-breaking operation-added");
      expect(verdicts?.filter((verdict) => verdict.startsWith("breaking"))).toEqual([]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
