import { describe, expect, it } from "vitest";
import { type Capabilities, missingReasons, READ_ONLY_TAG, tagsFor } from "../../src/target/capabilities.js";

const READ_ONLY_TARGET: Capabilities = {
  testHelpers: false,
  testClock: false,
  writes: false,
  pricing: true,
  webhooks: false,
  secondClient: false,
};

describe("capabilities", () => {
  it("a test is tagged with what it needs, or read-only when it needs nothing", () => {
    expect(tagsFor([])).toEqual([READ_ONLY_TAG]);
    expect(tagsFor(["writes", "testHelpers", "writes"])).toEqual(["writes", "helpers"]);
  });

  it("gives one reason per missing capability, none for those present", () => {
    expect(missingReasons(READ_ONLY_TARGET, ["pricing"])).toEqual([]);
    const reasons = missingReasons(READ_ONLY_TARGET, ["writes", "testClock", "pricing"]);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/^needs writes: the target is not a sandbox: pass --allow-writes/);
    expect(reasons[1]).toMatch(/^needs testClock: the target has no manual test clock/);
  });
});
