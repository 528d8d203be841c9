/** Compares two bundled OpenAPI documents operation by operation and webhook by webhook. */
import { HTTP_METHODS } from "@haulkit/spec/http-methods";
import { derefObject, entries, pathShape } from "./compare-base.js";
import { OperationComparer } from "./compare-operation.js";
import { type JsonObject, same } from "./schema-view.js";
import { type Change, pointerOf } from "./types.js";

export { resolverOf } from "./compare-base.js";

export class DocumentComparer extends OperationComparer {
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

  /** Paths (the client calls them) or webhooks (the service calls the client): the directions swap. */
  protected comparePaths(section: "paths" | "webhooks", webhook: boolean): void {
    const olds = new Map(entries(this.oldDoc[section]).map(([path, item]) => [pathShape(path), { path, item }]));
    const news = new Map(entries(this.newDoc[section]).map(([path, item]) => [pathShape(path), { path, item }]));
    const what = webhook ? "webhook action" : "operation";
    for (const [shape, before] of olds) {
      const after = news.get(shape);
      const oldItem = derefObject(this.resolveOld, before.item) ?? {};
      const newItem = derefObject(this.resolveNew, after?.item) ?? {};
      for (const method of HTTP_METHODS) {
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
      for (const method of HTTP_METHODS) {
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

  protected compareSecuritySchemes(): void {
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
  protected compareComponents(): void {
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

  protected compareServers(): void {
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
