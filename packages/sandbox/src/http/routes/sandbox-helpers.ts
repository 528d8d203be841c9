/** Test helpers of the sandbox itself: the manual test clock (read, advance) and the reset of an organisation. */
import type { Clock } from "../../clock.js";
import { conflict } from "../../domain/errors.js";
import { formatDateTime } from "../../time.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

/** The clock, or 409 `CLOCK_NOT_MANUAL` when the sandbox runs on the real clock. */
function manualClock(input: HandlerInput): Clock {
  const { clock } = input.ctx;
  if (clock.kind !== "manual") {
    throw conflict(
      "CLOCK_NOT_MANUAL",
      "The sandbox runs on the real clock; start it with a manual clock to use the test clock",
    );
  }
  return clock;
}

function clockView(clock: Clock) {
  return { kind: clock.kind, now: formatDateTime(clock.now()), pending_timers: clock.pendingTimers() };
}

function getSandboxClock(input: HandlerInput): HandlerResult {
  return objectEnvelope(clockView(manualClock(input)));
}

function advanceSandboxClock(input: HandlerInput): HandlerResult {
  const clock = manualClock(input);
  clock.advance(Math.round((input.body as { seconds: number }).seconds * 1000));
  return objectEnvelope(clockView(clock));
}

function resetSandboxOrganisation(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  org.clear();
  input.ctx.events.forget(org.guid);
  return objectEnvelope({ org_guid: org.guid, reset_at: formatDateTime(input.ctx.clock.now()) });
}

export const sandboxHelperRoutes: RouteTable = {
  getSandboxClock: { handle: getSandboxClock },
  advanceSandboxClock: { handle: advanceSandboxClock },
  resetSandboxOrganisation: { handle: resetSandboxOrganisation },
};
