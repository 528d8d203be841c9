/**
 * The organisation's carrier payment service (platformpay) settings, changed through the test helpers:
 * activate (enabled, not suspended; optionally another flow), deactivate (neither), suspend (needs an enabled
 * service, else 409 `PAYMENT_SERVICE_NOT_ENABLED`). A change publishes `platformpay_settings.updated` with the
 * settings after it; a call that changes nothing publishes nothing. A new organisation's service is disabled.
 */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";

/** `automatic` appears in the document; `manual` is the flow `delivery_verified` belongs to. */
export type PaymentFlow = "automatic" | "manual";

export interface PaymentSettingsRecord {
  /** The organisation's guid (one record per organisation). */
  guid: string;
  flow: PaymentFlow;
  enabled: boolean;
  suspended: boolean;
  changedAt: number | null;
}

export type SettingsChange = "activate" | "deactivate" | "suspend";

const PAYMENT_SETTINGS = defineCollection<PaymentSettingsRecord>("payment-settings");

export function settingsOf(org: Organisation): PaymentSettingsRecord {
  const settings = org.collection(PAYMENT_SETTINGS);
  return (
    settings.get(org.guid) ??
    settings.set({ guid: org.guid, flow: "automatic", enabled: false, suspended: false, changedAt: null })
  );
}

function target(current: PaymentSettingsRecord, change: SettingsChange, flow: PaymentFlow | undefined) {
  switch (change) {
    case "activate":
      return { flow: flow ?? current.flow, enabled: true, suspended: false };
    case "deactivate":
      return { flow: current.flow, enabled: false, suspended: false };
    case "suspend":
      if (!current.enabled) {
        throw conflict("PAYMENT_SERVICE_NOT_ENABLED", "The payment service is not enabled: activate it first");
      }
      return { flow: current.flow, enabled: true, suspended: true };
  }
}

export function changeSettings(
  ctx: SandboxContext,
  org: Organisation,
  change: SettingsChange,
  flow?: PaymentFlow,
): PaymentSettingsRecord {
  const settings = settingsOf(org);
  const next = target(settings, change, flow);
  const same =
    next.flow === settings.flow && next.enabled === settings.enabled && next.suspended === settings.suspended;
  if (same) return settings;
  Object.assign(settings, next, { changedAt: ctx.clock.now() });
  publishEvent(ctx, org, "platformpay_settings.updated", { ...next });
  return settings;
}

export function settingsView(settings: PaymentSettingsRecord): Record<string, unknown> {
  return {
    flow: settings.flow,
    enabled: settings.enabled,
    suspended: settings.suspended,
    changed_at: settings.changedAt === null ? null : formatDateTime(settings.changedAt),
  };
}
