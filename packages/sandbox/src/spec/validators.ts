/**
 * Ajv validators for every operation, compiled once per process (on first use) and shared by every sandbox
 * instance: request parameters, request bodies per media type, response bodies per status.
 */

import { createSpecAjv } from "@haulkit/spec/ajv";
import type { ValidateFunction } from "ajv";
import { type JsonObject, loadDocument, type ServiceName } from "./documents.js";
import { listOperations, type OperationSpec, type ParameterSpec } from "./operations.js";

export interface OperationValidators {
  op: OperationSpec;
  /** Validates (and coerces in place) `{ name: value }` of the path parameters. */
  path: ValidateFunction | undefined;
  /** Validates (and coerces in place) `{ name: value }` of the query parameters. */
  query: ValidateFunction | undefined;
  bodies: Map<string, ValidateFunction>;
  responses: Map<string, ValidateFunction>;
}

export interface ServiceValidators {
  service: ServiceName;
  doc: JsonObject;
  operations: OperationValidators[];
  byId: Map<string, OperationValidators>;
  /** The service's generic failure shape (framework errors: 404, 405, 413, 415, malformed JSON). */
  failure: ValidateFunction;
}

const GENERIC_FAILURE: Record<ServiceName, string> = {
  shipper: "#/components/schemas/FailureEnvelope",
  pricing: "#/components/schemas/PricingError",
  sandbox: "#/components/schemas/FailureEnvelope",
};

const cache = new Map<ServiceName, ServiceValidators>();

function parametersSchema(service: ServiceName, parameters: ParameterSpec[]): JsonObject | undefined {
  if (parameters.length === 0) return undefined;
  const properties: JsonObject = {};
  for (const parameter of parameters) properties[parameter.name] = { $ref: `${service}${parameter.schemaRef}` };
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return { type: "object", properties, required };
}

function build(service: ServiceName): ServiceValidators {
  const doc = loadDocument(service);
  const plain = createSpecAjv();
  plain.addSchema(doc, service);
  const coercing = createSpecAjv({ coerceTypes: "array" });
  coercing.addSchema(doc, service);
  const operations = listOperations(doc, service).map((op): OperationValidators => {
    const pathSchema = parametersSchema(
      service,
      op.parameters.filter((parameter) => parameter.in === "path"),
    );
    const querySchema = parametersSchema(
      service,
      op.parameters.filter((parameter) => parameter.in === "query"),
    );
    const bodies = new Map<string, ValidateFunction>();
    for (const [mediaType, ref] of op.requestBody?.mediaTypes ?? []) {
      bodies.set(mediaType, plain.compile({ $ref: `${service}${ref}` }));
    }
    const responses = new Map<string, ValidateFunction>();
    for (const [status, response] of op.responses) {
      if (response.schemaRef) responses.set(status, plain.compile({ $ref: `${service}${response.schemaRef}` }));
    }
    return {
      op,
      path: pathSchema ? coercing.compile(pathSchema) : undefined,
      query: querySchema ? coercing.compile(querySchema) : undefined,
      bodies,
      responses,
    };
  });
  return {
    service,
    doc,
    operations,
    byId: new Map(operations.map((entry) => [entry.op.operationId, entry])),
    failure: plain.compile({ $ref: `${service}${GENERIC_FAILURE[service]}` }),
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
