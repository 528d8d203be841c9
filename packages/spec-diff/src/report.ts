/** Folds the changes of one API into reported entries and renders them as a table, JSON or Markdown. */
import { type ApiDiff, type Change, type ChangeClass, CLASS_ORDER, type ReportedChange } from "./types.js";

/** One entry per (class, rule, reason, changed node): a change inside a shared component is reported once. */
export function fold(api: string, changes: Change[]): ReportedChange[] {
  const groups = new Map<string, ReportedChange>();
  for (const change of changes) {
    const pointer = change.origin ?? change.pointer;
    const key = `${change.class}\u0000${change.rule}\u0000${change.reason}\u0000${pointer}`;
    const group = groups.get(key);
    if (group) group.uses.push(change.pointer);
    else
      groups.set(key, {
        api,
        class: change.class,
        rule: change.rule,
        pointer,
        reason: change.reason,
        uses: [change.pointer],
      });
  }
  const out = [...groups.values()];
  for (const entry of out) entry.uses = [...new Set(entry.uses)].sort();
  return out.sort(
    (a, b) =>
      CLASS_ORDER.indexOf(a.class) - CLASS_ORDER.indexOf(b.class) ||
      compare(a.pointer, b.pointer) ||
      compare(a.rule, b.rule) ||
      compare(a.reason, b.reason),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function counts(changes: readonly { class: ChangeClass }[]): Record<ChangeClass, number> {
  const out: Record<ChangeClass, number> = { breaking: 0, "non-breaking": 0, annotation: 0 };
  for (const change of changes) out[change.class]++;
  return out;
}

function usesNote(entry: ReportedChange): string {
  if (entry.uses.length === 1 && entry.uses[0] === entry.pointer) return "";
  if (entry.uses.length === 1) return ` (at ${entry.uses[0]})`;
  return ` (${entry.uses.length} uses, e.g. ${entry.uses[0]})`;
}

function summary(diff: ApiDiff): string {
  const c = counts(diff.changes);
  return `${diff.api}: ${c.breaking} breaking, ${c["non-breaking"]} non-breaking, ${c.annotation} annotation`;
}

/** A plain-text table for the console. */
export function renderTable(diffs: ApiDiff[]): string {
  const lines: string[] = [];
  for (const diff of diffs) {
    lines.push(`${summary(diff)}  (${diff.old} -> ${diff.new})`);
    if (diff.changes.length === 0) {
      lines.push("  no changes", "");
      continue;
    }
    const rows = diff.changes.map((entry) => [entry.class, entry.pointer, entry.reason + usesNote(entry)]);
    const width = [0, 1].map((column) => Math.min(100, Math.max(...rows.map((row) => (row[column] as string).length))));
    for (const row of rows) {
      lines.push(
        `  ${(row[0] as string).padEnd(width[0] as number)}  ${(row[1] as string).padEnd(width[1] as number)}  ${row[2]}`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

export function renderJson(diffs: ApiDiff[]): string {
  const all = diffs.flatMap((diff) => diff.changes);
  return `${JSON.stringify({ summary: counts(all), apis: diffs.map((diff) => ({ ...diff, summary: counts(diff.changes) })) }, null, 2)}\n`;
}

/** The number of uses, and the first one when it is not the pointer itself. */
function usesCell(entry: ReportedChange): string {
  const first = entry.uses[0];
  if (entry.uses.length === 1 && first === entry.pointer) return "1";
  return `${entry.uses.length}, e.g. \`${cell(first ?? "")}\``;
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

/** Markdown for a pull-request comment: counts, then breaking and non-breaking changes, annotations folded. */
export function renderMarkdown(diffs: ApiDiff[]): string {
  const lines = [
    "## API description diff",
    "",
    "| API | compared | breaking | non-breaking | annotation |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const diff of diffs) {
    const c = counts(diff.changes);
    lines.push(
      `| ${diff.api} | \`${cell(diff.old)}\` → \`${cell(diff.new)}\` | ${c.breaking} | ${c["non-breaking"]} | ${c.annotation} |`,
    );
  }
  for (const diff of diffs) {
    for (const cls of CLASS_ORDER) {
      const entries = diff.changes.filter((entry) => entry.class === cls);
      if (entries.length === 0) continue;
      const table = ["| pointer | reason | uses |", "| --- | --- | --- |"];
      for (const entry of entries)
        table.push(`| \`${cell(entry.pointer)}\` | ${cell(entry.reason)} | ${usesCell(entry)} |`);
      lines.push("");
      if (cls === "annotation") {
        lines.push(
          `<details><summary>${diff.api}: ${entries.length} annotation changes</summary>`,
          "",
          ...table,
          "",
          "</details>",
        );
      } else lines.push(`### ${diff.api}: ${cls}`, "", ...table);
    }
  }
  return `${lines.join("\n")}\n`;
}
