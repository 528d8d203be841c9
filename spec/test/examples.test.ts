import { describe, expect, it } from "vitest";
import { pointer } from "../src/ajv.js";
import { API_NAMES, bundleAjv, type Json, type JsonObject, loadBundle } from "./support/documents.js";

interface ExampleCase {
  where: string;
  schemaRef: string;
  value: Json;
}

const SCHEMA_KEYS = ["type", "properties", "allOf", "anyOf", "oneOf", "$ref", "enum", "const", "items", "pattern"];

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every example of a document: on schemas, media types (example/examples) and parameters. */
function collectExamples(api: string): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const walk = (node: Json, path: string[], inProperties: boolean): void => {
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) walk(child, [...path, String(index)], false);
      return;
    }
    if (!isObject(node)) return;
    if (!inProperties) {
      const where = `${api} ${pointer(...path)}`;
      if (isObject(node.schema) && "example" in node) {
        cases.push({ where, schemaRef: `${api}${pointer(...path, "schema")}`, value: node.example as Json });
      }
      if (isObject(node.schema) && isObject(node.examples)) {
        for (const [name, example] of Object.entries(node.examples)) {
          if (isObject(example) && "value" in example) {
            const value = example.value as Json;
            cases.push({ where: `${where} (${name})`, schemaRef: `${api}${pointer(...path, "schema")}`, value });
          }
        }
      }
      if (!("schema" in node) && "example" in node && SCHEMA_KEYS.some((key) => key in node)) {
        cases.push({ where, schemaRef: `${api}${pointer(...path)}`, value: node.example as Json });
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "example" || key === "examples" || key.startsWith("x-")) continue;
      walk(child, [...path, key], key === "properties" && !inProperties);
    }
  };
  walk(loadBundle(api), [], false);
  return cases;
}

describe("every example validates against its schema (Ajv 2020 + formats)", () => {
  const ajv = bundleAjv();
  for (const api of API_NAMES) {
    const cases = collectExamples(api);
    it(`${api} has examples to check`, () => {
      expect(cases.length).toBeGreaterThan(api === "shipper" ? 150 : 5);
    });
    it.each(cases.map((entry) => [entry.where, entry] as const))("%s", (_where, entry) => {
      const validate = ajv.getSchema(entry.schemaRef);
      expect(validate, `no schema at ${entry.schemaRef}`).toBeDefined();
      const valid = validate?.(entry.value);
      expect(validate?.errors ?? [], JSON.stringify(entry.value).slice(0, 300)).toEqual([]);
      expect(valid).toBe(true);
    });
  }
});

describe("the validator itself rejects what the spec forbids", () => {
  const ajv = bundleAjv(["shipper"]);
  const cases: [string, string, Json, boolean][] = [
    ["DateTime documented shape", "DateTime", "2026-03-14T09:30:00.000+0000", true],
    ["DateTime with a colon in the offset", "DateTime", "2026-03-14T09:30:00.000+00:00", false],
    ["DateTime without milliseconds", "DateTime", "2026-03-14T09:30:00+0000", false],
    ["Price with 2 fraction digits", "Price", 19.99, true],
    ["Price with 3 fraction digits", "Price", 19.999, false],
    ["Price zero", "Price", 0, false],
    ["Price negative", "Price", -5, false],
    ["Price as decimal string", "Price", "125.50", true],
    ["Price as empty string", "Price", "", false],
    ["Price as string with 3 digits", "Price", "1.005", false],
    ["PaymentMethod outside the 14", "PaymentMethod", "bitcoin", false],
    ["VehicleType outside the 19", "VehicleType", "hovercraft", false],
  ];
  it.each(cases)("%s", (_name, schema, value, expected) => {
    const validate = ajv.getSchema(`shipper#/components/schemas/${schema}`);
    expect(validate?.(value)).toBe(expected);
  });
});
