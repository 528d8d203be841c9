/** A manual clock that moves 1 ms at every read, as the real clock may between two reads of one request. */
import { ManualClock } from "../../src/clock.js";

export class TickingClock extends ManualClock {
  override now(): number {
    const now = super.now();
    this.offsetMs += 1;
    return now;
  }
}
