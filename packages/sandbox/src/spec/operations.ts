/** The operations of a bundled document: method, path template, parameters, request media types, responses. */
import { deref, type JsonObject, pointer, type ServiceName } from "./documents.js";

export interface ParameterSpec {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** Pointer (inside the document) to the parameter's schema. */
  schemaRef: string;
  schema: JsonObject;
}

export interface ResponseSpec {
  status: string;
  /** Pointer to the JSON body schema; undefined when the response has no JSON content. */
  schemaRef: string | undefined;
  emptyBodyAllowed: boolean;
}

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

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

function collectParameters(doc: JsonObject, nodes: unknown[], base: string): ParameterSpec[] {
  const byKey = new Map<string, ParameterSpec>();
  nodes.forEach((node, index) => {
    const { value, ref } = deref<JsonObject>(doc, node);
    const schemaRef = `${ref ?? `${base}/${index}`}/schema`;
    const parameter: ParameterSpec = {
      name: String(value.name),
      in: value.in as ParameterSpec["in"],
      required: value.required === true,
      schemaRef,
      schema: (value.schema ?? {}) as JsonObject,
    };
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  });
  return [...byKey.values()];
}

function collectResponses(doc: JsonObject, responses: JsonObject, base: string): Map<string, ResponseSpec> {
  const result = new Map<string, ResponseSpec>();
  for (const [status, node] of Object.entries(responses)) {
    const { value, ref } = deref<JsonObject>(doc, node);
    const content = value.content as JsonObject | undefined;
    const at = ref ?? `${base}/${pointer(status).slice(2)}`;
    result.set(status, {
      status,
      schemaRef: content?.["application/json"] ? `${at}/content/application~1json/schema` : undefined,
      emptyBodyAllowed: value["x-empty-body-allowed"] === true || !content,
    });
  }
  return result;
}

/** Lists every operation of the document, in document order. */
export function listOperations(doc: JsonObject, service: ServiceName): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, itemNode] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    const item = itemNode as JsonObject;
    const itemPointer = pointer("paths", path);
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const opPointer = `${itemPointer}/${method}`;
      const parameters = [
        ...collectParameters(doc, (item.parameters ?? []) as unknown[], `${itemPointer}/parameters`),
        ...collectParameters(doc, (op.parameters ?? []) as unknown[], `${opPointer}/parameters`),
      ];
      const pathParamNames: string[] = [];
      const routePath = path.replace(/\{([^}]+)\}/g, (_, name: string) => `:p${pathParamNames.push(name) - 1}`);
      const pattern = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]+");
      let requestBody: OperationSpec["requestBody"];
      if (op.requestBody) {
        const { value, ref } = deref<JsonObject>(doc, op.requestBody);
        const at = ref ?? `${opPointer}/requestBody`;
        const mediaTypes = new Map<string, string>();
        for (const mediaType of Object.keys((value.content ?? {}) as JsonObject)) {
          mediaTypes.set(mediaType, `${at}/content/${pointer(mediaType).slice(2)}/schema`);
        }
        requestBody = { required: value.required === true, mediaTypes };
      }
      operations.push({
        service,
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        routePath,
        pathParamNames,
        parameters,
        requestBody,
        responses: collectResponses(doc, (op.responses ?? {}) as JsonObject, `${opPointer}/responses`),
        matcher: new RegExp(`^${pattern}$`),
      });
    }
  }
  return operations;
}
