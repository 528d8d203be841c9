/**
 * Merges the drift the workers recorded into `drift.json` and `drift.md`: grouped by spec/GAPS.md id, each with
 * its title, the operations and webhook actions it was seen on, how often, and one observed example per kind.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DRIFT_DIR, type DriftRecord, driftKey } from "./drift-recorder.js";

export interface DriftGroup {
  gap: string;
  /** The entry's title in spec/GAPS.md (empty when the id is not found there). */
  title: string;
  count: number;
  /** Operations (`createOrder`) and `webhook <action>`s, sorted. */
  where: string[];
  /** Each kind of drift once: what we assumed, what the target did, how often, the first request. */
  findings: DriftRecord[];
}

export interface DriftReport {
  /** Contradicted assumptions, counted per answer and kind. */
  count: number;
  gaps: DriftGroup[];
}

const GAP_LINE = /^- \*\*(G-\d{3}) ([^*]+)\*\*/;

/** Gap id -> title, read from the spec package's GAPS.md. */
export function gapTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  try {
    const specDir = dirname(createRequire(import.meta.url).resolve("@haulkit/spec/package.json"));
    for (const line of readFileSync(join(specDir, "GAPS.md"), "utf8").split("\n")) {
      const match = GAP_LINE.exec(line);
      if (match) titles.set(match[1] as string, (match[2] as string).trim().replace(/:$/, ""));
    }
  } catch {
    // no GAPS.md next to the bundles: the report goes without titles
  }
  return titles;
}

/** Adds up the records of every worker (one file per flush). */
export function readDrift(reportsDir: string): DriftRecord[] {
  const dir = join(reportsDir, DRIFT_DIR);
  if (!existsSync(dir)) return [];
  const merged = new Map<string, DriftRecord>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    for (const record of JSON.parse(readFileSync(join(dir, file), "utf8")) as DriftRecord[]) {
      const key = driftKey(record);
      const known = merged.get(key);
      if (known) known.count += record.count;
      else merged.set(key, { ...record });
    }
  }
  return [...merged.values()];
}

export function groupDrift(records: readonly DriftRecord[], titles = gapTitles()): DriftReport {
  const byGap = new Map<string, DriftRecord[]>();
  for (const record of records) byGap.set(record.gap, [...(byGap.get(record.gap) ?? []), record]);
  const gaps = [...byGap]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gap, findings]) => ({
      gap,
      title: titles.get(gap) ?? "",
      count: findings.reduce((sum, finding) => sum + finding.count, 0),
      where: [...new Set(findings.map((finding) => finding.where))].sort(),
      findings: [...findings].sort((a, b) => b.count - a.count || a.where.localeCompare(b.where)),
    }));
  return { count: gaps.reduce((sum, group) => sum + group.count, 0), gaps };
}

export function driftMarkdown(report: DriftReport): string {
  const lines = ["# Drift: assumptions the target contradicts", ""];
  if (report.gaps.length === 0) {
    lines.push("None: the target kept every assumption the run met (spec/GAPS.md).");
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    "Each entry is a choice of ours where the documents say nothing (spec/GAPS.md); the target chose otherwise.",
    "A drift fails no test unless the run is `--strict`.",
    "",
  );
  for (const group of report.gaps) {
    lines.push(`## ${group.gap}${group.title ? ` ${group.title}` : ""} (${group.count})`, "");
    lines.push(`Seen on: ${group.where.map((where) => `\`${where}\``).join(", ")}`, "");
    lines.push("| where | assumed | observed | count | first request |", "| --- | --- | --- | --- | --- |");
    for (const finding of group.findings) {
      const where = finding.status === undefined ? finding.where : `${finding.where} ${finding.status}`;
      const cells = [where, finding.assumed, finding.observed, String(finding.count), finding.request ?? ""];
      lines.push(`| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}

/** Writes drift.json and drift.md (also when there is none: a stale report never survives a run). */
export function writeDrift(reportsDir: string, report: DriftReport): DriftReport {
  writeFileSync(join(reportsDir, "drift.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportsDir, "drift.md"), driftMarkdown(report));
  return report;
}
