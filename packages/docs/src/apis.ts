/** The APIs named in spec/redocly.yaml whose bundle exists in spec/dist: one reference page each. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonObject } from "@haulkit/spec/documents";
import { type SpecOperation, operationsOf as specOperations, webhooksOf } from "@haulkit/spec/operations";
import { parse } from "yaml";

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
export const defaultSpecDir = join(packageDir, "..", "..", "spec");

type Operation = { operationId?: string; summary?: string; tags?: string[]; "x-provenance"?: string };
type PathItem = Record<string, Operation | unknown>;

export interface OpenApiBundle {
  info: { title: string; summary?: string; description?: string; version: string };
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  tags?: { name: string; description?: string }[];
}

/** One operation or webhook of a bundle, as the reference page lists it. */
export interface OperationEntry {
  kind: "operation" | "webhook";
  method: string;
  name: string;
  summary: string;
  tags: string[];
  provenance: string | undefined;
}

export interface ApiBundle {
  name: string;
  bundlePath: string;
  spec: OpenApiBundle;
}

/** The API names of redocly.yaml, in the file's order. */
export function configuredApis(specDir = defaultSpecDir): string[] {
  const config = parse(readFileSync(join(specDir, "redocly.yaml"), "utf8")) as { apis?: Record<string, unknown> };
  return Object.keys(config.apis ?? {});
}

/** The configured APIs whose dist/<api>.json exists, with the parsed bundle. */
export function bundledApis(specDir = defaultSpecDir): ApiBundle[] {
  return configuredApis(specDir).flatMap((name) => {
    const bundlePath = join(specDir, "dist", `${name}.json`);
    if (!existsSync(bundlePath)) return [];
    const spec = JSON.parse(readFileSync(bundlePath, "utf8")) as OpenApiBundle;
    return [{ name, bundlePath, spec }];
  });
}

function entriesOf(kind: OperationEntry["kind"], operations: readonly SpecOperation[]): OperationEntry[] {
  return operations.map(({ method, path: name, node }) => {
    const op = node as Operation;
    return {
      kind,
      method,
      name,
      summary: op.summary ?? op.operationId ?? name,
      tags: op.tags ?? [],
      provenance: op["x-provenance"],
    };
  });
}

/** Every operation, then every webhook, of a bundle. */
export function operationsOf(spec: OpenApiBundle): OperationEntry[] {
  const doc = spec as unknown as JsonObject;
  return [...entriesOf("operation", specOperations(doc)), ...entriesOf("webhook", webhooksOf(doc))];
}
