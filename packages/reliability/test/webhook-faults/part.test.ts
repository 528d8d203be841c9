import { describe, expect, it } from "vitest";
import type { BurstOutcome } from "../../src/webhook-faults/burst.js";
import { webhookFaults } from "../../src/webhook-faults/part.js";
import { SCENARIOS } from "../../src/webhook-faults/scenarios.js";

describe("webhook faults", () => {
  it("sees 5 tries 60 s apart, no duplicate, nothing lost (a 1,000-event burst too), and bad callback URLs refused", async () => {
    const result = await webhookFaults();
    expect(result.failures).toEqual([]);
    expect(result.counters).toMatchObject({ faultsMishandled: 0, eventsLost: 0, otherFailures: 0 });
    const burst = (result.details as { burst: BurstOutcome }).burst;
    expect(burst).toMatchObject({ generated: 1000, lost: 0, duplicates: 0, disagreements: 0 });
    expect(burst.delivered + burst.failedAfterAllTries).toBe(1000);
    expect(burst.faults).toBeGreaterThanOrEqual(500);
    // 6 scenarios fail every try (5 each), the recoveries fail 4 and 1 times; the burst's receiver the rest.
    expect(result.counters.faultsInjected).toBe(6 * 5 + 4 + 1 + burst.faults);
  });

  it("notices a sender that gives up after 3 tries", async () => {
    const result = await webhookFaults({ faults: ["webhook-3-tries"] });
    expect(result.status).toBe("failed");
    expect(result.counters.eventsLost).toBeGreaterThan(0);
    expect(result.counters.faultsMishandled).toBeGreaterThan(0);
    expect(result.failures).toContain("answers 500: 3 tries, expected 5");
  });

  it("covers every receiver fault of the issue", () => {
    const behaviours = new Set(
      SCENARIOS.flatMap((scenario) => [1, 2, 3, 4, 5].map((attempt) => scenario.behaviour(attempt))),
    );
    for (const fault of ["down", "hang", "status-500", "redirect-302", "status-404", "reset"])
      expect(behaviours).toContain(fault);
  });
});
