/**
 * Real processes: a sandbox killed with SIGKILL while it answers keeps every change it answered 2xx, and a webhook
 * try that was waiting for its retry is sent after the restart.
 */
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { useNodeProcesses, waitForOutput } from "../support/processes.js";
import { type Body, basic, call, orderBody } from "../support/sandbox.js";
import { freshDir } from "./harness.js";

const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
// Registered after the cleanups, so its after-each (killing the processes) runs before theirs.
const node = useNodeProcesses(PACKAGE);

/** Starts `args` under node + tsx in the package; resolves with the URL it prints and a way to kill it. */
async function startProcess(args: string[]) {
  const started = node(["--import", "tsx", ...args]);
  const { child, exited, output } = started;
  const [, url] = await waitForOutput(started, "stdout", /listening on (http:\/\/127\.0\.0\.1:\d+)/);
  return {
    url: url as string,
    stderr: () => output().stderr,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

function newDir(): string {
  const dir = freshDir();
  cleanups.push(() => rmSync(join(dir, ".."), { recursive: true, force: true }));
  return dir;
}

async function token(url: string, id: string, secret: string): Promise<string> {
  const response = await call(`${url}/oauth/token?grant_type=client_credentials`, "POST", {
    headers: { authorization: basic(id, secret) },
  });
  expect(response.status).toBe(200);
  return response.body.access_token as string;
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

describe("a sandbox killed with SIGKILL", () => {
  it("keeps every order it answered 200, even while creates were in flight, and the token that made them", async () => {
    const dir = newDir();
    const cli = ["src/cli.ts", "--port", "0", "--client", "team:team-secret", "--data-dir", dir];
    const first = await startProcess(cli);
    const access = await token(first.url, "team", "team-secret");
    const customer = await call(`${first.url}/v1/public/customers`, "POST", {
      body: { name: "Lone Star Motors" },
      headers: bearer(access),
    });
    expect(customer.status).toBe(200);
    const answered = new Map<string, Body>();
    let killed = false;
    let sent = 0;
    // 8 connections create orders until 60 were answered, then the process is killed with creates still in flight.
    const worker = async () => {
      while (!killed && sent < 400) {
        sent++;
        const response = await call(`${first.url}/v1/public/orders`, "POST", {
          body: orderBody({ number: `KILL-${sent}` }),
          headers: bearer(access),
        }).catch(() => undefined);
        if (response?.status === 200 && !killed)
          answered.set(response.body.data.object.guid, response.body.data.object);
        if (answered.size >= 60 && !killed) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(answered.size).toBeGreaterThanOrEqual(60);

    const second = await startProcess(cli);
    const activityIds = async (guid: string): Promise<number[]> => {
      const list = await call(`${second.url}/v1/public/orders/${guid}/activities`, "GET", { headers: bearer(access) });
      expect(list.status).toBe(200);
      return list.body.data.objects.map((entry: Body) => entry.id);
    };
    const kept: number[] = [];
    for (const [guid, created] of answered) {
      const read = await call(`${second.url}/v1/public/orders/${guid}`, "GET", { headers: bearer(access) });
      expect(read.status, guid).toBe(200);
      expect(read.body.data.object).toEqual(created);
      kept.push(...(await activityIds(guid)));
    }
    expect(kept).toHaveLength(answered.size);
    const again = await call(`${second.url}/v1/public/customers/${customer.body.data.object.guid}`, "GET", {
      headers: bearer(access),
    });
    expect(again.body.data.object).toEqual(customer.body.data.object);
    // The counters go on from where the killed process left them: no activity id is given twice.
    const next = await call(`${second.url}/v1/public/orders`, "POST", { body: orderBody(), headers: bearer(access) });
    expect(next.status).toBe(200);
    const [nextId] = await activityIds(next.body.data.object.guid);
    expect(nextId).toBeGreaterThan(Math.max(...kept));
  });

  it("sends a webhook try that was waiting for its retry after the restart, when it falls due", async () => {
    const received: Body[] = [];
    let failNext = true;
    const receiver: Server = createServer((request, response) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => {
        received.push(JSON.parse(text));
        response.statusCode = failNext ? 500 : 200;
        failNext = false;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const dir = newDir();
    const first = await startProcess(["test/persistence/manual-clock-child.ts", dir]);
    const access = await token(first.url, "shipper-a", "secret-a");
    const subscribed = await call(`${first.url}/v1/public/webhooks/order.created/subscribe`, "POST", {
      body: { callback_url: hook },
      headers: bearer(access),
    });
    expect(subscribed.status).toBe(200);
    const order = await call(`${first.url}/v1/public/orders`, "POST", { body: orderBody(), headers: bearer(access) });
    expect(order.status).toBe(200);
    const deliveries = async (url: string) =>
      (await call(`${url}/_sandbox/webhooks/deliveries`, "GET", { headers: bearer(access) })).body.data.objects;
    // Wait until the failed first try is logged with its retry time, then kill.
    let waiting: Body;
    for (;;) {
      [waiting] = await deliveries(first.url);
      if (waiting?.attempts.length === 1 && waiting.next_attempt_at !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(waiting.attempts[0].status_code).toBe(500);
    await first.kill();
    expect(received).toHaveLength(1);

    const second = await startProcess(["test/persistence/manual-clock-child.ts", dir]);
    const [restored] = await deliveries(second.url);
    expect(restored).toEqual(waiting);
    expect(received).toHaveLength(1); // not due yet: the manual clock went on from where it was
    const advanced = await call(`${second.url}/_sandbox/clock/advance`, "POST", {
      body: { seconds: 60 },
      headers: bearer(access),
    });
    expect(advanced.status).toBe(200);
    let done: Body;
    for (;;) {
      [done] = await deliveries(second.url);
      if (done.state !== "pending") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(done.state).toBe("succeeded");
    expect(done.attempts.map((attempt: Body) => attempt.status_code)).toEqual([500, 200]);
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
    expect(received[0].action).toBe("order.created");
  });
  it("restores an organisation's own test clock advanced before the kill, for that organisation only", async () => {
    const dir = newDir();
    const first = await startProcess(["test/persistence/manual-clock-child.ts", dir]);
    const [a, b] = [await token(first.url, "shipper-a", "secret-a"), await token(first.url, "shipper-b", "secret-b")];
    const clockOf = async (url: string, access: string) => {
      const read = await call(`${url}/_sandbox/clock`, "GET", { headers: bearer(access) });
      expect(read.status).toBe(200);
      return read.body.data.object.now as string;
    };
    const advance = async (url: string, access: string, seconds: number) => {
      const moved = await call(`${url}/_sandbox/clock/advance`, "POST", { body: { seconds }, headers: bearer(access) });
      expect(moved.status).toBe(200);
      return moved.body.data.object.now as string;
    };
    const started = await clockOf(first.url, b);
    // Nine days: both tokens (ten days) live on, A's one day from its expiry by A's clock.
    const advancedA = await advance(first.url, a, 9 * 86_400);
    expect(advancedA).not.toBe(started);
    expect(await clockOf(first.url, b)).toBe(started);
    await first.kill();

    const second = await startProcess(["test/persistence/manual-clock-child.ts", dir]);
    expect(await clockOf(second.url, a)).toBe(advancedA);
    expect(await clockOf(second.url, b)).toBe(started);
    // A's token expires by A's restored clock (one second short of ten days it still works), B's does not.
    await advance(second.url, a, 86_399);
    const orders = (url: string, access: string) => call(`${url}/v1/public/orders`, "GET", { headers: bearer(access) });
    expect((await orders(second.url, a)).status).toBe(200);
    await advance(second.url, a, 1);
    expect((await orders(second.url, a)).status).toBe(401);
    expect((await orders(second.url, b)).status).toBe(200);
    expect(await clockOf(second.url, b)).toBe(started);
  });
});
