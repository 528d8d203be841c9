/**
 * Ajv validators for every operation, shared by every sandbox instance of the process: request parameters, request
 * bodies per media type, response bodies per status. Each is compiled on its first use and then kept for the
 * process (never per request), so starting the sandbox compiles nothing and an operation nobody calls costs nothing.
 */

import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import { type JsonObject, loadDocument, type ServiceName } from "./documents.js";
import { listOperations, type OperationSpec, type ParameterSpec } from "./operations.js";

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

const GENERIC_FAILURE: Record<ServiceName, string> = {
  shipper: "#/components/schemas/FailureEnvelope",
  pricing: "#/components/schemas/PricingError",
  sandbox: "#/components/schemas/FailureEnvelope",
};

const cache = new Map<ServiceName, ServiceValidators>();
let compiledCount = 0;

/** How many validators this process has compiled so far (each is compiled at most once). */
export function compiledValidators(): number {
  return compiledCount;
}

/** A value computed on first read, then kept. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

function parametersSchema(service: ServiceName, parameters: ParameterSpec[]): JsonObject | undefined {
  if (parameters.length === 0) return undefined;
  const properties: JsonObject = {};
  for (const parameter of parameters) properties[parameter.name] = { $ref: `${service}${parameter.schemaRef}` };
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return { type: "object", properties, required };
}

/** The Ajv instances of one service (plain, and coercing for parameters), built on the first compile. */
function compilers(service: ServiceName, doc: JsonObject) {
  const build = (coerce: boolean) =>
    once(() => {
      const ajv = createSpecAjv(coerce ? { coerceTypes: "array" } : {});
      ajv.addSchema(doc, service);
      return ajv;
    });
  const plain = build(false);
  const coercing = build(true);
  const counted = (validate: ValidateFunction) => {
    compiledCount++;
    return validate;
  };
  return {
    ref: (ref: string): ValidateFunction => counted(plain().compile({ $ref: `${service}${ref}` })),
    parameters: (schema: JsonObject): ValidateFunction => counted(coercing().compile(schema)),
  };
}

/** A table over `refs` (key -> schema pointer) that compiles each validator on its first `get`. */
function lazyTable(refs: Map<string, string>, compile: (ref: string) => ValidateFunction): ValidatorTable {
  const compiled = new Map<string, ValidateFunction>();
  return {
    has: (key) => refs.has(key),
    get: (key) => {
      let validate = compiled.get(key);
      const ref = refs.get(key);
      if (!validate && ref !== undefined) {
        validate = compile(ref);
        compiled.set(key, validate);
      }
      return validate;
    },
    keys: () => refs.keys(),
  };
}

function operationValidators(
  service: ServiceName,
  op: OperationSpec,
  compile: ReturnType<typeof compilers>,
): OperationValidators {
  const parameters = (where: ParameterSpec["in"]) => {
    const schema = parametersSchema(
      service,
      op.parameters.filter((parameter) => parameter.in === where),
    );
    return once(() => (schema ? compile.parameters(schema) : undefined));
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
    bodies: lazyTable(op.requestBody?.mediaTypes ?? new Map(), compile.ref),
    responses: lazyTable(responseRefs, compile.ref),
  };
}

function build(service: ServiceName): ServiceValidators {
  const doc = loadDocument(service);
  const compile = compilers(service, doc);
  const operations = listOperations(doc, service).map((op) => operationValidators(service, op, compile));
  const failure = once(() => compile.ref(GENERIC_FAILURE[service]));
  return {
    service,
    doc,
    operations,
    byId: new Map(operations.map((entry) => [entry.op.operationId, entry])),
    get failure() {
      return failure();
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
