/** One Ajv 2020 instance (the spec's own factory) over the three bundles; validators compiled once per pointer. */
import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ErrorObject, ValidateFunction } from "ajv";
import { APIS, type Api, loadDocument } from "./documents.js";

let ajv: ReturnType<typeof createSpecAjv> | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance() {
  if (!ajv) {
    ajv = createSpecAjv({ allErrors: false });
    for (const api of APIS) ajv.addSchema(loadDocument(api), api);
  }
  return ajv;
}

/** The validator of the schema at `schemaRef` (`#/...`) in the API's bundle. */
export function validatorAt(api: Api, schemaRef: string): ValidateFunction {
  const key = `${api}${schemaRef}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = instance().compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

/** The generic failure shape of each API (framework answers: 404, 405, 413, 415, malformed JSON). */
export const GENERIC_FAILURE: Record<Api, string> = {
  shipper: "#/components/schemas/FailureEnvelope",
  pricing: "#/components/schemas/PricingError",
  sandbox: "#/components/schemas/FailureEnvelope",
};

/** `pointer message` of the first schema error. */
export function firstError(errors: readonly ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  return error ? `${error.instancePath || "/"} ${error.message ?? "is invalid"}` : "does not match the schema";
}

let coercing: ReturnType<typeof createSpecAjv> | undefined;
const queryValidators = new Map<string, ValidateFunction>();

/**
 * The validator of an operation's query parameters as a server reads a query string: every value a string (or an
 * array of strings when repeated), coerced to the schema's types; unknown keys ignored.
 */
export function queryValidator(
  api: Api,
  operationId: string,
  parameters: { name: string; required: boolean; schemaRef: string }[],
) {
  const key = `${api}:${operationId}`;
  let validate = queryValidators.get(key);
  if (!validate) {
    if (!coercing) {
      coercing = createSpecAjv({ allErrors: false, coerceTypes: "array" });
      for (const each of APIS) coercing.addSchema(loadDocument(each), each);
    }
    const properties = Object.fromEntries(parameters.map((p) => [p.name, { $ref: `${api}${p.schemaRef}` }]));
    const required = parameters.filter((p) => p.required).map((p) => p.name);
    validate = coercing.compile({ type: "object", properties, required });
    queryValidators.set(key, validate);
  }
  return validate;
}
