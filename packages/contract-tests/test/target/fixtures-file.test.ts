import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/args.js";
import {
  FIXTURE_DEMAND,
  fixturesLine,
  loadFixtures,
  missingFixtureReason,
  NO_FIXTURES,
  parseFixtures,
  planFixtures,
} from "../../src/target/fixtures-file.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const guid = (n: number) => `3f2504e0-4f89-41d3-9a0c-${String(n).padStart(12, "0")}`;
const request = (n: number) => ({ order_guid: guid(100 + n), request_guid: guid(n) });

describe("the fixtures file", () => {
  it("takes every key's entries in the file's order; an empty object or list gives none", () => {
    const text = JSON.stringify({
      load_requests: [request(1), request(2)],
      network_carriers: [{ guid: guid(7) }],
      linked_brokers: [{ guid: guid(8) }],
      orders_delivered: [{ guid: guid(9) }, { guid: guid(10) }],
    });
    expect(parseFixtures("f.json", text)).toEqual({
      ...NO_FIXTURES,
      load_requests: [request(1), request(2)],
      network_carriers: [{ guid: guid(7) }],
      linked_brokers: [{ guid: guid(8) }],
      orders_delivered: [{ guid: guid(9) }, { guid: guid(10) }],
    });
    expect(parseFixtures("f.json", "{}")).toEqual(NO_FIXTURES);
    expect(parseFixtures("f.json", '{"load_requests": [], "network_carriers": []}')).toEqual(NO_FIXTURES);
  });

  const bad: Array<[string, string, string]> = [
    ["not JSON", "{", "fixtures file f.json: not JSON ("],
    ["an array", "[]", "fixtures file f.json: must hold a JSON object"],
    ["null", "null", "fixtures file f.json: must hold a JSON object"],
    [
      "an order listed twice",
      JSON.stringify({ orders_accepted: [{ guid: guid(1) }, { guid: guid(1) }] }),
      `orders_accepted[1].guid ${guid(1)} is listed twice`,
    ],
    [
      "an unknown key",
      '{"load_request": []}',
      "unknown key 'load_request' (known keys: load_requests, network_carriers, network_carriers_unflagged, ach_carriers, linked_brokers, second_org_linked_brokers, orders_accepted, orders_picked_up, orders_delivered, orders_invoiced, orders_delivery_verified, orders_invoiced_when_new, orders_pending, orders_canceled, orders_offer_declined, orders_offer_canceled, orders_delivered_platformpay, orders_insured)",
    ],
    [
      "a carrier with an order_guid",
      JSON.stringify({ network_carriers: [{ guid: guid(1), order_guid: guid(2) }] }),
      "network_carriers[0] has an unknown field 'order_guid' (it takes guid)",
    ],
    [
      "the same carrier twice",
      JSON.stringify({ network_carriers: [{ guid: guid(1) }, { guid: guid(1) }] }),
      `network_carriers[1].guid ${guid(1)} is listed twice`,
    ],
    ["load_requests not a list", '{"load_requests": {}}', "load_requests must be an array"],
    ["an entry not an object", '{"load_requests": ["x"]}', "load_requests[0] must be an object"],
    [
      "a missing request_guid",
      JSON.stringify({ load_requests: [request(1), { order_guid: guid(2) }] }),
      "load_requests[1].request_guid is missing",
    ],
    [
      "a guid that is not a UUID",
      JSON.stringify({ load_requests: [{ order_guid: "order-1", request_guid: guid(1) }] }),
      "load_requests[0].order_guid must be a guid (UUID)",
    ],
    [
      "a guid that is a number",
      JSON.stringify({ load_requests: [{ order_guid: guid(1), request_guid: 7 }] }),
      "load_requests[0].request_guid must be a guid (UUID)",
    ],
    [
      "an unknown field",
      JSON.stringify({ load_requests: [{ ...request(1), carrier: "x" }] }),
      "load_requests[0] has an unknown field 'carrier' (it takes order_guid and request_guid)",
    ],
    [
      "the same request twice (any case)",
      JSON.stringify({ load_requests: [request(1), { ...request(1), request_guid: guid(1).toUpperCase() }] }),
      `load_requests[1].request_guid ${guid(1).toUpperCase()} is listed twice`,
    ],
  ];
  it.each(bad)("%s is a usage error naming the problem", (_, text, message) => {
    expect(() => parseFixtures("f.json", text)).toThrow(UsageError);
    expect(() => parseFixtures("f.json", text)).toThrow(message);
  });

  it("reads a file; a missing one is a usage error; none given is undefined", () => {
    const dir = tmp();
    const file = join(dir, "fixtures.json");
    writeFileSync(file, JSON.stringify({ load_requests: [request(1)] }));
    expect(loadFixtures(file)).toEqual({ ...NO_FIXTURES, load_requests: [request(1)] });
    expect(() => loadFixtures(join(dir, "absent.json"))).toThrow(
      `fixtures file ${join(dir, "absent.json")}: no such file`,
    );
    expect(() => loadFixtures(dir)).toThrow(/cannot be read \(EISDIR\)/);
    expect(loadFixtures(undefined)).toBeUndefined();
  });
});

describe("sharing the fixtures among the suites", () => {
  const demand = FIXTURE_DEMAND["counter-offers"]?.load_requests as number;
  const second = FIXTURE_DEMAND["load-requests"]?.load_requests as number;
  const all = Array.from({ length: demand + second + 1 }, (_, i) => request(i + 1));

  it("each selected suite gets up to its demand, in the order of the suites; suites without demand get nothing", () => {
    const plan = planFixtures({ ...NO_FIXTURES, load_requests: all }, "f.json", [
      "auth",
      "counter-offers",
      "load-requests",
    ]);
    expect(plan.suites["counter-offers"]?.load_requests).toEqual(all.slice(0, demand));
    expect(plan.suites["load-requests"]?.load_requests).toEqual(all.slice(demand, demand + second));
    expect(plan.suites.auth).toBeUndefined();
    expect(plan.counts.load_requests).toEqual({ needed: demand + second, given: all.length });
  });

  it("network_carriers go to the carriers suite; a key neither given nor used stays out of the banner", () => {
    const carrier = { guid: guid(42) };
    const plan = planFixtures({ ...NO_FIXTURES, network_carriers: [carrier] }, "f.json", ["carriers", "auth"]);
    expect(plan.suites.carriers).toEqual({ ...NO_FIXTURES, network_carriers: [carrier] });
    const unflagged = FIXTURE_DEMAND.carriers?.network_carriers_unflagged;
    expect(fixturesLine(plan, false)).toBe(
      `fixtures: f.json: network_carriers 1 given, 1 used by the selected suites; network_carriers_unflagged 0 given, ${unflagged} used by the selected suites`,
    );
    expect(missingFixtureReason(planFixtures(undefined, undefined, ["carriers"]), "network_carriers")).toMatch(
      /^needs fixture network_carriers: .* this run's suites use 1 \(1 missing;/,
    );
  });

  it("too few: the first suites get theirs, the reason counts what is missing", () => {
    const plan = planFixtures({ ...NO_FIXTURES, load_requests: all.slice(0, demand + 1) }, "f.json", [
      "counter-offers",
      "load-requests",
    ]);
    expect(plan.suites["counter-offers"]?.load_requests).toHaveLength(demand);
    expect(plan.suites["load-requests"]?.load_requests).toEqual([all[demand]]);
    expect(missingFixtureReason(plan, "load_requests")).toBe(
      `needs fixture load_requests: the target has no test helpers (/_sandbox) to make them, and the fixtures file f.json gives ${demand + 1} of the ${demand + second} this run's suites use (${second - 1} missing)`,
    );
  });

  it("without a file every suite gets none and the reason says how to give them", () => {
    const plan = planFixtures(undefined, undefined, ["counter-offers"]);
    expect(plan.suites["counter-offers"]?.load_requests).toEqual([]);
    expect(missingFixtureReason(plan, "load_requests")).toBe(
      `needs fixture load_requests: the target has no test helpers (/_sandbox) to make them, and no fixtures file is given: this run's suites use ${demand} (${demand} missing; --fixtures or HAULKIT_FIXTURES, see --help)`,
    );
    expect(fixturesLine(plan, false)).toBeUndefined();
  });

  it("the banner line says what the file gives and whether the target's helpers make them instead", () => {
    const plan = planFixtures({ ...NO_FIXTURES, load_requests: all.slice(0, 2) }, "f.json", ["counter-offers"]);
    expect(fixturesLine(plan, false)).toBe(
      `fixtures: f.json: load_requests 2 given, ${demand} used by the selected suites`,
    );
    expect(fixturesLine(plan, true)).toMatch(/\(unused: the target's test helpers make them\)$/);
  });
});
