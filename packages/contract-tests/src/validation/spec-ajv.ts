/**
 * The validators of a process over the three bundles (the spec's validator cache, one Ajv per bundle): the spec as
 * written (verbose, so an error names the schema node behind it), and the spec relaxed of its `x-assumption`
 * constraints (assumptions.ts). Validators are compiled on first use, per schema pointer, and cached.
 */
import { validatorCache } from "@haulkit/spec/validators";
import type { ValidateFunction } from "ajv";
import type { Api } from "../spec/documents.js";
import { relaxDocument } from "./assumptions.js";

const strict = validatorCache({ ajv: { verbose: true } });
// Relaxed nodes may lose their `type` while keeping `properties`: Ajv's strictTypes would refuse that.
const relaxed = validatorCache({ ajv: { strictTypes: false }, document: relaxDocument });

/** The validator of the schema at `schemaPointer` (`#/...`) inside the API's bundle, as written. */
export function validatorAt(api: Api, schemaPointer: string): ValidateFunction {
  return strict.at(api, schemaPointer);
}

/** The same schema without the constraints that exist only by assumption: what a target must not break. */
export function relaxedValidatorAt(api: Api, schemaPointer: string): ValidateFunction {
  return relaxed.at(api, schemaPointer);
}
