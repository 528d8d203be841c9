/**
 * The one Ajv 2020 instance of a process, over the three bundles (`shipper`, `pricing`, `sandbox` are their schema
 * ids). Validators are compiled on first use, per schema pointer, and cached.
 */
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import { APIS, type Api, loadDocument } from "../spec/documents.js";

type SpecAjv = ReturnType<typeof createSpecAjv>;

let ajv: SpecAjv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): SpecAjv {
  if (!ajv) {
    ajv = createSpecAjv();
    for (const api of APIS) ajv.addSchema(loadDocument(api), api);
  }
  return ajv;
}

/** The validator of the schema at `schemaPointer` (`#/...`) inside the API's bundle. */
export function validatorAt(api: Api, schemaPointer: string): ValidateFunction {
  const key = `${api}${schemaPointer}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = instance().compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}
