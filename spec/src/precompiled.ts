/**
 * Validators written out ahead of time. The bundle script compiles, per API and per profile (a set of Ajv options),
 * the validator of every schema an operation or webhook names (write-validators.ts), and writes them to
 * `dist/validators/<api>.<profile>.cjs` with the digest of the bundle they come from. A validator cache whose options are a profile's takes them instead of
 * compiling (compiling was most of a validating run's start); a missing file, or a bundle with another digest (an
 * overlay, a spec edited since), means compiling as before.
 */
import { createRequire } from "node:module";
import type { Options, ValidateFunction } from "ajv";
import { type ApiName, documentDigest } from "./documents.js";

/**
 * The profiles written out: `verbose` is the contract suite's (errors carry their schema node), `plain` the
 * sandbox's bodies, `parameters` the sandbox's request parameters (coerced as a server reads them).
 */
export const PRECOMPILED_PROFILES: Readonly<Record<string, Options>> = {
  verbose: { verbose: true },
  plain: {},
  parameters: { coerceTypes: "array" },
};

/** The profile whose file holds every operation's parameters (parameters.ts); the others hold the named schemas. */
export const PARAMETERS_PROFILE = "parameters";

/** The name a validator of a schema built over the bundle (`validatorCache().schema`) is kept and written under. */
export function builtSchemaName(api: ApiName, key: string): string {
  return `${api} ${key}`;
}

/** The profile whose Ajv options are exactly these, if any. */
export function profileOf(options: Options): string | undefined {
  const wanted = JSON.stringify(Object.entries(options).sort());
  return Object.keys(PRECOMPILED_PROFILES).find(
    (name) => JSON.stringify(Object.entries(PRECOMPILED_PROFILES[name] ?? {}).sort()) === wanted,
  );
}

/** The file name of an API's validators for a profile, under `dist/validators/`. */
export function precompiledFile(api: ApiName, profile: string): string {
  return `${api}.${profile}.cjs`;
}

const requireHere = createRequire(import.meta.url);
const loaded = new Map<string, ReadonlyMap<string, ValidateFunction> | undefined>();

/**
 * An API's validators of a profile, by `<api><pointer>` (named schemas) or `<api> <operationId> <place>`
 * (parameters); undefined when none were written for the bundle in use.
 */
export function precompiledValidators(
  api: ApiName,
  profile: string,
): ReadonlyMap<string, ValidateFunction> | undefined {
  const key = `${api}.${profile}.${documentDigest(api)}`;
  if (loaded.has(key)) return loaded.get(key);
  let validators: Map<string, ValidateFunction> | undefined;
  try {
    const module = requireHere(`../dist/validators/${precompiledFile(api, profile)}`) as Record<string, unknown>;
    if (module.bundleDigest === documentDigest(api)) {
      validators = new Map(
        Object.entries(module).filter((entry): entry is [string, ValidateFunction] => typeof entry[1] === "function"),
      );
    }
  } catch (error) {
    if ((error as { code?: string }).code !== "MODULE_NOT_FOUND") throw error;
  }
  loaded.set(key, validators);
  return validators;
}
