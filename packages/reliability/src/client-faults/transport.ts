/** Transport faults: timeouts and connection resets, on every try or once; a POST is never sent twice. */
import { attempt, type ClientScenario, expect, getOrder, nameOf, scenario } from "./harness.js";
import { ORDER_PATH, orderEnvelope } from "./scripted-server.js";

export const TRANSPORT_SCENARIOS: ClientScenario[] = [
  {
    name: "timeouts on every try",
    run: () =>
      scenario(
        () => ({ hang: true }),
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client({ timeout: 300, maxRetries: 2 })));
          h.outcome.faults = h.server.on(ORDER_PATH).length;
          expect(h.outcome, nameOf(error) === "TimeoutError", `expected a TimeoutError, got ${nameOf(error)}`);
          expect(
            h.outcome,
            h.server.on(ORDER_PATH).length === 3,
            `${h.server.on(ORDER_PATH).length} tries, expected 3 (1 + 2 retries)`,
          );
        },
      ),
  },
  {
    name: "a timeout, then an answer",
    run: () =>
      scenario(
        (_request, index) => (index === 0 ? { hang: true } : { status: 200, body: orderEnvelope() }),
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client({ timeout: 2_000 })));
          h.outcome.faults = 1;
          expect(h.outcome, error === undefined, `the retry after a timeout failed: ${nameOf(error)}`);
        },
      ),
  },
  {
    name: "connection resets on every try",
    run: () =>
      scenario(
        () => ({ reset: true }),
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client({ maxRetries: 2 })));
          h.outcome.faults = h.server.on(ORDER_PATH).length;
          expect(h.outcome, nameOf(error) === "NetworkError", `expected a NetworkError, got ${nameOf(error)}`);
          expect(
            h.outcome,
            h.server.on(ORDER_PATH).length === 3,
            `${h.server.on(ORDER_PATH).length} tries, expected 3`,
          );
        },
      ),
  },
  {
    name: "a reset POST is not retried",
    run: () =>
      scenario(
        () => ({ reset: true }),
        async (h) => {
          const client = h.client({ maxRetries: 2 });
          const error = await attempt(h.outcome, () => client.POST("/v1/public/orders", { body: { number: "X" } }));
          h.outcome.faults = h.server.on("/v1/public/orders").length;
          expect(h.outcome, nameOf(error) === "NetworkError", `expected a NetworkError, got ${nameOf(error)}`);
          expect(
            h.outcome,
            h.server.on("/v1/public/orders").length === 1,
            "a POST that may have taken effect was sent again",
          );
        },
      ),
  },
  {
    name: "a reset, then an answer",
    run: () =>
      scenario(
        (_request, index) => (index === 0 ? { reset: true } : { status: 200, body: orderEnvelope() }),
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client()));
          h.outcome.faults = 1;
          expect(h.outcome, error === undefined, `the retry after a reset failed: ${nameOf(error)}`);
        },
      ),
  },
];
