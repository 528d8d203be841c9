/**
 * A broker linked to the organisation, that orders are submitted to. Linking is the broker's part (`broker.link`):
 * played by the actors when they can, else the first `linked_brokers` entry of the fixtures file stands in (tests
 * only submit to it or find it listed, so they share it); skipped naming the key without either.
 */
import { makingFixture, providedActions, skipRunning } from "../actors/acting.js";
import { type LinkedBrokerFixture, missingFixtureReason } from "../target/fixtures-file.js";
import type { Suite } from "./contract.js";

/**
 * `link` links one through the actors (it may hand back one linked earlier: the use is recorded all the same).
 * `key`: `second_org_linked_brokers` for a broker of the second organisation.
 */
export function linkedBroker(
  suite: Suite,
  link: () => Promise<LinkedBrokerFixture>,
  key: "linked_brokers" | "second_org_linked_brokers" = "linked_brokers",
): Promise<LinkedBrokerFixture> {
  if (providedActions(suite.target).includes("broker.link")) {
    return makingFixture(key, false, link, ["broker.link"]);
  }
  const fixture = suite.fixtures[key][0];
  if (fixture === undefined) skipRunning(missingFixtureReason(suite.fixturePlan, key));
  return Promise.resolve(fixture);
}
