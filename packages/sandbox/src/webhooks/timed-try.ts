/**
 * One webhook try with its timeouts: 10 s of the organisation's sandbox clock from when the request is out, or 10 s
 * of real time, whichever passes first. A clock moved by hand cuts a try off only once it has also been out for
 * `CLOCK_TIMEOUT_GRACE_MS` of real time, so an answer already on its way is taken (a 2xx stays a success whatever
 * the clock did). A host the callback host policy refuses is not contacted.
 */

import { type CallbackHosts, policyLookup } from "../callback-hosts.js";
import type { Clock, TimerHandle } from "../clock.js";
import { DEFAULTS } from "../config.js";
import { type PostOutcome, postJson } from "./http-post.js";

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Real time a try is always given before a timeout on the sandbox clock (moved by hand) cuts it off, by default. */
export const CLOCK_TIMEOUT_GRACE_MS = DEFAULTS.webhookClockGraceMs;
const timeoutError = `timeout: no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;

export interface TryRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The organisation's clock (its timeout runs on it). */
  clock: Clock;
  policy: CallbackHosts;
  /** Real time the try keeps after the clock timed it out (CLOCK_TIMEOUT_GRACE_MS unless configured). */
  clockGraceMs: number;
  /** The open connections, which the sandbox aborts when it closes; the try's is in it while open. */
  connections: Set<AbortController>;
}

function hostOf(url: string): string {
  if (!URL.canParse(url)) return "";
  return new URL(url).hostname;
}

export async function timedTry(request: TryRequest): Promise<PostOutcome> {
  const { clock, connections } = request;
  const refusal = request.policy.deliveryRefusal(hostOf(request.url));
  if (refusal) return { error: refusal, kind: "refused" };
  const started = performance.now();
  const controller = new AbortController();
  connections.add(controller);
  const timeout = () => controller.abort(timeoutError);
  let clockTimer: TimerHandle | undefined;
  let graceTimer: NodeJS.Timeout | undefined;
  let answered = false;
  const clockTimeout = () => {
    clockTimer = undefined;
    const left = request.clockGraceMs - (performance.now() - started);
    if (left <= 0) timeout();
    else graceTimer = setTimeout(timeout, left).unref();
  };
  const realTimer = setTimeout(timeout, WEBHOOK_TIMEOUT_MS).unref();
  const outcome = await postJson({
    url: request.url,
    body: request.body,
    headers: request.headers,
    signal: controller.signal,
    lookup: policyLookup(request.policy),
    // Armed once the request is out, so a clock advance that starts a try cannot time it out before it was sent.
    onSent: () => {
      if (!answered && !controller.signal.aborted) clockTimer = clock.setTimer(WEBHOOK_TIMEOUT_MS, clockTimeout);
    },
    onClose: () => {
      clearTimeout(realTimer);
      clearTimeout(graceTimer);
      connections.delete(controller);
    },
  });
  answered = true;
  clearTimeout(graceTimer);
  if (clockTimer) clock.clearTimer(clockTimer);
  return outcome;
}
