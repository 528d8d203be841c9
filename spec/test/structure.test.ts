import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { API_NAMES, type Json, type JsonObject, loadBundle, operations, specDir } from "./support/documents.js";
import { everySchema, isObject, openPlaces } from "./support/schemas.js";

const all = API_NAMES.flatMap((api) => operations(api));
const pathOperations = all.filter((entry) => entry.kind === "path");
const label = (entry: (typeof all)[number]) => `${entry.api} ${entry.method.toUpperCase()} ${entry.key}`;

describe("operations", () => {
  it("the shipper spec has the 27 operations of the document (token included) and the 18 of the public docs", () => {
    const shipper = pathOperations.filter((entry) => entry.api === "shipper");
    expect(shipper.filter((entry) => entry.operation["x-provenance"] === "seed")).toHaveLength(27);
    expect(shipper.filter((entry) => entry.operation["x-provenance"] === "public-docs")).toHaveLength(18);
    expect(shipper).toHaveLength(45);
  });

  it("the pricing spec has the 2 operations of its document", () => {
    const pricing = pathOperations.filter((entry) => entry.api === "pricing");
    expect(pricing.map((entry) => entry.key).sort()).toEqual([
      "/api/v1/recommended-price",
      "/api/v2/recommended-price",
    ]);
    expect(pricing.every((entry) => entry.operation["x-provenance"] === "seed")).toBe(true);
  });

  it("the sandbox spec has the test helpers of fixtures/sandbox-helpers.txt, under /_sandbox, marked, with bearer auth", () => {
    const sandbox = all.filter((entry) => entry.api === "sandbox");
    expect(sandbox.every((entry) => entry.kind === "path")).toBe(true);
    const expected = readFileSync(join(import.meta.dirname, "fixtures", "sandbox-helpers.txt"), "utf8")
      .trim()
      .split("\n");
    expect(sandbox.map((entry) => entry.operation.operationId as string).sort()).toEqual(expected);
    expect(sandbox.every((entry) => entry.key.startsWith("/_sandbox/"))).toBe(true);
    expect(sandbox.every((entry) => entry.operation["x-provenance"] === "sandbox")).toBe(true);
    const document = loadBundle("sandbox");
    expect(document.security).toEqual([{ BearerAuth: [] }]);
    expect(((document.components as JsonObject).securitySchemes as JsonObject).BearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("the sandbox spec's $refs stay inside spec/sandbox (own components, no refs into the other trees)", () => {
    const root = join(specDir, "sandbox");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
    expect(files.length).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      for (const match of text.matchAll(/\$ref:\s*['"]?([^'"#\s]+)/g)) {
        const target = resolve(dirname(join(root, file)), match[1] ?? "");
        if (relative(root, target).startsWith("..")) outside.push(`${file} -> ${match[1]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("only the sandbox spec uses x-provenance sandbox", () => {
    const marked = all.filter((entry) => entry.operation["x-provenance"] === "sandbox");
    expect(marked.filter((entry) => entry.api !== "sandbox").map(label)).toEqual([]);
  });

  it.each(all.map((entry) => [label(entry), entry] as const))("%s is complete", (_label, entry) => {
    const operation = entry.operation;
    expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(operation.summary).toBeTruthy();
    expect(operation.description).toBeTruthy();
    expect((operation.tags as string[]).length).toBeGreaterThan(0);
    const statuses = Object.keys(operation.responses as JsonObject);
    expect(statuses.some((status) => /^4/.test(status))).toBe(true);
    if (entry.kind === "path") {
      expect(statuses.some((status) => /^2\d\d$/.test(status))).toBe(true);
      if (operation.operationId !== "requestToken") expect(statuses).toContain("401");
    }
  });
});

describe("schemas", () => {
  it.each(pathOperations.filter((entry) => entry.operation.requestBody).map((entry) => [label(entry), entry] as const))(
    "%s: the request body says exactly what is accepted",
    (_label, entry) => {
      const document = loadBundle(entry.api);
      const content = (entry.operation.requestBody as JsonObject).content as JsonObject;
      for (const [mediaType, media] of Object.entries(content)) {
        expect(openPlaces(document, (media as JsonObject).schema as JsonObject), mediaType).toEqual([]);
      }
    },
  );

  it.each(all.map((entry) => [label(entry), entry] as const))(
    "%s: responses and payloads tolerate unknown keys",
    (_label, entry) => {
      const document = loadBundle(entry.api);
      const roots: JsonObject[] = [];
      const responses = Object.values(entry.operation.responses as JsonObject) as JsonObject[];
      for (const response of responses.map((item) => (item.$ref ? resolveResponse(document, item) : item))) {
        for (const media of Object.values((response.content as JsonObject) ?? {}))
          roots.push((media as JsonObject).schema as JsonObject);
      }
      if (entry.kind === "webhook") {
        const content = (entry.operation.requestBody as JsonObject).content as JsonObject;
        for (const media of Object.values(content)) roots.push((media as JsonObject).schema as JsonObject);
      }
      const closed: string[] = [];
      for (const root of roots) {
        everySchema(document, root, (schema) => {
          if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
            closed.push(JSON.stringify(schema).slice(0, 120));
          }
        });
      }
      expect(closed).toEqual([]);
    },
  );
});

function resolveResponse(document: JsonObject, ref: JsonObject): JsonObject {
  const name = String(ref.$ref).split("/").pop() ?? "";
  return ((document.components as JsonObject).responses as JsonObject)[name] as JsonObject;
}

describe("extensions", () => {
  const readme = readFileSync(join(specDir, "README.md"), "utf8");
  const used = new Set<string>();
  const walk = (node: Json): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith("x-")) used.add(key);
        walk(value);
      }
    }
  };
  for (const api of API_NAMES) walk(loadBundle(api));

  it.each([...used].sort())("%s is explained in spec/README.md", (extension) => {
    expect(readme).toContain(`\`${extension}\``);
  });
});
