import { describe, expect, it } from "vitest";
import { GENERIC_FAILURE } from "../src/failures.js";
import { parametersKey } from "../src/parameters.js";
import { validatorCache } from "../src/validators.js";

const failure = { status: "fail", data: { error_id: "X", message: "m", details: null } };

// Options of no profile (precompiled.ts): the cache compiles what it is asked for.
const compiling = { ajv: { allErrors: true } };

describe("validatorCache", () => {
  it("compiles a schema pointer once and hands the same validator back", () => {
    const cache = validatorCache(compiling);
    const first = cache.at("shipper", GENERIC_FAILURE.shipper);
    expect(cache.compiled).toBe(1);
    expect(cache.at("shipper", GENERIC_FAILURE.shipper)).toBe(first);
    expect(cache.compiled).toBe(1);
    expect(first(failure)).toBe(true);
    expect(first({ status: "fail" })).toBe(false);
  });

  it("keeps the validators of each API apart", () => {
    const cache = validatorCache(compiling);
    expect(cache.at("shipper", GENERIC_FAILURE.shipper)).not.toBe(cache.at("sandbox", GENERIC_FAILURE.sandbox));
    expect(cache.compiled).toBe(2);
  });

  it("compiles a schema built over the bundle once per key, with the Ajv options asked for", () => {
    const cache = validatorCache({ ajv: { coerceTypes: "array" } });
    let builds = 0;
    const build = () => {
      builds++;
      return { type: "object", properties: { page: { type: "integer" } }, required: ["page"] };
    };
    const validate = cache.schema("shipper", "a page in the query", build);
    expect(cache.schema("shipper", "a page in the query", build)).toBe(validate);
    expect(builds).toBe(1);
    expect(cache.compiled).toBe(1);
    const query: { page: unknown } = { page: "3" };
    expect(validate(query)).toBe(true);
    expect(query.page).toBe(3);
  });

  it("takes the validator the bundle wrote for a key (an operation's parameters), building nothing", () => {
    const cache = validatorCache({ ajv: { coerceTypes: "array" } });
    const build = () => {
      throw new Error("built although written out");
    };
    const validate = cache.schema("shipper", parametersKey("listOrders", "query"), build);
    expect(cache.compiled).toBe(0);
    const query: Record<string, unknown> = { page: "3" };
    expect(validate(query)).toBe(true);
    expect(query).toEqual({ page: 3 });
    expect(validate({ page: "three" })).toBe(false);
  });

  it("validates against the document handed through the transform", () => {
    const open = validatorCache({
      document: (doc, api) => {
        expect(api).toBe("shipper");
        const copy = structuredClone(doc) as { components: { schemas: Record<string, unknown> } };
        copy.components.schemas.FailureEnvelope = {};
        return copy;
      },
    });
    expect(open.at("shipper", GENERIC_FAILURE.shipper)({ anything: true })).toBe(true);
  });
});
