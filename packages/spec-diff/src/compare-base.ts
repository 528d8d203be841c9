/** What the document comparers share: resolving, recording changes, and comparing schemas and content. */
import { lookupPointer } from "@haulkit/spec/refs";
import { placed, SchemaComparer } from "./compare-schema.js";
import { isObject, type JsonObject, type Resolve, same } from "./schema-view.js";
import { type Change, type ChangeClass, type Direction, extend } from "./types.js";
import { sameWithRefs, unchangedComponents } from "./unchanged.js";

/** Follows local `$ref`s of a document; an unresolvable ref resolves to undefined. */
export function resolverOf(doc: JsonObject): Resolve {
  return (ref: string) => lookupPointer(doc, ref);
}

export function derefObject(resolve: Resolve, value: unknown): JsonObject | undefined {
  let node = value;
  for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === "string"; hops++) node = resolve(node.$ref);
  return isObject(node) ? node : undefined;
}

export function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

/** `/orders/{guid}` and `/orders/{order_guid}` are the same path to a client. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}");
}

export class ComparerBase {
  protected readonly changes: Change[] = [];
  protected readonly schemas: SchemaComparer;
  protected readonly resolveOld: Resolve;
  protected readonly resolveNew: Resolve;
  protected readonly unchanged: (pointer: string) => boolean;

  constructor(
    protected readonly oldDoc: JsonObject,
    protected readonly newDoc: JsonObject,
  ) {
    this.resolveOld = resolverOf(oldDoc);
    this.resolveNew = resolverOf(newDoc);
    this.unchanged = unchangedComponents(oldDoc, newDoc);
    this.schemas = new SchemaComparer(this.resolveOld, this.resolveNew, this.unchanged);
  }

  protected add(pointer: string, cls: ChangeClass, rule: string, reason: string, origin?: string): void {
    this.changes.push({ pointer, origin, class: cls, rule, reason });
  }

  protected annotation(pointer: string, before: unknown, after: unknown, key: string): void {
    if (!same(before, after)) {
      const what = before === undefined ? "added" : after === undefined ? "removed" : "changed";
      this.add(pointer, "annotation", `annotation-${key}`, `${key} ${what}`);
    }
  }

  protected schema(
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

  protected compareContent(
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
        for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
          if (key !== "schema") this.annotation(extend(pointer, key), before[key], after[key], key);
        }
      }
    }
  }
}
