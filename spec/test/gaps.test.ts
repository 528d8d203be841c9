/** spec/GAPS.md's layout: sorted ids, a contents table by section, and the sandbox's notes kept in its BEHAVIOUR.md. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentsSections, parseGaps } from "../src/gaps.js";
import { specDir } from "./support/documents.js";

const text = readFileSync(join(specDir, "GAPS.md"), "utf8");
const { entries } = parseGaps(text);
const behaviourFile = join(specDir, "..", "packages", "sandbox", "BEHAVIOUR.md");

describe("contentsSections", () => {
  it("reads single ids and ranges of a contents row", () => {
    const sections = contentsSections("| [Orders](#orders) | G-041–G-043, G-152 |\n| [Limits](#limits) | G-038 |\n");
    expect([...sections]).toEqual([
      ["G-041", "Orders"],
      ["G-042", "Orders"],
      ["G-043", "Orders"],
      ["G-152", "Orders"],
      ["G-038", "Limits"],
    ]);
  });

  it("gives an entry the heading it sits under when no row names it", () => {
    const parsed = parseGaps("## Limits\n\n- **G-038 Page size**: text\n");
    expect(parsed.entries).toEqual([{ id: "G-038", title: "Page size", section: "Limits", constrainsSpec: true }]);
  });
});

describe("spec/GAPS.md", () => {
  it("lists its entries sorted by id", () => {
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort());
  });

  it("names every entry, once, in a row of its contents table", () => {
    const rows = [...text.matchAll(/^\| \[[^\]]+\]\(#[^)]*\) \| (.*) \|$/gm)].map((row) => row[1] ?? "");
    const listed = rows.flatMap((ids) =>
      [...ids.matchAll(/G-(\d{3})(?:–G-(\d{3}))?/g)].flatMap(([, from, to]) =>
        Array.from({ length: Number(to ?? from) - Number(from) + 1 }, (_, n) => Number(from) + n),
      ),
    );
    expect(listed.sort((a, b) => a - b)).toEqual(entries.map((entry) => Number(entry.id.slice(2))));
    const headings = new Set([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]));
    for (const entry of entries) expect(headings, entry.id).toContain(entry.section);
  });

  it("holds no sandbox implementation clause: each sits in packages/sandbox/BEHAVIOUR.md under its id", () => {
    expect(text).not.toMatch(/Sandbox(?: rule| test helpers| matching \(assumed\))?(?: \([^)]*\))?: /);
    expect(existsSync(behaviourFile)).toBe(true);
    const behaviour = readFileSync(behaviourFile, "utf8");
    const sections = [...behaviour.matchAll(/^## (G-\d{3})$/gm)].map((match) => match[1]);
    expect(sections).toEqual([...sections].sort());
    const linked = [...text.matchAll(/\(\.\.\/packages\/sandbox\/BEHAVIOUR\.md#(g-\d{3})\)/g)].map((m) => m[1]);
    expect(linked.map((id) => id?.toUpperCase())).toEqual(sections);
    const ids = new Set(entries.map((entry) => entry.id));
    for (const id of sections) expect(ids, `${id} of BEHAVIOUR.md`).toContain(id);
  });
});
