import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { flushCoverage } from "../../src/coverage/recorder.js";
import { readRecords } from "../../src/coverage/report.js";
import { setWaitLimit } from "../../src/harness/poll.js";
import { WebhookReceiver } from "../../src/webhooks/receiver.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const ORDER_GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
const PAID = { action: "order.paid", action_date: "2026-03-14T10:02:31.877+0000", order_guid: ORDER_GUID };

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = new WebhookReceiver();
  await receiver.start(0);
});
afterEach(async () => {
  await receiver.close();
});

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return fetch(url, { method: "POST", body: text, headers: { "content-type": "application/json", ...headers } });
}

describe("WebhookReceiver", () => {
  it("listens on the loopback interface under a random prefix per receiver", async () => {
    const other = new WebhookReceiver();
    await other.start(0);
    try {
      expect(receiver.url("/orders")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{16}\/orders$/);
      expect(new URL(other.url("/orders")).pathname).not.toBe(new URL(receiver.url("/orders")).pathname);
    } finally {
      await other.close();
    }
  });

  it("hands a conforming webhook to its waiter, with its token, and records its action for coverage", async () => {
    const since = receiver.mark();
    const waiting = receiver.waitFor({ action: "order.paid", since, match: (p) => p.order_guid === ORDER_GUID });
    const response = await post(receiver.url("/paid"), PAID, { "x-verification-token": "0123abcd" });
    expect(response.status).toBe(200);
    const webhook = await waiting;
    expect(webhook).toMatchObject({ path: "/paid", action: "order.paid", token: "0123abcd", violation: undefined });
    const dir = tmp();
    flushCoverage(dir, "receiver");
    expect(readRecords(dir).webhooks).toEqual(["order.paid"]);
  });

  it("finds a webhook that arrived before the wait, but not one before the mark", async () => {
    await post(receiver.url("/paid"), PAID);
    const since = receiver.mark();
    await expect(receiver.waitFor({ action: "order.paid" })).resolves.toMatchObject({ action: "order.paid" });
    await expect(receiver.waitFor({ action: "order.paid", since, timeoutMs: 50 })).rejects.toThrow(
      "webhook order.paid (POST to its callback URL)\n  at (body): expected a matching payload within 0.05 s, actual none order.paid received since the mark",
    );
  });

  it("gives up after the run's wait limit when the wait names no timeout", async () => {
    setWaitLimit(40);
    try {
      await expect(receiver.waitFor({ action: "order.paid" })).rejects.toThrow(
        "expected a matching payload within 0.04 s",
      );
    } finally {
      setWaitLimit(undefined);
    }
  });

  it("fails the wait at once with the violation when a webhook of the action breaks the spec", async () => {
    const waiting = expect(receiver.waitFor({ action: "order.paid", match: () => false })).rejects.toThrow(
      "a order.paid webhook breaks the spec: webhook order.paid: /order_guid must be string (value: 42)",
    );
    await post(receiver.url("/paid"), { ...PAID, order_guid: 42 });
    await waiting;
  });

  it("keeps a body that is not JSON as a violation", async () => {
    await post(receiver.url("/paid"), "not json");
    expect(receiver.since(0)[0]?.violation?.message).toBe('webhook: (body) is not JSON (value: "not json")');
  });

  it("answers a path as told, counting its hits; 404 for paths outside its prefix or other methods", async () => {
    receiver.answer("/flaky", (hit) => (hit === 1 ? 503 : 204));
    expect((await post(receiver.url("/flaky"), PAID)).status).toBe(503);
    expect((await post(receiver.url("/flaky"), PAID)).status).toBe(204);
    expect(receiver.hitsOf("/flaky")).toBe(2);
    const origin = new URL(receiver.url("/")).origin;
    expect((await post(`${origin}/elsewhere`, PAID)).status).toBe(404);
    expect((await fetch(receiver.url("/flaky"))).status).toBe(404);
    expect(receiver.hitsOf("/flaky")).toBe(2);
  });

  it("rejects the waiters still waiting when it closes", async () => {
    const waiting = expect(receiver.waitFor({ action: "order.paid" })).rejects.toThrow("the webhook receiver closed");
    await receiver.close();
    await waiting;
    expect(() => receiver.url("/x")).toThrow("not started");
  });
});
