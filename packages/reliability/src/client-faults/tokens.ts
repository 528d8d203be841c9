/**
 * Token faults: a token that expires mid-flight, and 50 concurrent calls on an expired or rejected token (exactly
 * one token request).
 */
import { attempt, authError, type ClientScenario, expect, getOrder, nameOf, scenario, TOKEN_PATH } from "./harness.js";
import { ORDER_PATH, orderEnvelope } from "./scripted-server.js";

export const TOKEN_SCENARIOS: ClientScenario[] = [
  {
    name: "the token expires mid-flight",
    run: () => {
      let rejected = "";
      return scenario(
        (request) => {
          rejected ||= request.authorization ?? "";
          return request.authorization === rejected
            ? { status: 401, body: authError() }
            : { status: 200, body: orderEnvelope() };
        },
        async (h) => {
          const error = await attempt(h.outcome, () => getOrder(h.client()));
          h.outcome.faults = 1;
          expect(h.outcome, error === undefined, `the call failed instead of renewing the token: ${nameOf(error)}`);
          expect(
            h.outcome,
            h.server.on(TOKEN_PATH).length === 2,
            `${h.server.on(TOKEN_PATH).length} token requests, expected 2`,
          );
        },
      );
    },
  },
  {
    name: "50 concurrent calls on an expired token",
    run: () =>
      scenario(
        () => ({ status: 200, body: orderEnvelope() }),
        async (h) => {
          const client = h.client();
          await attempt(h.outcome, () => getOrder(client));
          h.clock.now += 200_000;
          const results = await Promise.allSettled(Array.from({ length: 50 }, () => getOrder(client)));
          for (const result of results) if (result.status === "rejected") h.outcome.errors.push(result.reason);
          h.outcome.faults = 1;
          const tokens = h.server.on(TOKEN_PATH).length;
          expect(
            h.outcome,
            tokens === 2,
            `${tokens} token requests for 50 concurrent calls on an expired token, expected 2 (1 + exactly 1)`,
          );
          expect(
            h.outcome,
            results.every((result) => result.status === "fulfilled"),
            "some of the 50 calls failed",
          );
          const last50 = h.server
            .on(ORDER_PATH)
            .slice(-50)
            .map((request) => request.authorization);
          expect(
            h.outcome,
            last50.every((value) => value === `Bearer ${h.prefix}-2`),
            "some of the 50 calls went out with the expired token",
          );
        },
        120,
      ),
  },
  {
    name: "50 concurrent calls answered 401",
    run: () => {
      let first = "";
      let flipped = false;
      return scenario(
        (request) => {
          first ||= request.authorization ?? "";
          return flipped && request.authorization === first
            ? { status: 401, body: authError() }
            : { status: 200, body: orderEnvelope() };
        },
        async (h) => {
          const client = h.client();
          await attempt(h.outcome, () => getOrder(client));
          flipped = true;
          const results = await Promise.allSettled(Array.from({ length: 50 }, () => getOrder(client)));
          for (const result of results) if (result.status === "rejected") h.outcome.errors.push(result.reason);
          h.outcome.faults = h.server.on(ORDER_PATH).filter((request) => request.authorization === first).length - 1;
          expect(
            h.outcome,
            h.server.on(TOKEN_PATH).length === 2,
            `${h.server.on(TOKEN_PATH).length} token requests, expected exactly 2`,
          );
          expect(
            h.outcome,
            results.every((result) => result.status === "fulfilled"),
            "some of the 50 calls failed after the renewal",
          );
        },
      );
    },
  },
];
