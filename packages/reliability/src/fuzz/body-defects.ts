/** Applies a body defect to a JSON value (or to its text), and serialises the result. */
import type { BrokenJson, Defect } from "./defects.js";

export interface BrokenBody {
  /** The (possibly changed) JSON value. */
  json: unknown;
  /** Raw text sent instead of the value (broken JSON). */
  text?: string | undefined;
  /** Replacements made after serialisation: a sentinel string -> the raw text (deep nesting) or bytes (bad UTF-8). */
  splice?: { sentinel: string; text?: string; bytes?: Uint8Array } | undefined;
  /** Either answer is right (a BOM, which RFC 8259 lets a parser ignore). */
  ambiguous?: boolean;
}

const DEEP = "\u0001deep\u0001";
const BAD_UTF8 = "\u0001utf8\u0001";

type Container = Record<string, unknown> | unknown[];
interface Slot {
  parent: Container | undefined;
  key: string | number;
  value: unknown;
}

/** Every node of the value, depth first, with where it sits (the root has no parent). */
function slots(value: unknown): Slot[] {
  const found: Slot[] = [];
  const walk = (node: unknown, parent: Container | undefined, key: string | number) => {
    found.push({ parent, key, value: node });
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, node, index);
      });
    } else if (node !== null && typeof node === "object") {
      for (const [name, item] of Object.entries(node)) walk(item, node as Record<string, unknown>, name);
    }
  };
  walk(value, undefined, "");
  return found;
}

function setOwn(target: Container, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function replace(root: unknown, slot: Slot, value: unknown): unknown {
  if (!slot.parent) return value;
  setOwn(slot.parent, slot.key, value);
  return root;
}

function pickFrom<T>(list: T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

function brokenText(variant: BrokenJson, text: string): { text: string; ambiguous?: boolean } {
  switch (variant) {
    case "truncated":
      return { text: text.length > 1 ? text.slice(0, Math.floor(text.length / 2)) : "{" };
    case "trailing-garbage":
      return { text: `${text}}garbage` };
    case "single-quotes":
      return { text: text.includes('"') ? text.replaceAll('"', "'") : "{'a': 1}" };
    case "nan":
      return { text: '{"value": NaN}' };
    case "bare-word":
      return { text: "undefined" };
    case "empty":
      return { text: "" };
    case "bom":
      return { text: `\ufeff${text}`, ambiguous: true };
    case "unclosed-string":
      return { text: '{"a": "abc' };
    case "comment":
      return { text: `/* comment */ ${text}` };
    case "not-an-object":
      return { text: text.startsWith("[") ? "{}" : '["not", "an", "object"]' };
  }
}

export function applyBodyDefect(json: unknown, defect: Defect): BrokenBody {
  const root: unknown = json === undefined ? {} : json;
  const all = slots(root);
  const objects = all.filter(
    (slot) => slot.value !== null && typeof slot.value === "object" && !Array.isArray(slot.value),
  );
  const strings = all.filter((slot) => typeof slot.value === "string");
  switch (defect.type) {
    case "wrong-type":
      return { json: replace(root, pickFrom(all, defect.pick) as Slot, defect.value) };
    case "missing-field": {
      const fields = objects.flatMap((slot) =>
        Object.keys(slot.value as object).map((key) => ({ object: slot.value as Record<string, unknown>, key })),
      );
      const field = pickFrom(fields, defect.pick);
      if (field) delete field.object[field.key];
      return { json: root };
    }
    case "extra-key": {
      const target = (pickFrom(objects, defect.pick)?.value ?? root) as Container;
      if (target !== null && typeof target === "object") setOwn(target, defect.key, defect.value);
      return { json: root };
    }
    case "proto-key": {
      const target = (pickFrom(objects, defect.pick)?.value ?? root) as Container;
      const payload = defect.key === "constructor" ? { prototype: { polluted: "yes" } } : { polluted: "yes" };
      if (target !== null && typeof target === "object") setOwn(target, defect.key, payload);
      return { json: root };
    }
    case "huge-string": {
      const slot = pickFrom(strings, defect.pick) ?? pickFrom(all, defect.pick);
      return { json: replace(root, slot as Slot, "x".repeat(defect.size)) };
    }
    case "odd-unicode": {
      const slot = pickFrom(strings, defect.pick) ?? pickFrom(all, defect.pick);
      return { json: replace(root, slot as Slot, defect.text) };
    }
    case "invalid-utf8": {
      const slot = pickFrom(strings, defect.pick) ?? pickFrom(all, defect.pick);
      return {
        json: replace(root, slot as Slot, BAD_UTF8),
        splice: {
          sentinel: BAD_UTF8,
          bytes: new Uint8Array([0x22, 0x61, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22]),
        },
      };
    }
    case "deep-nesting": {
      const slot = pickFrom(all, defect.pick) as Slot;
      const text = `${'{"a":['.repeat(defect.depth / 2)}1${"]}".repeat(defect.depth / 2)}`;
      return { json: replace(root, slot, DEEP), splice: { sentinel: DEEP, text } };
    }
    case "broken-json": {
      const broken = brokenText(defect.variant, JSON.stringify(root));
      return { json: root, text: broken.text, ...(broken.ambiguous ? { ambiguous: true } : {}) };
    }
    case "forbidden-pair": {
      const payment = { payment_method: defect.method, payment_terms: defect.terms };
      if (root !== null && typeof root === "object" && !Array.isArray(root))
        setOwn(root as Container, "payment", payment);
      return { json: root };
    }
    default:
      return { json };
  }
}

/** The value as JSON text (or bytes, when a splice puts invalid UTF-8 in). */
export function encodeBody(json: unknown, broken: BrokenBody): string | Uint8Array {
  const text = JSON.stringify(json);
  const splice = broken.splice;
  if (!splice) return text;
  const quoted = JSON.stringify(splice.sentinel);
  if (splice.text !== undefined) return text.replace(quoted, () => splice.text as string);
  const [before, after] = [text.slice(0, text.indexOf(quoted)), text.slice(text.indexOf(quoted) + quoted.length)];
  return Buffer.concat([Buffer.from(before, "utf8"), splice.bytes ?? new Uint8Array(), Buffer.from(after, "utf8")]);
}
