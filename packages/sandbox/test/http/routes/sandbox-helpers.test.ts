import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf } from "../../support/events.js";
import {
  call,
  responseMismatches,
  Shipper,
  START,
  startTestSandbox,
  type TestSandbox,
  useTwoShippers,
} from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
let other: Shipper;

useTwoShippers((started) => {
  ({ sandbox, shipper, other } = started);
});

describe("the test clock", () => {
  const clockOf = (clientId: string) => sandbox.clockOf(sandbox.organisations[clientId] as string);

  it("reads the organisation's manual clock and moves it forward, firing its due timers", async () => {
    const fired: string[] = [];
    const clock = clockOf("shipper-a");
    clock.setTimer(30_000, () => fired.push(formatDateTime(clock.now())));
    const before = await shipper.helper("GET", "/clock");
    expect(before.status).toBe(200);
    const start = clock.now();
    expect(before.body.data.object).toEqual({ kind: "manual", now: formatDateTime(start), pending_timers: 1 });
    const after = await shipper.helper("POST", "/clock/advance", { seconds: 60.0004 });
    expect(after.status).toBe(200);
    expect(after.body.data.object).toEqual({ kind: "manual", now: formatDateTime(start + 60_000), pending_timers: 0 });
    expect(fired).toEqual([formatDateTime(start + 30_000)]);
    expect(clock.now()).toBe(start + 60_000);
  });

  it("moves time for what the shipper API stamps", async () => {
    await shipper.helper("POST", "/clock/advance", { seconds: 3600 });
    const order = await shipper.createOrder();
    expect(order.created_at).toBe(formatDateTime(clockOf("shipper-a").now()));
    expect(clockOf("shipper-a").now()).toBeGreaterThan(START);
  });

  it("moves only the caller's organisation: another's clock, timers and tokens are untouched", async () => {
    const fired: string[] = [];
    const theirs = clockOf("shipper-b");
    const before = theirs.now();
    theirs.setTimer(1_000, () => fired.push("b"));
    const ttl = 864_000;
    const advanced = await shipper.helper("POST", "/clock/advance", { seconds: ttl + 1 });
    expect(advanced.status).toBe(200);
    expect(fired).toEqual([]);
    expect(theirs.now()).toBe(before);
    expect((await other.helper("GET", "/clock")).body.data.object).toEqual({
      kind: "manual",
      now: formatDateTime(before),
      pending_timers: 1,
    });
    expect((await other.get("/orders")).status).toBe(200);
    // The caller's own token lived on its clock, which passed the token lifetime.
    expect((await shipper.get("/orders")).status).toBe(401);
    shipper = await Shipper.connect(sandbox, "shipper-a", "secret-a");
    expect((await shipper.get("/orders")).status).toBe(200);
    // The sandbox clock moves every organisation's.
    sandbox.clock.advance(1_000);
    expect(fired).toEqual(["b"]);
    expect(theirs.now()).toBe(before + 1_000);
  });

  it.each([
    ["a negative number", { seconds: -1 }, "seconds"],
    ["more than 10 years", { seconds: 315_360_001 }, "seconds"],
    ["a string", { seconds: "60" }, "seconds"],
    ["no seconds", {}, "seconds"],
    ["an unknown field", { seconds: 1, minutes: 1 }, "minutes"],
  ])("answers 400 VALIDATION_ERROR for %s and leaves the clock", async (_, body, field) => {
    const now = clockOf("shipper-a").now();
    const response = await shipper.helper("POST", "/clock/advance", body);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toEqual([field]);
    expect(clockOf("shipper-a").now()).toBe(now);
  });
});

describe("reset", () => {
  it("clears the caller's organisation only; tokens stay valid and counters restart", async () => {
    const order = await shipper.createOrder();
    const offer = await shipper.sendOffer(order.guid);
    await shipper.sendLoadRequest(order.guid);
    const foreign = await other.createOrder();
    expect(eventsOf(sandbox, undefined, "shipper-a").length).toBeGreaterThan(0);
    const response = await shipper.helper("POST", "/reset");
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      org_guid: sandbox.organisations["shipper-a"],
      reset_at: formatDateTime(sandbox.clockOf(sandbox.organisations["shipper-a"] as string).now()),
    });
    expect((await shipper.get("/orders")).body.data.pagination.total_objects).toBe(0);
    expect((await shipper.get(`/orders/${order.guid}`)).status).toBe(404);
    expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(404);
    expect(eventsOf(sandbox, undefined, "shipper-a")).toEqual([]);
    expect((await other.get(`/orders/${foreign.guid}`)).status).toBe(200);
    expect(eventsOf(sandbox, "order.created", "shipper-b")).toHaveLength(1);
    const fresh = await shipper.createOrder();
    const [activity] = (await shipper.get(`/orders/${fresh.guid}/activities`)).body.data.objects;
    expect(activity.id).toBe(1);
  });
});

describe("authentication and framework answers", () => {
  it.each([
    ["GET", "/_sandbox/clock"],
    ["POST", "/_sandbox/reset"],
    ["POST", "/_sandbox/offers/3f2504e0-4f89-41d3-9a0c-0305e82c3301/accept"],
  ])("answers 401 AUTH_ERROR without a valid bearer token (%s %s)", async (method, path) => {
    for (const headers of [{}, { authorization: "Bearer not-a-token" }] as Record<string, string>[]) {
      const response = await call(`${sandbox.url}${path}`, method, { headers });
      expect(response.status).toBe(401);
      expect(response.body.data.error_id).toBe("AUTH_ERROR");
    }
  });

  it("answers 405 with Allow for another method on a helper path, 404 for an unknown helper path", async () => {
    const wrong = await shipper.helper("DELETE", "/clock");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET");
    const unknown = await shipper.helper("GET", "/nothing");
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.error_id).toBe("NOT_FOUND");
  });
});

describe("switched off or on the real clock", () => {
  it("answers a plain 404 on every helper path when testHelpers is false", async () => {
    const off = await startTestSandbox({ testHelpers: false });
    try {
      const client = await Shipper.connect(off);
      for (const [method, path] of [
        ["GET", "/clock"],
        ["POST", "/clock/advance"],
        ["POST", "/reset"],
        ["POST", "/offers/3f2504e0-4f89-41d3-9a0c-0305e82c3301/accept"],
      ]) {
        const response = await client.helper(method as string, path as string, method === "GET" ? undefined : {});
        expect(response.status).toBe(404);
        expect(response.body.data).toEqual({
          error_id: "NOT_FOUND",
          message: `No resource at /_sandbox${path}`,
          details: null,
        });
      }
      expect((await client.get("/orders")).status).toBe(200);
      expect(responseMismatches(off)).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it("answers 409 CLOCK_NOT_MANUAL to both clock helpers on the real clock, and leaves it", async () => {
    const real = await startTestSandbox({ clock: "real" });
    try {
      const client = await Shipper.connect(real);
      const before = real.clock.now();
      for (const response of [
        await client.helper("GET", "/clock"),
        await client.helper("POST", "/clock/advance", { seconds: 86_400 }),
      ]) {
        expect(response.status).toBe(409);
        expect(response.body.data.error_id).toBe("CLOCK_NOT_MANUAL");
      }
      expect(real.clock.now() - before).toBeLessThan(86_400_000);
      expect((await client.helper("POST", "/reset")).status).toBe(200);
      expect(responseMismatches(real)).toEqual([]);
    } finally {
      await real.close();
    }
  });
});
