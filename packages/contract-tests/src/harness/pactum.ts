/**
 * pactum, set up once per worker: quiet (its failure dump prints request headers, tokens included), a generous
 * timeout for a loaded machine, and two handlers every call gets: `haulkit.record` (run on the answer before any
 * expectation: the spec verdict, drift recorded, an assumed status taken as such, coverage and the last response)
 * and `conformsToSpec` (the expect handler that fails the call on a broken fact).
 */
import { createRequire } from "node:module";
import type * as Pactum from "pactum";
import { recordResponse } from "../coverage/recorder.js";
import { checkFrameworkAnswer } from "../validation/framework-answers.js";
import { judgeResponse, parseBody } from "../validation/responses.js";
import { type Violation, violation } from "../validation/violation.js";
import { settle } from "../verdicts/drift-recorder.js";
import { pointersOfKey } from "./deep-search.js";

export const pactum = createRequire(import.meta.url)("pactum") as typeof Pactum;

export type PactumSpec = ReturnType<typeof pactum.spec>;

const jsonLike = createRequire(import.meta.url)("pactum/src/plugins/json.like") as {
  validate(actual: unknown, expected: unknown): string | null | undefined;
};

/** pactum's `expectJsonLike` comparison: its message when `actual` is not like `expected`, else undefined. */
export function jsonLikeMismatch(actual: unknown, expected: unknown): string | undefined {
  return jsonLike.validate(actual, expected) || undefined;
}

export const CONFORMS_TO_SPEC = "conformsToSpec";
export const RECORD_HANDLER = "haulkit.record";
/** Expect handler: the response body has no member with the key given as data, at any depth. */
export const NO_KEY_ANYWHERE = "haulkit.noKeyAnywhere";
/** A request's time limit: generous, so only a target that never answers fails it, not a slow or busy one. */
const REQUEST_TIMEOUT_MS = 120_000;

/** A response that breaks the spec (or an expectation a suite adds on top); `violation` says where. */
export class ContractViolation extends Error {
  override name = "ContractViolation";
  constructor(
    message: string,
    readonly violation?: Violation,
  ) {
    super(message);
  }
}

export interface LastResponse {
  status: number;
  text: string;
  /** The assumed status the answer was taken as (drift), when it differs from `status`. */
  takenAs?: number | undefined;
}

/** What the spec check of one call gets: the operation, and whether a framework-level answer is expected. */
export interface SpecCheck {
  operationId: string;
  frameworkAnswer?: boolean | undefined;
}

/** The check of each spec, the last response it got, and the verdict of each answer (by response object). */
const checkOf = new WeakMap<object, SpecCheck>();
const lastResponse = new WeakMap<object, LastResponse>();
const factOf = new WeakMap<object, Violation>();

export function trackSpec(spec: PactumSpec, check: SpecCheck): void {
  checkOf.set(spec, check);
}

export function lastResponseOf(spec: PactumSpec): LastResponse | undefined {
  return lastResponse.get(spec);
}

interface HandlerResponse {
  statusCode?: number;
  text?: string;
  /** pactum's parse of `text`: the value, or the text itself when it is not JSON. */
  json?: unknown;
}

interface HandlerRequest {
  method?: string;
  url?: string;
}

/** `POST /v1/public/orders` for a pactum request. */
export function requestLine(request: HandlerRequest | undefined): string {
  const method = request?.method ?? "?";
  try {
    return `${method} ${new URL(request?.url ?? "").pathname}`;
  } catch {
    return `${method} ${request?.url ?? "?"}`;
  }
}

/** The status the test expects (`expectStatus`), if any. */
function expectedStatusOf(spec: unknown): number | undefined {
  const status = (spec as { _expect?: { statusCode?: unknown } })._expect?.statusCode;
  return typeof status === "number" ? status : undefined;
}

let configured = false;

export function configurePactum(): void {
  if (configured) return;
  configured = true;
  pactum.settings.setLogLevel("SILENT");
  pactum.settings.setReporterAutoRun(false);
  pactum.request.setDefaultTimeout(REQUEST_TIMEOUT_MS);
  pactum.handler.addResponseHandler(RECORD_HANDLER, ({ req, res, spec }) => {
    const response = res as unknown as HandlerResponse;
    if (typeof response.statusCode !== "number") return;
    // pactum parsed the body already: an object or array can only come from a parse that worked.
    const parsed = typeof response.json === "object" && response.json !== null ? response.json : undefined;
    const received = { status: response.statusCode, text: response.text ?? "", parsed };
    const check = checkOf.get(spec);
    if (!check) {
      lastResponse.set(spec, received);
      return;
    }
    if (check.frameworkAnswer) {
      const found = checkFrameworkAnswer(check.operationId, received);
      if (found) factOf.set(res, found);
      lastResponse.set(spec, received);
      return;
    }
    recordResponse(check.operationId, received.status);
    let verdict: ReturnType<typeof judgeResponse>;
    try {
      verdict = judgeResponse(check.operationId, received, expectedStatusOf(spec));
    } catch (error) {
      // pactum swallows a handler's error: the call must still fail.
      const problem = `could not be checked (${(error as Error).message})`;
      verdict = { fact: violation(`${check.operationId} ${received.status}`, "", problem, undefined), drift: [] };
    }
    const found = settle(verdict, requestLine(req as unknown as HandlerRequest));
    if (found) factOf.set(res, found);
    // A drifted status goes on as the status the spec assumes (the test carries on with the answer).
    // (With --strict the drift still fails the call, through conformsToSpec, naming the assumption.)
    // A broken body under an assumed status is taken as that status too: its broken fact is the failure's cause.
    if (verdict.takenAs !== undefined) response.statusCode = verdict.takenAs;
    lastResponse.set(spec, { ...received, takenAs: verdict.takenAs });
  });
  pactum.handler.addExpectHandler(CONFORMS_TO_SPEC, ({ res }) => {
    const found = factOf.get(res);
    if (found) throw new ContractViolation(`response breaks the spec: ${found.message}`, found);
  });
  pactum.handler.addExpectHandler(NO_KEY_ANYWHERE, ({ res, data }) => {
    const key = data as string;
    const pointers = pointersOfKey(parseBody((res as unknown as HandlerResponse).text ?? ""), key);
    if (pointers.length > 0) throw new ContractViolation(`the response carries '${key}' at ${pointers.join(", ")}`);
  });
}
