/**
 * A fuzz case: one operation, the objects it is bound to (by index), a valid query and body generated from the
 * schema, and for invalid cases one defect. Plans are plain data, generated from the seed and shrunk by fast-check.
 */
import fc from "fast-check";
import { loadDocument } from "../spec/documents.js";
import type { Operation } from "../spec/operations.js";
import { validatorAt } from "../spec/validators.js";
import { pathKinds } from "./bindings.js";
import { type Defect, defectArbitrary } from "./defects.js";
import { resolveLate, STAND_IN } from "./late.js";
import { schemaArbitrary } from "./schema-arbitrary.js";
import { VALID_FIXUPS, validOverride } from "./valid-overrides.js";

/** A file part of a multipart body: `size` bytes of `byte`, sent under `fileName`. */
export interface FilePart {
  fileName: string;
  size: number;
  byte: number;
}

export interface Plan {
  operationId: string;
  /** Picks the objects the path parameters name (index into the worker's candidates). */
  binding: number;
  /** Path parameters that name no object (such as `webhook_action`), generated from their schema. */
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The JSON body (late values unresolved), or undefined when none is sent. */
  body: unknown;
  /** The file of a multipart upload. */
  file?: FilePart | undefined;
  defect?: Defect | undefined;
}

const MULTIPART = "multipart/form-data";

function parametersArbitrary(op: Operation, where: "path" | "query"): fc.Arbitrary<Record<string, unknown>> {
  const doc = loadDocument(op.api);
  const override = validOverride(op);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  const bound = pathKinds(op);
  for (const parameter of op.parameters.filter((p) => p.in === where && !(p.name in bound))) {
    model[parameter.name] = schemaArbitrary({ $ref: parameter.schemaRef }, { doc, override }, [parameter.name]);
    if (parameter.required) required.push(parameter.name);
  }
  return fc.record(model, { requiredKeys: required, noNullPrototype: true }) as fc.Arbitrary<Record<string, unknown>>;
}

function bodyArbitrary(op: Operation): fc.Arbitrary<{ body: unknown; file?: FilePart | undefined }> {
  const requestBody = op.requestBody;
  if (!requestBody) return fc.constant({ body: undefined });
  const [media, ref] = [...requestBody.media.entries()][0] as [string, string];
  if (media === MULTIPART) {
    const file = fc.record({
      fileName: fc.oneof(
        fc.constantFrom("bol.pdf", "photo.jpg", "notes.txt"),
        fc.string({ minLength: 1, maxLength: 20 }),
      ),
      size: fc.integer({ min: 1, max: 4096 }),
      byte: fc.nat(255),
    });
    return file.map((value) => ({ body: undefined, file: value }));
  }
  const validate = validatorAt(op.api, ref);
  const fixup = VALID_FIXUPS[op.operationId] ?? ((value: unknown) => value);
  const arbitrary = schemaArbitrary({ $ref: ref }, { doc: loadDocument(op.api), override: validOverride(op) })
    .map(fixup)
    .filter((value) => validate(resolveLate(value, STAND_IN)));
  const body = requestBody.required ? arbitrary : fc.option(arbitrary, { nil: undefined, freq: 4 });
  return body.map((value) => ({ body: value }));
}

const cache = new Map<string, { valid: fc.Arbitrary<Plan>; invalid: fc.Arbitrary<Plan> }>();

/** Valid and invalid plans of one operation. */
export function planArbitraries(op: Operation): { valid: fc.Arbitrary<Plan>; invalid: fc.Arbitrary<Plan> } {
  let entry = cache.get(op.operationId);
  if (!entry) {
    const valid = fc
      .tuple(fc.nat(), parametersArbitrary(op, "path"), parametersArbitrary(op, "query"), bodyArbitrary(op))
      .map(
        ([binding, path, query, { body, file }]): Plan => ({
          operationId: op.operationId,
          binding,
          path,
          query,
          body,
          file,
        }),
      );
    const invalid = fc.tuple(valid, defectArbitrary(op)).map(([plan, defect]): Plan => ({ ...plan, defect }));
    entry = { valid, invalid };
    cache.set(op.operationId, entry);
  }
  return entry;
}

/** A plan of any of `operations`: each operation equally likely, valid and invalid half and half. */
export function caseArbitrary(
  operations: readonly Operation[],
  weights: Record<string, number> = {},
): fc.Arbitrary<Plan> {
  return fc.oneof(
    ...operations.map((op) => {
      const { valid, invalid } = planArbitraries(op);
      return { weight: weights[op.operationId] ?? 4, arbitrary: fc.oneof(valid, invalid) };
    }),
  );
}
