import { describe, expect, it } from "vitest";
import { ManualClock, startSandbox } from "../src/index.js";
import { createContext } from "../src/sandbox.js";
import { call, Shipper } from "./support/sandbox.js";

describe("startSandbox", () => {
  it("resolves to the URL, the credentials, the clock and close()", async () => {
    const sandbox = await startSandbox({ port: 0, clock: "manual", clockStart: "2026-03-14T09:30:00Z" });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.credentials).toEqual({
        clientId: "sandbox-client-id",
        clientSecret: "sandbox-client-secret",
        clients: [{ clientId: "sandbox-client-id", clientSecret: "sandbox-client-secret" }],
        pricingApiKey: "sandbox-pricing-key",
      });
      expect(sandbox.clock.kind).toBe("manual");
      expect(sandbox.clock.now()).toBe(Date.UTC(2026, 2, 14, 9, 30));
      expect(Object.keys(sandbox.organisations)).toEqual(["sandbox-client-id"]);
    } finally {
      await sandbox.close();
    }
    await expect(call(`${sandbox.url}/v1/public/orders`, "GET")).rejects.toThrow();
  });

  it("uses a real clock by default and accepts a clock of your own", async () => {
    const real = await startSandbox({ port: 0 });
    const before = Date.now();
    const clock = new ManualClock(0);
    const own = await startSandbox({ port: 0, clock });
    try {
      expect(real.clock.kind).toBe("real");
      const now = real.clock.now();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
      expect(own.clock).toBe(clock);
    } finally {
      await real.close();
      await own.close();
    }
  });

  it("keeps the data of two sandboxes apart", async () => {
    const one = await startSandbox({ port: 0, clock: "manual" });
    const two = await startSandbox({ port: 0, clock: "manual" });
    try {
      const first = await Shipper.connect(one);
      const second = await Shipper.connect(two);
      const order = await first.createOrder();
      expect((await second.get(`/orders/${order.guid}`)).status).toBe(404);
      expect((await second.get("/orders")).body.data.pagination.total_objects).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("rejects when the port is taken, and the port is free again after close()", async () => {
    const first = await startSandbox({ port: 0 });
    const port = Number(new URL(first.url).port);
    await expect(startSandbox({ port })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
    const again = await startSandbox({ port });
    expect(again.url).toBe(first.url);
    await again.close();
  });

  it("rejects impossible options before listening", async () => {
    await expect(startSandbox({ port: 0, clients: [] })).rejects.toThrow(/at least one client/);
    await expect(startSandbox({ port: 0, clock: "manual", clockStart: "not a date" })).rejects.toThrow(/clockStart/);
  });
});

describe("createContext", () => {
  it("refuses a data dir without the persistence module (startSandbox imports it only for a data dir)", () => {
    expect(() => createContext({ dataDir: "/nonexistent/haulkit-data" })).toThrow(
      new TypeError("createContext: a dataDir needs the persistence module (the second argument)"),
    );
  });
});
