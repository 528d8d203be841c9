/** One webhook try: an HTTP POST of JSON that never follows redirects and settles on the answer's status line. */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export type PostOutcome = { statusCode: number } | { error: string };

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
}

function describe(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return typeof signal.reason === "string" ? signal.reason : "aborted";
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
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
        headers: {
          ...headers,
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        },
      });
    } catch (error) {
      settle({ error: describe(error, signal) });
      options.onClose?.();
      return;
    }
    request.on("response", (response) => {
      settle({ statusCode: response.statusCode ?? 0 });
      response.on("error", () => {});
      response.resume();
    });
    request.on("finish", () => options.onSent?.());
    request.on("error", (error) => settle({ error: describe(error, signal) }));
    request.on("close", () => {
      settle({ error: describe(new Error("the connection closed without an answer"), signal) });
      options.onClose?.();
    });
    request.end(body);
  });
}
