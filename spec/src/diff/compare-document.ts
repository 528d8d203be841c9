/** Compares two bundled OpenAPI documents operation by operation and webhook by webhook. */
import { placed, SchemaComparer } from "./compare-schema.js";
import { isObject, type JsonObject, type Resolve, same } from "./schema-view.js";
import { type Change, type ChangeClass, type Direction, extend, pointerOf } from "./types.js";
import { sameWithRefs, unchangedComponents } from "./unchanged.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const OPERATION_HANDLED = ["parameters", "requestBody", "responses", "security", "operationId"];

/** Follows local `$ref`s of a document; an unresolvable ref resolves to undefined. */
export function resolverOf(doc: JsonObject): Resolve {
  return (ref: string) => {
    if (!ref.startsWith("#")) return undefined;
    let node: unknown = doc;
    for (const raw of ref.replace(/^#\/?/, "").split("/")) {
      if (raw === "") continue;
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      if (!isObject(node) && !Array.isArray(node)) return undefined;
      node = (node as JsonObject)[key];
    }
    return node;
  };
}

function derefObject(resolve: Resolve, value: unknown): JsonObject | undefined {
  let node = value;
  for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === "string"; hops++) node = resolve(node.$ref);
  return isObject(node) ? node : undefined;
}

function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

/** `/orders/{guid}` and `/orders/{order_guid}` are the same path to a client. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}");
}

export class DocumentComparer {
  private readonly changes: Change[] = [];
  private readonly schemas: SchemaComparer;
  private readonly resolveOld: Resolve;
  private readonly resolveNew: Resolve;
  private readonly unchanged: (pointer: string) => boolean;

  constructor(
    private readonly oldDoc: JsonObject,
    private readonly newDoc: JsonObject,
  ) {
    this.resolveOld = resolverOf(oldDoc);
    this.resolveNew = resolverOf(newDoc);
    this.unchanged = unchangedComponents(oldDoc, newDoc);
    this.schemas = new SchemaComparer(this.resolveOld, this.resolveNew, this.unchanged);
  }

  compare(): Change[] {
    this.comparePaths("paths", false);
    this.comparePaths("webhooks", true);
    this.compareComponents();
    this.compareSecuritySchemes();
    this.compareServers();
    for (const key of ["info", "tags", "externalDocs"])
      this.annotation(pointerOf([key]), this.oldDoc[key], this.newDoc[key], key);
    for (const key of new Set([...Object.keys(this.oldDoc), ...Object.keys(this.newDoc)])) {
      if (key.startsWith("x-")) this.annotation(pointerOf([key]), this.oldDoc[key], this.newDoc[key], key);
    }
    return this.changes;
  }

  private add(pointer: string, cls: ChangeClass, rule: string, reason: string, origin?: string): void {
    this.changes.push({ pointer, origin, class: cls, rule, reason });
  }

  private annotation(pointer: string, before: unknown, after: unknown, key: string): void {
    if (!same(before, after)) {
      const what = before === undefined ? "added" : after === undefined ? "removed" : "changed";
      this.add(pointer, "annotation", `annotation-${key}`, `${key} ${what}`);
    }
  }

  private schema(
    pointer: string,
    before: unknown,
    after: unknown,
    direction: Direction,
    originOld?: string,
    originNew?: string,
  ): void {
    if (sameWithRefs(before, after, this.unchanged)) return;
    const changes = this.schemas.compare(
      { schema: before, origin: originOld },
      { schema: after, origin: originNew },
      direction,
    );
    this.changes.push(...placed(pointer, changes));
  }

  /** Paths (the client calls them) or webhooks (the service calls the client): the directions swap. */
  private comparePaths(section: "paths" | "webhooks", webhook: boolean): void {
    const olds = new Map(entries(this.oldDoc[section]).map(([path, item]) => [pathShape(path), { path, item }]));
    const news = new Map(entries(this.newDoc[section]).map(([path, item]) => [pathShape(path), { path, item }]));
    const what = webhook ? "webhook action" : "operation";
    for (const [shape, before] of olds) {
      const after = news.get(shape);
      const oldItem = derefObject(this.resolveOld, before.item) ?? {};
      const newItem = derefObject(this.resolveNew, after?.item) ?? {};
      for (const method of METHODS) {
        const oldOp = derefObject(this.resolveOld, oldItem[method]);
        const newOp = derefObject(this.resolveNew, newItem[method]);
        if (oldOp && !newOp) {
          this.add(
            pointerOf([section, before.path, method]),
            "breaking",
            webhook ? "webhook-removed" : "operation-removed",
            webhook
              ? `webhook action ${before.path} removed: subscribers stop receiving it`
              : `operation ${method.toUpperCase()} ${before.path} removed`,
          );
        } else if (!oldOp && newOp && after) {
          this.add(
            pointerOf([section, after.path, method]),
            "non-breaking",
            webhook ? "webhook-added" : "operation-added",
            `new ${what} ${webhook ? after.path : `${method.toUpperCase()} ${after.path}`}`,
          );
        } else if (oldOp && newOp && after) {
          this.compareOperation(
            pointerOf([section, after.path, method]),
            section,
            { before: before.path, after: after.path },
            oldItem,
            newItem,
            oldOp,
            newOp,
            webhook,
          );
        }
      }
    }
    for (const [shape, after] of news) {
      if (olds.has(shape)) continue;
      const newItem = derefObject(this.resolveNew, after.item) ?? {};
      for (const method of METHODS) {
        if (newItem[method])
          this.add(
            pointerOf([section, after.path, method]),
            "non-breaking",
            webhook ? "webhook-added" : "operation-added",
            `new ${what} ${webhook ? after.path : `${method.toUpperCase()} ${after.path}`}`,
          );
      }
    }
  }

  private compareOperation(
    at: string,
    _section: string,
    paths: { before: string; after: string },
    oldItem: JsonObject,
    newItem: JsonObject,
    oldOp: JsonObject,
    newOp: JsonObject,
    webhook: boolean,
  ): void {
    const untouched =
      paths.before === paths.after &&
      sameWithRefs(oldOp, newOp, this.unchanged) &&
      sameWithRefs(oldItem.parameters, newItem.parameters, this.unchanged) &&
      (webhook || newOp.security !== undefined || same(this.oldDoc.security, this.newDoc.security));
    if (untouched) return;
    const sends: Direction = webhook ? "read" : "write";
    const receives: Direction = webhook ? "write" : "read";
    if (oldOp.operationId !== newOp.operationId) {
      this.add(
        extend(at, "operationId"),
        "breaking",
        "operation-id-changed",
        `operationId ${String(oldOp.operationId)} -> ${String(newOp.operationId)}: generated types name operations by it`,
      );
    }
    this.compareParameters(at, paths, oldItem, newItem, oldOp, newOp, sends);
    this.compareRequestBody(extend(at, "requestBody"), oldOp.requestBody, newOp.requestBody, sends);
    this.compareResponses(extend(at, "responses"), oldOp.responses, newOp.responses, receives, webhook);
    if (!webhook)
      this.compareSecurity(
        extend(at, "security"),
        oldOp.security ?? this.oldDoc.security,
        newOp.security ?? this.newDoc.security,
      );
    for (const key of new Set([...Object.keys(oldOp), ...Object.keys(newOp)])) {
      if (!OPERATION_HANDLED.includes(key) && !(webhook && key === "security"))
        this.annotation(extend(at, key), oldOp[key], newOp[key], key);
    }
  }

  private parameters(resolve: Resolve, item: JsonObject, op: JsonObject): Map<string, JsonObject> {
    const out = new Map<string, JsonObject>();
    for (const raw of [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(op.parameters) ? op.parameters : []),
    ]) {
      const param = derefObject(resolve, raw);
      if (!param) continue;
      out.set(`${String(param.in)}:${String(param.name).toLowerCase()}`, param);
    }
    return out;
  }

  private compareParameters(
    at: string,
    paths: { before: string; after: string },
    oldItem: JsonObject,
    newItem: JsonObject,
    oldOp: JsonObject,
    newOp: JsonObject,
    direction: Direction,
  ): void {
    // Path parameters are matched by position: a renamed one is the same segment of the URL.
    const order = (path: string) => [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    const sortPath = (params: Map<string, JsonObject>, path: string) => {
      const names = order(path);
      const pathParams = [...params.values()]
        .filter((param) => param.in === "path")
        .sort((a, b) => names.indexOf(String(a.name)) - names.indexOf(String(b.name)));
      const out = new Map([...params].filter(([, param]) => param.in !== "path"));
      for (const [index, param] of pathParams.entries()) out.set(`path:#${index}`, param);
      return out;
    };
    const olds = sortPath(this.parameters(this.resolveOld, oldItem, oldOp), paths.before);
    const news = sortPath(this.parameters(this.resolveNew, newItem, newOp), paths.after);
    const reading = direction === "read";
    for (const key of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const before = olds.get(key);
      const after = news.get(key);
      const name = String((after ?? before)?.name);
      const where = String((after ?? before)?.in);
      const pointer = extend(at, "parameters", `${where}:${name}`);
      if (before && !after) {
        if (reading)
          this.add(pointer, "breaking", "received-parameter-removed", `${where} parameter ${name} is no longer sent`);
        else
          this.add(
            pointer,
            "breaking",
            "request-parameter-removed",
            `${where} parameter ${name} removed: typed clients passing it stop compiling and the service ignores or rejects it`,
          );
        continue;
      }
      if (!before && after) {
        if (reading)
          this.add(pointer, "non-breaking", "received-parameter-added", `new ${where} parameter ${name} sent`);
        else if (after.required === true)
          this.add(
            pointer,
            "breaking",
            "request-parameter-added-required",
            `new required ${where} parameter ${name}: clients not sending it are rejected`,
          );
        else this.add(pointer, "non-breaking", "request-parameter-added", `new optional ${where} parameter ${name}`);
        continue;
      }
      if (!before || !after) continue;
      if (before.name !== after.name)
        this.add(
          pointer,
          "breaking",
          "parameter-renamed",
          `${where} parameter ${String(before.name)} renamed to ${String(after.name)}: typed clients name it`,
        );
      const wasRequired = before.required === true;
      const isRequired = after.required === true;
      if (!reading && !wasRequired && isRequired)
        this.add(pointer, "breaking", "request-parameter-required", `${where} parameter ${name} became required`);
      if (!reading && wasRequired && !isRequired)
        this.add(pointer, "non-breaking", "request-parameter-optional", `${where} parameter ${name} became optional`);
      if (reading && wasRequired && !isRequired)
        this.add(
          pointer,
          "breaking",
          "received-parameter-optional",
          `${where} parameter ${name} is no longer always sent`,
        );
      if (reading && !wasRequired && isRequired)
        this.add(
          pointer,
          "non-breaking",
          "received-parameter-required",
          `${where} parameter ${name} is now always sent`,
        );
      this.schema(extend(pointer, "schema"), before.schema, after.schema, direction);
      for (const key of ["description", "example", "examples", "deprecated"])
        this.annotation(extend(pointer, key), before[key], after[key], key);
    }
  }

  private compareRequestBody(at: string, oldRaw: unknown, newRaw: unknown, direction: Direction): void {
    const before = derefObject(this.resolveOld, oldRaw);
    const after = derefObject(this.resolveNew, newRaw);
    if (!before && !after) return;
    const reading = direction === "read";
    if (before && !after) {
      this.add(
        at,
        "breaking",
        reading ? "payload-removed" : "request-body-removed",
        reading ? "the payload is no longer described" : "request body removed: clients sending one may be rejected",
      );
      return;
    }
    if (!before && after) {
      if (reading) this.add(at, "non-breaking", "payload-added", "a payload is now sent");
      else if (after.required === true)
        this.add(at, "breaking", "request-body-added-required", "a request body is now required");
      else this.add(at, "non-breaking", "request-body-added", "an optional request body is now accepted");
      return;
    }
    if (!before || !after) return;
    if (!reading && before.required !== true && after.required === true)
      this.add(at, "breaking", "request-body-required", "the request body became required");
    this.compareContent(extend(at, "content"), before.content, after.content, direction, "request");
    this.annotation(extend(at, "description"), before.description, after.description, "description");
  }

  private compareContent(
    at: string,
    oldContent: unknown,
    newContent: unknown,
    direction: Direction,
    what: string,
  ): void {
    const olds = new Map(entries(oldContent));
    const news = new Map(entries(newContent));
    const reading = direction === "read";
    for (const type of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const pointer = extend(at, type);
      const before = olds.get(type);
      const after = news.get(type);
      if (before && !after) {
        this.add(
          pointer,
          "breaking",
          reading ? "response-media-type-removed" : "request-media-type-removed",
          reading
            ? `${what} content type ${type} no longer sent: clients parsing it break`
            : `content type ${type} no longer accepted`,
        );
      } else if (!before && after) {
        this.add(
          pointer,
          "non-breaking",
          reading ? "response-media-type-added" : "request-media-type-added",
          `${what} content type ${type} added`,
        );
      } else if (isObject(before) && isObject(after)) {
        this.schema(extend(pointer, "schema"), before.schema, after.schema, direction);
        for (const key of ["example", "examples"]) this.annotation(extend(pointer, key), before[key], after[key], key);
      }
    }
  }

  private compareResponses(at: string, oldRaw: unknown, newRaw: unknown, direction: Direction, webhook: boolean): void {
    const olds = new Map(entries(oldRaw));
    const news = new Map(entries(newRaw));
    for (const status of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const pointer = extend(at, status);
      const before = derefObject(this.resolveOld, olds.get(status));
      const after = derefObject(this.resolveNew, news.get(status));
      const success = /^[23]/.test(status);
      if (before && !after) {
        if (webhook)
          this.add(
            pointer,
            "breaking",
            "webhook-answer-removed",
            `answer ${status} is no longer documented as accepted`,
          );
        else if (success)
          this.add(
            pointer,
            "breaking",
            "response-status-removed",
            `status ${status} removed: clients expecting it break`,
          );
        else
          this.add(pointer, "non-breaking", "response-error-status-removed", `status ${status} is no longer returned`);
        continue;
      }
      if (!before && after) {
        if (webhook) this.add(pointer, "non-breaking", "webhook-answer-added", `answer ${status} is now documented`);
        else if (success)
          this.add(
            pointer,
            "breaking",
            "response-status-added",
            `new success status ${status}: clients checking the status or the typed result must handle it`,
          );
        else this.add(pointer, "non-breaking", "response-error-status-added", `new error status ${status}`);
        continue;
      }
      if (!before || !after) continue;
      this.compareContent(extend(pointer, "content"), before.content, after.content, direction, "response");
      this.compareHeaders(extend(pointer, "headers"), before.headers, after.headers, direction);
      for (const key of Object.keys({ ...before, ...after })) {
        if (key !== "content" && key !== "headers") this.annotation(extend(pointer, key), before[key], after[key], key);
      }
    }
  }

  private compareHeaders(at: string, oldRaw: unknown, newRaw: unknown, direction: Direction): void {
    const olds = new Map(entries(oldRaw).map(([name, header]) => [name.toLowerCase(), { name, header }]));
    const news = new Map(entries(newRaw).map(([name, header]) => [name.toLowerCase(), { name, header }]));
    for (const key of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const before = olds.get(key);
      const after = news.get(key);
      const pointer = extend(at, (after ?? before)?.name ?? key);
      if (before && !after)
        this.add(
          pointer,
          direction === "read" ? "breaking" : "non-breaking",
          "header-removed",
          `header ${before.name} no longer ${direction === "read" ? "sent" : "expected"}`,
        );
      else if (!before && after) this.add(pointer, "non-breaking", "header-added", `new header ${after.name}`);
      else if (before && after) {
        const oldHeader = derefObject(this.resolveOld, before.header) ?? {};
        const newHeader = derefObject(this.resolveNew, after.header) ?? {};
        if (direction === "read" && oldHeader.required === true && newHeader.required !== true)
          this.add(pointer, "breaking", "header-optional", `header ${after.name} is no longer always sent`);
        this.schema(extend(pointer, "schema"), oldHeader.schema, newHeader.schema, direction);
      }
    }
  }

  private compareSecurity(at: string, oldRaw: unknown, newRaw: unknown): void {
    const alternatives = (raw: unknown) =>
      new Set(
        (Array.isArray(raw) ? raw : []).map(
          (requirement) =>
            entries(requirement)
              .map(
                ([name, scopes]) =>
                  `${name}${Array.isArray(scopes) && scopes.length > 0 ? `[${[...scopes].sort().join(" ")}]` : ""}`,
              )
              .sort()
              .join(" + ") || "anonymous",
        ),
      );
    const before = alternatives(oldRaw);
    const after = alternatives(newRaw);
    if (before.size === 0) before.add("anonymous");
    if (after.size === 0) after.add("anonymous");
    for (const alternative of before) {
      if (!after.has(alternative))
        this.add(
          at,
          "breaking",
          "security-requirement-removed",
          `security ${alternative} no longer accepted (now ${[...after].join(" | ")})`,
        );
    }
    for (const alternative of after) {
      if (!before.has(alternative))
        this.add(at, "non-breaking", "security-requirement-added", `security ${alternative} now also accepted`);
    }
  }

  private compareSecuritySchemes(): void {
    const olds = new Map(entries((this.oldDoc.components as JsonObject | undefined)?.securitySchemes));
    const news = new Map(entries((this.newDoc.components as JsonObject | undefined)?.securitySchemes));
    for (const name of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const pointer = pointerOf(["components", "securitySchemes", name]);
      const before = derefObject(this.resolveOld, olds.get(name));
      const after = derefObject(this.resolveNew, news.get(name));
      if (before && !after) this.add(pointer, "breaking", "security-scheme-removed", `security scheme ${name} removed`);
      else if (!before && after)
        this.add(pointer, "non-breaking", "security-scheme-added", `new security scheme ${name}`);
      else if (before && after) {
        const strip = (scheme: JsonObject) =>
          JSON.parse(
            JSON.stringify(scheme, (key, value) => (key === "description" || key.startsWith("x-") ? undefined : value)),
          );
        if (!same(strip(before), strip(after)))
          this.add(
            pointer,
            "breaking",
            "security-scheme-changed",
            `security scheme ${name} changed (type, flow, token URL, scopes or location)`,
          );
        else this.annotation(pointer, before, after, "description");
      }
    }
  }

  /** The generated types export every component schema by name: a removed one breaks code that names it. */
  private compareComponents(): void {
    const names = (doc: JsonObject) =>
      new Set(Object.keys(((doc.components as JsonObject | undefined)?.schemas as JsonObject | undefined) ?? {}));
    const olds = names(this.oldDoc);
    const news = names(this.newDoc);
    for (const name of [...olds].sort()) {
      if (!news.has(name))
        this.add(
          pointerOf(["components", "schemas", name]),
          "breaking",
          "component-schema-removed",
          `schema ${name} removed: code naming it in the generated types stops compiling`,
        );
    }
    for (const name of [...news].sort()) {
      if (!olds.has(name))
        this.add(
          pointerOf(["components", "schemas", name]),
          "non-breaking",
          "component-schema-added",
          `new schema ${name}`,
        );
    }
  }

  private compareServers(): void {
    const urls = (doc: JsonObject) =>
      new Set((Array.isArray(doc.servers) ? doc.servers : []).map((server) => String((server as JsonObject).url)));
    const before = urls(this.oldDoc);
    const after = urls(this.newDoc);
    for (const url of before)
      if (!after.has(url)) this.add(pointerOf(["servers"]), "breaking", "server-removed", `server ${url} removed`);
    for (const url of after)
      if (!before.has(url)) this.add(pointerOf(["servers"]), "non-breaking", "server-added", `new server ${url}`);
    if (before.size === after.size && [...before].every((url) => after.has(url)))
      this.annotation(pointerOf(["servers"]), this.oldDoc.servers, this.newDoc.servers, "servers");
  }
}

/** Every change between two documents. */
export function compareDocuments(oldDoc: JsonObject, newDoc: JsonObject): Change[] {
  return new DocumentComparer(oldDoc, newDoc).compare();
}
