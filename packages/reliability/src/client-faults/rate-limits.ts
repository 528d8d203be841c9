/**
 * 429 storms: `Retry-After` in seconds and as an HTTP date is honoured, a storm past the retries fails, a wait
 * past `maxRetryAfter` fails at once.
 */
import { attempt, type ClientScenario, expect, getOrder, nameOf, rateLimited, scenario } from "./harness.js";
import { ORDER_PATH, orderEnvelope } from "./scripted-server.js";

export const RATE_LIMIT_SCENARIOS: ClientScenario[] = [
  {
    name: "a 429 storm with Retry-After",
    run: () =>
      scenario(
        (_request, index) =>
          index < 6
            ? { status: 429, headers: { "retry-after": "3" }, body: rateLimited() }
            : { status: 200, body: orderEnvelope() },
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client({ maxRetries: 6 })));
          h.outcome.faults = 6;
          expect(h.outcome, error === undefined, `the call failed after the storm: ${nameOf(error)}`);
          expect(
            h.outcome,
            h.delays.join() === "3000,3000,3000,3000,3000,3000",
            `waits ${h.delays.join()} ms, expected 6 x 3000 (Retry-After)`,
          );
        },
      ),
  },
  {
    name: "a 429 storm longer than the retries",
    run: () =>
      scenario(
        () => ({ status: 429, headers: { "retry-after": "1" }, body: rateLimited() }),
        async (h) => {
          const error = (await attempt(h.outcome, () => getOrder(h.client({ maxRetries: 3 })))) as {
            status?: number;
            retryAfterMs?: number;
          };
          h.outcome.faults = h.server.on(ORDER_PATH).length;
          expect(
            h.outcome,
            error?.status === 429 && error.retryAfterMs === 1000,
            `expected ApiError 429 with retryAfterMs 1000, got ${JSON.stringify(error)}`,
          );
          expect(
            h.outcome,
            h.server.on(ORDER_PATH).length === 4,
            `${h.server.on(ORDER_PATH).length} tries, expected 4`,
          );
        },
      ),
  },
  {
    name: "a 429 with an HTTP-date Retry-After",
    run: () =>
      scenario(
        (_request, index) =>
          index === 0
            ? {
                status: 429,
                headers: { "retry-after": new Date(Date.parse("2026-03-14T09:30:05Z")).toUTCString() },
                body: rateLimited(),
              }
            : { status: 200, body: orderEnvelope() },
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client()));
          h.outcome.faults = 1;
          expect(
            h.outcome,
            error === undefined && h.delays[0] === 5000,
            `waited ${h.delays.join()} ms, expected 5000 (the date is 5 s ahead)`,
          );
        },
      ),
  },
  {
    name: "a Retry-After beyond maxRetryAfter fails at once",
    run: () =>
      scenario(
        () => ({ status: 429, headers: { "retry-after": "3600" }, body: rateLimited() }),
        async (h) => {
          const error = (await attempt(h.outcome, () => getOrder(h.client()))) as { status?: number };
          h.outcome.faults = 1;
          expect(
            h.outcome,
            error?.status === 429 && h.server.on(ORDER_PATH).length === 1,
            "an hour-long Retry-After was waited for",
          );
        },
      ),
  },
];
