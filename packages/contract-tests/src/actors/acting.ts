/**
 * Which actions a target's actors play, and the check every helper call passes: a test that reaches for an action
 * no actor plays is skipped naming it ("needs carrier.pickUp") — the actions a test uses are the helper calls it
 * makes, so they are never listed by hand.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { TestContext } from "vitest";
import type { FixtureKey } from "../target/fixtures-file.js";
import type { ProbedTarget } from "../target/probe.js";
import { ACTION_NAMES, type ActionName, actionOf } from "./actions.js";

/** What a test needs, recorded as it runs (in its vitest meta, for `haulkit-contract plan`). */
export interface TestNeeds {
  capabilities: string[];
  /** Actions it played itself. */
  actions: string[];
  /** Objects it made through actors where a fixture may stand in: the key, its own or shared, the actions used. */
  fixtures: { key: FixtureKey; own: boolean; actions: string[] }[];
}

declare module "vitest" {
  interface TaskMeta {
    haulkitNeeds?: TestNeeds;
  }
}

interface Acting {
  ctx: TestContext;
  /** The fixture use the running step makes through actors, if it is one. */
  fixture?: TestNeeds["fixtures"][number];
}

const running = new AsyncLocalStorage<Acting>();

/** Runs a test body so that a helper call inside it can skip the test (tests of a file run concurrently). */
export function acting<T>(ctx: TestContext, body: () => Promise<T>, capabilities: readonly string[] = []): Promise<T> {
  ctx.task.meta.haulkitNeeds = { capabilities: [...capabilities], actions: [], fixtures: [] };
  return running.run({ ctx }, body);
}

/**
 * Runs a step that makes an object a fixture of `key` could stand for (own: the test's alone, else shared).
 * `actions`: those the object takes even when the step reuses one made earlier (a memo plays nothing again).
 */
export function makingFixture<T>(
  key: FixtureKey,
  own: boolean,
  step: () => Promise<T>,
  actions: readonly ActionName[] = [],
): Promise<T> {
  const store = running.getStore();
  if (!store) return step();
  const fixture = { key, own, actions: [...actions] as string[] };
  store.ctx.task.meta.haulkitNeeds?.fixtures.push(fixture);
  return running.run({ ctx: store.ctx, fixture }, step);
}

/** Skips the running test with `reason` (an Error outside a test). */
export function skipRunning(reason: string): never {
  running.getStore()?.ctx.skip(reason);
  throw new Error(reason);
}

/** The actions the target's actors play: every one on a haulkit sandbox, else those the probe found. */
export function providedActions(target: Pick<ProbedTarget, "sandbox" | "actions">): readonly ActionName[] {
  return target.actions ?? (target.sandbox ? ACTION_NAMES : []);
}

/** Why a test is skipped for want of an action (one text per action, so the summary groups by action). */
export function missingActionReason(action: ActionName): string {
  return `needs ${action}: no actor plays it on this target (the /_sandbox helpers do; else --actors-url, --actors)`;
}

/** Nothing for an operation of the public API or a played action; else skips the running test naming the action. */
export function requireAction(target: Pick<ProbedTarget, "sandbox" | "actions">, operationId: string): void {
  const action = actionOf(operationId);
  if (action === undefined) return;
  const store = running.getStore();
  if (providedActions(target).includes(action)) {
    const played = store?.fixture?.actions ?? store?.ctx.task.meta.haulkitNeeds?.actions;
    if (played && !played.includes(action)) played.push(action);
    return;
  }
  const reason = missingActionReason(action);
  if (store) store.ctx.skip(reason);
  throw new Error(reason);
}

/** An actor that threw answers 502 ACTOR_FAILURE: the error a test fails with then names the actor, not the target. */
export function actorFailure(text: string | undefined): Error | undefined {
  if (text === undefined || !text.includes(ACTOR_FAILURE)) return undefined;
  let data: { error_id?: unknown; action?: unknown; message?: unknown } | undefined;
  try {
    data = (JSON.parse(text) as { data?: typeof data }).data;
  } catch {
    return undefined;
  }
  if (data?.error_id !== ACTOR_FAILURE) return undefined;
  return new Error(`${ACTOR_FAILURE_PREFIX}${String(data.action)} threw: ${String(data.message)}`);
}

/** The error id of the actors server's answer when an action threw. */
export const ACTOR_FAILURE = "ACTOR_FAILURE";

/** How the message of an actor failure starts (failure-groups.ts gives them a group of their own). */
export const ACTOR_FAILURE_PREFIX = "actor failure: ";
