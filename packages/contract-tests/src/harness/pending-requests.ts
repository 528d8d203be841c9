/**
 * Pending load requests for the tests that answer or counter them. A carrier sends them, which the public API
 * cannot do: the sandbox test helpers play the carrier (a fresh order and request per test), and on a target
 * without them the fixtures file names them (`load_requests`, shared out by planFixtures). A test that finds none
 * left is skipped naming the key and how many are missing.
 */
import type { TestContext } from "vitest";
import { makingFixture, providedActions } from "../actors/acting.js";
import { type LoadRequestFixture, missingFixtureReason } from "../target/fixtures-file.js";
import type { Suite } from "./contract.js";
import { createOrder, sendLoadRequest } from "./steps.js";

export interface PendingRequests {
  /** A pending request the test answers or counters: its own, never handed out again. */
  fresh(ctx: TestContext): Promise<LoadRequestFixture>;
  /**
   * A pending request the test only reads or is refused on (a 400, a 404): tests may share it, so a test must
   * not change it unless the target breaks a rule.
   */
  untouched(ctx: TestContext): Promise<LoadRequestFixture>;
}

/** `shared`: the suite also reads one (`untouched`), the first of its share; without it every entry is handed out. */
export function pendingRequests(suite: Suite, { shared = true }: { shared?: boolean } = {}): PendingRequests {
  const made = (own: boolean): Promise<LoadRequestFixture> =>
    makingFixture("load_requests", own, async () => {
      const order = await createOrder(suite);
      const request = await sendLoadRequest(suite, order.guid);
      return { order_guid: order.guid, request_guid: request.guid };
    });
  const named = suite.fixtures.load_requests;
  let next = shared ? 1 : 0;
  const take = (ctx: TestContext, index: number): LoadRequestFixture => {
    const fixture = named[index];
    if (fixture === undefined) ctx.skip(missingFixtureReason(suite.fixturePlan, "load_requests"));
    return fixture as LoadRequestFixture;
  };
  const helpers = providedActions(suite.target).includes("carrier.sendLoadRequest");
  return {
    fresh: async (ctx) => (helpers ? made(true) : take(ctx, next++)),
    untouched: async (ctx) => (helpers ? made(false) : take(ctx, 0)),
  };
}
