/**
 * An operation's parameters of one place (`path` or `query`) as one object schema, the way a server reads them: a
 * property per parameter (its schema by reference), the required ones required. The sandbox validates and coerces
 * a request's parameters with it; the bundle writes its validators out (write-validators.ts), so no process
 * compiles them.
 */
import type { ApiName } from "./documents.js";
import type { SpecParameter } from "./operations.js";
import type { JsonObject } from "./refs.js";

export type ParameterPlace = "path" | "query";

export const PARAMETER_PLACES: readonly ParameterPlace[] = ["path", "query"];

/** The key of an operation's parameters of a place in a validator cache (`schema(api, key, build)`). */
export function parametersKey(operationId: string, place: ParameterPlace): string {
  return `${operationId} ${place}`;
}

/** The object schema of the parameters at `place`; undefined when the operation has none there. */
export function parametersSchema(
  api: ApiName,
  parameters: readonly SpecParameter[],
  place: ParameterPlace,
): JsonObject | undefined {
  const here = parameters.filter((parameter) => parameter.in === place);
  if (here.length === 0) return undefined;
  const properties: JsonObject = {};
  for (const parameter of here) properties[parameter.name] = { $ref: `${api}${parameter.schemaRef}` };
  const required = here.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return { type: "object", properties, required };
}
