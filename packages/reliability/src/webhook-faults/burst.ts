/**
 * The burst check: 1,000 `order.created` events (more than any cap of the sender) to a receiver that answers 500 to
 * every other request, on the manual clock, which is moved while tries are in flight. Afterwards every event must
 * be either delivered (exactly one 2xx at the receiver, logged `succeeded`) or failed after its 5 tries; the log
 * must agree with what the receiver saw.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { SandboxHandle } from "@haulkit/sandbox";
import { callJson, objectOf } from "../http.js";
import { MAX_TRIES, RETRY_INTERVAL_MS, TIMEOUT_MS } from "./scenarios.js";

export const BURST_EVENTS = 1000;

export interface BurstOutcome {
  generated: number;
  delivered: number;
  failedAfterAllTries: number;
  /** Events neither delivered nor failed after every try once the run settled. */
  lost: number;
  /** Events the receiver answered 2xx more than once. */
  duplicates: number;
  /** Events whose log state disagrees with the receiver (a 2xx logged as failed, or succeeded without a 2xx). */
  disagreements: number;
  /** Requests the receiver answered 500 (the injected faults). */
  faults: number;
  failures: string[];
}

interface Seen {
  requests: number;
  successes: number;
}

/** A receiver that answers 500 to every other request it gets (200 to the rest), counting per order. */
async function startFlakyReceiver(): Promise<{
  url: string;
  seen: Map<string, Seen>;
  faults(): number;
  close(): Promise<void>;
}> {
  const seen = new Map<string, Seen>();
  let count = 0;
  let faults = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let key = "?";
      try {
        key = String((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { order_guid?: unknown }).order_guid);
      } catch {}
      const entry = seen.get(key) ?? { requests: 0, successes: 0 };
      seen.set(key, entry);
      entry.requests++;
      count++;
      const status = count % 2 === 0 ? 500 : 200;
      if (status === 500) faults++;
      response.on("finish", () => {
        if (status === 200) entry.successes++;
      });
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "fail");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/burst`,
    seen,
    faults: () => faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits for the sender to have nothing in flight, at most `limitMs` of real time. The limit's timer is cancelled
 * when the sender goes idle first: left running, it kept the CLI's process alive for a minute after its report.
 */
async function idle(sandbox: SandboxHandle, limitMs: number): Promise<boolean> {
  const limit = new AbortController();
  const timedOut = sleep(limitMs, false, { signal: limit.signal }).catch(() => false);
  try {
    return await Promise.race([sandbox.webhooks.idle().then(() => true), timedOut]);
  } finally {
    limit.abort();
  }
}

interface LoggedDelivery {
  state: string;
  payload: { order_guid?: unknown };
  attempts: unknown[];
}

/** Runs the burst in the organisation of `client` (its own receiver and subscription). */
export async function webhookBurst(
  sandbox: SandboxHandle,
  token: string,
  orgGuid: string,
  events = BURST_EVENTS,
): Promise<BurstOutcome> {
  const receiver = await startFlakyReceiver();
  const failures: string[] = [];
  try {
    objectOf(
      await callJson(sandbox.url, "POST", "/v1/public/webhooks/order.created/subscribe", token, {
        callback_url: receiver.url,
      }),
      "subscribe",
    );
    const orders: string[] = [];
    const body = { number: "BURST", vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2020 }] };
    const workers = Array.from({ length: 8 }, async () => {
      while (orders.length < events) {
        orders.push("");
        const index = orders.length - 1;
        const order = objectOf(await callJson(sandbox.url, "POST", "/v1/public/orders", token, body), "create order");
        orders[index] = String(order.guid);
      }
    });
    await Promise.all(workers);
    // Every try of the burst is tried and retried; the clock moves by the timeout while tries are in flight.
    for (let round = 0; round <= MAX_TRIES + 1; round++) {
      await sleep(15);
      sandbox.clock.advance(TIMEOUT_MS);
      if (!(await idle(sandbox, 60_000))) failures.push(`round ${round}: tries still in flight after 60 s`);
      sandbox.clock.advance(RETRY_INTERVAL_MS - TIMEOUT_MS);
    }
    sandbox.clock.advance(10 * RETRY_INTERVAL_MS);
    await idle(sandbox, 60_000);

    const log = sandbox.webhooks.deliveries(orgGuid, "order.created") as unknown as LoggedDelivery[];
    const byOrder = new Map<string, LoggedDelivery[]>();
    for (const delivery of log) {
      const key = String(delivery.payload.order_guid);
      byOrder.set(key, [...(byOrder.get(key) ?? []), delivery]);
    }
    let delivered = 0;
    let failedAfterAllTries = 0;
    let lost = 0;
    let duplicates = 0;
    let disagreements = 0;
    for (const guid of orders) {
      const entries = byOrder.get(guid) ?? [];
      const seen = receiver.seen.get(guid) ?? { requests: 0, successes: 0 };
      const entry = entries[0];
      if (entries.length !== 1 || !entry) {
        lost++;
        if (failures.length < 20) failures.push(`order ${guid}: ${entries.length} delivery log entries`);
        continue;
      }
      if (entry.state === "succeeded") delivered++;
      else if (entry.state === "failed" && entry.attempts.length === MAX_TRIES) failedAfterAllTries++;
      else {
        lost++;
        if (failures.length < 20)
          failures.push(`order ${guid}: ${entry.state} after ${entry.attempts.length} tries (never sent or dropped)`);
      }
      if (seen.successes > 1) {
        duplicates++;
        if (failures.length < 20) failures.push(`order ${guid}: the receiver answered 2xx ${seen.successes} times`);
      }
      if (seen.successes > 0 !== (entry.state === "succeeded")) {
        disagreements++;
        if (failures.length < 20)
          failures.push(`order ${guid}: logged ${entry.state}, the receiver answered 2xx ${seen.successes} times`);
      }
    }
    if (lost > 0) failures.push(`${lost} of ${orders.length} events lost`);
    if (duplicates > 0) failures.push(`${duplicates} events delivered twice with a 2xx`);
    if (disagreements > 0) failures.push(`${disagreements} events whose log disagrees with the receiver`);
    return {
      generated: orders.length,
      delivered,
      failedAfterAllTries,
      lost,
      duplicates,
      disagreements,
      faults: receiver.faults(),
      failures,
    };
  } finally {
    await receiver.close();
  }
}
