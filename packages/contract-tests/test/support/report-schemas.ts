/** The published JSON Schemas of the reports (schemas/*.schema.json), compiled once, and a check of a reports dir. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";

export const REPORTS = ["run", "drift", "coverage", "cleanup"] as const;
export type ReportName = (typeof REPORTS)[number];

export const SCHEMAS_DIR = fileURLToPath(new URL("../../schemas/", import.meta.url));

const ajv = createSpecAjv();
const validators = new Map<ReportName, ValidateFunction>();

export function readSchema(name: ReportName): { $id: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.schema.json`), "utf8"));
}

export function reportValidator(name: ReportName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile(readSchema(name));
    validators.set(name, validate);
  }
  return validate;
}

/** Ajv's errors for one report, as lines (empty when it matches its schema). */
export function reportErrors(name: ReportName, report: unknown): string[] {
  const validate = reportValidator(name);
  return validate(report) ? [] : (validate.errors ?? []).map((e) => `${name}.json${e.instancePath} ${e.message}`);
}

/** Every JSON report present in the directory, checked against its schema; returns the names found. */
export function checkReportsDir(dir: string): { found: ReportName[]; errors: string[] } {
  const found = REPORTS.filter((name) => existsSync(join(dir, `${name}.json`)));
  const errors = found.flatMap((name) =>
    reportErrors(name, JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8"))),
  );
  return { found, errors };
}
