/** CHANGELOG generation: releases in semver order, sections per release, deterministic, from a real git history. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateChangelog, releasesOf } from "../src/changelog.js";

describe("releasesOf", () => {
  it("keeps spec-v<semver> tags only, oldest first, a pre-release before its release", () => {
    const tags = [
      "spec-v1.10.0",
      "v2.0.0",
      "spec-v1.2.0",
      "spec-v2.0.0",
      "spec-v2.0.0-rc.1",
      "spec-vnext",
      "spec-v1.2.0.1",
    ];
    expect(releasesOf(tags).map((release) => release.tag)).toEqual([
      "spec-v1.2.0",
      "spec-v1.10.0",
      "spec-v2.0.0-rc.1",
      "spec-v2.0.0",
    ]);
  });
});

describe("generateChangelog in a repository with two releases", () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, GIT_AUTHOR_DATE: "2026-01-02T03:04:05Z", GIT_COMMITTER_DATE: "2026-01-02T03:04:05Z" },
    });
  const spec = (statuses: string[], extraPath = false) => {
    const paths: Record<string, unknown> = {
      "/orders": {
        get: {
          operationId: "listOrders",
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": { schema: { type: "object", properties: { status: { enum: statuses } } } },
              },
            },
          },
        },
      },
    };
    if (extraPath)
      paths["/carriers"] = { get: { operationId: "listCarriers", responses: { "200": { description: "ok" } } } };
    writeFileSync(
      join(repo, "spec", "shipper", "openapi.yaml"),
      JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
    );
  };
  const commit = (message: string) => {
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", message);
  };

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), "haulkit-changelog-"));
    mkdirSync(join(repo, "spec", "shipper"), { recursive: true });
    git("init", "-q", "-b", "main");
    writeFileSync(join(repo, "spec", "redocly.yaml"), "apis:\n  shipper:\n    root: shipper/openapi.yaml\n");
    spec(["new"]);
    commit("baseline");
    spec(["new", "held"]);
    commit("a new status");
    git("tag", "spec-v1.0.0");
    spec(["new", "held"], true);
    commit("a new operation");
    git("tag", "spec-v1.1.0");
    spec(["new"], true);
    commit("a status dropped");
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("has one section per release, newest first, each with its own changes", () => {
    const text = generateChangelog({ cwd: repo });
    const sections = text.split("\n## ").slice(1);
    expect(sections.map((section) => section.split("\n")[0])).toEqual([
      "Unreleased",
      "1.1.0 (2026-01-02)",
      "1.0.0 (2026-01-02)",
    ]);
    expect(sections[2]).toContain("Compared with the baseline");
    expect(sections[2]).toContain('new enum value "held": strict clients');
    expect(sections[2]).not.toContain("listCarriers");
    expect(sections[1]).toContain("Compared with spec-v1.0.0.");
    expect(sections[1]).toContain("new operation GET /carriers");
    expect(sections[1]).not.toContain("held");
    expect(sections[0]).toContain('enum value "held" no longer sent');
    expect(sections[0]).toContain("0 breaking, 1 non-breaking, 0 annotation.");
  });

  it("titles the unreleased changes with --release and writes the same text twice", () => {
    const first = generateChangelog({ cwd: repo, release: "1.2.0" });
    expect(first).toContain("\n## 1.2.0\n");
    expect(first).not.toContain("Unreleased");
    expect(generateChangelog({ cwd: repo, release: "1.2.0" })).toBe(first);
  });
});
