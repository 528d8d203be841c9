/**
 * The defects an invalid request carries: wrong types, missing fields, extra keys, huge strings, odd unicode, deep
 * nesting, `__proto__`/`constructor` keys, wrong content types, broken JSON, bad path and query parameters. A
 * defect is data (what to break, where: `pick` chooses among the candidates at apply time) so fast-check shrinks it.
 */
import fc from "fast-check";
import type { JsonObject } from "../spec/documents.js";
import { loadDocument } from "../spec/documents.js";
import type { Operation } from "../spec/operations.js";

/** Operations whose body carries an order's payment block. */
export const PAYMENT_OPERATIONS = ["createOrder", "updateOrder", "updateOrderPartially", "submitOrderToBroker"];

/** Method/terms pairs of the two enums that `x-allowed-payment-pairs` does not allow. */
function forbiddenPairs(): [string, string][] {
  const schemas = (loadDocument("shipper").components as JsonObject).schemas as JsonObject;
  const allowed = (schemas.Payment as JsonObject)["x-allowed-payment-pairs"] as Record<string, string[]>;
  const methods = ((schemas.PaymentMethod as JsonObject).enum ?? []) as string[];
  const terms = ((schemas.PaymentTerms as JsonObject).enum ?? []) as string[];
  return methods.flatMap((method) =>
    terms.filter((term) => !allowed[method]?.includes(term)).map((term): [string, string] => [method, term]),
  );
}

export type Defect =
  | { type: "wrong-type"; pick: number; value: unknown }
  | { type: "missing-field"; pick: number }
  | { type: "extra-key"; pick: number; key: string; value: unknown }
  | { type: "huge-string"; pick: number; size: number }
  | { type: "odd-unicode"; pick: number; text: string }
  | { type: "invalid-utf8"; pick: number }
  | { type: "deep-nesting"; pick: number; depth: number }
  | { type: "proto-key"; pick: number; key: "__proto__" | "constructor" | "prototype" }
  | { type: "content-type"; value: string | null }
  | { type: "broken-json"; variant: BrokenJson }
  | { type: "broken-form"; variant: BrokenForm }
  | { type: "missing-body" }
  | { type: "bad-path"; param: number; variant: BadPath; guid: string }
  | { type: "bad-query"; param: number; values: string[] }
  | { type: "unknown-query"; key: string; value: string }
  | { type: "forbidden-pair"; method: string; terms: string };

export const BROKEN_JSON = [
  "truncated",
  "trailing-garbage",
  "single-quotes",
  "nan",
  "bare-word",
  "empty",
  "bom",
  "unclosed-string",
  "comment",
  "not-an-object",
] as const;
export type BrokenJson = (typeof BROKEN_JSON)[number];

export const BROKEN_FORMS = [
  "no-file",
  "extra-part",
  "two-files",
  "empty-file",
  "no-boundary",
  "unterminated",
] as const;
export type BrokenForm = (typeof BROKEN_FORMS)[number];

export const BAD_PATHS = [
  "not-a-guid",
  "unknown-guid",
  "other-organisation",
  "too-long",
  "bad-escape",
  "encoded-slash",
  "nul",
  "unicode",
  "injection",
  "empty",
] as const;
export type BadPath = (typeof BAD_PATHS)[number];

/** Strings that break naive code: NUL, lone surrogates, bidi overrides, zero-width, combining marks, emoji... */
export const ODD_TEXTS = [
  "\u0000",
  "nul\u0000inside",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil\u202c",
  "\ufeffbom",
  "zero\u200bwidth",
  "e\u0301\u0301\u0301",
  "👨‍👩‍👧‍👦🏳️‍🌈",
  "\u2028\u2029",
  "𝕳𝖆𝖚𝖑𝖐𝖎𝖙",
  "\uffff\ufffe",
  "%00%2e%2e%2f",
  "' OR '1'='1' --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally.
  "${jndi:ldap://127.0.0.1/a}",
  "../../../../etc/passwd",
  "\r\nX-Injected: yes",
  "ＡＢＣ",
  "ß".repeat(64),
];

const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e-308,
  true,
  false,
  null,
  "",
  "text",
  [],
  [1, "a"],
  {},
  { a: 1 },
  "2026-13-45",
];

const EXTRA_KEYS = [
  "unexpected",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  " ",
  "a.b",
  "$ref",
  "🙂",
  "x".repeat(300),
];

const BAD_QUERY_VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "",
  "99999999999",
  "1e3",
  "[]",
  "%",
  "null",
  "true",
  "a,desc",
  "DROP TABLE",
  "\u0000",
];

const CONTENT_TYPES = [
  null,
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json",
  "application/merge-patch+json",
  "application/octet-stream",
  "APPLICATION/JSON; charset=utf-8",
  "application/json; charset=utf-16",
  "*/*",
  "json",
];

/** Huge strings: mostly moderate, sometimes past the 1 MiB body limit (413), never more than 2 MB. */
const hugeSize = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1_000, max: 100_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 2_000_000 }) },
);

/** The defects that make sense for `op` (body defects only where it takes a body, ...). */
export function defectArbitrary(op: Operation): fc.Arbitrary<Defect> {
  const pick = fc.nat();
  const options: fc.Arbitrary<Defect>[] = [];
  const body = op.requestBody;
  const json = body && [...body.media.keys()].some((type) => type.includes("json"));
  if (json) {
    options.push(
      fc.record({ type: fc.constant("wrong-type" as const), pick, value: fc.constantFrom(...WRONG_VALUES) }),
      fc.record({ type: fc.constant("missing-field" as const), pick }),
      fc.record({
        type: fc.constant("extra-key" as const),
        pick,
        key: fc.constantFrom(...EXTRA_KEYS),
        value: fc.constantFrom<unknown>(1, "x", null, { polluted: "yes" }),
      }),
      fc.record({ type: fc.constant("huge-string" as const), pick, size: hugeSize }),
      fc.record({ type: fc.constant("odd-unicode" as const), pick, text: fc.constantFrom(...ODD_TEXTS) }),
      fc.record({ type: fc.constant("invalid-utf8" as const), pick }),
      fc.record({
        type: fc.constant("deep-nesting" as const),
        pick,
        depth: fc.constantFrom(64, 1_000, 10_000, 100_000),
      }),
      fc.record({
        type: fc.constant("proto-key" as const),
        pick,
        key: fc.constantFrom("__proto__" as const, "constructor" as const, "prototype" as const),
      }),
      fc.record({ type: fc.constant("broken-json" as const), variant: fc.constantFrom(...BROKEN_JSON) }),
    );
  }
  if (body?.media.has("multipart/form-data")) {
    options.push(fc.record({ type: fc.constant("broken-form" as const), variant: fc.constantFrom(...BROKEN_FORMS) }));
  }
  if (body) {
    options.push(fc.record({ type: fc.constant("content-type" as const), value: fc.constantFrom(...CONTENT_TYPES) }));
    if (body.required) options.push(fc.constant({ type: "missing-body" as const }));
  }
  if (PAYMENT_OPERATIONS.includes(op.operationId)) {
    options.push(
      fc
        .constantFrom(...forbiddenPairs())
        .map(([method, terms]) => ({ type: "forbidden-pair" as const, method, terms })),
    );
  }
  const pathParams = op.parameters.filter((parameter) => parameter.in === "path");
  if (pathParams.length > 0) {
    options.push(
      fc.record({
        type: fc.constant("bad-path" as const),
        param: fc.nat(pathParams.length - 1),
        variant: fc.constantFrom(...BAD_PATHS),
        guid: fc.uuid({ version: 4 }),
      }),
    );
  }
  const queryParams = op.parameters.filter((parameter) => parameter.in === "query");
  if (queryParams.length > 0) {
    options.push(
      fc.record({
        type: fc.constant("bad-query" as const),
        param: fc.nat(queryParams.length - 1),
        values: fc.array(fc.constantFrom(...BAD_QUERY_VALUES), { minLength: 1, maxLength: 2 }),
      }),
    );
  }
  options.push(
    fc.record({
      type: fc.constant("unknown-query" as const),
      key: fc.constantFrom("unknown", "__proto__", "constructor", "page[0]", "a".repeat(200)),
      value: fc.constantFrom("1", "", "x".repeat(1000), "%00"),
    }),
  );
  return fc.oneof(...options);
}
