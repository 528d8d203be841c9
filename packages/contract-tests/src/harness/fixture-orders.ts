/**
 * Orders brought to a state beforehand: when the target's actors do not play the steps an order key stands for (the
 * web interface's manual marks an `orderAfter` starts with, the insurer issuing policies), an order of the fixtures
 * file brought through those same steps stands in (one per test, or one shared by the tests that are only refused
 * on it), and only the steps after them are played. Without one left the test is skipped naming the key and how
 * many are missing.
 */
import { makingFixture, providedActions, skipRunning } from "../actors/acting.js";
import { type ActionName, actionOf } from "../actors/actions.js";
import { type MarkFixtureKey, missingFixtureReason, type OrderFixtureKey } from "../target/fixtures-file.js";
import type { Suite } from "./contract.js";
import { ACCEPT, CANCEL, DELIVER, INVOICE, type OrderStep, PENDING, PICK_UP, sameStep, VERIFY } from "./order-steps.js";
import type { ApiObject } from "./steps.js";

/** The marks each mark key's orders went through, after being created (docs/targets.md says the same). */
export const ORDER_FIXTURE_STEPS: Record<MarkFixtureKey, readonly OrderStep[]> = {
  orders_accepted: [ACCEPT],
  orders_picked_up: [ACCEPT, PICK_UP],
  orders_delivered: [ACCEPT, DELIVER],
  orders_invoiced: [ACCEPT, DELIVER, INVOICE],
  orders_delivery_verified: [ACCEPT, DELIVER, VERIFY],
  orders_invoiced_when_new: [INVOICE],
  orders_pending: [PENDING],
  orders_canceled: [CANCEL],
};

/** The key whose marks are the longest start of `steps`, if any, and the steps left after them. */
export function orderFixtureFor(steps: readonly OrderStep[]): { key: MarkFixtureKey; rest: OrderStep[] } | undefined {
  let found: { key: MarkFixtureKey; rest: OrderStep[] } | undefined;
  for (const [key, marks] of Object.entries(ORDER_FIXTURE_STEPS) as [MarkFixtureKey, readonly OrderStep[]][]) {
    if (marks.length > steps.length || !marks.every((mark, index) => sameStep(mark, steps[index] as OrderStep)))
      continue;
    if (found === undefined || marks.length > steps.length - found.rest.length)
      found = { key, rest: steps.slice(marks.length) };
  }
  return found;
}

/** The actions the marks of `steps` take (helper operations only). */
export function actionsOfSteps(steps: readonly OrderStep[]): ActionName[] {
  return steps.map(([operationId]) => actionOf(operationId)).filter((action) => action !== undefined);
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

/** The target's actors play every one of `actions`. */
function actorsPlay(suite: Suite, actions: readonly ActionName[]): boolean {
  const played = providedActions(suite.target);
  return actions.every((action) => played.includes(action));
}

/**
 * An order of `key`: made by `make` when the actors play all of `actions` (recorded as a use of the key for the
 * plan), else taken from the fixtures file — the test's own.
 */
export function ownOrder(
  suite: Suite,
  key: OrderFixtureKey,
  actions: readonly ActionName[],
  make: () => Promise<ApiObject>,
): Promise<ApiObject> {
  if (actorsPlay(suite, actions)) return makingFixture(key, true, make);
  return takeOrder(suite, key);
}

const shared = new WeakMap<Suite, Map<OrderFixtureKey, Promise<ApiObject>>>();

/**
 * An order of `key` that tests are only refused on (a 409, a 400): made by `make` for each test when the actors
 * play all of `actions`, else one of the fixtures file shared by them all (taken once).
 */
export function sharedOrder(
  suite: Suite,
  key: OrderFixtureKey,
  actions: readonly ActionName[],
  make: () => Promise<ApiObject>,
): Promise<ApiObject> {
  if (actorsPlay(suite, actions)) return makingFixture(key, false, make);
  const orders = shared.get(suite) ?? new Map<OrderFixtureKey, Promise<ApiObject>>();
  shared.set(suite, orders);
  const order = orders.get(key) ?? takeOrder(suite, key);
  orders.set(key, order);
  return order;
}

/** An order brought through the marks of `key` (ownOrder with the marks' actions). */
export function orderThroughMarks(suite: Suite, key: MarkFixtureKey, make: () => Promise<ApiObject>) {
  return ownOrder(suite, key, actionsOfSteps(ORDER_FIXTURE_STEPS[key]), make);
}
