/** The changeset gate: breaking API changes need @haulkit/types and @haulkit/client released as major. */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../scripts/check-changeset.js";
import { checkChangesets, parseChangeset } from "../src/changeset.js";

const changeset = (releases: Record<string, string>, file = "a.md") =>
  parseChangeset(
    `---\n${Object.entries(releases)
      .map(([name, bump]) => `"${name}": ${bump}`)
      .join("\n")}\n---\n\nWhat changed.\n`,
    file,
  );

describe("checkChangesets", () => {
  it.each([
    { name: "no breaking change, no changeset", breaking: 0, sets: [], ok: true },
    {
      name: "no breaking change, a minor changeset",
      breaking: 0,
      sets: [changeset({ "@haulkit/types": "minor" })],
      ok: true,
    },
    { name: "a breaking change, no changeset", breaking: 1, sets: [], ok: false },
    {
      name: "a breaking change, both major",
      breaking: 1,
      sets: [changeset({ "@haulkit/types": "major", "@haulkit/client": "major" })],
      ok: true,
    },
    {
      name: "a breaking change, both major in two files",
      breaking: 3,
      sets: [changeset({ "@haulkit/types": "major" }, "a.md"), changeset({ "@haulkit/client": "major" }, "b.md")],
      ok: true,
    },
    {
      name: "a breaking change, the client only minor",
      breaking: 2,
      sets: [changeset({ "@haulkit/types": "major", "@haulkit/client": "minor" })],
      ok: false,
    },
    {
      name: "a breaking change, major for another package",
      breaking: 1,
      sets: [changeset({ "@haulkit/spec": "major" })],
      ok: false,
    },
    {
      name: "a breaking change, a later patch does not lower a major",
      breaking: 1,
      sets: [
        changeset({ "@haulkit/types": "major", "@haulkit/client": "major" }, "a.md"),
        changeset({ "@haulkit/types": "patch" }, "b.md"),
      ],
      ok: true,
    },
  ])("$name: ok is $ok", ({ breaking, sets, ok }) => {
    expect(checkChangesets(breaking, sets).ok).toBe(ok);
  });

  it("names what is missing and how to add it", () => {
    const verdict = checkChangesets(2, [
      changeset({ "@haulkit/types": "major", "@haulkit/client": "minor" }, ".changeset/x.md"),
    ]);
    expect(verdict.message).toBe(
      "2 breaking changes to the API description require a major changeset for @haulkit/types and @haulkit/client (@haulkit/client is minor in .changeset/x.md). Add one with `pnpm changeset`, choosing major for both, and say in it what breaks for clients.",
    );
  });

  it("one breaking change requires it, in the singular", () => {
    expect(checkChangesets(1, []).message).toMatch(
      /^1 breaking change to the API description requires a major changeset for @haulkit\/types and @haulkit\/client \(@haulkit\/types has no changeset; @haulkit\/client has no changeset\)\./,
    );
  });

  it.each([
    ["no front matter", "Just text."],
    ["a bump that is not one", '---\n"@haulkit/types": huge\n---\n'],
    ["a list instead of a map", "---\n- a\n---\n"],
  ])("rejects a changeset with %s", (_, text) => {
    expect(() => parseChangeset(text, "x.md")).toThrow(/x\.md/);
  });
});

describe("check-changeset script", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "haulkit-changeset-"));
    mkdirSync(join(dir, ".changeset"));
    writeFileSync(join(dir, ".changeset", "README.md"), "# not a changeset\n");
    writeFileSync(join(dir, ".changeset", "config.json"), "{}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const diffWith = (breaking: number) =>
    writeFileSync(join(dir, "diff.json"), JSON.stringify({ summary: { breaking, "non-breaking": 0, annotation: 0 } }));

  it("passes a diff without breaking changes, ignoring the README", () => {
    diffWith(0);
    expect(run(["--diff", "diff.json"], dir).code).toBe(0);
  });

  it("fails a breaking diff without a major changeset, and passes it with one", () => {
    diffWith(1);
    const failed = run(["--diff", join(dir, "diff.json")], dir);
    expect(failed.code).toBe(1);
    expect(failed.text).toContain("requires a major changeset for @haulkit/types and @haulkit/client");
    writeFileSync(
      join(dir, ".changeset", "brave-cats.md"),
      '---\n"@haulkit/types": major\n"@haulkit/client": major\n---\n\nBreaks.\n',
    );
    expect(run(["--diff", "diff.json"], dir)).toEqual({
      code: 0,
      text: `1 breaking change to the API description, and ${join(dir, ".changeset", "brave-cats.md")} releases @haulkit/types and @haulkit/client as major.`,
    });
  });

  it.each([
    [[], "--diff is required"],
    [["--diff"], "--diff needs a value"],
    [["--diff", "missing.json"], "cannot read"],
    [["--diff", "diff.json", "--fast"], "unknown argument --fast"],
  ])("exits 2 on %j", (argv, text) => {
    diffWith(0);
    const result = run(argv as string[], dir);
    expect(result.code).toBe(2);
    expect(result.text).toContain(text);
  });

  it("exits 2 on a diff file without a breaking count", () => {
    writeFileSync(join(dir, "diff.json"), "{}");
    expect(run(["--diff", "diff.json"], dir)).toMatchObject({ code: 2 });
  });
});

describe("the repository's Changesets config", () => {
  const root = join(import.meta.dirname, "..", "..", "..");
  let copy: string;
  /** The workspace's manifests and config in a fresh repository, so local edits cannot count as changes. */
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), "haulkit-changeset-config-"));
    const manifests = [
      "package.json",
      "pnpm-workspace.yaml",
      ".changeset/config.json",
      "spec/package.json",
      "bench/package.json",
    ];
    for (const name of readdirSync(join(root, "packages"))) manifests.push(`packages/${name}/package.json`);
    for (const manifest of manifests) {
      mkdirSync(dirname(join(copy, manifest)), { recursive: true });
      copyFileSync(join(root, manifest), join(copy, manifest));
    }
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: copy });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-qm", "workspace");
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));
  /** Runs `changeset status` in the copy; colours are stripped, since CI may force them on. */
  const status = () => {
    const result = spawnSync(join(root, "node_modules", ".bin", "changeset"), ["status"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    return {
      status: result.status,
      stdout: stripVTControlCharacters(result.stdout),
      stderr: stripVTControlCharacters(result.stderr),
    };
  };

  it("is accepted by the Changesets CLI itself", () => {
    const result = status();
    expect(result.stderr).not.toContain("error");
    expect(result.stdout).toContain("NO packages to be bumped at major");
    expect(result.status).toBe(0);
  });

  it("and a broken one is not (the check above can fail)", () => {
    const config = JSON.parse(readFileSync(join(copy, ".changeset", "config.json"), "utf8"));
    writeFileSync(join(copy, ".changeset", "config.json"), JSON.stringify({ ...config, access: "everyone" }));
    expect(status().stderr).toContain("error");
  });
});
