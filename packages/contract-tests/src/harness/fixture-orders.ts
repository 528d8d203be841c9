/**
 * Orders brought to a status beforehand: when the target's actors do not play the web interface's manual marks
 * an `orderAfter` starts with, an order of the fixtures file brought through those same marks stands in (one per
 * test, never handed out again), and only the steps after them are played. Without one left the test is skipped
 * naming the key and how many are missing.
 */
import { makingFixture, providedActions, skipRunning } from "../actors/acting.js";
import { actionOf } from "../actors/actions.js";
import { missingFixtureReason, type OrderFixtureKey } from "../target/fixtures-file.js";
import type { Suite } from "./contract.js";
import { ACCEPT, DELIVER, INVOICE, type OrderStep, PICK_UP, sameStep } from "./order-steps.js";
import type { ApiObject } from "./steps.js";

/** The marks each order key's orders went through, after being created (docs/targets.md says the same). */
export const ORDER_FIXTURE_STEPS: Record<OrderFixtureKey, readonly OrderStep[]> = {
  orders_accepted: [ACCEPT],
  orders_picked_up: [ACCEPT, PICK_UP],
  orders_delivered: [ACCEPT, DELIVER],
  orders_invoiced: [ACCEPT, DELIVER, INVOICE],
};

/** The key whose marks are the longest start of `steps`, if any, and the steps left after them. */
export function orderFixtureFor(steps: readonly OrderStep[]): { key: OrderFixtureKey; rest: OrderStep[] } | undefined {
  let found: { key: OrderFixtureKey; rest: OrderStep[] } | undefined;
  for (const [key, marks] of Object.entries(ORDER_FIXTURE_STEPS) as [OrderFixtureKey, readonly OrderStep[]][]) {
    if (marks.length > steps.length || !marks.every((mark, index) => sameStep(mark, steps[index] as OrderStep)))
      continue;
    if (found === undefined || marks.length > steps.length - found.rest.length)
      found = { key, rest: steps.slice(marks.length) };
  }
  return found;
}

const taken = new WeakMap<Suite, Map<OrderFixtureKey, number>>();

/** The next unused order of `key` in the suite's share (read); skips the running test when none is left. */
function takeOrder(suite: Suite, key: OrderFixtureKey): Promise<ApiObject> {
  const used = taken.get(suite) ?? new Map<OrderFixtureKey, number>();
  taken.set(suite, used);
  const index = used.get(key) ?? 0;
  const fixture = suite.fixtures[key][index];
  if (fixture === undefined) skipRunning(missingFixtureReason(suite.fixturePlan, key));
  used.set(key, index + 1);
  return suite
    .call("getOrder", { path: { guid: fixture.guid } })
    .expectStatus(200)
    .returns("data.object");
}

/**
 * An order brought through the marks of `key`: made by `make` when the actors play them all (recorded as a use of
 * the key for the plan), else taken from the fixtures file.
 */
export async function orderThroughMarks(
  suite: Suite,
  key: OrderFixtureKey,
  make: () => Promise<ApiObject>,
): Promise<ApiObject> {
  const actions = ORDER_FIXTURE_STEPS[key].map(([operationId]) => actionOf(operationId));
  const played = providedActions(suite.target);
  if (actions.every((action) => action === undefined || played.includes(action))) return makingFixture(key, true, make);
  return takeOrder(suite, key);
}
