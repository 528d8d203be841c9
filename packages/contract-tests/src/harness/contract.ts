/**
 * `contract(name)`: what a suite file starts with. It finds the suite's target (provided by the CLI), gets a
 * token before the tests, and after them writes coverage and undoes what the suite created on a non-sandbox
 * target. `rule()` declares one test: it names the rule it proves, is tagged with what it needs, and is skipped
 * with the reason when the target lacks it — never silently.
 */
import { afterAll, beforeAll, inject, it, type TestContext } from "vitest";
import { acting } from "../actors/acting.js";
import { flushCoverage } from "../coverage/recorder.js";
import { type RunContext, SHARED_TARGET } from "../run/run-context.js";
import { lostNote, readLoss } from "../run/target-lost.js";
import { type Capability, FIXTURES_TAG, missingReasons, SLOW_TAG, tagsFor } from "../target/capabilities.js";
import { type FixturePlan, type Fixtures, NO_FIXTURES, planFixtures } from "../target/fixtures-file.js";
import { type ProbedTarget, requestToken } from "../target/probe.js";
import { flushDrift, setStrict } from "../verdicts/drift-recorder.js";
import { AssumedRefusal } from "./assumed-refusal.js";
import { settleAssumedRule } from "./assumed-rule.js";
import { type Call, createCall } from "./call.js";
import { CreatedObjects } from "./cleanup.js";
import { type CreatedObject, writeCleanup } from "./cleanup-outcome.js";
import { setWaitLimit } from "./poll.js";
import { createSend, type Send } from "./send.js";

export type RuleBody = (ctx: TestContext) => Promise<void>;

export interface RuleOptions {
  timeout?: number;
  /** The test may wait in real time, up to 60 s, on a target without a manual clock: tagged `slow`. */
  slow?: boolean;
  /** The test needs objects the test helpers make or the fixtures file names: tagged `fixtures`. */
  fixtures?: boolean;
  /** spec/GAPS.md ids the rule rests on alone: a target breaking its check is drift (assumed-rule.ts). */
  assumes?: string | readonly string[];
}

export interface Suite {
  name: string;
  target: ProbedTarget;
  /** A spec-checked, coverage-recorded pactum call of one operation (see call.ts). */
  call: Call;
  /** The same call through fetch, for an answer given while the body is still being sent (see send.ts). */
  send: Send;
  /** The suite's bearer token (fetched before the tests). */
  token(): string;
  /** Takes a new token for the suite: after a test clock moved past the lifetime of the one it had. */
  renewToken(): Promise<void>;
  /** Skips the running test, printing the reason, when the target lacks one of the capabilities. */
  needs(ctx: TestContext, ...capabilities: Capability[]): void;
  /** One test proving one rule. */
  rule(name: string, needs: Capability[], body: RuleBody, options?: RuleOptions): void;
  /** One test per case (`$field` in the name is replaced by the case's field, as plain text). */
  rules<T extends object>(
    cases: readonly T[],
    name: string,
    needs: Capability[],
    body: (item: T, ctx: TestContext) => Promise<void>,
    options?: RuleOptions,
  ): void;
  /** Registers an object the suite created, for the cleanup of a non-sandbox target. */
  created(object: CreatedObject): void;
  /** This suite's share of the fixtures file (empty without one). */
  fixtures: Fixtures;
  /** The whole run's fixtures: what a skip for a missing fixture quotes. */
  fixturePlan: FixturePlan;
}

/** `$field` in a rule's name replaced by the case's field, as plain text. */
export function caseName(template: string, item: object): string {
  return template.replace(/\$(\w+)/g, (whole, field: string) =>
    Object.hasOwn(item, field) ? String((item as Record<string, unknown>)[field]) : whole,
  );
}

/** The test's vitest options: tags from its needs and options (a slow test's wait fits the run's hang limit). */
export function testOptions(needs: readonly Capability[], { slow, fixtures, assumes: _, ...options }: RuleOptions) {
  const tags = [...tagsFor(needs), ...(fixtures ? [FIXTURES_TAG] : []), ...(slow ? [SLOW_TAG] : [])];
  return { tags, ...options };
}

/**
 * Runs a test body; an expected refusal that was only assumed, or a broken check of a rule that `assumes` gaps,
 * ends it as a skip naming the drift (recorded).
 */
export async function endingOnDrift(
  ctx: TestContext,
  body: () => Promise<void>,
  assumed?: { gaps: string | readonly string[] | undefined; rule: string },
): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof AssumedRefusal) ctx.skip(error.message);
    if (assumed?.gaps === undefined) throw error;
    const outcome = settleAssumedRule(error, [assumed.gaps].flat(), assumed.rule);
    if ("skip" in outcome) ctx.skip(outcome.skip);
    throw "fail" in outcome ? outcome.fail : error;
  }
}

/** The capabilities `needs` checks up front: all but testHelpers, whose actions requireAction checks call by call. */
export function actorsCheckedApart(capabilities: readonly Capability[]): Capability[] {
  return capabilities.filter((capability) => capability !== "testHelpers");
}

function targetOf(run: RunContext, name: string): ProbedTarget {
  const target = run.targets[name] ?? run.targets[SHARED_TARGET];
  if (!target) {
    throw new Error(`no target for suite '${name}': run the suites with haulkit-contract (or pnpm contract)`);
  }
  return target;
}

export function contract(name: string): Suite {
  const run = inject("haulkit.run");
  const target = targetOf(run, name);
  const fixturePlan = run.fixtures ?? planFixtures(undefined, undefined, [name]);
  const created = new CreatedObjects();
  let token: string | undefined;
  const call = createCall(target, () => token);
  setStrict(run.strict === true);
  setWaitLimit(run.waitMs);

  let setupFailure: { error: unknown } | undefined;
  beforeAll(async () => {
    // The target stopped answering before this suite started: none of its steps is tried.
    const loss = readLoss(run.reportsDir);
    if (loss) throw new Error(lostNote(loss));
    try {
      token = await requestToken(target);
    } catch (error) {
      if (!run.setupFailsTests) throw error;
      setupFailure = { error };
    }
  });
  const setUp = (ctx: TestContext) => {
    const loss = readLoss(run.reportsDir);
    if (loss) ctx.skip(lostNote(loss));
    if (setupFailure) throw setupFailure.error;
  };

  afterAll(async () => {
    try {
      // A lost target cannot undo anything: what it holds stays listed nowhere but in its own records.
      if (!target.sandbox && created.size > 0 && !readLoss(run.reportsDir))
        writeCleanup(run.reportsDir, await created.undo(name, call));
    } finally {
      flushCoverage(run.reportsDir, name);
      flushDrift(run.reportsDir, name);
    }
  });

  // testHelpers is checked action by action: a test runs until it reaches for an action no actor plays.
  const needs = (ctx: TestContext, ...capabilities: Capability[]) => {
    const reasons = missingReasons(target.capabilities, actorsCheckedApart(capabilities));
    if (reasons.length > 0) ctx.skip(reasons.join("; "));
  };

  return {
    name,
    target,
    call,
    send: createSend(target, () => token),
    token: () => {
      if (token === undefined) throw new Error(`suite ${name} has no token yet`);
      return token;
    },
    renewToken: async () => {
      token = await requestToken(target);
    },
    needs,
    rule: (ruleName, capabilities, body, options = {}) => {
      it(ruleName, testOptions(capabilities, options), async (ctx) => {
        setUp(ctx);
        needs(ctx, ...capabilities);
        const assumed = { gaps: options.assumes, rule: ruleName };
        await acting(ctx, () => endingOnDrift(ctx, () => body(ctx), assumed), capabilities);
      });
    },
    rules: (cases, ruleName, capabilities, body, options = {}) => {
      for (const item of cases) {
        it(caseName(ruleName, item), testOptions(capabilities, options), async (ctx) => {
          setUp(ctx);
          needs(ctx, ...capabilities);
          const assumed = { gaps: options.assumes, rule: caseName(ruleName, item) };
          await acting(ctx, () => endingOnDrift(ctx, () => body(item, ctx), assumed), capabilities);
        });
      }
    },
    created: (object) => {
      if (!target.sandbox) created.add(object);
    },
    fixtures: fixturePlan.suites[name] ?? NO_FIXTURES,
    fixturePlan,
  };
}
