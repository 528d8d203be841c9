/**
 * The one way haulkit builds an Ajv 2020 validator for its OpenAPI 3.1 documents: formats, the
 * OpenAPI-only schema keywords, and the schema-level `x-` extensions of spec/README.md.
 */
import { createRequire } from "node:module";
import type { Ajv2020, KeywordCxt, Options } from "ajv/dist/2020.js";
import type formatsPlugin from "ajv-formats";

export { pointer } from "./documents.js";

/**
 * Ajv's 2020 dialect and the formats are required on the first `createSpecAjv`, not when this module loads: a server
 * that compiles its validators on first use (the sandbox) starts without them. Both are CommonJS.
 */
const require = createRequire(import.meta.url);
type Codegen = typeof import("ajv/dist/compile/codegen/code.js");
let ajvModules: { Ajv2020: typeof Ajv2020; addFormats: typeof formatsPlugin.default; codegen: Codegen } | undefined;

function loadAjv() {
  ajvModules ??= {
    Ajv2020: (require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js")).Ajv2020,
    addFormats: require("ajv-formats") as typeof formatsPlugin.default,
    codegen: require("ajv/dist/compile/codegen/code.js") as Codegen,
  };
  return ajvModules;
}

/** Keywords of an OpenAPI document (and of its operations) that Ajv must not read as unknown schema keywords. */
const DOCUMENT_KEYWORDS = [
  "openapi",
  "info",
  "jsonSchemaDialect",
  "servers",
  "security",
  "tags",
  "paths",
  "webhooks",
  "components",
  "externalDocs",
  "x-tagGroups",
];

/** OpenAPI's schema keywords that are annotations for validation purposes. */
const OPENAPI_SCHEMA_ANNOTATIONS = ["example", "discriminator", "xml"];

/** Schema-level extensions documented in spec/README.md that carry no validation. */
/** `x-assumption` names the GAPS.md entries a node's constraints come from; tools read it along an error's schemaPath. */
const ANNOTATION_EXTENSIONS = ["x-allowed-payment-pairs", "x-legacy-payment-terms", "x-assumption"];

/**
 * `fractionDigits` as JavaScript source: validators written out ahead of time (precompiled.ts) carry this text, so
 * the generated files are the same bytes whatever compiled this module.
 */
const FRACTION_DIGITS_SOURCE = `function fractionDigits(value) {
  const text = String(value);
  const exp = /e([+-]\\d+)$/i.exec(text);
  const mantissa = exp ? text.slice(0, exp.index) : text;
  const dot = mantissa.indexOf(".");
  const digits = dot === -1 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, digits - (exp ? Number(exp[1]) : 0));
}`;

/** Counts the digits after the decimal point of a finite number, as JSON would print it. */
export const fractionDigits = new Function(`return ${FRACTION_DIGITS_SOURCE}`)() as (value: number) => number;

export function createSpecAjv(options: Options = {}): Ajv2020 {
  const { Ajv2020, addFormats, codegen } = loadAjv();
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  for (const keyword of [...DOCUMENT_KEYWORDS, ...OPENAPI_SCHEMA_ANNOTATIONS, ...ANNOTATION_EXTENSIONS]) {
    ajv.addKeyword({ keyword });
  }
  ajv.addKeyword({
    keyword: "x-max-fraction-digits",
    type: "number",
    schemaType: "number",
    error: { message: ({ schemaCode }) => `must have at most ${schemaCode} fraction digits` },
    // Generated code, not a `validate` function, so validators can be written out ahead of time (precompiled.ts).
    code(cxt: KeywordCxt) {
      const digits = cxt.gen.scopeValue("func", {
        ref: fractionDigits,
        code: new codegen._Code(`(${FRACTION_DIGITS_SOURCE})`),
      });
      cxt.fail(codegen._`${digits}(${cxt.data}) > ${cxt.schema}`);
    },
  });
  return ajv;
}
