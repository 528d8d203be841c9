/** The result table printed at the end of a run: figure, value, target, pass/fail. */
import { describeTarget, TARGETS, verdict } from "./targets.js";

export interface TableRow {
  figure: string;
  value: string;
  target: string;
  result: string;
}

export function tableRows(figures: Record<string, number>): TableRow[] {
  return Object.keys(figures)
    .sort()
    .map((figure) => {
      const value = figures[figure] as number;
      const target = TARGETS[figure];
      return {
        figure,
        value: String(value),
        target: describeTarget(target),
        result: verdict(value, target)?.toUpperCase() ?? "",
      };
    });
}

/** Plain-text columns, padded to the widest cell. */
export function formatTable(rows: readonly TableRow[]): string {
  const header: TableRow = { figure: "figure", value: "value", target: "target", result: "result" };
  const all = [header, ...rows];
  const columns = ["figure", "value", "target", "result"] as const;
  const widths = columns.map((column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: TableRow) =>
    columns
      .map((column, index) => row[column].padEnd(widths[index] as number))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
