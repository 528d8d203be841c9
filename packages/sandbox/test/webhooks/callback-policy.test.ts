/** The callback host policy over HTTP (subscription and delivery), and a delivery log that is no port scanner. */
import type { LookupAddress } from "node:dns";
import { createServer, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { CONNECTION_FAILED } from "../../src/webhooks/dispatcher.js";
import { deadUrl } from "./receiver.js";
import { useWebhookFixture } from "./support.js";

/** Names the tests resolve without DNS. */
const resolveHost = async (name: string): Promise<LookupAddress[]> => {
  const table: Record<string, string> = { "receiver.test": "127.0.0.1", "evil.test": "169.254.169.254" };
  const address = table[name];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};

describe("the callback host policy", () => {
  const start = useWebhookFixture();

  it.each([
    ["http://169.254.169.254/latest/meta-data/", "must not point at a link-local or cloud metadata host"],
    ["http://metadata.google.internal/computeMetadata/v1/", "must not point at a link-local or cloud metadata host"],
    ["http://[fe80::1]:8080/hooks", "must not point at a link-local or cloud metadata host"],
    ["http://100.100.100.200/", "must not point at a link-local or cloud metadata host"],
  ])("refuses %s at subscription: 400 naming callback_url", async (url, message) => {
    const { shipper, subscribe } = await start();
    const kept = await subscribe("order.created");
    const response = await shipper.post("/webhooks/order.created/subscribe", { callback_url: url });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", details: { callback_url: [message] } },
    });
    const listed = await shipper.get("/webhooks");
    expect(listed.body.data.objects.map((entry: { callback_url: string }) => entry.callback_url)).toEqual([
      kept.callback_url,
    ]);
  });

  it("connects to the address a name resolves to, and refuses on delivery a name that resolves to a metadata address", async () => {
    const { shipper, receiver, subscribe, deliveries, sandbox } = await start({ resolveHost });
    const port = new URL(receiver.url).port;
    await subscribe("order.created", { url: `http://receiver.test:${port}/hooks` });
    await subscribe("order.paid", { url: `http://evil.test:${port}/hooks` });
    const order = await shipper.createOrder();
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    await sandbox.webhooks.idle();
    expect(receiver.requests.map((request) => request.body.action)).toEqual(["order.created"]);
    expect(deliveries("order.created")[0]).toMatchObject({ state: "succeeded" });
    const [refused] = deliveries("order.paid");
    expect(refused).toMatchObject({
      state: "failed",
      reason: "the callback host is not allowed",
      next_attempt_at: null,
    });
    expect(refused.attempts).toEqual([
      expect.objectContaining({
        status_code: null,
        error: "refused: the callback host is or resolves to a link-local or cloud metadata address",
      }),
    ]);
    expect(refused.attempts[0].error).not.toContain("169.254");
  });

  it("with an allow list, refuses other hosts at subscription, loopback included", async () => {
    const { shipper, receiver, subscribe, sandbox } = await start({ resolveHost, callbackHosts: ["receiver.test"] });
    const refused = await shipper.post("/webhooks/order.created/subscribe", { callback_url: receiver.url });
    expect(refused.status).toBe(400);
    expect(refused.body.data.details).toEqual({
      callback_url: ["must point at a host of the sandbox's callback host allow list"],
    });
    await subscribe("order.created", { url: `http://receiver.test:${new URL(receiver.url).port}/hooks` });
    await shipper.createOrder();
    await sandbox.webhooks.idle();
    expect(receiver.requests).toHaveLength(1);
  });
});

describe("the delivery log is no port scanner", () => {
  const start = useWebhookFixture();

  it("logs a closed port, a reset and a service that is not HTTP alike; the sandbox's own log has the cause", async () => {
    const { shipper, receiver, subscribe, deliveries, sandbox } = await start();
    const sockets = new Set<Socket>();
    const talker = createServer((socket) => {
      sockets.add(socket);
      socket.end("SSH-2.0-OpenSSH_9.6\r\n");
    });
    await new Promise<void>((resolve) => talker.listen(0, "127.0.0.1", resolve));
    try {
      const sshPort = (talker.address() as { port: number }).port;
      receiver.script(["reset"]);
      await subscribe("order.created", { url: await deadUrl() });
      await subscribe("order.paid", { url: receiver.url });
      await subscribe("order.modified", { url: `http://127.0.0.1:${sshPort}/hooks`, audit_field_set: ["price"] });
      const order = await shipper.createOrder();
      await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
      await shipper.patch(`/orders/${order.guid}`, { price: "1300.00" });
      await sandbox.webhooks.idle();
      const errors = ["order.created", "order.paid", "order.modified"].map(
        (action) => deliveries(action)[0]?.attempts[0]?.error,
      );
      expect(errors).toEqual([CONNECTION_FAILED, CONNECTION_FAILED, CONNECTION_FAILED]);
      const causes = sandbox.logs
        .filter((entry) => entry.message.startsWith("webhook delivery try failed"))
        .map((entry) => entry.fields?.error);
      expect(causes).toEqual(expect.arrayContaining(["ECONNREFUSED", "ECONNRESET", "HPE_INVALID_CONSTANT"]));
      expect(JSON.stringify(sandbox.logs)).not.toContain(String(sshPort));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => talker.close(() => resolve()));
    }
  });
});
