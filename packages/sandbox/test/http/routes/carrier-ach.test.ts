/**
 * ACH masking over HTTP. The delivery is set up through the domain (`changeStatus`), so this suite builds the
 * sandbox from its context (a real HTTP server on port 0, the manual clock, response checks on).
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderRecord } from "../../../src/domain/orders/order-record.js";
import { findOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus } from "../../../src/domain/orders/order-status.js";
import type { FaultName } from "../../../src/faults.js";
import { buildApp } from "../../../src/http/app.js";
import { allRoutes } from "../../../src/http/routes/index.js";
import type { SandboxHandle } from "../../../src/index.js";
import { createContext } from "../../../src/sandbox.js";
import { ACH, MASKED, unmasked } from "../../support/ach.js";
import { type Body, type LogEntry, orderBody, Shipper, START, TWO_CLIENTS } from "../../support/sandbox.js";

const DAY_SECONDS = 86_400;

/** A sandbox whose context the test can reach, and its shipper for the first client. */
async function startWithContext(faults: FaultName[] = []) {
  const logs: LogEntry[] = [];
  const { ctx, clients, setBaseUrl, webhooks } = createContext({
    clock: "manual",
    clockStart: START,
    validateResponses: true,
    clients: TWO_CLIENTS,
    tokenTtlSeconds: 365 * DAY_SECONDS,
    faults,
    logger: (level, message, fields) => logs.push({ level, message, fields }),
  });
  const app = buildApp(ctx, allRoutes());
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  setBaseUrl(url);
  const [first] = TWO_CLIENTS as [{ clientId: string; clientSecret: string }];
  const handle = { url, credentials: { ...first, clients: TWO_CLIENTS, pricingApiKey: "" } } as SandboxHandle;
  const shipper = await Shipper.connect(handle, first.clientId, first.clientSecret);
  const org = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
  const close = async () => {
    await webhooks.close();
    await app.close();
    ctx.clock.dispose();
  };
  return { ctx, org, shipper, logs, close };
}

type World = Awaited<ReturnType<typeof startWithContext>>;

let usdot = 7_000_000;
async function scenario(world: World, method = "ach", terms = "5_days") {
  const { shipper, ctx, org } = world;
  usdot += 1;
  const carrier = await shipper.helper("POST", "/carriers", { name: "Prairie", usdot: String(usdot), ach: ACH });
  expect(carrier.status).toBe(200);
  const order = await shipper.createOrder(orderBody({ payment: { payment_method: method, payment_terms: terms } }));
  const offer = await shipper.sendOffer(order.guid, { carrier_usdot: String(usdot) });
  expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(200);
  const record: OrderRecord = findOrder(org, order.guid);
  const ach = async (): Promise<Body> => {
    const response = await shipper.get(`/carriers/${carrier.body.data.object.guid}/payment-methods/ach`);
    expect(response.status).toBe(200);
    return response.body.data.object;
  };
  // On the organisation's own clock, which its /_sandbox/clock/advance calls moved.
  const deliver = () => ctx.clock.hold(() => changeStatus(ctx, org, record, "delivered", "delivered"), org.guid);
  return { ach, deliver };
}

describe("ACH masking over HTTP", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWithContext();
  });
  afterAll(async () => {
    expect(world.logs.filter((entry) => entry.level === "error")).toEqual([]);
    await world.close();
  });

  it("masked before the delivery, open for 30 days after it (sandbox clock), masked again after", async () => {
    const { ach, deliver } = await scenario(world);
    expect(await ach()).toEqual(MASKED);
    deliver();
    expect(await ach()).toEqual(unmasked(30));
    await world.shipper.helper("POST", "/clock/advance", { seconds: 12 * DAY_SECONDS });
    expect(await ach()).toEqual(unmasked(18));
    await world.shipper.helper("POST", "/clock/advance", { seconds: 18 * DAY_SECONDS });
    expect(await ach()).toEqual(unmasked(0));
    await world.shipper.helper("POST", "/clock/advance", { seconds: 1 });
    expect(await ach()).toEqual(MASKED);
  });

  it.each([
    ["direct_deposit", "on_delivery", unmasked(30)],
    ["other", "other", unmasked(30)],
    ["check", "check_on_delivery", MASKED],
    ["platformpay", "1_3_days", MASKED],
  ])("a delivered %s order: as expected", async (method, terms, expected) => {
    const { ach, deliver } = await scenario(world, method, terms);
    deliver();
    expect(await ach()).toEqual(expected);
  });
});

describe("the ach-unmasked fault over HTTP", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWithContext(["ach-unmasked"]);
  });
  afterAll(async () => {
    expect(world.logs.filter((entry) => entry.level === "error")).toEqual([]);
    await world.close();
  });

  it("shows the numbers without a delivered order; the access stays not applicable (-1)", async () => {
    const { ach } = await scenario(world);
    expect(await ach()).toEqual(unmasked(-1));
  });

  it("leaves the other carrier rules alone (blacklisting an approved carrier is still 400)", async () => {
    const carrier = await world.shipper.post("/carriers/internal", { name: "Fleet" });
    const guid = carrier.body.data.object.guid;
    expect((await world.shipper.put(`/carriers/${guid}/profile`, { approved: true })).status).toBe(200);
    expect((await world.shipper.put(`/carriers/${guid}/profile`, { in_blacklist: true })).status).toBe(400);
  });
});
