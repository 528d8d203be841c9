/**
 * The checks of one answer, after Schemathesis's: `not_a_server_error`, `status_code_conformance`,
 * `response_schema_conformance`, `negative_data_rejection`, plus `positive_data_acceptance` (a valid request is
 * accepted or refused for a listed business reason), `no_secret_leak` and `no_foreign_data` (nothing of another
 * organisation in the answer).
 */
import type { Operation } from "../spec/operations.js";
import { firstError, GENERIC_FAILURE, validatorAt } from "../spec/validators.js";
import type { Expectation } from "./materialize.js";

export type CheckName =
  | "not_a_server_error"
  | "status_code_conformance"
  | "response_schema_conformance"
  | "negative_data_rejection"
  | "positive_data_acceptance"
  | "no_secret_leak"
  | "no_foreign_data";

export interface CheckFailure {
  check: CheckName;
  message: string;
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
  /** Header lines, for the secret scan. */
  headerText: string;
}

export interface CheckContext {
  /** Secrets no answer may carry (client secrets, tokens, API keys, verification tokens of others). */
  secrets: readonly string[];
  /** The organisation (worker) that owns a guid, if one does. */
  ownerOf(guid: string): number | undefined;
  worker: number;
  /** True when a 401 is explained by the token's expiry on the service's clock (a clock advance). */
  tokenExpired(): boolean;
  /** Why a refusal of a valid request is documented behaviour, or undefined when it is not. */
  refusal(status: number, body: unknown): string | undefined;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function parse(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function documentedSchemaCheck(
  op: Operation,
  status: number,
  answer: Answer,
  expectation: Expectation,
): CheckFailure[] {
  const documented = op.responses.get(String(status));
  const framework = expectation.issues.some((issue) => issue.framework && issue.statuses?.includes(status));
  if (!documented && !framework) {
    return [{ check: "status_code_conformance", message: `status ${status} is not documented for ${op.operationId}` }];
  }
  if (answer.text.length === 0) {
    return documented?.emptyBodyAllowed || !documented?.schemaRef
      ? []
      : [{ check: "response_schema_conformance", message: `status ${status}: empty body, the spec documents one` }];
  }
  if (!answer.contentType?.includes("json")) {
    return [
      {
        check: "response_schema_conformance",
        message: `status ${status}: content type ${answer.contentType ?? "(none)"}`,
      },
    ];
  }
  const parsed = parse(answer.text);
  if (parsed.error !== undefined) {
    return [{ check: "response_schema_conformance", message: `status ${status}: body is not JSON (${parsed.error})` }];
  }
  const schemas = [
    ...(documented?.schemaRef ? [documented.schemaRef] : []),
    ...(framework ? [GENERIC_FAILURE[op.api]] : []),
  ];
  const errors: string[] = [];
  for (const schemaRef of schemas) {
    const validate = validatorAt(op.api, schemaRef);
    if (validate(parsed.value)) return [];
    errors.push(firstError(validate.errors));
  }
  return schemas.length === 0
    ? []
    : [{ check: "response_schema_conformance", message: `status ${status}: ${errors.join("; ")}` }];
}

/** Every check the answer fails (empty when it passes them all). */
export function checkAnswer(
  op: Operation,
  expectation: Expectation,
  answer: Answer,
  ctx: CheckContext,
): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const { status } = answer;
  if (status >= 500) {
    failures.push({ check: "not_a_server_error", message: `HTTP ${status}: ${answer.text.slice(0, 300)}` });
  } else {
    failures.push(...documentedSchemaCheck(op, status, answer, expectation));
  }
  const success = status >= 200 && status < 300;
  if (status === 401 && ctx.tokenExpired()) {
    // Another worker advanced the shared clock past the token's life: the answer says nothing of the request.
  } else if (expectation.accept === "no") {
    const reasons = expectation.issues.map((issue) => issue.reason).join("; ");
    if (success)
      failures.push({
        check: "negative_data_rejection",
        message: `HTTP ${status} for an invalid request (${reasons})`,
      });
    else if (status < 500) {
      const exact = expectation.issues.every((issue) => issue.statuses);
      const allowed = new Set(expectation.issues.flatMap((issue) => issue.statuses ?? []));
      const documented4xx = status >= 400 && status < 500 && op.responses.has(String(status));
      if (!allowed.has(status) && (exact || !documented4xx)) {
        failures.push({
          check: "status_code_conformance",
          message: `HTTP ${status} for an invalid request; expected ${[...allowed].join("/") || "a documented 4xx"} (${reasons})`,
        });
      }
    }
  } else if (expectation.accept === "yes" && !success && status < 500) {
    const reason = ctx.refusal(status, parse(answer.text).value);
    if (!reason) {
      failures.push({
        check: "positive_data_acceptance",
        message: `HTTP ${status} for a valid request: ${answer.text.slice(0, 300)}`,
      });
    }
  }
  const haystack = `${answer.headerText}\n${answer.text}`;
  for (const secret of ctx.secrets) {
    if (secret.length >= 8 && haystack.includes(secret)) {
      failures.push({ check: "no_secret_leak", message: `the answer carries a secret (${secret.slice(0, 3)}...)` });
      break;
    }
  }
  for (const guid of answer.text.match(UUID) ?? []) {
    const owner = ctx.ownerOf(guid.toLowerCase());
    if (owner !== undefined && owner !== ctx.worker) {
      failures.push({
        check: "no_foreign_data",
        message: `the answer names ${guid}, an object of organisation #${owner}`,
      });
      break;
    }
  }
  return failures;
}
