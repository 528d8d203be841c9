import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSpecAjv } from "../src/ajv.js";
import { type ApiName, loadDocument, SPEC_DIST_ENV } from "../src/documents.js";
import { GENERIC_FAILURE } from "../src/failures.js";
import { operationsOf } from "../src/operations.js";
import { parametersSchema } from "../src/parameters.js";
import { PRECOMPILED_PROFILES, precompiledValidators, profileOf } from "../src/precompiled.js";
import { lookupPointer } from "../src/refs.js";
import { validatorCache } from "../src/validators.js";
import { writtenSchemaPointers, writtenSchemas } from "../src/write-validators.js";
import { API_NAMES, distDir } from "./support/documents.js";

/** A value of every JSON type (an object and an array empty and not). */
const EVERY_TYPE: unknown[] = [null, true, 0, 12.345, "text", [], {}, [{}]];

/** Values of every JSON type, then the examples the spec gives beside the schema (deep errors, not only the root's). */
function samples(api: ApiName, pointer: string): unknown[] {
  const mediaType = lookupPointer(loadDocument(api), pointer.replace(/\/schema$/, "")) as
    | { example?: unknown; examples?: Record<string, { value?: unknown }> }
    | undefined;
  const examples = [mediaType?.example, ...Object.values(mediaType?.examples ?? {}).map((each) => each.value)];
  const given = examples.filter((each) => each !== undefined);
  // Each example also with its first field turned into a number with too many fraction digits, and dropped.
  const broken = given.flatMap((each) => {
    if (each === null || typeof each !== "object" || Array.isArray(each)) return [];
    const [first] = Object.keys(each);
    if (!first) return [];
    const { [first]: _dropped, ...rest } = each as Record<string, unknown>;
    return [{ ...each, [first]: 10.125 }, rest];
  });
  return [...EVERY_TYPE, ...given, ...broken];
}

/** Samples of a parameters object: values of every JSON type, then each parameter as text, a number's text, empty. */
function parameterSamples(schema: { properties?: Record<string, unknown> }): unknown[] {
  const names = Object.keys(schema.properties ?? {});
  const each = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
  return [...EVERY_TYPE, each("text"), each("2"), each("-1"), each("3f2504e0-4f89-41d3-9a0c-0305e82c3301"), each("")];
}

describe.each(Object.keys(PRECOMPILED_PROFILES))("validators written out for the '%s' profile", (profile) => {
  const options = PRECOMPILED_PROFILES[profile] ?? {};

  it.each(API_NAMES)("%s: one for every schema the profile holds, as compiling would give", (api) => {
    const written = precompiledValidators(api, profile);
    const schemas = writtenSchemas(api, loadDocument(api), profile);
    expect(written, `spec/dist/validators has none for ${api}: run pnpm bundle`).toBeDefined();
    expect([...(written?.keys() ?? [])].sort()).toEqual(schemas.map(([key]) => key).sort());
    const ajv = createSpecAjv({ validateSchema: false, ...options });
    ajv.addSchema(loadDocument(api), api);
    for (const [key, schema] of schemas) {
      const compiled = ajv.compile(schema);
      const precompiled = written?.get(key);
      const values =
        typeof schema.$ref === "string" ? samples(api, schema.$ref.slice(api.length)) : parameterSamples(schema);
      for (const value of values) {
        const [mine, theirs] = [structuredClone(value), structuredClone(value)];
        const verdict = [precompiled?.(mine), compiled(theirs)];
        expect(verdict[0], `${key} on ${JSON.stringify(value)}`).toBe(verdict[1]);
        expect(precompiled?.errors ?? null, `${key} on ${JSON.stringify(value)}`).toEqual(compiled.errors ?? null);
        // Coerced in place alike (the parameters profile coerces as a server reads).
        expect(mine, `${key} on ${JSON.stringify(value)}`).toEqual(theirs);
      }
    }
  });
});

describe("what the profiles hold", () => {
  it.each(API_NAMES)("%s: the named schemas and the generic failure (verbose, plain)", (api) => {
    const doc = loadDocument(api);
    for (const profile of ["verbose", "plain"]) {
      const keys = writtenSchemas(api, doc, profile).map(([key]) => key);
      expect(keys).toContain(`${api}${GENERIC_FAILURE[api]}`);
      expect(keys).toEqual(writtenSchemaPointers(api, doc).map((at) => `${api}${at}`));
    }
  });

  it("every operation's path and query parameters, as parametersSchema builds them (parameters)", () => {
    const doc = loadDocument("shipper");
    const written = new Map(writtenSchemas("shipper", doc, "parameters"));
    const updateOrder = operationsOf(doc).find((op) => op.operationId === "updateOrder");
    const listOrders = operationsOf(doc).find((op) => op.operationId === "listOrders");
    expect(written.get("shipper updateOrder path")).toEqual(
      parametersSchema("shipper", updateOrder?.parameters ?? [], "path"),
    );
    expect(written.get("shipper listOrders query")).toEqual(
      parametersSchema("shipper", listOrders?.parameters ?? [], "query"),
    );
    expect(written.has("shipper listOrders path")).toBe(false);
    expect(written.size).toBeGreaterThan(20);
  });
});

describe("the validator cache and the written validators", () => {
  const overlaid = mkdtempSync(join(tmpdir(), "haulkit-precompiled-"));
  afterAll(() => rmSync(overlaid, { recursive: true, force: true }));
  const orderCreated = "#/webhooks/order.created/post/requestBody/content/application~1json/schema";

  it("takes them for a profile's options, compiles for other options", () => {
    expect(profileOf({ verbose: true })).toBe("verbose");
    expect(profileOf({})).toBe("plain");
    expect(profileOf({ verbose: false })).toBeUndefined();
    const verbose = validatorCache({ ajv: { verbose: true } });
    expect(verbose.at("shipper", orderCreated)).toBe(
      precompiledValidators("shipper", "verbose")?.get(`shipper${orderCreated}`),
    );
    expect(verbose.compiled).toBe(0);
    const other = validatorCache({ ajv: { verbose: true, coerceTypes: true } });
    other.at("shipper", orderCreated);
    expect(other.compiled).toBe(1);
  });

  it("compiles when the bundle in use is not the one they were written from (an overlay)", () => {
    cpSync(distDir, overlaid, { recursive: true });
    const text = readFileSync(join(distDir, "shipper.json"), "utf8");
    writeFileSync(join(overlaid, "shipper.json"), text.replace('"title":', '"x-overlaid": true, "title":'));
    process.env[SPEC_DIST_ENV] = overlaid;
    try {
      expect(precompiledValidators("shipper", "verbose")).toBeUndefined();
      const cache = validatorCache({ ajv: { verbose: true } });
      expect(cache.at("shipper", orderCreated)({})).toBe(false);
      expect(cache.compiled).toBe(1);
    } finally {
      delete process.env[SPEC_DIST_ENV];
    }
  });
});
