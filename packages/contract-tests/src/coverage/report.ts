/**
 * Coverage of a run: which documented (operation, status) pairs and which webhook actions the suites exercised.
 * Totals count the services under test (shipper + pricing); the sandbox test helpers are listed apart.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { operations } from "../spec/operations.js";
import { webhookActions } from "../validation/webhooks.js";
import { COVERAGE_DIR, type CoverageRecords } from "./recorder.js";

export interface Tally {
  covered: number;
  total: number;
}

export interface OperationCoverage {
  api: string;
  operationId: string;
  method: string;
  path: string;
  covered: boolean;
  responses: Array<{ status: string; covered: boolean }>;
}

export interface CoverageReport {
  operations: Tally;
  responses: Tally;
  webhooks: Tally;
  helpers: { operations: Tally; responses: Tally };
  /** Statuses received that the spec does not document for the operation (each also failed its test). */
  undocumented: string[];
  details: {
    operations: OperationCoverage[];
    helpers: OperationCoverage[];
    webhooks: Array<{ action: string; covered: boolean }>;
  };
}

/** Merges every records file under `<reportsDir>/.coverage`. */
export function readRecords(reportsDir: string): CoverageRecords {
  const dir = join(reportsDir, COVERAGE_DIR);
  const responses = new Set<string>();
  const webhooks = new Set<string>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()) {
      const records = JSON.parse(readFileSync(join(dir, file), "utf8")) as CoverageRecords;
      for (const entry of records.responses) responses.add(entry);
      for (const action of records.webhooks) webhooks.add(action);
    }
  }
  return { responses: [...responses].sort(), webhooks: [...webhooks].sort() };
}

const tally = (flags: boolean[]): Tally => ({ covered: flags.filter(Boolean).length, total: flags.length });

export function computeCoverage(records: CoverageRecords): CoverageReport {
  const received = new Set(records.responses);
  const exercised = new Set(records.responses.map((entry) => entry.split(" ")[0]));
  const documented = new Set<string>();
  const rows = [...operations().values()].map((op): OperationCoverage => {
    const responses = [...op.responses.keys()].map((status) => {
      documented.add(`${op.operationId} ${status}`);
      return { status, covered: received.has(`${op.operationId} ${status}`) };
    });
    return {
      api: op.api,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      covered: exercised.has(op.operationId),
      responses,
    };
  });
  const services = rows.filter((row) => row.api !== "sandbox");
  const helpers = rows.filter((row) => row.api === "sandbox");
  const receivedWebhooks = new Set(records.webhooks);
  const webhooks = webhookActions().map((action) => ({ action, covered: receivedWebhooks.has(action) }));
  const responseFlags = (list: OperationCoverage[]) => list.flatMap((row) => row.responses.map((r) => r.covered));
  return {
    operations: tally(services.map((row) => row.covered)),
    responses: tally(responseFlags(services)),
    webhooks: tally(webhooks.map((row) => row.covered)),
    helpers: { operations: tally(helpers.map((row) => row.covered)), responses: tally(responseFlags(helpers)) },
    undocumented: records.responses.filter((entry) => !documented.has(entry)),
    details: { operations: services, helpers, webhooks },
  };
}

const percent = ({ covered, total }: Tally) => (total === 0 ? "-" : `${Math.round((covered / total) * 100)}%`);
const line = (label: string, t: Tally) => `| ${label} | ${t.covered} | ${t.total} | ${percent(t)} |`;

function operationTable(rows: OperationCoverage[]): string[] {
  return [
    "| operation | method and path | exercised statuses | statuses not exercised |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => {
      const statuses = (covered: boolean) =>
        row.responses
          .filter((r) => r.covered === covered)
          .map((r) => r.status)
          .join(", ") || "-";
      return `| ${row.operationId} | ${row.method} \`${row.path}\` | ${statuses(true)} | ${statuses(false)} |`;
    }),
  ];
}

export function coverageMarkdown(report: CoverageReport): string {
  const missingWebhooks = report.details.webhooks.filter((row) => !row.covered).map((row) => row.action);
  return [
    "# Contract coverage",
    "",
    "| what | covered | total | share |",
    "| --- | --- | --- | --- |",
    line("operations (shipper + pricing)", report.operations),
    line("documented responses (operation, status)", report.responses),
    line("webhook actions", report.webhooks),
    line("sandbox helper operations", report.helpers.operations),
    line("sandbox helper responses", report.helpers.responses),
    "",
    ...(report.undocumented.length > 0
      ? ["Undocumented statuses received (each failed its test):", "", ...report.undocumented.map((e) => `- ${e}`), ""]
      : []),
    "## Operations",
    "",
    ...operationTable(report.details.operations),
    "",
    "## Webhook actions",
    "",
    `Received: ${report.webhooks.covered} of ${report.webhooks.total}.`,
    "",
    missingWebhooks.length > 0
      ? `Not received: ${missingWebhooks.map((a) => `\`${a}\``).join(", ")}.`
      : "All received.",
    "",
    "## Sandbox test helpers",
    "",
    ...operationTable(report.details.helpers),
    "",
  ].join("\n");
}

/** Writes `coverage.json` and `coverage.md` into the reports directory; returns the report. */
export function writeCoverage(reportsDir: string, report: CoverageReport): CoverageReport {
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, "coverage.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportsDir, "coverage.md"), coverageMarkdown(report));
  return report;
}

export function coverageLine(report: CoverageReport): string {
  const part = (label: string, t: Tally) => `${label} ${t.covered}/${t.total}`;
  return `coverage: ${part("operations", report.operations)}, ${part("responses", report.responses)}, ${part("webhooks", report.webhooks)}`;
}
