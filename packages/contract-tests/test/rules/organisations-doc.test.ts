/** rules/organisations.md names every test of the organisations suite's table, so the rule list cannot go stale. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CROSS_ORG_CASES, caseTitle } from "../../src/harness/cross-org-cases.js";
import { operation } from "../../src/spec/operations.js";

const DOC = readFileSync(new URL("../../rules/organisations.md", import.meta.url), "utf8");

describe("rules/organisations.md", () => {
  it("has a row naming each case's test and its operation's path", () => {
    const missing = CROSS_ORG_CASES.filter((c) => {
      const op = operation(c.operationId);
      const row = DOC.split("\n").find((line) => line.includes(`${caseTitle(c)} (rule: objects per organisation)`));
      return row === undefined || !row.includes(`\`${op.method} ${op.path}\``);
    });
    expect(missing.map(caseTitle)).toEqual([]);
  });

  it("names no case the table no longer has", () => {
    const named = [...DOC.matchAll(/another organisation's object named in a request › (.+?) \(rule:/g)].map(
      (m) => m[1],
    );
    expect(named.sort()).toEqual(CROSS_ORG_CASES.map(caseTitle).sort());
  });
});
