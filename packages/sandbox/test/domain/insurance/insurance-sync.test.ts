import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/domain/errors.js";
import { insuranceOf } from "../../../src/domain/insurance/insurance-record.js";
import { eligibleVehicles, SYNC_WINDOW_MS, syncPolicies } from "../../../src/domain/insurance/insurance-sync.js";
import { insuranceView } from "../../../src/domain/insurance/insurance-view.js";
import { issuePolicy } from "../../../src/domain/insurance/insurer.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { createContext } from "../../../src/sandbox.js";
import type { Organisation } from "../../../src/state/organisations.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { orderBody, START, UNKNOWN_GUID } from "../../support/sandbox.js";

function setup(faults: "insurance-no-rate-window"[] = []) {
  const { ctx, clients } = createContext({ clock: "manual", clockStart: START, faults });
  const org: Organisation = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
  const order = (vehicles?: Record<string, unknown>[]) =>
    createOrder(ctx, org, vehicles ? orderBody({ vehicles }) : orderBody());
  const sync = (guid: string) => syncPolicies(ctx, org, guid);
  const advance = (seconds: number) => ctx.clock.advance(seconds * 1000);
  return { ctx, org, order, sync, advance };
}

const UNVALUED = { type: "sedan", make: "Zzyzx", model: "One", year: 2020 };
const FREIGHT = { type: "freight", make: "Ford", model: "Load", year: 2020 };

/** The outcome of a sync call: its status, and the Retry-After of a 429. */
function attempt(run: () => unknown): { status: number; retryAfter?: string } {
  try {
    run();
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, retryAfter: error.headers["retry-after"] };
  }
}

describe("eligible vehicles", () => {
  it("are the vehicles the sandbox can value", () => {
    const { ctx, order } = setup();
    const created = order([UNVALUED, { type: "suv", make: "Ford", model: "Explorer", year: 2021 }, FREIGHT]);
    const eligible = eligibleVehicles(created, ctx.clock.now());
    expect(eligible.map((entry) => entry.vehicle.guid)).toEqual([created.doc.vehicles?.[1]?.guid]);
    expect(eligible[0]?.value).toBe(16_861);
  });
});

describe("syncPolicies", () => {
  it("drafts a standard-cargo policy per eligible vehicle and sets personal_link", () => {
    const { org, order, sync } = setup();
    const created = order();
    expect(insuranceView(created.guid, insuranceOf(org, created.guid))).toEqual({
      order_guid: created.guid,
      personal_link: null,
      policies: [],
    });
    const view = insuranceView(created.guid, sync(created.guid));
    const [camry, explorer] = created.doc.vehicles ?? [];
    expect(view.personal_link).toMatch(/^https:\/\/insurer\.sandbox\.haulkit\.example\/portal\/[0-9a-f-]{36}$/);
    expect(view.policies).toEqual([
      {
        vehicle_guid: camry?.guid,
        status: "draft",
        plan_slug: "standard-cargo",
        calculated_premium: 27.41,
        cancellation_reason: null,
      },
      {
        vehicle_guid: explorer?.guid,
        status: "draft",
        plan_slug: "standard-cargo",
        calculated_premium: 31.61,
        cancellation_reason: null,
      },
    ]);
  });

  it("skips vehicles it cannot value", () => {
    const { order, sync } = setup();
    const camry = (orderBody().vehicles as Record<string, unknown>[])[0] as Record<string, unknown>;
    const created = order([UNVALUED, camry, FREIGHT]);
    expect(sync(created.guid).policies.map((policy) => policy.vehicleGuid)).toEqual([created.doc.vehicles?.[1]?.guid]);
  });

  it("fails with 404 when no vehicle is eligible, and leaves personal_link null", () => {
    const { org, order, sync } = setup();
    const created = order([UNVALUED, FREIGHT]);
    const error = apiError(() => sync(created.guid));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
    expect(insuranceOf(org, created.guid)?.personalLink).toBeNull();
  });

  it("is 404 for an unknown order", () => {
    const { sync } = setup();
    expect(apiError(() => sync(UNKNOWN_GUID)).status).toBe(404);
  });

  it("keeps an issued policy and the portal link on a later sync, and re-drafts the others", () => {
    const { ctx, org, order, sync, advance } = setup();
    const created = order();
    const [camry, explorer] = created.doc.vehicles ?? [];
    const link = sync(created.guid).personalLink;
    issuePolicy(ctx, org, created.guid, String(camry?.guid), 50);
    advance(30);
    const again = sync(created.guid);
    expect(again.personalLink).toBe(link);
    expect(again.policies.map((policy) => [policy.vehicleGuid, policy.status, policy.calculatedPremium])).toEqual([
      [camry?.guid, "issued", 50],
      [explorer?.guid, "draft", 31.61],
    ]);
  });

  it("drops the draft of a vehicle that is no longer eligible", () => {
    const { order, sync, advance } = setup();
    const created = order();
    sync(created.guid);
    const [camry, explorer] = created.doc.vehicles ?? [];
    if (explorer) explorer.make = "Zzyzx";
    advance(30);
    expect(sync(created.guid).policies.map((policy) => policy.vehicleGuid)).toEqual([camry?.guid]);
  });
});

describe("the sync window: one call per order per 30 s on the sandbox clock", () => {
  it("refuses a second call within 30 s with 429 and Retry-After, and allows it at 30 s", () => {
    const { order, sync, advance } = setup();
    const { guid } = order();
    expect(attempt(() => sync(guid))).toEqual({ status: 200 });
    advance(10);
    expect(attempt(() => sync(guid))).toEqual({ status: 429, retryAfter: "20" });
    advance(19);
    const refused = apiError(() => sync(guid));
    expect([refused.status, errorIdOf(refused), refused.headers["retry-after"]]).toEqual([
      429,
      "RATE_LIMIT_EXCEEDED",
      "1",
    ]);
    advance(1);
    expect(attempt(() => sync(guid))).toEqual({ status: 200 });
  });

  it("rounds a part of a second up in Retry-After", () => {
    const { ctx, order, sync } = setup();
    const { guid } = order();
    sync(guid);
    ctx.clock.advance(SYNC_WINDOW_MS - 1);
    expect(attempt(() => sync(guid))).toEqual({ status: 429, retryAfter: "1" });
  });

  it("counts a failed sync: the next call within 30 s is refused", () => {
    const { order, sync, advance } = setup();
    const { guid } = order([UNVALUED]);
    expect(attempt(() => sync(guid))).toEqual({ status: 404 });
    advance(29);
    expect(attempt(() => sync(guid))).toEqual({ status: 429, retryAfter: "1" });
    advance(1);
    expect(attempt(() => sync(guid))).toEqual({ status: 404 });
  });

  it("does not restart the window on a refused call", () => {
    const { order, sync, advance } = setup();
    const { guid } = order();
    sync(guid);
    advance(20);
    expect(attempt(() => sync(guid)).status).toBe(429);
    advance(10);
    expect(attempt(() => sync(guid)).status).toBe(200);
  });

  it("keeps one window per order", () => {
    const { order, sync } = setup();
    const first = order();
    const second = order();
    sync(first.guid);
    expect(attempt(() => sync(second.guid)).status).toBe(200);
    expect(attempt(() => sync(first.guid)).status).toBe(429);
  });

  it("has no window with the fault insurance-no-rate-window, and only then", () => {
    const faulty = setup(["insurance-no-rate-window"]);
    const { guid } = faulty.order();
    expect([attempt(() => faulty.sync(guid)), attempt(() => faulty.sync(guid))]).toEqual([
      { status: 200 },
      { status: 200 },
    ]);
    const sound = setup();
    const other = sound.order();
    sound.sync(other.guid);
    expect(attempt(() => sound.sync(other.guid)).status).toBe(429);
  });
});
