import { beforeAll, describe, expect, it } from "vitest";
import { updateCarrierProfile } from "../../../src/domain/carriers/carrier-profile.js";
import { type CarrierSearchQuery, searchCarriers } from "../../../src/domain/carriers/carrier-search.js";
import { createInternalCarrier } from "../../../src/domain/carriers/internal-carriers.js";
import { addNetworkCarrier } from "../../../src/domain/carriers/network-carriers.js";
import type { Organisation } from "../../../src/state/organisations.js";
import { domainContext } from "../../support/context.js";

let org: Organisation;

beforeAll(() => {
  const world = domainContext();
  org = world.org;
  const { ctx } = world;
  createInternalCarrier(ctx, org, {
    name: "Roadrunner Auto Transport LLC",
    dba_name: "Roadrunner Auto",
    email: "dispatch@roadrunner-auto.example",
    phone_numbers: "+1 555 0100",
    mc_number: "MC-123456",
    us_dot: "3141592",
  });
  const express = addNetworkCarrier(ctx, org, {
    name: "Roadrunner Express Inc",
    usdot: "1618033",
    email: "lee@roadrunner-express.example",
    phone: "(555) 010-7777",
    mc_number: "777001",
  });
  updateCarrierProfile(ctx, org, express.guid, { usdot_number: "2718281" });
  addNetworkCarrier(ctx, org, { name: "Gulf Coast Haulers", email: "ops@gulfcoast.example", carrier_type: "CTMS" });
});

const names = (query: CarrierSearchQuery) => searchCarriers(org, query).objects.map((carrier) => carrier.details.name);

describe("searchCarriers", () => {
  it.each<[string, CarrierSearchQuery, string[]]>([
    [
      "no parameter: every carrier, oldest first",
      {},
      ["Roadrunner Auto Transport LLC", "Roadrunner Express Inc", "Gulf Coast Haulers"],
    ],
    [
      "query: part of a name, any case",
      { query: "roadRUNNER" },
      ["Roadrunner Auto Transport LLC", "Roadrunner Express Inc"],
    ],
    ["query: part of a dba name", { query: "auto" }, ["Roadrunner Auto Transport LLC"]],
    ["query: a USDOT number", { query: "1618033" }, ["Roadrunner Express Inc"]],
    ["query: a broker records USDOT number", { query: "2718281" }, ["Roadrunner Express Inc"]],
    ["query: an e-mail", { query: "OPS@gulfcoast.example" }, ["Gulf Coast Haulers"]],
    ["query: part of a USDOT number does not match", { query: "31415" }, []],
    ["usdot", { usdot: "3141592" }, ["Roadrunner Auto Transport LLC"]],
    ["mcNumber without prefix", { mcNumber: "123456" }, ["Roadrunner Auto Transport LLC"]],
    ["mcNumber with another prefix spelling", { mcNumber: "mc 777001" }, ["Roadrunner Express Inc"]],
    ["name, partial", { name: "coast" }, ["Gulf Coast Haulers"]],
    ["email, exact only", { email: "dispatch@roadrunner" }, []],
    ["phone, digits compared", { phone: "555-010-7777" }, ["Roadrunner Express Inc"]],
    ["phone without digits matches nothing", { phone: "---" }, []],
    ["several parameters must all match", { name: "roadrunner", usdot: "1618033" }, ["Roadrunner Express Inc"]],
    ["several parameters that disagree", { name: "gulf", usdot: "1618033" }, []],
  ])("%s", (_, query, expected) => expect(names(query)).toEqual(expected));

  it("paginates", () => {
    const { objects, pagination } = searchCarriers(org, { size: 2, page: 1 });
    expect(objects.map((carrier) => carrier.details.name)).toEqual(["Gulf Coast Haulers"]);
    expect(pagination).toEqual({ total_pages: 2, total_objects: 3, limit: 2, page: 1 });
  });
});
