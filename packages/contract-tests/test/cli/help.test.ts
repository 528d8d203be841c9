import { describe, expect, it } from "vitest";
import { helpText } from "../../src/cli/help.js";
import { FIXTURE_DEMAND } from "../../src/target/fixtures-file.js";

describe("--help", () => {
  const text = helpText(["counter-offers", "load-requests"]);

  it("documents the fixtures file: flag, variable, shape and how many load requests each suite uses", () => {
    const total = Object.values(FIXTURE_DEMAND).reduce((sum, demand) => sum + (demand.load_requests ?? 0), 0);
    expect(text).toContain("--fixtures <file>          HAULKIT_FIXTURES");
    expect(text).toContain('{"load_requests": [{"order_guid": "...", "request_guid": "..."}, ...], ...}');
    expect(text).toContain(
      `${total} (counter-offers ${FIXTURE_DEMAND["counter-offers"]?.load_requests}, load-requests ${FIXTURE_DEMAND["load-requests"]?.load_requests}, organisations ${FIXTURE_DEMAND.organisations?.load_requests})`,
    );
  });

  it("documents every order key's marks and how many of each a full run uses", () => {
    const total = (key: string) =>
      Object.values(FIXTURE_DEMAND).reduce((sum, demand) => sum + ((demand as Record<string, number>)[key] ?? 0), 0);
    expect(text).toContain("orders_accepted, orders_picked_up, orders_delivered, orders_invoiced: orders");
    expect(text).toContain("marked accepted (carrier");
    expect(text).toContain(
      `uses orders_accepted ${total("orders_accepted")}, orders_picked_up ${total("orders_picked_up")}, orders_delivered ${total("orders_delivered")}, orders_invoiced ${total("orders_invoiced")}`,
    );
    expect(text).toContain(`linked_brokers: brokers linked to the organisation`);
    expect(text).toContain(`orders_insured: with the sample's two vehicles`);
    expect(text).toContain(`a full run uses ${total("orders_insured")} (insurance ${total("orders_insured")})`);
    expect(text).toContain(`test); a full run uses ${total("network_carriers_unflagged")} (carriers`);
  });

  it("names the slow and fixtures tags and how to leave the slow tests out", () => {
    expect(text).toMatch(/^ {2}slow {9}waits up to 60 s in real time/m);
    expect(text).toMatch(/^ {2}fixtures {5}needs objects the public API cannot create/m);
    expect(text).toContain("--tag '!slow' leaves them out");
  });

  it("documents the second client: both flags with their variables, and the second-client tag", () => {
    expect(text).toContain("--second-client-id <id>    HAULKIT_SECOND_CLIENT_ID");
    expect(text).toContain("--second-client-secret <s> HAULKIT_SECOND_CLIENT_SECRET");
    expect(text).toMatch(/^ {2}second-client calls as a client of a second organisation/m);
  });
});
