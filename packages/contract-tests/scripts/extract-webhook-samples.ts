/**
 * Writes spec/samples/webhooks/<action>.json: one sample payload per webhook action, taken from the first example
 * of the action's payload in spec/dist/shipper.json. `--check` writes nothing and exits 1 when a file is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deref, type JsonObject, loadDocument } from "../src/spec/documents.js";

export const SAMPLES_DIR = fileURLToPath(new URL("../../../spec/samples/webhooks", import.meta.url));

/** The first example payload of every webhook action, in document order. */
export function webhookSamples(): Map<string, unknown> {
  const doc = loadDocument("shipper");
  const samples = new Map<string, unknown>();
  for (const [action, entry] of Object.entries((doc.webhooks ?? {}) as JsonObject)) {
    const body = deref(doc, ((entry as JsonObject).post as JsonObject).requestBody).value;
    const media = (body.content as JsonObject)["application/json"] as JsonObject;
    const examples = Object.values((media.examples ?? {}) as JsonObject).map(
      (example) => (example as JsonObject).value,
    );
    const sample = media.example ?? examples[0];
    if (sample === undefined) throw new Error(`webhook ${action} has no example in the spec`);
    samples.set(action, sample);
  }
  return samples;
}

const LINE_WIDTH = 120;
const isPrimitive = (value: unknown) => value === null || typeof value !== "object";

/** JSON as the repository's formatter (Biome) prints it: objects expanded, short arrays of scalars on one line. */
function formatJson(value: unknown, indent: string, prefix: number, suffix: number): string {
  if (isPrimitive(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
    if (value.every(isPrimitive) && indent.length + prefix + flat.length + suffix <= LINE_WIDTH) return flat;
    const items = value.map((item, i) => `${inner}${formatJson(item, inner, 0, i < value.length - 1 ? 1 : 0)}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], i) => {
    const label = `${JSON.stringify(key)}: `;
    return `${inner}${label}${formatJson(item, inner, label.length, i < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export function sampleText(sample: unknown): string {
  return `${formatJson(sample, "", 0, 0)}\n`;
}

/** The sample files that differ from the spec (missing, changed or no longer an action). */
export function staleSamples(dir: string = SAMPLES_DIR): string[] {
  const samples = webhookSamples();
  const stale = [...samples].flatMap(([action, sample]) => {
    const file = join(dir, `${action}.json`);
    return existsSync(file) && readFileSync(file, "utf8") === sampleText(sample) ? [] : [`${action}.json`];
  });
  const extra = existsSync(dir)
    ? readdirSync(dir).filter((file) => file.endsWith(".json") && !samples.has(file.slice(0, -".json".length)))
    : [];
  return [...stale, ...extra];
}

export function writeSamples(dir: string = SAMPLES_DIR): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const samples = webhookSamples();
  for (const [action, sample] of samples) writeFileSync(join(dir, `${action}.json`), sampleText(sample));
  return samples.size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const stale = staleSamples();
    if (stale.length > 0) {
      process.stderr.write(`stale webhook samples (run scripts/extract-webhook-samples.ts): ${stale.join(", ")}\n`);
      process.exit(1);
    }
    process.stdout.write(`${webhookSamples().size} webhook samples up to date\n`);
  } else {
    process.stdout.write(`wrote ${writeSamples()} webhook samples to ${SAMPLES_DIR}\n`);
  }
}
