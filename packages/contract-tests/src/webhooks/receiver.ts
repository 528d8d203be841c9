/**
 * The local webhook receiver of a suite: a node:http server that takes the target's POSTs, checks each payload
 * against the spec as it arrives (and records its action for coverage), and answers each path as told (200 by
 * default; another status, a redirect, no answer or a hang-up for the delivery rules). Tests wait for a payload of
 * an action that matches what they drove.
 */

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { recordWebhook } from "../coverage/recorder.js";
import { holdAnswer } from "../harness/expect-field.js";
import { waitLimitMs } from "../harness/poll.js";
import { redactBody } from "../harness/redact.js";
import { parseBody } from "../validation/responses.js";
import { type Violation, violation } from "../validation/violation.js";
import { checkWebhook, webhookActions } from "../validation/webhooks.js";
import { AnswerMismatch } from "../verdicts/mismatch.js";

export type Payload = Record<string, unknown>;

export interface ReceivedWebhook {
  /** The path it was posted to (without the receiver's prefix). */
  path: string;
  action: string | undefined;
  payload: Payload;
  /** The `X-Verification-Token` header, if any. */
  token: string | undefined;
  /** How the payload breaks the spec; undefined when it conforms. */
  violation: Violation | undefined;
}

export interface WaitOptions {
  action: string;
  /** Only webhooks received after this mark (see `mark()`). */
  since?: number;
  match?: (payload: Payload) => boolean;
  timeoutMs?: number;
}

/**
 * What a path answers: a status code; a status with headers (a redirect's `location`); `no-answer` (the request is
 * held open until `release()` or the receiver closes: a receiver slower than any timeout); or `hang-up` (the
 * connection is destroyed without an answer).
 */
export type Reply = number | { status: number; headers: Record<string, string> } | "no-answer" | "hang-up";

/** How a path answers its n-th request (1-based), given the payload it carries. */
export type Answer = (hit: number, payload: Payload) => Reply;

interface Waiter {
  options: WaitOptions;
  resolve: (webhook: ReceivedWebhook) => void;
  reject: (error: Error) => void;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** A random first path segment, so nothing but this run's subscriptions reaches a path that counts. */
  private readonly prefix = `/${randomBytes(8).toString("hex")}`;
  private readonly answers = new Map<string, Answer>();
  private readonly hits = new Map<string, number>();
  private readonly waiters = new Set<Waiter>();
  /** Requests held open (`no-answer`), by path. */
  private readonly held = new Map<string, ServerResponse[]>();
  private readonly known = new Set(webhookActions());
  private server: Server | undefined;
  private base = "";

  /** Listens on `port` (0: any) — on the loopback interface, or every interface when a public URL forwards here. */
  async start(port: number, publicUrl?: string): Promise<void> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, publicUrl ? undefined : "127.0.0.1", () => resolve());
    });
    this.server = server;
    const { port: actual } = server.address() as AddressInfo;
    this.base = `${publicUrl ?? `http://127.0.0.1:${actual}`}${this.prefix}`;
  }

  /** The callback URL of a path (`/orders`, `/fail-5`). */
  url(path: string): string {
    if (!this.server) throw new Error("the webhook receiver is not started");
    return `${this.base}${path}`;
  }

  /** Makes the path answer with `answer(hit)` from now on (200 when never set). */
  answer(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  /** How many requests reached the path. */
  hitsOf(path: string): number {
    return this.hits.get(path) ?? 0;
  }

  /** Answers the requests held open on the path (`no-answer`) with `status`; how many there were. */
  release(path: string, status: number): number {
    const held = this.held.get(path) ?? [];
    this.held.delete(path);
    for (const response of held) if (!response.destroyed) response.writeHead(status).end();
    return held.length;
  }

  /** A mark for `waitFor({since})`: only what arrives after it counts. */
  mark(): number {
    return this.received.length;
  }

  /** What arrived since the mark for an action (all of it, conforming or not). */
  since(mark: number, action?: string): ReceivedWebhook[] {
    return this.received.slice(mark).filter((webhook) => action === undefined || webhook.action === action);
  }

  /**
   * The first conforming webhook of the action that matches; rejects at once when a webhook of that action breaks
   * the spec (its violation is the failure), and after the timeout naming what did arrive.
   */
  waitFor(options: WaitOptions): Promise<ReceivedWebhook> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { options, resolve, reject };
      for (const webhook of this.received.slice(options.since ?? 0)) if (this.settle(waiter, webhook)) return;
      const timeoutMs = options.timeoutMs ?? waitLimitMs();
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const seen = this.since(options.since ?? 0, options.action).length;
        // The target's fault, as the webhook it did not send: grouped by action like an answer's mismatch.
        const cause = {
          operation: `webhook ${options.action}`,
          request: "POST to its callback URL",
          pointer: "",
          expected: `a matching payload within ${timeoutMs / 1000} s`,
          actual: `${seen === 0 ? "none" : `${seen} other`} ${options.action} received since the mark`,
        };
        reject(new AnswerMismatch(cause));
      }, timeoutMs);
      waiter.resolve = (webhook) => {
        clearTimeout(timer);
        resolve(webhook);
      };
      waiter.reject = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.waiters.add(waiter);
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const waiter of this.waiters) waiter.reject(new Error("the webhook receiver closed"));
    this.waiters.clear();
    for (const path of [...this.held.keys()]) this.release(path, 503);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** True when the webhook settled the waiter (resolved or rejected). */
  private settle(waiter: Waiter, webhook: ReceivedWebhook): boolean {
    const { action, match } = waiter.options;
    if (webhook.action !== action) return false;
    if (webhook.violation) {
      this.waiters.delete(waiter);
      waiter.reject(new Error(`a ${action} webhook breaks the spec: ${webhook.violation.message}`));
      return true;
    }
    if (match && !match(webhook.payload)) return false;
    this.waiters.delete(waiter);
    waiter.resolve(webhook);
    return true;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request).catch(() => "");
    const path = (request.url ?? "").split("?")[0] ?? "";
    if (request.method !== "POST" || !path.startsWith(`${this.prefix}/`)) {
      response.writeHead(404).end();
      return;
    }
    const own = path.slice(this.prefix.length);
    const hit = this.hitsOf(own) + 1;
    this.hits.set(own, hit);
    const webhook = this.accept(own, text, request.headers["x-verification-token"]);
    const reply = this.answers.get(own)?.(hit, webhook.payload) ?? 200;
    if (reply === "hang-up") {
      request.socket.destroy();
    } else if (reply === "no-answer") {
      this.held.set(own, [...(this.held.get(own) ?? []), response]);
    } else {
      const { status, headers } = typeof reply === "number" ? { status: reply, headers: {} } : reply;
      const body = status < 300 ? "ok" : "failing on purpose";
      response.writeHead(status, { "content-type": "text/plain", ...headers }).end(body);
    }
    this.notify(webhook);
  }

  /** The webhook a request carried, recorded (not yet shown to the waiters). */
  private accept(path: string, text: string, token: string | string[] | undefined): ReceivedWebhook {
    const parsed = parseBody(text);
    const payload = (
      parsed !== null && typeof parsed === "object" && !(parsed instanceof Error) ? parsed : {}
    ) as Payload;
    const action = typeof payload.action === "string" ? payload.action : undefined;
    const found =
      parsed instanceof Error || parsed === undefined
        ? violation("webhook", "", "is not JSON", text.slice(0, 160))
        : checkWebhook(parsed);
    const webhook: ReceivedWebhook = {
      path,
      action,
      payload,
      token: Array.isArray(token) ? token[0] : token,
      violation: found,
    };
    holdAnswer(payload, {
      operation: `webhook ${action ?? "(no action)"}`,
      request: `POST ${path}`,
      json: payload,
      get text() {
        return redactBody(text);
      },
    });
    this.received.push(webhook);
    if (action && !found && this.known.has(action)) recordWebhook(action);
    return webhook;
  }

  /** Shows a received webhook to the tests waiting for one. */
  private notify(webhook: ReceivedWebhook): void {
    for (const waiter of [...this.waiters]) this.settle(waiter, webhook);
  }
}
