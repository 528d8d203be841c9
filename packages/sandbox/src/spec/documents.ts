/** The bundled OpenAPI documents the sandbox serves and validates against (read once per process). */
export {
  type ApiName as ServiceName,
  type JsonObject,
  loadDocument,
  pointer,
  resolvePointer,
} from "@haulkit/spec/documents";
