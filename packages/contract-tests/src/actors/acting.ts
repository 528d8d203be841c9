/**
 * Which actions a target's actors play, and the check every helper call passes: a test that reaches for an action
 * no actor plays is skipped naming it ("needs carrier.pickUp") — the actions a test uses are the helper calls it
 * makes, so they are never listed by hand.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { TestContext } from "vitest";
import type { ProbedTarget } from "../target/probe.js";
import { ACTION_NAMES, type ActionName, actionOf } from "./actions.js";

const running = new AsyncLocalStorage<TestContext>();

/** Runs a test body so that a helper call inside it can skip the test (tests of a file run concurrently). */
export function acting<T>(ctx: TestContext, body: () => Promise<T>): Promise<T> {
  return running.run(ctx, body);
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
  if (action === undefined || providedActions(target).includes(action)) return;
  const reason = missingActionReason(action);
  const ctx = running.getStore();
  if (ctx) ctx.skip(reason);
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
