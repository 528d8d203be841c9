/** The embedded sandbox for integration tests: port 0, manual clock, response self-check on, and clients bound to it. */
import { type SandboxHandle, type SandboxOptions, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, expect } from "vitest";
import {
  createPricingClient,
  createSandboxClient,
  createShipperClient,
  type PricingClient,
  type SandboxClient,
  type ShipperClient,
} from "../../src/index.js";
import type { ShipperClientOptions } from "../../src/options.js";

export const START = Date.UTC(2026, 2, 14, 9, 30, 0);

export interface TestSandbox {
  sandbox: SandboxHandle;
  shipper: ShipperClient;
  helpers: SandboxClient;
  pricing: PricingClient;
  /** Paths (no query) the shipper client requested, in order, token requests included. */
  requested: string[];
  /** A shipper client of the sandbox with other options. */
  shipperWith(options: Partial<ShipperClientOptions>): ShipperClient;
}

/** Starts a sandbox before the file's tests and closes it after them, failing on any response the spec rejects. */
export function useSandbox(options: SandboxOptions = {}): TestSandbox {
  const context = { requested: [] as string[] } as unknown as TestSandbox;
  const errors: string[] = [];
  beforeAll(async () => {
    const sandbox = await startSandbox({
      port: 0,
      clock: "manual",
      clockStart: START,
      validateResponses: true,
      logger: (level, message) => {
        if (level === "error") errors.push(message);
      },
      ...options,
    });
    const shipperWith = (overrides: Partial<ShipperClientOptions>) =>
      createShipperClient({
        baseUrl: sandbox.url,
        clientId: sandbox.credentials.clientId,
        clientSecret: sandbox.credentials.clientSecret,
        ...overrides,
      });
    Object.assign(context, {
      sandbox,
      shipperWith,
      shipper: shipperWith({
        fetch: (request: Request) => {
          context.requested.push(new URL(request.url).pathname);
          return fetch(request);
        },
      }),
      helpers: createSandboxClient({
        baseUrl: sandbox.url,
        clientId: sandbox.credentials.clientId,
        clientSecret: sandbox.credentials.clientSecret,
      }),
      pricing: createPricingClient({ baseUrl: sandbox.url, apiKey: sandbox.credentials.pricingApiKey }),
    });
  });
  afterAll(async () => {
    await context.sandbox?.close();
    expect(errors).toEqual([]);
  });
  return context;
}

/** The error a promise rejects with (the test fails if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value).slice(0, 200)}`);
    },
    (error: unknown) => error,
  );
}

/** A valid order body (the spec's example, shortened). */
export function orderBody() {
  return {
    number: "ORDER-10482",
    transport_type: "OPEN",
    price: "1250.00",
    pickup: { venue: { name: "Lone Star Auto Auction", city: "Dallas", state: "TX", zip: "75204" } },
    delivery: { venue: { name: "Peachtree Motors", city: "Atlanta", state: "GA", zip: "30308" } },
    payment: { payment_method: "ach" as const, payment_terms: "5_days" as const, amount: "1250.00" },
    vehicles: [{ type: "sedan" as const, vin: "4T1C11AK5NU612345", make: "Toyota", model: "Camry", year: 2022 }],
  };
}

/** A carrier load request (the sandbox helper's body). */
export function loadRequestBody() {
  return {
    requested_price: 1150,
    pickup_date: "2026-03-16T08:00:00.000+0000",
    delivery_date: "2026-03-19T17:00:00.000+0000",
    carrier_comment: "Can pick up Monday morning.",
    carrier_email: "dispatch@roadrunner-auto.example",
    carrier_name: "Roadrunner Auto Transport LLC",
    carrier_usdot: "3141592",
  };
}
