/** The parts of an operation the client sends: parameters, request body, security requirements. */
import { ComparerBase, derefObject, entries } from "./compare-base.js";
import type { JsonObject, Resolve } from "./schema-view.js";
import { type Direction, extend } from "./types.js";

export class RequestComparer extends ComparerBase {
  protected parameters(resolve: Resolve, item: JsonObject, op: JsonObject): Map<string, JsonObject> {
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

  protected compareParameters(
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
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (!["name", "in", "required", "schema"].includes(key))
          this.annotation(extend(pointer, key), before[key], after[key], key);
      }
    }
  }

  protected compareRequestBody(at: string, oldRaw: unknown, newRaw: unknown, direction: Direction): void {
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
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key !== "content" && key !== "required") this.annotation(extend(at, key), before[key], after[key], key);
    }
  }

  protected compareSecurity(at: string, oldRaw: unknown, newRaw: unknown): void {
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
}
