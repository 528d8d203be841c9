/**
 * Turns a plan into the bytes sent (late values resolved against the worker's model, the defect applied) and
 * decides, from the spec alone, what the answer must be: accepted (the request conforms), refused (it does not:
 * a 4xx, sometimes an exact framework status), or either.
 */
import type { Operation } from "../spec/operations.js";
import { fillPath } from "../spec/operations.js";
import { queryValidator, validatorAt } from "../spec/validators.js";
import { pathKinds } from "./bindings.js";
import { applyBodyDefect, encodeBody } from "./body-defects.js";
import type { Expectation, Issue } from "./expectation.js";
import type { HttpRequest } from "./http-request.js";
import { resolveLate } from "./late.js";
import type { MaterializeContext } from "./materialize-context.js";
import type { Binding } from "./model.js";
import { multipartBody } from "./multipart.js";
import { encodeSegment, pathValues } from "./path-params.js";
import type { Plan } from "./plan.js";

/** Body limits of the sandbox (sandbox docs/requests.md and docs/orders.md). */
export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export type { Expectation } from "./expectation.js";

export interface Materialized {
  request: HttpRequest;
  binding: Binding;
  expectation: Expectation;
  /** A valid plan whose objects do not exist in the worker's organisation (nothing to bind): not sent. */
  unbound: boolean;
}

const JSONISH = /^application\/([a-z.+-]*\+)?json$/;

function mediaTypeOf(contentType: string | null | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

export function materialize(op: Operation, plan: Plan, ctx: MaterializeContext): Materialized {
  const kinds = pathKinds(op);
  const binding = ctx.model.bind(kinds, plan.binding);
  const resolver = ctx.model.resolver(binding);
  const issues: Issue[] = [];
  let either = false;
  const defect = plan.defect;

  const path = pathValues(op, kinds, binding, resolver, plan, ctx);
  const { values, rawNames } = path;
  issues.push(...path.issues);
  const unbound = path.unbound;
  // Query parameters (a server sees strings, or arrays of strings when a key repeats).
  const queryParams = op.parameters.filter((parameter) => parameter.in === "query");
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(resolveLate(plan.query, resolver) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, String(item)]);
  }
  if (defect?.type === "bad-query" && queryParams.length > 0) {
    const name = (queryParams[defect.param % queryParams.length] as { name: string }).name;
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.[0] === name) entries.splice(i, 1);
    for (const value of defect.values) entries.push([name, value]);
  }
  if (defect?.type === "unknown-query") entries.push([defect.key, defect.value]);
  if (queryParams.length > 0) {
    const seen: Record<string, string | string[]> = {};
    for (const [name, value] of entries) {
      if (!queryParams.some((parameter) => parameter.name === name)) continue;
      const before = seen[name];
      seen[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    if (!queryValidator(op.api, op.operationId, queryParams)(seen)) {
      issues.push({ reason: "query invalid by schema", statuses: op.responses.has("400") ? [400] : undefined });
    }
  }

  // Body.
  const headers: Record<string, string> = {};
  let body: string | Uint8Array | undefined;
  const requestBody = op.requestBody;
  if (requestBody) {
    const declared = [...requestBody.media.keys()][0] as string;
    const multipart = declared === "multipart/form-data";
    let contentType: string | null = declared;
    if (multipart) {
      const form = multipartBody(plan.file, defect?.type === "broken-form" ? defect.variant : undefined);
      body = form?.bytes;
      if (form) contentType = form.contentType;
      if (defect?.type === "broken-form" || !plan.file)
        issues.push({
          reason: `multipart: ${defect?.type === "broken-form" ? defect.variant : "no file"}`,
          statuses: [400],
        });
      if (defect?.type === "content-type" && mediaTypeOf(defect.value) === "multipart/form-data") {
        issues.push({ reason: "multipart: the boundary of the content type is not the body's", statuses: [400] });
      }
    } else {
      const json = resolveLate(plan.body, resolver);
      const broken = defect ? applyBodyDefect(json, defect) : { json };
      body = broken.text ?? (broken.json === undefined ? undefined : encodeBody(broken.json, broken));
      if (broken.ambiguous) either = true;
      if (defect?.type === "forbidden-pair") {
        issues.push({ reason: `body: payment pair ${defect.method}/${defect.terms} not allowed`, statuses: [400] });
      }
      if (!multipart && body !== undefined) {
        const decodedText = typeof body === "string" ? body : new TextDecoder().decode(body);
        // A byte order mark may be ignored by the parser (RFC 8259): judge what follows it.
        const text = broken.ambiguous ? decodedText.replace(/^\ufeff/, "") : decodedText;
        if (text.length > 0) classifyJson(op, text, declared, issues);
      }
    }
    if (defect?.type === "content-type") contentType = defect.value;
    if (defect?.type === "missing-body") body = undefined;
    const size = body === undefined ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
    const empty = size === 0;
    if (!empty) {
      if (contentType === null) {
        if (typeof body === "string") body = Buffer.from(body, "utf8");
      } else headers["content-type"] = contentType;
      const media = mediaTypeOf(contentType);
      const documented = media !== undefined && requestBody.media.has(media);
      if (!documented)
        issues.push({
          reason: `content type ${contentType ?? "(none)"} not documented`,
          statuses: [415],
          framework: true,
        });
      if (size > (multipart ? UPLOAD_LIMIT : BODY_LIMIT))
        issues.push({ reason: `body of ${size} bytes`, statuses: [413], framework: true });
      if (!documented || size > (multipart ? UPLOAD_LIMIT : BODY_LIMIT)) {
        // Those answers come first: drop what the body itself would have caused.
        for (let i = issues.length - 1; i >= 0; i--) if (issues[i]?.reason.startsWith("body:")) issues.splice(i, 1);
      }
    } else {
      body = undefined;
      if (requestBody.required) issues.push({ reason: "body: required but missing", statuses: [400] });
    }
  }

  // Credentials and URL.
  if (op.auth === "bearer") headers.authorization = `Bearer ${ctx.credentials.bearer}`;
  else if (op.auth === "basic") headers.authorization = ctx.credentials.basic;
  else headers["x-api-key"] = ctx.credentials.apiKey;
  const encodedValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, rawNames.has(name) ? value : encodeSegment(value)]),
  );
  const query =
    entries.length > 0
      ? `?${entries.map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`).join("&")}`
      : "";
  const url = `${ctx.baseUrl}${fillPath(op.path, encodedValues, true)}${query}`;
  const request: HttpRequest = { method: op.method, url, headers, ...(body === undefined ? {} : { body }) };
  if (binding.order?.removed) {
    // A removed order is 404 everywhere (sandbox docs/orders.md): that may come before what the defect would cause.
    for (const issue of issues)
      if (issue.statuses && !issue.statuses.includes(404)) issue.statuses = [...issue.statuses, 404];
  }
  const accept = issues.length > 0 ? "no" : either ? "either" : "yes";
  return { request, binding, expectation: { accept, issues }, unbound: unbound && !defect };
}

/** A JSON body: well-formed, no `__proto__` key (refused by design), valid against the schema of its media type. */
function classifyJson(op: Operation, text: string, declared: string, issues: Issue[]): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    issues.push({ reason: "body: not well-formed JSON", statuses: [400] });
    return;
  }
  if (/"__proto__"\s*:/.test(text)) {
    issues.push({
      reason: "body: a __proto__ key (refused by the sandbox's JSON parser, sandbox docs/requests.md)",
      statuses: [400],
    });
    return;
  }
  const ref = op.requestBody?.media.get(declared);
  if (ref && JSONISH.test(declared) && !validatorAt(op.api, ref)(value)) {
    issues.push({ reason: "body: invalid by schema", statuses: op.responses.has("400") ? [400] : undefined });
  }
}
