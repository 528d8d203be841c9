/**
 * The validator cache: one Ajv (the spec's own, `createSpecAjv`) per bundled document, each validator compiled on
 * its first use and then kept. A reader picks the Ajv options and may hand the documents through a transform first.
 */
import type { Options, ValidateFunction } from "ajv";
import { createSpecAjv } from "./ajv.js";
import { type ApiName, loadDocument } from "./documents.js";
import { builtSchemaName, precompiledValidators, profileOf } from "./precompiled.js";
import type { JsonObject } from "./refs.js";

export interface ValidatorCacheOptions {
  /** Ajv options over `createSpecAjv`'s defaults (`coerceTypes`, `allErrors`, `verbose`...). */
  ajv?: Options;
  /** The document each Ajv holds, from the bundle (default: the bundle as it is). */
  document?: (doc: JsonObject, api: ApiName) => JsonObject;
}

export interface ValidatorCache {
  /** The validator of the schema at `schemaPointer` (`#/...`) inside the API's bundle. */
  at(api: ApiName, schemaPointer: string): ValidateFunction;
  /**
   * The validator of a schema built over the bundle (its `$ref`s name the API: `shipper#/components/...`), kept
   * under `key`; `build` runs only the first time, and not at all when the build wrote the validator of `key` out
   * (an operation's parameters, parameters.ts).
   */
  schema(api: ApiName, key: string, build: () => JsonObject): ValidateFunction;
  /** How many validators this cache has compiled (each at most once; one the build wrote out is not compiled). */
  readonly compiled: number;
}

export function validatorCache(options: ValidatorCacheOptions = {}): ValidatorCache {
  const instances = new Map<ApiName, ReturnType<typeof createSpecAjv>>();
  const validators = new Map<string, ValidateFunction>();
  // Validators the build wrote out for these very options, over the bundle as it is (precompiled.ts).
  const profile = options.document ? undefined : profileOf(options.ajv ?? {});
  let compiled = 0;
  const ajvOf = (api: ApiName) => {
    let ajv = instances.get(api);
    if (!ajv) {
      // The bundles are checked against the JSON Schema meta-schema by the spec's own tests (`bundleAjv`): checking
      // them again here compiled the meta-schema once per Ajv, in every process and worker that validates.
      ajv = createSpecAjv({ validateSchema: false, ...options.ajv });
      const doc = loadDocument(api);
      ajv.addSchema(options.document ? options.document(doc, api) : doc, api);
      instances.set(api, ajv);
    }
    return ajv;
  };
  const cached = (key: string, compile: () => ValidateFunction) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = compile();
      validators.set(key, validate);
    }
    return validate;
  };
  const compile = (api: ApiName, schema: JsonObject) => {
    compiled++;
    return ajvOf(api).compile(schema);
  };
  /** The validator kept under `name`: the one the build wrote out under that name, else `schema()` compiled. */
  const writtenOrCompiled = (api: ApiName, name: string, schema: () => JsonObject) =>
    cached(
      name,
      () => (profile ? precompiledValidators(api, profile)?.get(name) : undefined) ?? compile(api, schema()),
    );
  return {
    at: (api, schemaPointer) => {
      const ref = `${api}${schemaPointer}`;
      return writtenOrCompiled(api, ref, () => ({ $ref: ref }));
    },
    schema: (api, key, build) => writtenOrCompiled(api, builtSchemaName(api, key), build),
    get compiled() {
      return compiled;
    },
  };
}
