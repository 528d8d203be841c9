/**
 * The dated rules of the documents' Versioning section, on both sides of their date: the legacy `platformpay` term
 * (accepted until August 1, 2023) on every path that writes an order (create, PUT, PATCH, submit to broker).
 *
 * The tests run in order, on the target's time. A test clock that reads before the date (the embedded sandbox of
 * this suite starts on 2023-07-31, src/target/embedded.ts) is read for the "before" side, moved on to a second
 * before the date, then to the date itself (the bound, where the rule has ended) and a day later for the "after"
 * side; a manual clock stands still, so each move is computed from what the clock reads. A clock that reads after
 * the date cannot go back: the "before" side is skipped with the reason and the "after" side runs at its time.
 * Without a test clock the time is this machine's (a real clock is not readable). Moves longer than a token's
 * lifetime are fine: the suite takes a new token after each. Which error refused a payment between August 2023 and
 * the pair validation of March 2025 is not shown: the pair error at 2023 times is G-178's assumption (its own
 * tests, drift when a target differs); from April 2025 it is a fact.
 */
import { describe, type TestContext } from "vitest";
import { expectAnswer } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { ORDER_PATHS, type OrderPath, orderWrites } from "../src/harness/order-writes.js";
import { paymentPairMessage } from "../src/spec/rules.js";

const suite = contract("dated-rules");
const { send, sendFresh, expectUnchanged } = orderWrites(suite);

/** The legacy term platformpay is read as 1_3_days on a platformpay order until this instant (Versioning). */
const PLATFORMPAY_UNTIL = Date.UTC(2023, 7, 1);
const DAY_MS = 86_400_000;
/** The longest move of the test clock in one call (ClockAdvanceInput: ten years). */
const MAX_ADVANCE_S = 315_360_000;

/** Why the "before" side cannot run: the target's time is already past the date and cannot go back. */
const AFTER_THE_DATE = {
  testClock:
    "the target's clock reads after August 1, 2023: the before side needs a target whose clock starts earlier (the embedded sandbox's dated-rules suite starts on 2023-07-31)",
  realClock:
    "the target has no test clock and the time now is after August 1, 2023: the before side needs a target whose clock starts earlier (the embedded sandbox's dated-rules suite starts on 2023-07-31)",
};
/** Why the "after" side cannot run: a target whose time is before the date and cannot be moved. */
const BEFORE_THE_DATE =
  "the target's time is before August 1, 2023 and it has no test clock to move: the after side needs the date passed";

/** A sandbox date-time (`2023-07-31T00:00:00.000+0000`) in epoch ms. */
const epochOf = (time: string): number => Date.parse(time.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));

/**
 * The target's time in epoch ms: on a test clock what it reads, first moved on to `at` when it reads earlier (the
 * manual clock stands still: the move is exactly the difference); without one this machine's time. A move may
 * outlast the suite's token (10 days on the sandbox, by its clock): a new one is taken after each.
 */
async function timeAt(at?: number): Promise<number> {
  if (!suite.target.capabilities.testClock) return Date.now();
  let now = epochOf(await suite.call("getSandboxClock").expectStatus(200).returns("data.object.now"));
  while (at !== undefined && now < at) {
    const seconds = Math.min((at - now) / 1000, MAX_ADVANCE_S);
    const moved: string = await suite
      .call("advanceSandboxClock", { body: { seconds } })
      .expectStatus(200)
      .returns("data.object.now");
    now = epochOf(moved);
    await suite.renewToken();
  }
  return now;
}

const LEGACY = { payment_method: "platformpay", terms: "platformpay" };
/** Not a legacy value on another method: kept as sent, never read as 1_3_days. */
const ON_ANOTHER_METHOD = { payment_method: "ach", terms: "platformpay" };
/** The documents date the payment-pair validation March 2025: from April 1, 2025 its error is a fact. */
const PAIR_CHECKED_FROM = Date.UTC(2025, 3, 1);

/** The legacy value on another method is not mapped (fact): whatever the answer, no `1_3_days` is stored. */
async function expectNotMappedOnAnotherMethod(path: OrderPath): Promise<void> {
  const other = await sendFresh(path, { payment: ON_ANOTHER_METHOD });
  // Accepted (a target without the pair check of March 2025) it keeps the term; refused it is a 400 (G-178: the pair error).
  if (other.statusCode === 200) expectField(other, "/data/object/payment/payment_terms").not.toBe("1_3_days");
  else expectAnswer(path.operationId, other, { status: 400, like: { status_code: 400 } });
}

/** A pair outside the table is refused with the pair error naming it as sent; the order unchanged. */
async function expectPairError(path: OrderPath, method: string, payment: object): Promise<void> {
  const answer = await send(path, { payment });
  expectAnswer(path.operationId, answer, {
    status: 400,
    like: { status_code: 400, error: paymentPairMessage(method, "platformpay") },
  });
  await expectUnchanged(path);
}

const BEFORE = [
  { when: "before the date", at: undefined },
  { when: "a second before the date (2023-07-31T23:59:59Z)", at: PLATFORMPAY_UNTIL - 1000 },
];
const AFTER = [
  { when: "at the date (2023-08-01T00:00:00Z)", at: PLATFORMPAY_UNTIL },
  { when: "a day after the date", at: PLATFORMPAY_UNTIL + DAY_MS },
];
const RULE = "rule: Versioning, legacy platformpay until August 1, 2023";

/** Skips a "before" test on a target whose time is past the date (it cannot go back). */
async function beforeTheDate(ctx: TestContext, at: number | undefined): Promise<void> {
  if ((await timeAt(at)) >= PLATFORMPAY_UNTIL) {
    ctx.skip(suite.target.capabilities.testClock ? AFTER_THE_DATE.testClock : AFTER_THE_DATE.realClock);
  }
}

/** Skips an "after" test on a target whose time is before `from` and cannot be moved. */
async function afterTheDate(ctx: TestContext, at: number, from: number): Promise<void> {
  if ((await timeAt(at)) < from) ctx.skip(BEFORE_THE_DATE);
}

// In order: each step of the clock is taken by the first test that needs it, and the clock never goes back.
describe.sequential("dated rule: the legacy platformpay term (until August 1, 2023)", () => {
  for (const phase of BEFORE) {
    describe.sequential(phase.when, () => {
      for (const path of ORDER_PATHS) {
        suite.rule(
          `${path.path}: ${phase.when}, legacy term platformpay on a platformpay order is stored as 1_3_days, and only that pair is mapped (${RULE})`,
          path.needs,
          async (ctx: TestContext) => {
            await beforeTheDate(ctx, phase.at);
            const answer = await sendFresh(path, { payment: LEGACY });
            expectAnswer(path.operationId, answer, {
              status: 200,
              like: { data: { object: { payment: { payment_method: "platformpay", payment_terms: "1_3_days" } } } },
            });
            // Another term of a platformpay order is kept as sent.
            const kept = await sendFresh(path, {
              payment: { payment_method: "platformpay", payment_terms: "30_days" },
            });
            expectAnswer(path.operationId, kept, {
              status: 200,
              like: { data: { object: { payment: { payment_method: "platformpay", payment_terms: "30_days" } } } },
            });
            await expectNotMappedOnAnotherMethod(path);
          },
        );
        suite.rule(
          `${path.path}: ${phase.when}, the legacy term on an ach order is the payment-pair error naming it as sent, the order unchanged (G-178: the pair table at every time)`,
          path.needs,
          async (ctx: TestContext) => {
            await beforeTheDate(ctx, phase.at);
            await expectPairError(path, "ach", ON_ANOTHER_METHOD);
          },
          { assumes: "G-178" },
        );
      }
    });
  }

  for (const phase of AFTER) {
    describe.sequential(phase.when, () => {
      for (const path of ORDER_PATHS) {
        suite.rule(
          `${path.path}: ${phase.when}, legacy term platformpay on a platformpay order is refused with 400 and not stored, the order unchanged (${RULE})`,
          path.needs,
          async (ctx: TestContext) => {
            await afterTheDate(ctx, phase.at, PLATFORMPAY_UNTIL);
            const answer = await send(path, { payment: LEGACY });
            expectAnswer(path.operationId, answer, { status: 400, like: { status_code: 400 } });
            await expectUnchanged(path);
            await expectNotMappedOnAnotherMethod(path);
          },
        );
        suite.rule(
          `${path.path}: ${phase.when}, the refusal of the legacy term is the payment-pair error (G-178: the pair table at every time)`,
          path.needs,
          async (ctx: TestContext) => {
            await afterTheDate(ctx, phase.at, PLATFORMPAY_UNTIL);
            await expectPairError(path, "platformpay", LEGACY);
          },
          { assumes: "G-178" },
        );
      }
    });
  }

  describe.sequential("from April 2025 (the pair validation of March 2025)", () => {
    for (const path of ORDER_PATHS) {
      suite.rule(
        `${path.path}: from April 2025, legacy term platformpay is the payment-pair error on a platformpay order and on an ach one, the order unchanged (rule: Versioning, pair validation March 2025)`,
        path.needs,
        async (ctx: TestContext) => {
          await afterTheDate(ctx, PAIR_CHECKED_FROM, PAIR_CHECKED_FROM);
          await expectPairError(path, "platformpay", LEGACY);
          await expectPairError(path, "ach", ON_ANOTHER_METHOD);
        },
      );
    }
  });
});
