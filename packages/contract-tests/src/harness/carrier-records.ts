/**
 * Steps of the carrier suites. Every carrier call made through them is checked against the spec and searched, whole
 * body, for `ach_payment`: it left every carrier response on July 8, 2026.
 */
import type { TestContext } from "vitest";
import { makingFixture, providedActions, skipRunning } from "../actors/acting.js";
import { missingFixtureReason } from "../target/fixtures-file.js";
import type { CallOptions } from "./call.js";
import type { Suite } from "./contract.js";
import { ACH_DETAILS, networkCarrierBody, uniqueDigits } from "./fixtures.js";
import { NO_KEY_ANYWHERE } from "./pactum.js";
import type { ApiObject } from "./steps.js";

type Json = Record<string, unknown>;

export function carrierRecords(suite: Suite) {
  /** A checked call whose body must not carry `ach_payment` anywhere. */
  const carrierCall = (operationId: string, options: CallOptions = {}) =>
    suite.call(operationId, options).expect(NO_KEY_ANYWHERE, "ach_payment");

  /** An internal carrier with its own name, e-mail and USDOT number. */
  const internalCarrier = async (overrides: Json = {}): Promise<ApiObject> => {
    const id = uniqueDigits(7);
    const body = { name: `Lone Star ${id} Haulers`, email: `ops-${id}@lonestar.example`, us_dot: id, ...overrides };
    const carrier: ApiObject = await carrierCall("createInternalCarrier", { body })
      .expectStatus(200)
      .returns("data.object");
    suite.created({ kind: "carrier", guid: carrier.guid });
    return carrier;
  };

  /** A carrier of the network (sandbox helper), FMCSA with broker records unless told otherwise. */
  const networkCarrier = async (overrides: Json = {}): Promise<ApiObject> =>
    carrierCall("addNetworkCarrier", { body: networkCarrierBody(overrides) })
      .expectStatus(200)
      .returns("data.object");

  let named: Promise<ApiObject> | undefined;
  /**
   * A carrier of the network that the tests only search for: a fresh one from the helper, else the first
   * `network_carriers` entry of the fixtures file (its profile, read once); skipped naming the key without either.
   */
  const searchableCarrier = async (ctx: TestContext): Promise<ApiObject> => {
    if (providedActions(suite.target).includes("carrierNetwork.addCarrier"))
      return makingFixture("network_carriers", false, () => networkCarrier());
    const fixture = suite.fixtures.network_carriers[0];
    if (fixture === undefined) ctx.skip(missingFixtureReason(suite.fixturePlan, "network_carriers"));
    named ??= carrierCall("getCarrierProfile", { path: { guid: fixture.guid } })
      .expectStatus(200)
      .returns("data.object");
    return named;
  };

  let unflagged = 0;
  /**
   * A carrier of the network whose broker records the test changes: a fresh one from the actors, else the next
   * `network_carriers_unflagged` entry of the fixtures file (its profile); skipped naming the key when none is left.
   */
  const recordsCarrier = async (): Promise<ApiObject> => {
    if (providedActions(suite.target).includes("carrierNetwork.addCarrier"))
      return makingFixture("network_carriers_unflagged", true, () => networkCarrier());
    const fixture = suite.fixtures.network_carriers_unflagged[unflagged++];
    if (fixture === undefined) skipRunning(missingFixtureReason(suite.fixturePlan, "network_carriers_unflagged"));
    return carrierCall("getCarrierProfile", { path: { guid: fixture.guid } })
      .expectStatus(200)
      .returns("data.object");
  };

  let achTaken = 0;
  let achShared: Promise<ApiObject> | undefined;
  /**
   * A carrier of the network with ACH_DETAILS on file and no delivered order: a fresh one from the actors, else an
   * `ach_carriers` entry of the fixtures file (`own`: the test's alone, it changes it; else the suite's shared one).
   */
  const achCarrier = (own = false): Promise<ApiObject> => {
    if (providedActions(suite.target).includes("carrierNetwork.addCarrier"))
      return makingFixture("ach_carriers", own, () => networkCarrier({ ach: ACH_DETAILS }));
    const take = () => {
      const fixture = suite.fixtures.ach_carriers[achTaken++];
      if (fixture === undefined) skipRunning(missingFixtureReason(suite.fixturePlan, "ach_carriers"));
      return carrierCall("getCarrierProfile", { path: { guid: fixture.guid } })
        .expectStatus(200)
        .returns("data.object") as Promise<ApiObject>;
    };
    if (own) return take();
    achShared ??= take();
    return achShared;
  };

  /** The profile update (its pactum spec). */
  const profile = (guid: string, body: Json) => carrierCall("updateCarrierProfile", { path: { guid }, body });

  /** The broker records after a profile update that must succeed. */
  const records = async (guid: string, body: Json): Promise<ApiObject> =>
    profile(guid, body).expectStatus(200).returns("data.object.broker_records");

  return {
    carrierCall,
    internalCarrier,
    networkCarrier,
    searchableCarrier,
    recordsCarrier,
    achCarrier,
    profile,
    records,
  };
}
