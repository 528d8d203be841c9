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
 * lifetime are fine: the suite takes a new token after each. The refusals expect the payment-pair error even at
 * 2023 times: the sandbox checks the pair table (a validation the documents date from March 2025) at every time.
 */
import { describe, type TestContext } from "vitest";
import { paymentPairMessage } from "../src/spec/rules.js";
import { expectAnswer } from "../src/suite/answer.js";
import { contract } from "../src/suite/contract.js";
import { ORDER_PATHS, type OrderPath, orderWrites } from "../src/suite/order-writes.js";

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
/** Not a legacy value on another method: kept as sent, so the pair error names it, before and after the date. */
const ON_ANOTHER_METHOD = { payment_method: "ach", terms: "platformpay" };

/** The legacy value on another method is never mapped: the pair error names it as sent; the order unchanged. */
async function expectNotMappedOnAnotherMethod(path: OrderPath): Promise<void> {
  const other = await send(path, { payment: ON_ANOTHER_METHOD });
  expectAnswer(path.operationId, other, {
    status: 400,
    like: { status_code: 400, error: paymentPairMessage("ach", "platformpay") },
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

// In order: each step of the clock is taken by the first test that needs it, and the clock never goes back.
describe.sequential("dated rule: the legacy platformpay term (until August 1, 2023)", () => {
  for (const phase of BEFORE) {
    describe.sequential(phase.when, () => {
      for (const path of ORDER_PATHS) {
        suite.rule(
          `${path.path}: ${phase.when}, legacy term platformpay on a platformpay order is stored as 1_3_days, and only that pair is mapped (rule: Versioning, legacy platformpay until August 1, 2023)`,
          path.needs,
          async (ctx: TestContext) => {
            if ((await timeAt(phase.at)) >= PLATFORMPAY_UNTIL) {
              ctx.skip(suite.target.capabilities.testClock ? AFTER_THE_DATE.testClock : AFTER_THE_DATE.realClock);
            }
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
      }
    });
  }

  for (const phase of AFTER) {
    describe.sequential(phase.when, () => {
      for (const path of ORDER_PATHS) {
        suite.rule(
          `${path.path}: ${phase.when}, legacy term platformpay on a platformpay order is 400 with the payment-pair error, the order unchanged (rule: Versioning, legacy platformpay until August 1, 2023)`,
          path.needs,
          async (ctx: TestContext) => {
            if ((await timeAt(phase.at)) < PLATFORMPAY_UNTIL) ctx.skip(BEFORE_THE_DATE);
            const answer = await send(path, { payment: LEGACY });
            expectAnswer(path.operationId, answer, {
              status: 400,
              like: { status_code: 400, error: paymentPairMessage("platformpay", "platformpay") },
            });
            await expectUnchanged(path);
            await expectNotMappedOnAnotherMethod(path);
          },
        );
      }
    });
  }
});
