/** One webhook try: an HTTP POST of JSON that never follows redirects and settles on the answer's status line. */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { CallbackHostRefused } from "../callback-hosts.js";

/**
 * The receiver's status; or why there is none: `aborted` (the signal's reason: a timeout, the sandbox closing),
 * `refused` (the callback host policy), `connection` (refused, reset, closed, not HTTP, unknown host ...; `code`
 * is the system's error code, for the sandbox's own log only).
 */
export type PostOutcome =
  | { statusCode: number }
  | { error: string; kind: "aborted" | "refused" | "connection"; code?: string };

export interface PostOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Aborting it ends the try (timeout) or the open connection (sandbox closing). */
  signal: AbortSignal;
  /** Called once the request is written (the receiver has it or is about to). */
  onSent?: () => void;
  /** Called once the connection is gone, after the outcome. */
  onClose?: () => void;
  /** Resolves the host (the callback host policy's check); default Node's. */
  lookup?: LookupFunction;
}

function describe(error: unknown, signal: AbortSignal): PostOutcome {
  if (signal.aborted) return { error: typeof signal.reason === "string" ? signal.reason : "aborted", kind: "aborted" };
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CallbackHostRefused) return { error: message, kind: "refused" };
  const code = (error as { code?: unknown }).code;
  return { error: message, kind: "connection", code: typeof code === "string" ? code : "ECLOSED" };
}

/** Resolves with the status code once the answer's head arrives (the body is drained), or with the error. */
export function postJson(options: PostOptions): Promise<PostOutcome> {
  const { url, body, headers, signal } = options;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const send = url.startsWith("https:") ? httpsRequest : httpRequest;
    let request: ReturnType<typeof httpRequest>;
    try {
      request = send(url, {
        method: "POST",
        agent: false,
        signal,
        ...(options.lookup ? { lookup: options.lookup } : {}),
        headers: {
          ...headers,
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        },
      });
    } catch (error) {
      settle(describe(error, signal));
      options.onClose?.();
      return;
    }
    request.on("response", (response) => {
      settle({ statusCode: response.statusCode ?? 0 });
      response.on("error", () => {});
      response.resume();
    });
    request.on("finish", () => options.onSent?.());
    request.on("error", (error) => settle(describe(error, signal)));
    request.on("close", () => {
      settle(describe(new Error("the connection closed without an answer"), signal));
      options.onClose?.();
    });
    request.end(body);
  });
}
