/**
 * The entries of spec/GAPS.md by id, and the `x-assumption` markers of a bundled spec (spec/README.md,
 * Extensions): what a finding that contradicts an assumption of ours is reported under.
 */
import { readFileSync } from "node:fs";

export type GapId = `G-${string}`;

export interface GapEntry {
  id: GapId;
  title: string;
  /** The entry's section: its row of the contents table, else the `##` heading it sits under. */
  section: string;
  /** False for entries tagged `(no spec constraint)`: nothing in the shipper or pricing spec refers to them. */
  constrainsSpec: boolean;
}

export const GAP_ID = /^G-\d{3}$/;
const ENTRY = /^- \*\*(G-\d{3}) ([^*]+)\*\*: (.*)$/;
export const NO_SPEC_CONSTRAINT = "(no spec constraint)";

/** The entries of a GAPS.md text in file order; bullets that do not start with an id are returned in `malformed`. */
export function parseGaps(text: string): { entries: GapEntry[]; malformed: string[] } {
  const sections = contentsSections(text);
  const entries: GapEntry[] = [];
  const malformed: string[] = [];
  let heading = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) heading = line.slice(3).trim();
    if (!line.startsWith("- ")) continue;
    const match = ENTRY.exec(line);
    if (!match) {
      malformed.push(line.slice(0, 100));
      continue;
    }
    const [, id, title, rest] = match as unknown as [string, GapId, string, string];
    const section = sections.get(id) ?? heading;
    entries.push({ id, title: title.trim(), section, constrainsSpec: !rest.startsWith(NO_SPEC_CONSTRAINT) });
  }
  return { entries, malformed };
}

const CONTENTS_ROW = /^\| \[([^\]]+)\]\(#[^)]*\) \| (.*) \|$/;
const ID_RANGE = /G-(\d{3})(?:–G-(\d{3}))?/g;

/** Gap id -> section, from the contents table's rows (`| [Section](#anchor) | G-001–G-015, G-170 |`). */
export function contentsSections(text: string): Map<GapId, string> {
  const sections = new Map<GapId, string>();
  for (const line of text.split("\n")) {
    const row = CONTENTS_ROW.exec(line);
    if (!row) continue;
    for (const [, from, to] of (row[2] as string).matchAll(ID_RANGE)) {
      for (let n = Number(from); n <= Number(to ?? from); n++)
        sections.set(`G-${String(n).padStart(3, "0")}`, row[1] as string);
    }
  }
  return sections;
}

/** spec/GAPS.md of this package, parsed. */
export function loadGaps(): GapEntry[] {
  return parseGaps(readFileSync(new URL("../GAPS.md", import.meta.url), "utf8")).entries;
}

/** The gap ids of an `x-assumption` value (one id or a list); an empty list for anything else. */
export function assumptionIds(value: unknown): GapId[] {
  const ids = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  return ids.filter((id): id is GapId => typeof id === "string" && GAP_ID.test(id));
}

export interface AssumptionMarker {
  /** JSON pointer of the node carrying `x-assumption` in the bundled document. */
  pointer: string;
  value: unknown;
}

/** Every `x-assumption` in a bundled document, with the pointer of the node that carries it. */
export function assumptionMarkers(document: unknown): AssumptionMarker[] {
  const found: AssumptionMarker[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) walk(child, `${pointer}/${index}`);
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (key === "x-assumption") found.push({ pointer, value: child });
        else walk(child, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
      }
    }
  };
  walk(document, "");
  return found;
}
