/**
 * Ajv validators for every operation, shared by every sandbox instance of the process: request parameters, request
 * bodies per media type, response bodies per status. Each is got on its first use and then kept for the process
 * (never per request): bodies and parameters from the validators `pnpm bundle` wrote out (spec/src/precompiled.ts,
 * parameters.ts). Starting the sandbox compiles nothing and an operation nobody calls costs nothing.
 */

import { GENERIC_FAILURE } from "@haulkit/spec/failures";
import { type ParameterPlace, parametersKey, parametersSchema } from "@haulkit/spec/parameters";
import { validatorCache } from "@haulkit/spec/validators";
import type { ValidateFunction } from "ajv";
import { type JsonObject, loadDocument, type ServiceName } from "./documents.js";
import { listOperations, type OperationSpec } from "./operations.js";

/** Validators by key (media type, status), each compiled the first time it is asked for. */
export interface ValidatorTable {
  has(key: string): boolean;
  get(key: string): ValidateFunction | undefined;
  keys(): IterableIterator<string>;
}

export interface OperationValidators {
  op: OperationSpec;
  /** Validates (and coerces in place) `{ name: value }` of the path parameters. */
  readonly path: ValidateFunction | undefined;
  /** Validates (and coerces in place) `{ name: value }` of the query parameters. */
  readonly query: ValidateFunction | undefined;
  bodies: ValidatorTable;
  responses: ValidatorTable;
}

export interface ServiceValidators {
  service: ServiceName;
  doc: JsonObject;
  operations: OperationValidators[];
  byId: Map<string, OperationValidators>;
  /** The service's generic failure shape (framework errors: 404, 405, 413, 415, malformed JSON). */
  readonly failure: ValidateFunction;
}

const cache = new Map<ServiceName, ServiceValidators>();
/** Bodies by schema pointer; parameters as a server reads them (strings coerced to the schema's types). */
const plain = validatorCache();
const coercing = validatorCache({ ajv: { coerceTypes: "array" } });

/** How many validators this process has compiled so far (each is compiled at most once). */
export function compiledValidators(): number {
  return plain.compiled + coercing.compiled;
}

/** A table over `refs` (key -> schema pointer): each validator is compiled on its first `get` (the cache keeps it). */
function lazyTable(service: ServiceName, refs: Map<string, string>): ValidatorTable {
  // Kept per table too: the cache's key is a string built per look-up, and every request looks up its body's.
  const compiled = new Map<string, ValidateFunction>();
  return {
    has: (key) => refs.has(key),
    get: (key) => {
      let validate = compiled.get(key);
      const ref = refs.get(key);
      if (validate === undefined && ref !== undefined) {
        validate = plain.at(service, ref);
        compiled.set(key, validate);
      }
      return validate;
    },
    keys: () => refs.keys(),
  };
}

function operationValidators(service: ServiceName, op: OperationSpec): OperationValidators {
  const parameters = (place: ParameterPlace) => {
    const schema = parametersSchema(service, op.parameters, place);
    // Read on every request: the validator is kept here once got (the cache's key is a string built per look-up).
    let validate: ValidateFunction | undefined;
    return () => {
      if (schema) validate ??= coercing.schema(service, parametersKey(op.operationId, place), () => schema);
      return validate;
    };
  };
  const path = parameters("path");
  const query = parameters("query");
  const responseRefs = new Map<string, string>();
  for (const [status, response] of op.responses) if (response.schemaRef) responseRefs.set(status, response.schemaRef);
  return {
    op,
    get path() {
      return path();
    },
    get query() {
      return query();
    },
    bodies: lazyTable(service, op.requestBody?.mediaTypes ?? new Map()),
    responses: lazyTable(service, responseRefs),
  };
}

function build(service: ServiceName): ServiceValidators {
  const doc = loadDocument(service);
  const operations = listOperations(doc, service).map((op) => operationValidators(service, op));
  return {
    service,
    doc,
    operations,
    byId: new Map(operations.map((entry) => [entry.op.operationId, entry])),
    get failure() {
      return plain.at(service, GENERIC_FAILURE[service]);
    },
  };
}

export function serviceValidators(service: ServiceName): ServiceValidators {
  let validators = cache.get(service);
  if (!validators) {
    validators = build(service);
    cache.set(service, validators);
  }
  return validators;
}
