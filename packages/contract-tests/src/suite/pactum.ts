/**
 * pactum, set up once per worker: quiet (its failure dump prints request headers, tokens included), a generous
 * timeout for a loaded machine, and two handlers every call gets: `conformsToSpec` (the expect handler that routes
 * the response through the spec's Ajv) and `haulkit.record` (coverage and the last response, for failure messages).
 */
import { createRequire } from "node:module";
import type * as Pactum from "pactum";
import { recordResponse } from "../coverage/recorder.js";
import { checkFrameworkAnswer } from "../validation/framework-answers.js";
import { checkResponse, parseBody } from "../validation/responses.js";
import { pointersOfKey } from "./deep-search.js";

export const pactum = createRequire(import.meta.url)("pactum") as typeof Pactum;

export type PactumSpec = ReturnType<typeof pactum.spec>;

export const CONFORMS_TO_SPEC = "conformsToSpec";
export const RECORD_HANDLER = "haulkit.record";
/** Expect handler: the response body has no member with the key given as data, at any depth. */
export const NO_KEY_ANYWHERE = "haulkit.noKeyAnywhere";
const REQUEST_TIMEOUT_MS = 30_000;

/** A response that breaks the spec (or an expectation a suite adds on top). */
export class ContractViolation extends Error {
  override name = "ContractViolation";
}

export interface LastResponse {
  status: number;
  text: string;
}

/** The operation each spec calls and the last response it got. */
const operationOf = new WeakMap<object, string>();
const lastResponse = new WeakMap<object, LastResponse>();

export function trackSpec(spec: PactumSpec, operationId: string): void {
  operationOf.set(spec, operationId);
}

export function lastResponseOf(spec: PactumSpec): LastResponse | undefined {
  return lastResponse.get(spec);
}

/** What the spec check of one call gets: the operation, and whether a framework-level answer is expected. */
export interface SpecCheck {
  operationId: string;
  frameworkAnswer?: boolean | undefined;
}

interface HandlerResponse {
  statusCode?: number;
  text?: string;
}

let configured = false;

export function configurePactum(): void {
  if (configured) return;
  configured = true;
  pactum.settings.setLogLevel("SILENT");
  pactum.settings.setReporterAutoRun(false);
  pactum.request.setDefaultTimeout(REQUEST_TIMEOUT_MS);
  pactum.handler.addResponseHandler(RECORD_HANDLER, ({ res, spec }) => {
    const response = res as unknown as HandlerResponse;
    if (typeof response.statusCode !== "number") return;
    lastResponse.set(spec, { status: response.statusCode, text: response.text ?? "" });
    const operationId = operationOf.get(spec);
    if (operationId) recordResponse(operationId, response.statusCode);
  });
  pactum.handler.addExpectHandler(CONFORMS_TO_SPEC, ({ res, data }) => {
    const response = res as unknown as HandlerResponse;
    const { operationId, frameworkAnswer } = data as SpecCheck;
    const received = { status: response.statusCode ?? 0, text: response.text ?? "" };
    const found = frameworkAnswer ? checkFrameworkAnswer(operationId, received) : checkResponse(operationId, received);
    if (found) throw new ContractViolation(`response breaks the spec: ${found.message}`);
  });
  pactum.handler.addExpectHandler(NO_KEY_ANYWHERE, ({ res, data }) => {
    const key = data as string;
    const pointers = pointersOfKey(parseBody((res as unknown as HandlerResponse).text ?? ""), key);
    if (pointers.length > 0) throw new ContractViolation(`the response carries '${key}' at ${pointers.join(", ")}`);
  });
}
