import { beforeEach, describe, expect, it } from "vitest";
import {
  changeSettings,
  type PaymentFlow,
  type SettingsChange,
  settingsOf,
  settingsView,
} from "../../../src/domain/payment-service/payment-settings.js";
import { formatDateTime } from "../../../src/time.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { webhookMismatches } from "../../support/events.js";

let world: ReturnType<typeof domainContext>;
beforeEach(() => {
  world = domainContext();
});

const published = () =>
  world.ctx.events.recent(world.org.guid).filter((event) => event.action === "platformpay_settings.updated");

type Step = SettingsChange | [SettingsChange, PaymentFlow];
const run = (step: Step) =>
  Array.isArray(step)
    ? changeSettings(world.ctx, world.org, step[0], step[1])
    : changeSettings(world.ctx, world.org, step);

describe("payment service settings", () => {
  it("start disabled, on the automatic flow, never changed", () => {
    expect(settingsView(settingsOf(world.org))).toEqual({
      flow: "automatic",
      enabled: false,
      suspended: false,
      changed_at: null,
    });
  });

  it.each<[string, Step[], { flow: string; enabled: boolean; suspended: boolean }, number]>([
    ["activate", ["activate"], { flow: "automatic", enabled: true, suspended: false }, 1],
    ["activate on the manual flow", [["activate", "manual"]], { flow: "manual", enabled: true, suspended: false }, 1],
    ["activate twice", ["activate", "activate"], { flow: "automatic", enabled: true, suspended: false }, 1],
    ["switch the flow", ["activate", ["activate", "manual"]], { flow: "manual", enabled: true, suspended: false }, 2],
    ["suspend", ["activate", "suspend"], { flow: "automatic", enabled: true, suspended: true }, 2],
    ["suspend twice", ["activate", "suspend", "suspend"], { flow: "automatic", enabled: true, suspended: true }, 2],
    [
      "lift a suspension",
      ["activate", "suspend", "activate"],
      { flow: "automatic", enabled: true, suspended: false },
      3,
    ],
    ["deactivate", ["activate", "deactivate"], { flow: "automatic", enabled: false, suspended: false }, 2],
    [
      "deactivate a suspended service",
      ["activate", "suspend", "deactivate"],
      { flow: "automatic", enabled: false, suspended: false },
      3,
    ],
    ["deactivate a disabled service", ["deactivate"], { flow: "automatic", enabled: false, suspended: false }, 0],
    [
      "keep the flow on deactivate",
      [["activate", "manual"], "deactivate"],
      { flow: "manual", enabled: false, suspended: false },
      2,
    ],
  ])("%s: settings %j after, one event per change", (_, steps, expected, events) => {
    for (const step of steps) run(step);
    expect(settingsView(settingsOf(world.org))).toMatchObject(expected);
    const all = published();
    expect(all).toHaveLength(events);
    if (events > 0) expect(all.at(-1)?.payload).toEqual(expected);
    for (const event of all) expect(webhookMismatches(event)).toEqual([]);
  });

  it("stamps changed_at on a change only", () => {
    run("activate");
    const stamped = formatDateTime(world.ctx.clock.now());
    world.ctx.clock.advance(60_000);
    run("activate");
    expect(settingsView(settingsOf(world.org)).changed_at).toBe(stamped);
  });

  it("refuses to suspend a service that is not enabled (409 PAYMENT_SERVICE_NOT_ENABLED)", () => {
    const error = apiError(() => run("suspend"));
    expect([error.status, errorIdOf(error)]).toEqual([409, "PAYMENT_SERVICE_NOT_ENABLED"]);
    run("activate");
    run("deactivate");
    expect(apiError(() => run("suspend")).status).toBe(409);
    expect(settingsOf(world.org).suspended).toBe(false);
  });
});
