import { describe, expect, it } from "vitest";
import { STARTING_STATE_SUITES, startingStateFirst } from "../../src/run/suite-order.js";
import { availableSuites, suiteName } from "../../src/run/suites.js";

const order = (names: string[]) => startingStateFirst(names, (name) => name);

describe("the order of suite files on a shared target", () => {
  it("names only suites that exist", () => {
    expect(availableSuites()).toEqual(expect.arrayContaining([...STARTING_STATE_SUITES]));
  });

  it.each([
    {
      case: "the starting-state suites move to the front, in their own order",
      files: ["offers", "payment-service", "carriers", "dated-rules", "webhooks"],
      want: ["dated-rules", "payment-service", "offers", "carriers", "webhooks"],
    },
    {
      case: "the others keep the order they came in",
      files: ["webhooks", "offers", "dated-rules", "carriers"],
      want: ["dated-rules", "webhooks", "offers", "carriers"],
    },
    {
      case: "without them nothing moves",
      files: ["webhooks", "offers", "carriers"],
      want: ["webhooks", "offers", "carriers"],
    },
    {
      case: "a near name is not one of them",
      files: ["offers", "dated-rule", "payment-services"],
      want: ["offers", "dated-rule", "payment-services"],
    },
  ])("$case", ({ files, want }) => {
    expect(order(files)).toEqual(want);
  });

  it("reads the suite from a file's path, source or compiled", () => {
    expect(suiteName("/repo/packages/contract-tests/suites/dated-rules.contract.ts")).toBe("dated-rules");
    expect(suiteName("/dist/suites/payment-service.contract.js")).toBe("payment-service");
  });
});
