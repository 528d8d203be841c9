/** The operations of a bundled document as the sandbox routes them: the spec's index plus a router path and matcher. */
import { operationsOf, type SpecParameter, type SpecResponse } from "@haulkit/spec/operations";
import type { JsonObject, ServiceName } from "./documents.js";

export type ParameterSpec = SpecParameter;
export type ResponseSpec = SpecResponse;

export interface OperationSpec {
  service: ServiceName;
  operationId: string;
  method: string;
  path: string;
  /** The same path with positional parameter names (`:p0`), safe for one shared router. */
  routePath: string;
  /** Spec parameter names in the order of `routePath`'s `:p0`, `:p1`, ... */
  pathParamNames: string[];
  parameters: ParameterSpec[];
  requestBody: { required: boolean; mediaTypes: Map<string, string> } | undefined;
  responses: Map<string, ResponseSpec>;
  matcher: RegExp;
}

/** Lists every operation of the document, in document order. */
export function listOperations(doc: JsonObject, service: ServiceName): OperationSpec[] {
  return operationsOf(doc).map((op) => {
    const pathParamNames: string[] = [];
    const routePath = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `:p${pathParamNames.push(name) - 1}`);
    const pattern = op.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]+");
    return {
      service,
      operationId: String(op.operationId),
      method: op.method.toUpperCase(),
      path: op.path,
      routePath,
      pathParamNames,
      parameters: op.parameters,
      requestBody: op.requestBody && { required: op.requestBody.required, mediaTypes: op.requestBody.content },
      responses: op.responses,
      matcher: new RegExp(`^${pattern}$`),
    };
  });
}
