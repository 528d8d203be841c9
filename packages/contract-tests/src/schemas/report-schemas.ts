/**
 * The published JSON Schemas of what a run writes (schemas/*.schema.json, and the vendored Overlay 1.1 schema for the
 * proposed overlay.yaml), compiled once, and the check of a reports directory that every test writing reports uses
 * (this package's, the consumer smoke's, the action's): `validateReports(dir)`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import { parse } from "yaml";

/** The JSON reports of a reports directory, each `<name>.json` with `schemas/<name>.schema.json`. */
export const REPORTS = ["run", "drift", "coverage", "cleanup"] as const;
export type ReportName = (typeof REPORTS)[number];

/** Every schema in schemas/: the reports, and the baseline file `--write-baseline` writes. */
export const SCHEMAS = [...REPORTS, "baseline"] as const;
export type SchemaName = (typeof SCHEMAS)[number];

/** The overlays a run with drift proposes (OpenAPI Overlay 1.1, YAML), checked against the vendored schema. */
export const OVERLAY_FILES = ["overlay.yaml", "overlay.pricing.yaml"] as const;

export const SCHEMAS_DIR = fileURLToPath(new URL("../../schemas/", import.meta.url));
export const OVERLAY_SCHEMA = fileURLToPath(new URL("../../vendor/overlay-1.1.schema.json", import.meta.url));

let ajv: ReturnType<typeof createSpecAjv> | undefined;
const validators = new Map<SchemaName | "overlay", ValidateFunction>();

export function readSchema(name: SchemaName): { $id: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.schema.json`), "utf8"));
}

function validator(name: SchemaName | "overlay"): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    // The vendored Overlay schema has keywords of its own dialect that strict mode refuses.
    ajv ??= createSpecAjv({ strict: false });
    validate = ajv.compile(name === "overlay" ? JSON.parse(readFileSync(OVERLAY_SCHEMA, "utf8")) : readSchema(name));
    validators.set(name, validate);
  }
  return validate;
}

/** Ajv's errors for one document, as lines naming `label` (empty when it matches its schema). */
export function schemaErrors(name: SchemaName | "overlay", doc: unknown, label = `${name}.json`): string[] {
  const validate = validator(name);
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${label}${e.instancePath} ${e.message}`);
}

/** Ajv's errors for one report (empty when it matches its schema). */
export function reportErrors(name: SchemaName, report: unknown): string[] {
  return schemaErrors(name, report);
}

/** A baseline file (`--write-baseline`) checked against baseline.schema.json. */
export function baselineErrors(file: string): string[] {
  return schemaErrors("baseline", JSON.parse(readFileSync(file, "utf8")), file);
}

export interface ReportsCheck {
  /** The files found and checked: `run.json`, …, `overlay.yaml`. */
  found: string[];
  /** One line per schema error, naming its file; empty when every file matches. */
  errors: string[];
}

/** Every JSON report and proposed overlay present in the directory, checked against its schema. */
export function validateReports(dir: string): ReportsCheck {
  const reports = REPORTS.filter((name) => existsSync(join(dir, `${name}.json`)));
  const overlays = OVERLAY_FILES.filter((file) => existsSync(join(dir, file)));
  const errors = [
    ...reports.flatMap((name) => reportErrors(name, JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")))),
    ...overlays.flatMap((file) => schemaErrors("overlay", parse(readFileSync(join(dir, file), "utf8")), file)),
  ];
  return { found: [...reports.map((name) => `${name}.json`), ...overlays], errors };
}
