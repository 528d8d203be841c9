/** The bundled OpenAPI documents of `@haulkit/spec` (read once per process) and JSON pointers into them. */
export {
  API_NAMES as APIS,
  type ApiName as Api,
  deref,
  type JsonObject,
  loadDocument,
  lookupPointer,
  pointer,
  resolvePointer,
} from "@haulkit/spec/documents";
