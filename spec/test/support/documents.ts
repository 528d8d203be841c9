/** Loads the bundled specs and the source documents for the spec tests. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSpecAjv } from "../../src/ajv.js";

export const specDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const distDir = join(specDir, "dist");

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const API_NAMES = ["shipper", "pricing", "sandbox"] as const;
export type ApiName = (typeof API_NAMES)[number];

const cache = new Map<string, JsonObject>();

export function loadBundle(api: string): JsonObject {
  const file = join(distDir, `${api}.json`);
  const cached = cache.get(file);
  if (cached) return cached;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm bundle\` first`);
  const document = JSON.parse(readFileSync(file, "utf8")) as JsonObject;
  cache.set(file, document);
  return document;
}

/** One Ajv holding every bundle under its API name, so `shipper#/components/schemas/Order` resolves. */
export function bundleAjv(apis: readonly string[] = API_NAMES) {
  const ajv = createSpecAjv();
  for (const api of apis) ajv.addSchema(loadBundle(api), api);
  return ajv;
}

export function fixture(name: string): string {
  return readFileSync(join(specDir, "test", "fixtures", name), "utf8");
}

/**
 * The two source documents live in `../shared/seeds/` beside the repository (HAULKIT_SEEDS_DIR overrides);
 * a fresh clone elsewhere does not have them, so tests that read them skip with this reason.
 */
export function seedDocument(prefix: "000" | "001"): { text: string } | { missing: string } {
  const dir = process.env.HAULKIT_SEEDS_DIR ?? join(specDir, "..", "..", "shared", "seeds");
  const name = existsSync(dir) ? readdirSync(dir).find((file) => file.startsWith(`${prefix}_`)) : undefined;
  if (!name) return { missing: `source document ${prefix}_* not found in ${dir} (set HAULKIT_SEEDS_DIR)` };
  return { text: readFileSync(join(dir, name), "utf8") };
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export interface OperationEntry {
  api: string;
  kind: "path" | "webhook";
  key: string;
  method: string;
  operation: JsonObject;
}

export function operations(api: string): OperationEntry[] {
  const document = loadBundle(api);
  const entries: OperationEntry[] = [];
  for (const kind of ["path", "webhook"] as const) {
    const items = (document[kind === "path" ? "paths" : "webhooks"] ?? {}) as Record<string, JsonObject>;
    for (const [key, item] of Object.entries(items)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation && typeof operation === "object" && !Array.isArray(operation)) {
          entries.push({ api, kind, key, method, operation });
        }
      }
    }
  }
  return entries;
}
