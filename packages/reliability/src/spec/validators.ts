/** The spec's validator cache (one Ajv per bundle, validators compiled once per pointer), as reliability reads it. */
import { validatorCache } from "@haulkit/spec/validators";
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Api } from "./documents.js";

export { GENERIC_FAILURE } from "@haulkit/spec/failures";

const plain = validatorCache({ ajv: { allErrors: false } });
const coercing = validatorCache({ ajv: { allErrors: false, coerceTypes: "array" } });

/** The validator of the schema at `schemaRef` (`#/...`) in the API's bundle. */
export function validatorAt(api: Api, schemaRef: string): ValidateFunction {
  return plain.at(api, schemaRef);
}

/** `pointer message` of the first schema error. */
export function firstError(errors: readonly ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  return error ? `${error.instancePath || "/"} ${error.message ?? "is invalid"}` : "does not match the schema";
}

/**
 * The validator of an operation's query parameters as a server reads a query string: every value a string (or an
 * array of strings when repeated), coerced to the schema's types; unknown keys ignored.
 */
export function queryValidator(
  api: Api,
  operationId: string,
  parameters: { name: string; required: boolean; schemaRef: string }[],
) {
  return coercing.schema(api, operationId, () => {
    const properties = Object.fromEntries(parameters.map((p) => [p.name, { $ref: `${api}${p.schemaRef}` }]));
    const required = parameters.filter((p) => p.required).map((p) => p.name);
    return { type: "object", properties, required };
  });
}
