/**
 * Customers, terminals and contacts (create, read, full update, custom external ids, one primary contact), and the
 * shipper-to-broker side: linked brokers (linked by a sandbox helper) and an order created and submitted to one.
 */
import { describe, expect } from "vitest";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody, UNKNOWN_GUID, uniqueDigits } from "../src/harness/fixtures.js";
import { linkedBroker } from "../src/harness/linked-brokers.js";
import type { ApiObject } from "../src/harness/steps.js";
import { vehicleTypeMessage } from "../src/spec/rules.js";

const suite = contract("customers");
const HELPERS = ["writes", "testHelpers"] as const;

const CUSTOMER = {
  name: "Lone Star Motors",
  business_type: "DEALER",
  address: "4500 Commerce St",
  city: "Dallas",
  state: "TX",
  zip: "75226",
  phone: "+1 555 0142",
  email: "office@lonestarmotors.example",
  notes: "Gate closes at 5 pm.",
};

async function createCustomer(overrides: Record<string, unknown> = {}): Promise<ApiObject> {
  const customer: ApiObject = await suite
    .call("createCustomer", { body: { ...CUSTOMER, ...overrides } })
    .expectStatus(200)
    .returns("data.object");
  suite.created({ kind: "customer", guid: customer.guid });
  return customer;
}

const readCustomer = (guid: string) => suite.call("getCustomer", { path: { guid } });
const addContact = (customerGuid: string, body: Record<string, unknown>) =>
  suite.call("createContact", { path: { customer_guid: customerGuid }, body });
/** The `is_primary` flags a customer's contacts must have when `name` (one contact) is the only primary one. */
function primaryFlags(customer: ApiObject, name: string): boolean[] {
  const contacts: ApiObject[] = Array.isArray(customer.contacts) ? customer.contacts : [];
  const flags = contacts.map((contact) => contact.name === name);
  return flags.filter(Boolean).length === 1 ? flags : [...flags, true];
}

describe("customers", () => {
  suite.rule("a customer reads back as created (rule: create and get)", ["writes"], async () => {
    const customer = await createCustomer();
    expectField(customer).toMatchObject({ ...CUSTOMER, is_active: true });
    await readCustomer(customer.guid).expectStatus(200).expectJson("data.object", customer);
  });

  suite.rule("PUT replaces the customer: fields left out become null (rule: full update)", ["writes"], async () => {
    const customer = await createCustomer();
    await addContact(customer.guid, { name: "Maria Lopez" }).expectStatus(200);
    const updated: ApiObject = await suite
      .call("updateCustomer", { path: { guid: customer.guid }, body: { name: "Lone Star Motors West", city: "Plano" } })
      .expectStatus(200)
      .returns("data.object");
    expectField(updated).toMatchObject({ guid: customer.guid, name: "Lone Star Motors West", city: "Plano" });
    expectField(updated, "/address").toBeOneOf([null, undefined]);
    expectField(updated, "/notes").toBeOneOf([null, undefined]);
    expectField(updated, "/contacts/*/name").toEqual(["Maria Lopez"]);
  });

  const invalid = [
    { operationId: "createCustomer", case: "a customer without a name" },
    { operationId: "updateCustomer", case: "a full update without a name" },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: name required)", ["writes"], async (c) => {
    const { name: _name, ...body } = CUSTOMER;
    const guid = c.operationId === "updateCustomer" ? (await createCustomer()).guid : undefined;
    await suite
      .call(c.operationId, { body, ...(guid ? { path: { guid } } : {}) })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { name: [] } } });
  });

  suite.rule(
    "a custom external id finds its customer and is unique (rule: custom_external_id)",
    ["writes"],
    async () => {
      const id = `CUST-${uniqueDigits()}`;
      const customer = await createCustomer({ custom_external_id: id });
      await suite
        .call("getCustomerByCustomExternalId", { path: { custom_external_id: id } })
        .expectStatus(200)
        .expectJson("data.object.guid", customer.guid);
      await suite
        .call("createCustomer", { body: { ...CUSTOMER, custom_external_id: id } })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { custom_external_id: [] } } });
    },
  );

  suite.rule(
    "a full update may keep its own custom external id, not take another's; left out, the id is freed (rule: custom_external_id unique)",
    ["writes"],
    async () => {
      const [ownId, otherId] = [`CUST-${uniqueDigits()}`, `CUST-${uniqueDigits()}`];
      const customer = await createCustomer({ custom_external_id: ownId });
      await createCustomer({ custom_external_id: otherId });
      const kept: ApiObject = await suite
        .call("updateCustomer", { path: { guid: customer.guid }, body: { ...CUSTOMER, custom_external_id: ownId } })
        .expectStatus(200)
        .returns("data.object");
      expectField(kept, "/custom_external_id").toBe(ownId);
      await suite
        .call("updateCustomer", { path: { guid: customer.guid }, body: { ...CUSTOMER, custom_external_id: otherId } })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { custom_external_id: [] } } });
      await readCustomer(customer.guid).expectStatus(200).expectJson("data.object", kept);
      await suite.call("updateCustomer", { path: { guid: customer.guid }, body: CUSTOMER }).expectStatus(200);
      await suite.call("getCustomerByCustomExternalId", { path: { custom_external_id: ownId } }).expectStatus(404);
      const taker = await createCustomer({ custom_external_id: ownId });
      await suite
        .call("getCustomerByCustomExternalId", { path: { custom_external_id: ownId } })
        .expectStatus(200)
        .expectJson("data.object.guid", taker.guid);
    },
  );

  suite.rule("unknown customers are 404 (rule: missing objects)", [], async () => {
    await readCustomer(UNKNOWN_GUID)
      .expectStatus(404)
      .expectJsonLike({ data: { error_id: "NOT_FOUND" } });
    await suite.call("updateCustomer", { path: { guid: UNKNOWN_GUID }, body: CUSTOMER }).expectStatus(404);
    await addContact(UNKNOWN_GUID, { name: "Nobody" }).expectStatus(404);
    await suite
      .call("getCustomerByCustomExternalId", { path: { custom_external_id: `NONE-${uniqueDigits()}` } })
      .expectStatus(404);
  });
});

describe("contacts: only one is primary", () => {
  suite.rule("the first contact is primary (rule: one primary contact)", ["writes"], async () => {
    const customer = await createCustomer();
    const contact: ApiObject = await addContact(customer.guid, { name: "Maria Lopez", email: "maria@example.com" })
      .expectStatus(200)
      .returns("data.object");
    expectField(contact).toMatchObject({ name: "Maria Lopez", is_primary: true });
  });

  suite.rule(
    "the first contact is primary even when it says is_primary false; the next one then is not (rule: one primary contact)",
    ["writes"],
    async () => {
      const customer = await createCustomer();
      await addContact(customer.guid, { name: "Lee Park", is_primary: false })
        .expectStatus(200)
        .expectJson("data.object.is_primary", true);
      await addContact(customer.guid, { name: "Kim Cho" })
        .expectStatus(200)
        .expectJson("data.object.is_primary", false);
      const read: ApiObject = await readCustomer(customer.guid).expectStatus(200).returns("data.object");
      expectField(read, "/contacts/*/is_primary").toEqual(primaryFlags(read, "Lee Park"));
    },
  );

  suite.rule("a new primary contact demotes the previous one (rule: one primary contact)", ["writes"], async () => {
    const customer = await createCustomer();
    await addContact(customer.guid, { name: "Maria Lopez" }).expectStatus(200);
    await addContact(customer.guid, { name: "Sam Ortiz", is_primary: false }).expectStatus(200);
    let read: ApiObject = await readCustomer(customer.guid).expectStatus(200).returns("data.object");
    expectField(read, "/contacts/*/is_primary").toEqual(primaryFlags(read, "Maria Lopez"));
    await addContact(customer.guid, { name: "Dana Miles", is_primary: true }).expectStatus(200);
    read = await readCustomer(customer.guid).expectStatus(200).returns("data.object");
    expectField(read, "/contacts").toHaveLength(3);
    expectField(read, "/contacts/*/is_primary").toEqual(primaryFlags(read, "Dana Miles"));
  });

  suite.rule("a contact without a name is 400 VALIDATION_ERROR (rule: contact name)", ["writes"], async () => {
    const customer = await createCustomer();
    await addContact(customer.guid, { email: "nameless@example.com" })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
  });
});

describe("terminals", () => {
  suite.rule("a terminal is created with its fields (rule: create terminal)", ["writes"], async () => {
    const body = { name: "Port of Houston Lot 7", business_type: "PORT", city: "Houston", state: "TX", zip: "77029" };
    const terminal: ApiObject = await suite.call("createTerminal", { body }).expectStatus(200).returns("data.object");
    expectField(terminal).toMatchObject(body);
    expectField(terminal, "/guid").toEqual(expect.any(String));
  });

  suite.rule("a terminal without a name is 400 VALIDATION_ERROR (rule: name required)", ["writes"], async () => {
    await suite
      .call("createTerminal", { body: { city: "Houston" } })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
  });
});

describe("linked brokers and submit to broker", () => {
  /** A broker linked for the test (or the fixtures file's, shared: the tests only submit to it or list it). */
  function linkBroker(): Promise<ApiObject> {
    const id = uniqueDigits(7);
    const body = { name: `Gulf Coast ${id} Brokerage`, email: `desk-${id}@gulfcoast.example`, usdot: id };
    return linkedBroker(suite, () =>
      suite.call("linkNetworkBroker", { body }).expectStatus(200).returns("data.object"),
    );
  }
  const submit = (brokerGuid: string, body: Record<string, unknown> = orderBody()) =>
    suite.call("submitOrderToBroker", { query: { broker_guid: brokerGuid }, body });

  suite.rule("a linked broker is listed (rule: linked brokers)", [...HELPERS], async () => {
    const broker = await linkBroker();
    // A shared target's organisation may have more linked brokers than a page holds: every page is read.
    const guids: unknown[] = [];
    for (let page = 0, pages = 1; page < pages; page++) {
      const data: ApiObject = await suite
        .call("listLinkedBrokers", { query: { size: 100, page } })
        .expectStatus(200)
        .returns("data");
      expectField(data, "/pagination/limit").toBe(100);
      guids.push(...(data.objects as ApiObject[]).map((each) => each.guid));
      pages = Math.min(Number(data.pagination.total_pages), 50);
    }
    expect(guids, "the linked brokers listed, every page").toContain(broker.guid);
  });

  suite.rule("a bad page is 400 VALIDATION_ERROR (rule: pagination)", [], async () => {
    await suite.call("listLinkedBrokers", { query: { page: -1 } }).expectStatus(400);
  });

  suite.rule("submitting creates the order for the broker (rule: submit to broker)", [...HELPERS], async () => {
    const broker = await linkBroker();
    const order: ApiObject = await submit(broker.guid).expectStatus(200).returns("data.object");
    suite.created({ kind: "order", guid: order.guid });
    await suite
      .call("getOrder", { path: { guid: order.guid } })
      .expectStatus(200)
      .expectJson("data.object", order);
  });

  suite.rule("an unknown broker is 404 (rule: broker must be linked)", ["writes"], async () => {
    await submit(UNKNOWN_GUID).expectStatus(404);
  });

  suite.rule(
    "the order is validated like a create: vehicle type error (rule: submit validates)",
    [...HELPERS],
    async () => {
      const broker = await linkBroker();
      const body = orderBody({ vehicles: [{ type: "hovercraft", make: "Ford", model: "Transit", year: 2020 }] });
      await submit(broker.guid, body)
        .expectStatus(400)
        .expectJsonLike({ status_code: 400, error: vehicleTypeMessage("hovercraft") });
    },
  );
});
