/**
 * Responses are written together at the end of each event-loop turn. Under concurrent load one turn handles
 * several requests; written one by one, every response wakes the sleeping client process on the other core (a
 * cross-CPU wakeup, dear on a VM), written back to back the client wakes once per turn and reads them all. A lone
 * request waits only for the rest of its own turn (setImmediate runs right after the poll phase). The timer comes
 * from `node:timers`, not the global: a test that fakes the global timers must not hold the answers back.
 */

import { setImmediate } from "node:timers";

let pending: Promise<void> | undefined;

/** Resolves right after the current event-loop turn's I/O; every caller in one turn shares the same promise. */
export function endOfTurn(): Promise<void> {
  pending ??= new Promise((resolve) => {
    setImmediate(() => {
      pending = undefined;
      resolve();
    });
  });
  return pending;
}
