/**
 * No event lost, and a log that agrees with the receiver: a burst larger than any bound of the sender, to a receiver
 * that fails half the time, with the manual clock moved while tries are in flight.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_IN_FLIGHT_PER_ORG, MAX_TRIES } from "../../src/webhooks/dispatcher.js";
import { type Body, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../support/sandbox.js";

const MINUTE = 60_000;

/** Answers each request after `delayMs` of real time: 500 to every other one, 200 to the rest; counts per order. */
async function flakyReceiver(delayMs: number) {
  const successes = new Map<string, number>();
  let requests = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const key = String(JSON.parse(Buffer.concat(chunks).toString("utf8")).order_guid);
      const status = ++requests % 2 === 0 ? 500 : 200;
      setTimeout(() => {
        response.on("finish", () => {
          if (status === 200) successes.set(key, (successes.get(key) ?? 0) + 1);
        });
        response.writeHead(status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    successes,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

/**
 * Real time a try keeps after the clock moved past its timeout. The receivers here never hang, so it only matters on a
 * busy machine, where an answer already sent may wait in a queue longer than the default second.
 */
const BUSY_MACHINE_GRACE_MS = 60_000;

describe("a burst of webhook events", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(receiverDelayMs: number) {
    const receiver = await flakyReceiver(receiverDelayMs);
    cleanups.push(receiver.close);
    const sandbox: TestSandbox = await startTestSandbox({ webhookClockGraceMs: BUSY_MACHINE_GRACE_MS });
    cleanups.push(async () => {
      expect(responseMismatches(sandbox)).toEqual([]);
      await sandbox.close();
    });
    const shipper = await Shipper.connect(sandbox);
    const subscribed = await shipper.post("/webhooks/order.created/subscribe", { callback_url: receiver.url });
    expect(subscribed.status, subscribed.text).toBe(200);
    const org = sandbox.organisations[sandbox.credentials.clientId] as string;
    return { receiver, sandbox, shipper, org };
  }

  it("sends every one of 1,000 events to a receiver failing half the time: generated = delivered + failed after 5 tries", async () => {
    const { receiver, sandbox, shipper, org } = await setUp(0);
    const orders: string[] = [];
    for (let batch = 0; batch < 100; batch++) {
      const created = await Promise.all(Array.from({ length: 10 }, () => shipper.createOrder()));
      orders.push(...created.map((order: Body) => order.guid));
    }
    for (let minute = 0; minute <= MAX_TRIES; minute++) {
      await sandbox.webhooks.idle();
      sandbox.clock.advance(MINUTE);
    }
    await sandbox.webhooks.idle();
    const counts = sandbox.webhooks.counts(org);
    expect(counts).toMatchObject({ generated: 1000, pending: 0, canceled: 0 });
    expect(counts.succeeded + counts.failed).toBe(1000);
    const log = sandbox.webhooks.deliveries(org) as Body[];
    expect(new Set(log.map((delivery) => delivery.payload.order_guid))).toEqual(new Set(orders));
    for (const delivery of log) {
      if (delivery.state === "failed") expect(delivery.attempts).toHaveLength(MAX_TRIES);
      else expect(delivery.state).toBe("succeeded");
      expect(receiver.successes.get(delivery.payload.order_guid) ?? 0).toBe(delivery.state === "succeeded" ? 1 : 0);
    }
    expect(receiver.successes.size).toBe(counts.succeeded);
    // Every event was tried, so the receiver saw at least one request per event.
    expect(receiver.requests()).toBeGreaterThanOrEqual(1000);
  });

  it("counts a 2xx that arrives after the clock jumped past the timeout as the success it is (no duplicate)", async () => {
    // The receiver answers after 30 ms of real time, well within the grace, while the clock jumps 10 s at once.
    const { receiver, sandbox, shipper, org } = await setUp(30);
    const events = 2 * MAX_IN_FLIGHT_PER_ORG;
    for (let index = 0; index < events; index++) await shipper.createOrder();
    for (let minute = 0; minute <= MAX_TRIES; minute++) {
      const before = receiver.requests();
      // Once a try reached the receiver, its 10 s on the sandbox clock run: the jump makes them fall due at once.
      while (receiver.requests() === before && sandbox.webhooks.counts(org).pending > 0) await sleep(1);
      sandbox.clock.advance(10_000);
      await sandbox.webhooks.idle();
      sandbox.clock.advance(MINUTE - 10_000);
    }
    await sandbox.webhooks.idle();
    const log = sandbox.webhooks.deliveries(org) as Body[];
    const timeouts = log.flatMap((delivery) => delivery.attempts).filter((attempt: Body) => attempt.error !== null);
    expect(timeouts).toEqual([]);
    for (const delivery of log) {
      expect(receiver.successes.get(delivery.payload.order_guid) ?? 0).toBe(delivery.state === "succeeded" ? 1 : 0);
    }
    const counts = sandbox.webhooks.counts(org);
    expect(counts).toMatchObject({ generated: events, pending: 0, canceled: 0 });
    expect(counts.succeeded + counts.failed).toBe(events);
    expect(receiver.successes.size).toBe(counts.succeeded);
    for (const delivery of log.filter((entry) => entry.state === "failed"))
      expect(delivery.attempts.map((attempt: Body) => attempt.status_code)).toEqual([500, 500, 500, 500, 500]);
  });
});
