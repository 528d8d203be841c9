/**
 * Webhook faults against the in-process sandbox (manual clock): for each scenario an organisation subscribes
 * `order.created` to a scripted receiver, creates an order, and the clock is driven try by try. Checked: the exact
 * number of tries (5) and their spacing (60 s of sandbox time), the 10 s timeout, no redirect followed, no
 * duplicate successful delivery, no event lost while tries remain, a complete delivery log; and `callback_url`
 * other than http/https refused at subscription.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FaultName } from "@haulkit/sandbox";
import { type SandboxHandle, type SandboxOptions, startSandbox } from "@haulkit/sandbox";
import { callJson, issueToken, objectOf } from "../http.js";
import { type Counters, type PartResult, partStatus } from "../report.js";
import { BURST_EVENTS, type BurstOutcome, webhookBurst } from "./burst.js";
import { type Receiver, startReceiver } from "./receiver.js";
import {
  BAD_CALLBACK_URLS,
  GOOD_CALLBACK_URLS,
  MAX_TRIES,
  RETRY_INTERVAL_MS,
  SCENARIOS,
  type Scenario,
  TIMEOUT_MS,
} from "./scenarios.js";

/** Real time a burst try keeps after the clock timed it out: its receiver never hangs, so only a busy machine uses it. */
const BURST_CLOCK_GRACE_MS = 60_000;

export interface WebhookFaultOptions {
  /** Sandbox fault switches (to prove the checks notice). */
  faults?: FaultName[];
  log?: (line: string) => void;
}

interface Delivery {
  event_id: string;
  state: string;
  reason: string | null;
  next_attempt_at: string | null;
  attempts: { attempt: number; at: string; status_code: number | null; error: string | null }[];
  payload: Record<string, unknown>;
}

/** `yyyy-MM-ddTHH:mm:ss.SSS+0000` -> epoch ms. */
function epoch(text: string): number {
  return Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

/** Waits until no try is in flight; a hung receiver gets the sender's 10 s timeout by advancing the clock. */
async function settle(sandbox: SandboxHandle, receiver: Receiver, hangsHandled: { count: number }): Promise<void> {
  const deadline = performance.now() + 20_000;
  let sinceAdvance = 0;
  for (;;) {
    const idle = await Promise.race([sandbox.webhooks.idle().then(() => true), sleep(25).then(() => false)]);
    if (idle) return;
    const hangs = receiver.received.filter((hook) => hook.behaviour === "hang").length;
    sinceAdvance++;
    if (receiver.hanging() > 0 && (hangs > hangsHandled.count || sinceAdvance > 80)) {
      // The sender starts its 10 s (sandbox clock) once the request is out; give it a moment to be out.
      await sleep(20);
      hangsHandled.count = hangs;
      sinceAdvance = 0;
      sandbox.clock.advance(TIMEOUT_MS);
    }
    if (performance.now() > deadline) throw new Error("a webhook try did not settle within 20 s");
  }
}

interface Outcome {
  faults: number;
  lost: number;
  failures: string[];
}

async function runScenario(
  sandbox: SandboxHandle,
  scenario: Scenario,
  client: { clientId: string; clientSecret: string },
): Promise<Outcome> {
  const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
  const orgGuid = sandbox.organisations[client.clientId] as string;
  // The sender's try number (a try that finds the receiver down never reaches it, so the receiver cannot count).
  let currentTry = 1;
  const receiver = await startReceiver(() => scenario.behaviour(currentTry));
  const failures: string[] = [];
  const fail = (text: string) => failures.push(`${scenario.name}: ${text}`);
  try {
    const subscription = objectOf(
      await callJson(sandbox.url, "POST", "/v1/public/webhooks/order.created/subscribe", token, {
        callback_url: receiver.url,
      }),
      "subscribe",
    );
    await receiver.setListening(scenario.behaviour(1) !== "down");
    const order = objectOf(
      await callJson(sandbox.url, "POST", "/v1/public/orders", token, {
        number: `WH-${scenario.name}`,
        vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2020 }],
      }),
      "create order",
    );
    const hangs = { count: 0 };
    const deliveries = () => sandbox.webhooks.deliveries(orgGuid, "order.created") as unknown as Delivery[];
    for (let attempt = 1; attempt <= MAX_TRIES + 1; attempt++) {
      await settle(sandbox, receiver, hangs);
      const delivery = deliveries()[0];
      if (delivery?.state !== "pending" || !delivery.next_attempt_at) break;
      currentTry = attempt + 1;
      await receiver.setListening(scenario.behaviour(currentTry) !== "down");
      sandbox.clock.advance(Math.max(0, epoch(delivery.next_attempt_at) - sandbox.clockOf(orgGuid).now()));
    }
    // Long after: nothing more may be sent (no duplicate, no try past the fifth).
    currentTry = MAX_TRIES + 1;
    await receiver.setListening(true);
    const seenBefore = receiver.received.length;
    sandbox.clock.advance(10 * RETRY_INTERVAL_MS);
    await settle(sandbox, receiver, hangs);
    await sleep(30);
    if (receiver.received.length !== seenBefore)
      fail(`${receiver.received.length - seenBefore} request(s) after the delivery ended`);

    const events = sandbox.events.recent(orgGuid).filter((event) => event.action === "order.created");
    const log = deliveries();
    let lost = 0;
    for (const event of events) {
      const entries = log.filter((delivery) => delivery.event_id === event.id);
      if (entries.length !== 1) {
        lost++;
        fail(`event ${event.id} has ${entries.length} entries in the delivery log`);
      }
    }
    const delivery = log[0];
    const expectedTries = scenario.succeedsAt ?? MAX_TRIES;
    let faults = 0;
    for (let attempt = 1; attempt <= expectedTries; attempt++) if (scenario.behaviour(attempt) !== "ok") faults++;
    if (!delivery) return { faults, lost: Math.max(lost, 1), failures: [...failures, `${scenario.name}: no delivery`] };
    if (delivery.payload.order_guid !== order.guid)
      fail(`payload order_guid ${String(delivery.payload.order_guid)}, expected ${String(order.guid)}`);
    const expectedState = scenario.succeedsAt ? "succeeded" : "failed";
    if (delivery.state !== expectedState) fail(`state ${delivery.state}, expected ${expectedState}`);
    if (delivery.attempts.length !== expectedTries)
      fail(`${delivery.attempts.length} tries, expected ${expectedTries}`);
    delivery.attempts.forEach((attempt, index) => {
      const previous = delivery.attempts[index - 1];
      if (previous && epoch(attempt.at) - epoch(previous.at) !== RETRY_INTERVAL_MS) {
        fail(
          `try ${attempt.attempt} started ${(epoch(attempt.at) - epoch(previous.at)) / 1000} s after the previous one, expected 60 s`,
        );
      }
      const behaviour = scenario.behaviour(index + 1);
      const expected: Record<string, number> = { ok: 200, "status-500": 500, "status-404": 404, "redirect-302": 302 };
      if (expected[behaviour] !== undefined && attempt.status_code !== expected[behaviour]) {
        fail(
          `try ${attempt.attempt} logged status ${attempt.status_code}, the receiver answered ${expected[behaviour]}`,
        );
      }
      if (["down", "reset", "hang"].includes(behaviour) && !attempt.error)
        fail(`try ${attempt.attempt} (${behaviour}) logged no error`);
      if (behaviour === "hang" && !/timeout/i.test(attempt.error ?? ""))
        fail(`try ${attempt.attempt} (hang) logged '${attempt.error}', not a timeout`);
    });
    const reached = Array.from({ length: expectedTries }, (_, i) => scenario.behaviour(i + 1)).filter(
      (b) => b !== "down",
    ).length;
    const received = receiver.received.filter((hook) => hook.key === order.guid);
    if (received.length !== reached) fail(`the receiver got ${received.length} requests, expected ${reached}`);
    if (receiver.redirectHits > 0) fail(`the sender followed a redirect (${receiver.redirectHits} requests)`);
    if (received.some((hook) => hook.verificationToken !== subscription.verification_token)) {
      fail("a request came without the subscription's X-Verification-Token");
    }
    const successes = received.filter((hook) => hook.behaviour === "ok").length;
    if (scenario.succeedsAt && (delivery.state !== "succeeded" || successes !== 1)) {
      lost += successes === 0 ? 1 : 0;
      if (successes > 1) fail(`${successes} successful deliveries of one event`);
      if (successes === 0) fail("the event was never delivered although a try remained");
    }
    return { faults, lost, failures };
  } finally {
    await receiver.close();
  }
}

async function checkCallbackUrls(
  sandbox: SandboxHandle,
  client: { clientId: string; clientSecret: string },
): Promise<string[]> {
  const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
  const failures: string[] = [];
  for (const url of BAD_CALLBACK_URLS) {
    const answer = await callJson(sandbox.url, "POST", "/v1/public/webhooks/order.paid/subscribe", token, {
      callback_url: url,
    });
    const details = (answer.body as { data?: { details?: Record<string, unknown> } })?.data?.details ?? {};
    if (answer.status !== 400 || !("callback_url" in details)) {
      failures.push(`callback_url '${url}': HTTP ${answer.status}, expected 400 naming callback_url`);
    }
  }
  for (const url of GOOD_CALLBACK_URLS) {
    const answer = await callJson(sandbox.url, "POST", "/v1/public/webhooks/order.paid/subscribe", token, {
      callback_url: url,
    });
    if (answer.status !== 200) failures.push(`callback_url '${url}': HTTP ${answer.status}, expected 200`);
  }
  const list = await callJson(sandbox.url, "GET", "/v1/public/webhooks", token);
  const active = ((list.body as { data?: { objects?: { callback_url?: string }[] } })?.data?.objects ?? []).map(
    (s) => s.callback_url,
  );
  if (active.some((url) => BAD_CALLBACK_URLS.includes(url ?? "")))
    failures.push("a refused callback_url is listed as a subscription");
  return failures;
}

export async function webhookFaults(options: WebhookFaultOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const clients = [...SCENARIOS.map((_, index) => `hooks-${index}`), "burst", "callbacks"].map((clientId) => ({
    clientId,
    clientSecret: randomBytes(18).toString("base64url"),
  }));
  const settings: SandboxOptions = {
    port: 0,
    clock: "manual",
    clockStart: "2026-03-14T09:30:00Z",
    validateResponses: true,
    clients,
    faults: options.faults ?? [],
    logger: () => {},
  };
  const sandbox = await startSandbox(settings);
  const counters: Partial<Counters> = { faultsInjected: 0, faultsMishandled: 0, eventsLost: 0, otherFailures: 0 };
  const failures: string[] = [];
  let burst: BurstOutcome | undefined;
  try {
    for (const [index, scenario] of SCENARIOS.entries()) {
      const outcome = await runScenario(sandbox, scenario, clients[index] as (typeof clients)[number]);
      counters.faultsInjected = (counters.faultsInjected ?? 0) + outcome.faults;
      counters.eventsLost = (counters.eventsLost ?? 0) + outcome.lost;
      if (outcome.failures.length > 0) counters.faultsMishandled = (counters.faultsMishandled ?? 0) + 1;
      failures.push(...outcome.failures);
      options.log?.(`webhook faults: ${scenario.name}: ${outcome.failures.length === 0 ? "ok" : "FAILED"}`);
    }
    const burstClient = clients.at(-2) as (typeof clients)[number];
    // The burst's receiver answers at once, so its sandbox gives an answer on its way ample real time after the clock
    // moved: on a busy machine a 2xx held up in a queue is still that try's, not a duplicate.
    const burstSandbox = await startSandbox({ ...settings, webhookClockGraceMs: BURST_CLOCK_GRACE_MS });
    try {
      const { token } = await issueToken(burstSandbox.url, burstClient.clientId, burstClient.clientSecret);
      burst = await webhookBurst(burstSandbox, token, burstSandbox.organisations[burstClient.clientId] as string);
    } finally {
      await burstSandbox.close();
    }
    counters.faultsInjected = (counters.faultsInjected ?? 0) + burst.faults;
    counters.eventsLost = (counters.eventsLost ?? 0) + burst.lost;
    counters.faultsMishandled = (counters.faultsMishandled ?? 0) + burst.duplicates + burst.disagreements;
    failures.push(...burst.failures.map((line) => `burst: ${line}`));
    options.log?.(
      `webhook faults: burst of ${BURST_EVENTS}: ${burst.delivered} delivered, ${burst.failedAfterAllTries} failed after 5 tries, ${burst.lost} lost`,
    );
    const urlFailures = await checkCallbackUrls(sandbox, clients.at(-1) as (typeof clients)[number]);
    counters.otherFailures = urlFailures.length;
    failures.push(...urlFailures);
  } finally {
    await sandbox.close();
  }
  return {
    name: "webhook-faults",
    status: partStatus(counters, failures),
    durationMs: performance.now() - started,
    summary: `${SCENARIOS.length} receiver scenarios (down, slow, 500, 302, 404, reset, recoveries), a burst of ${BURST_EVENTS} events to a receiver failing half the time, ${BAD_CALLBACK_URLS.length} refused and ${GOOD_CALLBACK_URLS.length} accepted callback URLs`,
    counters,
    failures,
    details: {
      scenarios: SCENARIOS.map((scenario) => scenario.name),
      ...(burst ? { burst: { ...burst, failures: burst.failures.length } } : {}),
    },
  };
}
