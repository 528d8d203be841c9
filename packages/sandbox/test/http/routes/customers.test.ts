import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { type Body, type Shipper, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const CUSTOMER = {
  name: "Lone Star Motors",
  business_type: "DEALER",
  address: "4500 Commerce St",
  city: "Dallas",
  state: "TX",
  zip: "75226",
  phone: "+1 555 0142",
  email: "office@lonestarmotors.example",
  contact_name: "Maria Lopez",
  contact_title: "Logistics manager",
  contact_email: "maria.lopez@lonestarmotors.example",
  contact_phone: "+1 555 0143",
  contact_mobile_phone: "+1 555 0199",
  notes: "Gate closes at 5 pm.",
};

let externalCounter = 0;
async function customer(as: Shipper = shipper, body: Record<string, unknown> = {}): Promise<Body> {
  externalCounter += 1;
  const response = await as.post("/customers", { ...CUSTOMER, custom_external_id: `CUST-${externalCounter}`, ...body });
  expect(response.status).toBe(200);
  return response.body.data.object;
}

async function contact(customerGuid: string, body: Record<string, unknown>): Promise<Body> {
  const response = await shipper.post(`/customers/${customerGuid}/contacts`, body);
  expect(response.status).toBe(200);
  return response.body.data.object;
}

describe("createCustomer, getCustomer", () => {
  it("creates the customer (no contacts yet) and reads it back", async () => {
    const created = await customer(shipper, { custom_external_id: "CUST-7781" });
    const now = formatDateTime(sandbox.clock.now());
    expect(created).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_active: true,
      created_at: now,
      changed_at: now,
      ...CUSTOMER,
      custom_external_id: "CUST-7781",
      contacts: [],
    });
    const read = await shipper.get(`/customers/${created.guid}`);
    expect([read.status, read.body.data.object]).toEqual([200, created]);
    const byId = await shipper.get("/customers/custom_external_id/CUST-7781");
    expect([byId.status, byId.body.data.object]).toEqual([200, created]);
  });

  it.each([
    ["no name", { city: "Dallas" }, "name"],
    ["an unknown business type", { name: "X", business_type: "FARM" }, "business_type"],
    ["an unknown field", { name: "X", contacts: [] }, "contacts"],
    ["a malformed e-mail", { name: "X", email: "nope" }, "email"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, body, field) => {
    const response = await shipper.post("/customers", body);
    expect([response.status, response.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
    expect(Object.keys(response.body.data.details)).toContain(field);
  });

  it("a custom_external_id already used is 400, and is free in another organisation", async () => {
    await customer(shipper, { custom_external_id: "CUST-SHARED" });
    const taken = await shipper.post("/customers", { name: "Copy", custom_external_id: "CUST-SHARED" });
    expect([taken.status, taken.body.data.details]).toEqual([
      400,
      { custom_external_id: ["is already used by another customer"] },
    ]);
    expect((await other.post("/customers", { name: "Copy", custom_external_id: "CUST-SHARED" })).status).toBe(200);
  });

  it("another organisation's customer, an unknown guid or external id are 404", async () => {
    const foreign = await customer(other, { custom_external_id: "CUST-FOREIGN" });
    for (const path of [
      `/customers/${foreign.guid}`,
      `/customers/${UNKNOWN_GUID}`,
      "/customers/custom_external_id/CUST-FOREIGN",
    ]) {
      const response = await shipper.get(path);
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
  });
});

describe("updateCustomer", () => {
  it("replaces every field (left out: null), keeps the contacts and stamps changed_at", async () => {
    const created = await customer();
    await contact(created.guid, { name: "Maria Lopez" });
    sandbox.clock.advance(60_000);
    const response = await shipper.put(`/customers/${created.guid}`, { name: "Lone Star Motors II", city: "Austin" });
    expect(response.status).toBe(200);
    const updated = response.body.data.object;
    expect(updated).toMatchObject({
      guid: created.guid,
      name: "Lone Star Motors II",
      city: "Austin",
      state: null,
      email: null,
      notes: null,
      custom_external_id: null,
      created_at: created.created_at,
      changed_at: formatDateTime(sandbox.clock.now()),
    });
    expect(updated).not.toHaveProperty("business_type");
    expect(updated.contacts.map((entry: Body) => entry.name)).toEqual(["Maria Lopez"]);
  });

  it("is 404 for another organisation's customer (which stays unchanged) and 400 for a bad body", async () => {
    const foreign = await customer(other);
    expect((await shipper.put(`/customers/${foreign.guid}`, { name: "Taken over" })).status).toBe(404);
    expect((await other.get(`/customers/${foreign.guid}`)).body.data.object.name).toBe(CUSTOMER.name);
    expect((await shipper.put(`/customers/${foreign.guid}`, { name: "" })).status).toBe(400);
  });
});

describe("createContact: exactly one primary contact", () => {
  it("the first contact is primary; a new primary demotes the old one; others are not primary", async () => {
    const created = await customer();
    const first = await contact(created.guid, { name: "Maria Lopez", is_primary: false });
    expect(first).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_active: true,
      created_at: formatDateTime(sandbox.clock.now()),
      changed_at: formatDateTime(sandbox.clock.now()),
      name: "Maria Lopez",
      title: null,
      email: null,
      phone: null,
      mobile_phone: null,
      is_primary: true,
    });
    await contact(created.guid, { name: "Sam Carter", title: "Yard supervisor" });
    sandbox.clock.advance(1000);
    await contact(created.guid, { name: "Renee Walker", is_primary: true });
    const contacts = (await shipper.get(`/customers/${created.guid}`)).body.data.object.contacts;
    expect(contacts.map((entry: Body) => [entry.name, entry.is_primary])).toEqual([
      ["Maria Lopez", false],
      ["Sam Carter", false],
      ["Renee Walker", true],
    ]);
    expect(contacts[0].changed_at).toBe(formatDateTime(sandbox.clock.now()));
    expect(contacts.filter((entry: Body) => entry.is_primary)).toHaveLength(1);
  });

  it.each([
    ["no name", { title: "x" }],
    ["an unknown field", { name: "x", role: "boss" }],
    ["a malformed e-mail", { name: "x", email: "nope" }],
  ])("answers 400 for %s", async (_, body) => {
    const created = await customer();
    const response = await shipper.post(`/customers/${created.guid}/contacts`, body);
    expect([response.status, response.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("is 404 for an unknown or another organisation's customer", async () => {
    const foreign = await customer(other);
    for (const guid of [UNKNOWN_GUID, foreign.guid]) {
      expect((await shipper.post(`/customers/${guid}/contacts`, { name: "x" })).status).toBe(404);
    }
    expect((await other.get(`/customers/${foreign.guid}`)).body.data.object.contacts).toEqual([]);
  });
});

describe("createTerminal", () => {
  it("creates a terminal without contacts", async () => {
    const body = {
      ...CUSTOMER,
      name: "Port of Houston Vehicle Terminal",
      business_type: "PORT",
      contact_mobile_phone: null,
    };
    const response = await shipper.post("/terminals", body);
    expect(response.status).toBe(200);
    const now = formatDateTime(sandbox.clock.now());
    expect(response.body.data.object).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_active: true,
      created_at: now,
      changed_at: now,
      ...body,
      contacts: [],
    });
  });

  it.each([
    ["no name", {}],
    ["a custom_external_id (customers only)", { name: "X", custom_external_id: "T-1" }],
  ])("answers 400 for %s", async (_, body) => {
    const response = await shipper.post("/terminals", body);
    expect([response.status, response.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
