import { describe, expect, it } from "vitest";
import type { SandboxHandle } from "../src/index.js";
import { ManualClock, type SandboxOptions, startSandbox, startSandboxes } from "../src/index.js";
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

describe("startSandboxes", () => {
  const listening = () => process.getActiveResourcesInfo().filter((kind) => kind === "TCPServerWrap").length;
  /**
   * The servers of this worker still listening once the closed ones are released: a closed server's handle goes on
   * a later turn of the event loop (turns, not time: a leak stays). The tests before close all theirs.
   */
  async function listeningAfterRelease(): Promise<number> {
    for (let turn = 0; turn < 1000 && listening() > 0; turn++) await new Promise((r) => setImmediate(r));
    return listening();
  }
  const alike = (index: number): SandboxOptions => ({
    port: 0,
    clock: "manual",
    clients: [{ clientId: `client-${index}`, clientSecret: `secret-${index}` }],
  });

  it("starts each sandbox on a port of its own with its own credentials; closing one leaves the others serving", async () => {
    expect(await listeningAfterRelease()).toBe(0);
    const [one, two, three] = (await startSandboxes([alike(1), alike(2), alike(3)])) as [
      SandboxHandle,
      SandboxHandle,
      SandboxHandle,
    ];
    expect(new Set([one.url, two.url, three.url]).size).toBe(3);
    expect([one, two, three].map((handle) => handle.credentials.clientId)).toEqual([
      "client-1",
      "client-2",
      "client-3",
    ]);
    expect(listening()).toBe(3);
    // The app's own server first: the others must keep answering without it.
    await one.close();
    await expect(call(`${one.url}/v1/public/orders`, "GET")).rejects.toThrow();
    for (const open of [two, three]) expect((await (await Shipper.connect(open)).get("/orders")).status).toBe(200);
    await three.close();
    await expect(call(`${three.url}/v1/public/orders`, "GET")).rejects.toThrow();
    expect((await (await Shipper.connect(two)).get("/orders")).status).toBe(200);
    await two.close();
    expect(await listeningAfterRelease()).toBe(0);
  });

  it("starts nothing for no options", async () => {
    expect(await startSandboxes([])).toEqual([]);
  });

  it.each<[string, SandboxOptions, RegExp]>([
    ["a set port", { port: 4999 }, /each sandbox needs a free port of its own \(port 0\)/],
    ["a data dir", { dataDir: "/nonexistent/haulkit-data" }, /a data dir is for one sandbox/],
    ["another host", { host: "localhost" }, /differ in host, validateResponses, testHelpers, faults or timeouts/],
    ["response checks", { validateResponses: true }, /differ in host/],
    ["no test helpers", { testHelpers: false }, /differ in host/],
    ["a fault", { faults: ["ach-unmasked"] }, /differ in host/],
    ["another timeout", { timeouts: { idleMs: 4_000 } }, /differ in host/],
  ])("refuses sandboxes that differ by %s, listening on nothing", async (_, differ, message) => {
    expect(await listeningAfterRelease()).toBe(0);
    await expect(startSandboxes([alike(1), { ...alike(2), ...differ }])).rejects.toThrow(message);
    expect(listening()).toBe(0);
  });

  it("takes sandboxes that differ in what is their own: clients, clock start, pricing key, logger", async () => {
    const handles = await startSandboxes([
      { ...alike(1), clockStart: "2023-07-31T00:00:00Z", pricingApiKey: "key-1", logger: () => {} },
      { ...alike(2), pricingApiKey: "key-2" },
    ]);
    try {
      expect(handles.map((handle) => handle.credentials.pricingApiKey)).toEqual(["key-1", "key-2"]);
      expect(handles[0]?.clock.now()).toBe(Date.UTC(2023, 6, 31));
      expect(handles[1]?.clock.now()).toBeGreaterThan(Date.UTC(2026, 0, 1));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it.each<[string, number, SandboxOptions, string]>([
    ["no client", 1, { clients: [] }, "startSandboxes (options[1]): at least one client is needed"],
    ["a clock start that is no time", 2, { clockStart: "soon" }, "startSandboxes (options[2]): clockStart is not a"],
    [
      "an unknown fault",
      0,
      { faults: ["no-such-fault" as never] },
      "startSandboxes (options[0]): unknown fault 'no-such-fault'",
    ],
    [
      "a callback host that is no host",
      1,
      { callbackHosts: ["http://x"] },
      "startSandboxes (options[1]): callback host",
    ],
  ])(
    "rejects the whole start for %s in one options object, naming it, listening on nothing",
    async (_, at, bad, message) => {
      expect(await listeningAfterRelease()).toBe(0);
      const list = [alike(1), alike(2), alike(3)].map((options, index) =>
        index === at ? { ...options, ...bad } : options,
      );
      await expect(startSandboxes(list)).rejects.toThrow(message);
      expect(listening()).toBe(0);
    },
  );

  it("names startSandbox in a refusal of its one options object", async () => {
    await expect(startSandbox({ clockStart: "soon" })).rejects.toThrow("startSandbox: clockStart is not a valid time");
    await expect(startSandbox({ clients: [] })).rejects.toThrow("startSandbox: at least one client is needed");
  });

  it("rejects the whole start when it cannot listen, and leaves no server open", async () => {
    expect(await listeningAfterRelease()).toBe(0);
    // 192.0.2.1 (TEST-NET-1) is no address of this machine.
    const elsewhere = [1, 2, 3].map((index) => ({ ...alike(index), host: "192.0.2.1" }));
    await expect(startSandboxes(elsewhere)).rejects.toThrow(/EADDRNOTAVAIL/);
    expect(await listeningAfterRelease()).toBe(0);
  });
});

describe("createContext", () => {
  it("refuses a data dir without the persistence module (startSandbox imports it only for a data dir)", () => {
    expect(() => createContext({ dataDir: "/nonexistent/haulkit-data" })).toThrow(
      new TypeError("createContext: a dataDir needs the persistence module (the second argument)"),
    );
  });
});
