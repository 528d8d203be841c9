/** A sandbox and a real receiver per test, plus the steps webhook tests repeat. */
import { afterEach, beforeEach, expect } from "vitest";
import type { SandboxOptions } from "../../src/index.js";
import { webhookMismatches } from "../support/events.js";
import { type Body, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { Receiver } from "./receiver.js";

export interface WebhookFixture {
  sandbox: TestSandbox;
  shipper: Shipper;
  receiver: Receiver;
  /** Subscribes `url` (default: the receiver) to `action`; returns the subscription. */
  subscribe(action: string, options?: { url?: string; audit_field_set?: string[] }): Promise<Body>;
  /** The delivery log of the first organisation, optionally of one action. */
  deliveries(action?: string): Body[];
  /** Moves the manual clock and waits until no try is in flight. */
  advance(ms: number): Promise<void>;
  /** Waits until the in-flight try armed its 10 s timeout on the sandbox clock (the request is out). */
  timeoutArmed(): Promise<void>;
  /** Closes the sandbox now (afterEach then skips it). */
  closeSandbox(): Promise<void>;
}

/** Registers beforeEach/afterEach: a receiver per test; `start()` starts the sandbox (with options) for it. */
export function useWebhookFixture(): (options?: SandboxOptions) => Promise<WebhookFixture> {
  let receiver: Receiver | undefined;
  let sandbox: TestSandbox | undefined;
  beforeEach(async () => {
    receiver = await Receiver.start();
  });
  afterEach(async () => {
    if (sandbox) {
      expect(responseMismatches(sandbox)).toEqual([]);
      await sandbox.close();
      sandbox = undefined;
    }
    await receiver?.close();
  });
  return async (options = {}) => {
    const started = await startTestSandbox(options);
    sandbox = started;
    const shipper = await Shipper.connect(started);
    const org = started.organisations[started.credentials.clientId] ?? "";
    return {
      sandbox: started,
      shipper,
      receiver: receiver as Receiver,
      subscribe: async (action, { url, audit_field_set } = {}) => {
        const body = { callback_url: url ?? (receiver as Receiver).url, audit_field_set };
        const response = await shipper.post(`/webhooks/${action}/subscribe`, body);
        expect(response.status, response.text).toBe(200);
        return response.body.data.object;
      },
      deliveries: (action) => started.webhooks.deliveries(org, action),
      advance: async (ms) => {
        started.clock.advance(ms);
        await started.webhooks.idle();
      },
      timeoutArmed: async () => {
        while (started.clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
      },
      closeSandbox: async () => {
        expect(responseMismatches(started)).toEqual([]);
        sandbox = undefined;
        await started.close();
      },
    };
  };
}

/** Schema errors of a received body against `webhooks.<action>` of the shipper spec. */
export function bodyMismatches(body: Record<string, unknown>): string[] {
  return webhookMismatches({ id: "", action: String(body.action), at: 0, orgGuid: "", payload: body });
}
