/**
 * `send(operationId, options)`: a call for the answer pactum's client cannot read: one the server gives (and then
 * closes the connection) while the request body is still being written, such as a 413 for a large upload. The
 * headers go first, with `Expect: 100-continue`; an answer that comes before the body is taken as it is (the body is
 * never sent); the body follows the server's 100 Continue, or EARLY_ANSWER_MS without one (a server or proxy that
 * ignores the expectation). Same request, same spec check and coverage as a call.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { setTimeout as delay } from "node:timers/promises";
import { recordResponse } from "../coverage/recorder.js";
import type { ProbedTarget } from "../target/probe.js";
import { connectionSecrets } from "../target/target.js";
import { checkFrameworkAnswer } from "../validation/framework-answers.js";
import { judgeResponse, parseBody } from "../validation/responses.js";
import { preview, type Violation } from "../validation/violation.js";
import { settle } from "../verdicts/drift-recorder.js";
import { AnswerMismatch, errorIdOf } from "../verdicts/mismatch.js";
import { type BuiltRequest, buildRequest, type CallOptions } from "./call.js";
import { redactBody, redactSecrets } from "./redact.js";

export interface SentResponse {
  status: number;
  headers: IncomingMessage["headers"];
  text: string;
  /** The parsed JSON body, undefined when there is none (or it is not JSON). */
  body: unknown;
}

export type Send = (operationId: string, options?: CallOptions) => Promise<SentResponse>;

/** How long the headers alone wait for an early answer or a 100 Continue before the body is sent. */
const EARLY_ANSWER_MS = 3_000;
/** The whole exchange's time limit: generous, like a pactum call's (pactum.ts). */
const TIMEOUT_MS = 120_000;

function readAll(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    response.on("error", reject);
  });
}

/** Sends the headers, then the body unless the server has answered already; the status, headers and text. */
function exchange(built: BuiltRequest, earlyAnswerMs: number): Promise<Omit<SentResponse, "body">> {
  const body = built.body ?? "";
  const send = built.url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = send(built.url, {
      method: built.method,
      headers: { ...built.headers, "content-length": Buffer.byteLength(body), expect: "100-continue" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    request.on("response", (response) => {
      answered = true;
      readAll(response).then((text) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        request.destroy();
      }, reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    let bodySent = false;
    const sendBody = () => {
      if (answered || bodySent || request.destroyed) return;
      bodySent = true;
      request.end(body);
    };
    request.on("continue", sendBody);
    request.flushHeaders();
    void delay(earlyAnswerMs).then(sendBody);
  });
}

export function createSend(
  target: ProbedTarget,
  suiteToken: () => string | undefined,
  earlyAnswerMs = EARLY_ANSWER_MS,
): Send {
  return async (operationId, options = {}) => {
    const built = buildRequest(target, suiteToken, operationId, options);
    const { status, headers, text } = await exchange(built, earlyAnswerMs);
    if (!options.frameworkAnswer) recordResponse(operationId, status);
    const received = { status, text };
    const line = `${built.method} ${new URL(built.url).pathname}`;
    let found: Violation | undefined;
    let takenAs: number | undefined;
    if (options.frameworkAnswer) {
      found = checkFrameworkAnswer(operationId, received);
    } else {
      const verdict = judgeResponse(operationId, received);
      found = settle(verdict, line);
      takenAs = found ? undefined : verdict.takenAs;
    }
    if (found) {
      const secrets = [...connectionSecrets(target), ...(built.token ? [built.token] : [])];
      const cause = {
        operation: operationId,
        request: line,
        actualStatus: status,
        pointer: found.pointer,
        expected: found.problem,
        actual: preview(found.value),
        errorId: errorIdOf(parseBody(text)),
        detail: `response breaks the spec: ${found.message}`,
      };
      const mismatch = new AnswerMismatch(cause, redactBody(text, secrets));
      mismatch.message = redactSecrets(mismatch.message, secrets);
      throw mismatch;
    }
    const body = parseBody(text);
    return { status: takenAs ?? status, headers, text, body: body instanceof Error ? undefined : body };
  };
}
