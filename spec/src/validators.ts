/**
 * The validator cache: one Ajv (the spec's own, `createSpecAjv`) per bundled document, each validator compiled on
 * its first use and then kept. A reader picks the Ajv options and may hand the documents through a transform first.
 */
import type { Options, ValidateFunction } from "ajv";
import { createSpecAjv } from "./ajv.js";
import { type ApiName, loadDocument } from "./documents.js";
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
   * under `key`; `build` runs only the first time.
   */
  schema(api: ApiName, key: string, build: () => JsonObject): ValidateFunction;
  /** How many validators this cache has compiled (each at most once). */
  readonly compiled: number;
}

export function validatorCache(options: ValidatorCacheOptions = {}): ValidatorCache {
  const instances = new Map<ApiName, ReturnType<typeof createSpecAjv>>();
  const validators = new Map<string, ValidateFunction>();
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
  return {
    at: (api, schemaPointer) =>
      cached(`${api}${schemaPointer}`, () => ajvOf(api).compile({ $ref: `${api}${schemaPointer}` })),
    schema: (api, key, build) => cached(`${api} ${key}`, () => ajvOf(api).compile(build())),
    get compiled() {
      return validators.size;
    },
  };
}
