/**
 * The Ajv 2020 instances of a process, over the three bundles (`shipper`, `pricing`, `sandbox` are their schema
 * ids): the spec as written (verbose, so an error names the schema node behind it), and the spec relaxed of its
 * `x-assumption` constraints (assumptions.ts). Validators are compiled on first use, per schema pointer, and cached.
 */
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import { APIS, type Api, loadDocument } from "../spec/documents.js";
import { relaxDocument } from "./assumptions.js";

type SpecAjv = ReturnType<typeof createSpecAjv>;
type Flavour = "strict" | "relaxed";

const instances = new Map<Flavour, SpecAjv>();
const compiled = new Map<string, ValidateFunction>();

function instance(flavour: Flavour): SpecAjv {
  let ajv = instances.get(flavour);
  if (!ajv) {
    // Relaxed nodes may lose their `type` while keeping `properties`: Ajv's strictTypes would refuse that.
    ajv = createSpecAjv(flavour === "strict" ? { verbose: true } : { strictTypes: false });
    for (const api of APIS) {
      const doc = loadDocument(api);
      ajv.addSchema(flavour === "strict" ? doc : relaxDocument(doc), api);
    }
    instances.set(flavour, ajv);
  }
  return ajv;
}

function compile(flavour: Flavour, api: Api, schemaPointer: string): ValidateFunction {
  const key = `${flavour} ${api}${schemaPointer}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = instance(flavour).compile({ $ref: `${api}${schemaPointer}` });
    compiled.set(key, validate);
  }
  return validate;
}

/** The validator of the schema at `schemaPointer` (`#/...`) inside the API's bundle, as written. */
export function validatorAt(api: Api, schemaPointer: string): ValidateFunction {
  return compile("strict", api, schemaPointer);
}

/** The same schema without the constraints that exist only by assumption: what a target must not break. */
export function relaxedValidatorAt(api: Api, schemaPointer: string): ValidateFunction {
  return compile("relaxed", api, schemaPointer);
}
