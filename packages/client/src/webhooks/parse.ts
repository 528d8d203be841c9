/**
 * `parseWebhook`: a delivery body (text, bytes or parsed JSON) checked against the spec's payload schema of its
 * `action`, returned as the typed `WebhookEvent`. Unknown extra keys are accepted (the service adds fields freely).
 */
import type { WebhookEvent } from "@haulkit/types";
import type { ErrorObject } from "ajv";
import { WebhookError, type WebhookIssue } from "../errors/webhook-error.js";
import { isObject } from "../json.js";
import { webhookValidator } from "./validators.js";

/** Keywords that only say "one of the branches failed": the branch errors say what. */
const SUMMARY_KEYWORDS = new Set(["anyOf", "oneOf", "allOf", "if", "then", "else"]);

function escapeToken(token: string): string {
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}

function issueOf(error: ErrorObject): WebhookIssue {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    return { pointer: `${error.instancePath}/${escapeToken(String(params.missingProperty))}`, problem: "is required" };
  }
  let problem = error.message ?? "is invalid";
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    problem += `: ${params.allowedValues.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  if (error.keyword === "const") problem = `must be ${JSON.stringify(params.allowedValue)}`;
  return { pointer: error.instancePath, problem };
}

function issuesOf(errors: readonly ErrorObject[]): [WebhookIssue, ...WebhookIssue[]] {
  const specific = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  // Each distinct issue once, where it first came.
  const issues = new Map<string, WebhookIssue>();
  for (const error of specific.length > 0 ? specific : errors) {
    const issue = issueOf(error);
    const key = `${issue.pointer}\u0000${issue.problem}`;
    if (!issues.has(key)) issues.set(key, issue);
  }
  const [first = { pointer: "", problem: "does not match the payload schema" }, ...rest] = issues.values();
  return [first, ...rest];
}

/** The error of a payload with one problem. */
function invalid(action: string | undefined, pointer: string, problem: string): WebhookError {
  return new WebhookError(action, [{ pointer, problem }]);
}

function decode(body: string | Uint8Array | object): unknown {
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(undefined, "", `is not valid JSON (${(error as Error).message})`);
  }
}

export function parseWebhook(body: string | Uint8Array | object): WebhookEvent {
  const payload = decode(body);
  if (!isObject(payload)) throw invalid(undefined, "", "must be a JSON object");
  const { action } = payload;
  if (typeof action !== "string") throw invalid(undefined, "/action", "is required and must be a string");
  const validate = webhookValidator(action);
  if (!validate) throw invalid(action, "/action", `'${action}' is not a webhook action of the spec`);
  if (!validate(payload)) throw new WebhookError(action, issuesOf(validate.errors ?? []));
  return payload as WebhookEvent;
}
