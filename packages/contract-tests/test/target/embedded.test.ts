/** The embedded target: one sandbox per suite, each on a manual clock that starts now unless CLOCK_STARTS names it. */
import type { ServerResponse } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody } from "../../src/harness/fixtures.js";
import { eventually } from "../../src/harness/poll.js";
import {
  CLOCK_STARTS,
  type EmbeddedTargets,
  ORGANISATIONS_PER_TEST,
  probeEmbedded,
  startEmbedded,
  WEBHOOK_CLOCK_GRACES,
} from "../../src/target/embedded.js";
import { probe, requestToken } from "../../src/target/probe.js";
import type { ClientPair, Connection } from "../../src/target/target.js";
import { callOperation, type OperationParams } from "../support/call-operation.js";
import { scriptedServer } from "../support/servers.js";

/** What the connection's organisation's test clock reads, in epoch ms. */
async function clockOf(connection: Connection): Promise<number> {
  const token = await requestToken(connection);
  const response = await fetch(`${connection.shipperUrl}/_sandbox/clock`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { object: { kind: string; now: string } } };
  expect(data.object.kind).toBe("manual");
  return Date.parse(data.object.now.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
}

/**
 * An order.cancel try held by the receiver for 1.1 s of real time (past G-162's 1 s grace: a busy machine only makes
 * it longer), then the organisation's clock passes its 10 s, then the answer 200: the delivery after it. With the
 * 1 s grace the move itself cuts the try off, before the answer is written.
 */
async function answeredAfterTheClockPassed(connection: Connection, callbackUrl: string, held: Promise<ServerResponse>) {
  const call = async (operationId: string, params: OperationParams) =>
    callOperation(connection.shipperUrl, await requestToken(connection), operationId, params);
  const action = { webhook_action: "order.cancel" };
  await call("subscribeWebhook", { path: action, body: { callback_url: callbackUrl } });
  const order = await call("createOrder", { body: orderBody() });
  await call("cancelSandboxOrder", { path: { order_guid: order.guid } });
  const response = await held;
  await delay(1_100);
  await call("advanceSandboxClock", { body: { seconds: 10 } });
  response.writeHead(200).end();
  return eventually("the order.cancel try's outcome", async () => {
    const [delivery] = await call("listSandboxWebhookDeliveries", { query: { action: "order.cancel" } });
    return delivery?.attempts.length === 1 ? delivery : undefined;
  });
}

describe("startEmbedded refusing to half-start", () => {
  const listening = () => process.getActiveResourcesInfo().filter((kind) => kind === "TCPServerWrap").length;

  it("a sandbox that cannot start fails the whole start, and nothing is left listening", async () => {
    // First in the file: no sandbox of this file is open or closing.
    const before = listening();
    // A client id may not hold ':': that suite's sandbox refuses its options, so none of the three starts.
    await expect(startEmbedded(["orders", "bad:suite", "pricing"])).rejects.toThrow("a client id must be non-empty");
    // A closed server's handle is released on a later turn of the event loop (turns, not time: a leak stays).
    for (let turn = 0; turn < 1000 && listening() > before; turn++) await new Promise((r) => setImmediate(r));
    expect(listening()).toBe(before);
  });
});

describe("startEmbedded", () => {
  let embedded: EmbeddedTargets;
  let startedAt: number;
  beforeAll(async () => {
    startedAt = Date.now();
    embedded = await startEmbedded(["dated-rules", "pricing", "webhook-retries"]);
  });
  afterAll(async () => {
    await embedded?.close();
  });

  const connection = (suite: string): Connection => {
    const found = embedded.connections[suite];
    if (!found) throw new Error(`no embedded sandbox for ${suite}`);
    return found;
  };

  it("starts the dated-rules suite's clock before August 1, 2023 (its dated rule's before side)", async () => {
    expect(CLOCK_STARTS["dated-rules"]).toBe("2023-07-31T00:00:00Z");
    expect(await clockOf(connection("dated-rules"))).toBe(Date.UTC(2023, 6, 31));
    // Its second organisation's clock too: the whole sandbox starts then.
    expect(await clockOf({ ...connection("dated-rules"), ...connection("dated-rules").second })).toBe(
      Date.UTC(2023, 6, 31),
    );
  });

  it("starts any other suite's clock at the current time", async () => {
    expect(Object.hasOwn(CLOCK_STARTS, "pricing")).toBe(false);
    const now = await clockOf(connection("pricing"));
    expect(now).toBeGreaterThanOrEqual(startedAt);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("a sandbox clock in 2023 gives tokens and probes as a sandbox with a test clock", async () => {
    const target = await probe(connection("dated-rules"), { allowWrites: false });
    expect(target).toMatchObject({
      sandbox: true,
      clock: "manual",
      capabilities: { testHelpers: true, testClock: true, writes: true, pricing: true, secondClient: true },
    });
  });

  it("starts each suite's sandbox on a port of its own, in the order the suites were given", () => {
    expect(Object.keys(embedded.connections)).toEqual(["dated-rules", "pricing", "webhook-retries"]);
    expect(connection("dated-rules").shipperUrl).not.toBe(connection("pricing").shipperUrl);
    expect(connection("dated-rules").clientId).toBe("contract-dated-rules");
    expect(connection("pricing").clientId).toBe("contract-pricing");
  });

  it("probes once for all: every suite keeps its own connection, with the sandbox's capabilities", async () => {
    const targets = await probeEmbedded(embedded, { allowWrites: false });
    expect(Object.keys(targets)).toEqual(["dated-rules", "pricing", "webhook-retries"]);
    for (const suite of ["dated-rules", "pricing"]) {
      const { capabilities, sandbox, clock, ...own } = targets[suite] as NonNullable<(typeof targets)[string]>;
      expect(own).toMatchObject(connection(suite));
      expect({ sandbox, clock }).toEqual({ sandbox: true, clock: "manual" });
      expect(capabilities).toMatchObject({ testHelpers: true, testClock: true, writes: true, secondClient: true });
      // The connection probed for one suite works for that suite's own sandbox: its token lists its orders.
      const token = await requestToken(targets[suite] as Connection);
      const listed = await fetch(`${targets[suite]?.shipperUrl}/v1/public/orders`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.status).toBe(200);
    }
  });

  it("gives a suite ORGANISATIONS_PER_TEST names that many further clients, each its own organisation with its own clock", async () => {
    const count = ORGANISATIONS_PER_TEST["webhook-retries"];
    expect(count).toBeGreaterThan(0);
    const retries = connection("webhook-retries");
    const own = retries.organisations ?? [];
    expect(own).toHaveLength(count as number);
    const ids = [retries.clientId, retries.second?.clientId, ...own.map((client) => client.clientId)];
    expect(new Set(ids).size, "distinct client ids").toBe(ids.length);
    // Moving one organisation's clock moves neither the suite's nor another further organisation's.
    const [first, second] = own as [ClientPair, ClientPair];
    const before = await clockOf(retries);
    const token = await requestToken({ ...retries, ...first });
    const moved = await fetch(`${retries.shipperUrl}/_sandbox/clock/advance`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ seconds: 3600 }),
    });
    expect(moved.status).toBe(200);
    expect(await clockOf({ ...retries, ...first })).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(await clockOf(retries)).toBeLessThan(before + 3_600_000);
    expect(await clockOf({ ...retries, ...second })).toBeLessThan(before + 3_600_000);
    // Their orders are their own: the further organisation lists none of the suite's.
    const suiteToken = await requestToken(retries);
    const created = await fetch(`${retries.shipperUrl}/v1/public/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${suiteToken}`, "content-type": "application/json" },
      body: JSON.stringify(orderBody()),
    });
    expect(created.status).toBe(200);
    const listed = await fetch(`${retries.shipperUrl}/v1/public/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await listed.json()) as { data: { objects: unknown[] } }).data.objects).toEqual([]);
  });

  it("gives webhook-retries' sandbox its WEBHOOK_CLOCK_GRACES grace: an answer after a moved clock's 10 s is taken there, cut off elsewhere", async () => {
    expect(WEBHOOK_CLOCK_GRACES["webhook-retries"]).toBeGreaterThanOrEqual(60_000);
    expect(Object.hasOwn(WEBHOOK_CLOCK_GRACES, "pricing")).toBe(false);
    const holders: Record<string, (response: ServerResponse) => void> = {};
    const held = (suite: string) => new Promise<ServerResponse>((resolve) => (holders[suite] = resolve));
    const receiver = await scriptedServer((request, response) => holders[request.url?.slice(1) ?? ""]?.(response));
    try {
      const [retries, pricing] = await Promise.all(
        ["webhook-retries", "pricing"].map((suite) =>
          answeredAfterTheClockPassed(connection(suite), `${receiver.url}/${suite}`, held(suite)),
        ),
      );
      expect(retries).toMatchObject({ state: "succeeded", attempts: [{ status_code: 200, error: null }] });
      expect(pricing).toMatchObject({
        state: "pending",
        attempts: [{ status_code: null, error: "timeout: no answer within 10 s" }],
      });
    } finally {
      await receiver.close();
    }
  });

  it("gives any other suite no further organisation", () => {
    expect(Object.hasOwn(ORGANISATIONS_PER_TEST, "pricing")).toBe(false);
    expect(connection("pricing").organisations).toBeUndefined();
    expect(connection("dated-rules").organisations).toBeUndefined();
  });
});
