/**
 * Orders: vehicle types, the price rule, get, list and pagination, merge-patch semantics (RFC 7396: omitted fields
 * kept, nested objects merged, arrays replaced whole, null removes), the full update, and the read-side lookups.
 */
import { describe, expect } from "vitest";
import { expectAnswer } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";
import { PRICE_MESSAGES, vehicleTypeMessage, vehicleTypes } from "../src/spec/rules.js";

const suite = contract("orders");
const vehicle = (type: unknown) => ({ type, make: "Ford", model: "Transit", year: 2020 });

/** A create the API must refuse: its answer (status and body), for expectAnswer. */
async function rejected(body: Record<string, unknown>): Promise<ApiObject> {
  return suite.call("createOrder", { body }).expectStatus(400).toss();
}

const patch = (guid: string, body: unknown) => suite.call("updateOrderPartially", { path: { guid }, body });

describe("vehicle types", () => {
  suite.rules(
    vehicleTypes().map((type) => ({ type })),
    "vehicle type $type is accepted (rule: the 19 vehicle types)",
    ["writes"],
    async ({ type }) => {
      const order = await createOrder(suite, orderBody({ vehicles: [vehicle(type)] }));
      expectField(order, "/vehicles/*/type").toEqual([type]);
    },
  );

  suite.rule(
    "an unknown type is 400 with the exact message and list (rule: vehicle-type error)",
    ["writes"],
    async () => {
      const answer = await rejected(orderBody({ vehicles: [vehicle("sedan"), vehicle("hovercraft")] }));
      expectAnswer("createOrder", answer, {
        status: 400,
        like: { status_code: 400, error: vehicleTypeMessage("hovercraft") },
      });
    },
  );

  suite.rule(
    "a vehicle without a type is 400 with the vehicle-type error (rule: type is mandatory)",
    ["writes"],
    async () => {
      const answer = await rejected(orderBody({ vehicles: [{ make: "Ford", model: "Transit", year: 2020 }] }));
      expectAnswer("createOrder", answer, {
        status: 400,
        like: { status_code: 400 },
        matches: { "/error": /^Invalid vehicle type '.*'\. Allowed types are: \[/ },
      });
    },
  );
});

describe("how a rejected vehicle type is named in the message", () => {
  const long = "x".repeat(200);
  const echoes: { case: string; vehicle: Record<string, unknown>; shown: string }[] = [
    { case: "missing", vehicle: { make: "Ford", model: "Transit", year: 2020 }, shown: "null" },
    { case: "null", vehicle: vehicle(null), shown: "null" },
    { case: "an array", vehicle: vehicle(["sedan"]), shown: "array" },
    { case: "an object", vehicle: vehicle({ type: "sedan" }), shown: "object" },
    { case: "the number 7", vehicle: vehicle(7), shown: "7" },
    { case: "the boolean true", vehicle: vehicle(true), shown: "true" },
    { case: "200 characters long", vehicle: vehicle(long), shown: long },
    { case: "201 characters long", vehicle: vehicle(`${long}yz`.slice(0, 201)), shown: `${long}...` },
    { case: "split by a line break", vehicle: vehicle("van\ncargo"), shown: "van\\ncargo" },
  ];
  suite.rules(
    echoes,
    "a vehicle type that is $case is quoted in the vehicle-type error as chosen (rule: G-172 How a rejected vehicle type is shown)",
    ["writes"],
    async (c) => {
      const answer = await rejected(orderBody({ vehicles: [vehicle("sedan"), c.vehicle] }));
      expectAnswer("createOrder", answer, {
        status: 400,
        like: { status_code: 400, error: vehicleTypeMessage(c.shown) },
      });
    },
    { assumes: "G-172" },
  );

  suite.rules(
    [
      { case: "a number", item: 5 },
      { case: "a string", item: "sedan" },
      { case: "null", item: null },
    ],
    "a vehicle that is $case is 400 VALIDATION_ERROR naming it, not the vehicle-type error (rule: G-172 How a rejected vehicle type is shown)",
    ["writes"],
    async (c) => {
      const answer = await rejected(orderBody({ vehicles: [vehicle("sedan"), c.item] }));
      expectAnswer("createOrder", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
      expectField(answer, "/data/details/vehicles.1").toHaveLength(1);
    },
    { assumes: "G-172" },
  );
});

describe("price", () => {
  const invalid = [
    { case: "a negative price", price: -5, message: PRICE_MESSAGES.positive },
    { case: "a zero price", price: "0.00", message: PRICE_MESSAGES.positive },
    { case: "3 decimals (number)", price: 12.345, message: PRICE_MESSAGES.decimal },
    { case: "3 decimals (string)", price: "12.345", message: PRICE_MESSAGES.decimal },
    { case: "a string that is no decimal", price: "12,50", message: PRICE_MESSAGES.decimal },
    { case: "an empty price", price: "", message: PRICE_MESSAGES.empty },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR on price (rule: price validation)", ["writes"], async (c) => {
    const answer = await rejected(orderBody({ price: c.price }));
    expectAnswer("createOrder", answer, {
      status: 400,
      like: { data: { error_id: "VALIDATION_ERROR" } },
      contains: { "/data/details/price": c.message },
    });
  });

  suite.rule("a vehicle price is checked the same way (rule: price validation)", ["writes"], async () => {
    const answer = await rejected(orderBody({ vehicles: [{ ...vehicle("van"), price: "99.999" }] }));
    expectAnswer("createOrder", answer, {
      status: 400,
      contains: { "/data/details/vehicles.0.price": PRICE_MESSAGES.decimal },
    });
  });

  const valid = [{ price: 19.99 }, { price: "0.01" }, { price: 1250 }, { price: null }];
  suite.rules(
    valid,
    "price $price is accepted (rule: positive, at most 2 decimals, or null)",
    ["writes"],
    async (c) => {
      const order = await createOrder(suite, orderBody({ price: c.price }));
      expectField(order, "/price").toBe(c.price === null ? null : Number(c.price));
    },
  );
});

describe("get and lookups", () => {
  suite.rule("an order reads back as created (rule: get by guid)", ["writes"], async () => {
    const created = await createOrder(suite);
    const read: ApiObject = await suite
      .call("getOrder", { path: { guid: created.guid } })
      .expectStatus(200)
      .returns("data.object");
    expectField(read).toEqual(created);
    expectField(read, "/status").toBe("new");
  });

  suite.rule("an unknown order is 404 NOT_FOUND (rule: missing objects)", [], async () => {
    await suite
      .call("getOrder", { path: { guid: UNKNOWN_GUID } })
      .expectStatus(404)
      .expectJsonLike({ status: "fail", data: { error_id: "NOT_FOUND" } });
  });

  suite.rule("find by VIN returns the order; an unknown VIN is 404 (rule: find by VIN)", ["writes"], async () => {
    const vin = `1HGCM82633A${String(Date.now()).slice(-6)}`;
    const created = await createOrder(suite, orderBody({ vehicles: [{ ...vehicle("sedan"), vin }] }));
    const found: ApiObject = await suite
      .call("findOrdersByVin", { path: { vin } })
      .expectStatus(200)
      .returns("data.objects");
    expectField(found, "/*/guid").toContain(created.guid);
    await suite.call("findOrdersByVin", { path: { vin: "00000000000000000" } }).expectStatus(404);
  });

  suite.rule("activities of an unknown order are 404; a negative page is 400 (rule: activity list)", [], async () => {
    await suite.call("listOrderActivities", { path: { guid: UNKNOWN_GUID } }).expectStatus(404);
    await suite
      .call("listOrderActivities", { path: { guid: UNKNOWN_GUID }, query: { page: -1 } })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { page: [] } } });
  });

  suite.rule("a full update of an unknown order is 404 (rule: missing objects)", [], async () => {
    await suite.call("updateOrder", { path: { guid: UNKNOWN_GUID }, body: orderBody() }).expectStatus(404);
  });

  suite.rule("a new order has activities and no BOL yet (rule: BOL only after pickup)", ["writes"], async () => {
    const created = await createOrder(suite);
    await suite.call("listOrderActivities", { path: { guid: created.guid } }).expectStatus(200);
    await suite.call("getOrderBol", { path: { order_guid: created.guid } }).expectStatus(404);
  });
});

describe("merge patch (RFC 7396)", () => {
  suite.rule("omitted fields are kept and nested objects merge (rule: merge-patch semantics)", ["writes"], async () => {
    const created = await createOrder(suite);
    const patched: ApiObject = await patch(created.guid, {
      instructions: "Leave the keys at the front desk.",
      pickup: { notes: "Gate code changed to 5520." },
    })
      .expectStatus(200)
      .returns("data.object");
    expectField(patched, "/instructions").toBe("Leave the keys at the front desk.");
    expectField(patched, "/pickup/notes").toBe("Gate code changed to 5520.");
    expectField(patched, "/pickup/venue").toEqual(created.pickup.venue);
    for (const field of ["number", "price", "customer", "payment", "delivery", "vehicles"]) {
      expectField(patched, `/${field}`).toEqual(created[field]);
    }
  });

  suite.rule("vehicles is replaced whole (rule: arrays are replaced)", ["writes"], async () => {
    const created = await createOrder(suite);
    expectField(created, "/vehicles").toHaveLength(2);
    const patched: ApiObject = await patch(created.guid, { vehicles: [vehicle("motorcycle")] })
      .expectStatus(200)
      .returns("data.object");
    expectField(patched, "/vehicles/*/type").toEqual(["motorcycle"]);
  });

  suite.rule("null removes a nullable field (rule: null clears)", ["writes"], async () => {
    const created = await createOrder(suite);
    expectField(created, "/purchase_order_number").toBe("PO 0006");
    const patched: ApiObject = await patch(created.guid, { purchase_order_number: null })
      .expectStatus(200)
      .returns("data.object");
    expectField(patched, "/purchase_order_number").toBeOneOf([null, undefined]);
  });

  suite.rule("the merged payment pair is validated (rule: updates re-check the pair)", ["writes"], async () => {
    const created = await createOrder(suite);
    await patch(created.guid, { payment: { payment_terms: "quickpay" } })
      .expectStatus(400)
      .expectJsonLike({ status_code: 400 });
  });

  suite.rule(
    "null on a field that is not nullable is 400 VALIDATION_ERROR (rule: G-049 merge-patch null)",
    ["writes"],
    async () => {
      const created = await createOrder(suite);
      await patch(created.guid, { number: null })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
    },
    { assumes: "G-049" },
  );

  suite.rule("patching an unknown order is 404 (rule: missing objects)", [], async () => {
    await patch(UNKNOWN_GUID, { instructions: "x" }).expectStatus(404);
  });
});

describe("full update (PUT)", () => {
  suite.rule("the body replaces the order; fields left out are cleared (rule: full update)", ["writes"], async () => {
    const created = await createOrder(suite);
    const { instructions: _dropped, ...body } = orderBody({ number: "CONTRACT-PUT", vehicles: [vehicle("van")] });
    const updated: ApiObject = await suite
      .call("updateOrder", { path: { guid: created.guid }, body })
      .expectStatus(200)
      .returns("data.object");
    expectField(updated, "/guid").toBe(created.guid);
    expectField(updated, "/number").toBe("CONTRACT-PUT");
    expectField(updated, "/vehicles/*/type").toEqual(["van"]);
    expectField(updated, "/instructions").toBeOneOf([null, undefined]);
  });

  suite.rule("a full update is validated like a create (rule: pair and type re-checked)", ["writes"], async () => {
    const created = await createOrder(suite);
    const call = (body: Record<string, unknown>) => suite.call("updateOrder", { path: { guid: created.guid }, body });
    await call(orderBody({ vehicles: [vehicle("hovercraft")] }))
      .expectStatus(400)
      .expectJsonLike({ error: vehicleTypeMessage("hovercraft") });
    await call(orderBody({ payment: { payment_method: "platformpay", payment_terms: "2_days" } })).expectStatus(400);
  });
});

// Alone: other tests of this suite create orders, which would shift the pages under this one.
describe.sequential("list and pagination", () => {
  suite.rule("pages are consistent and together list every order once (rule: pagination)", ["writes"], async () => {
    const created = [await createOrder(suite), await createOrder(suite), await createOrder(suite)];
    const first: ApiObject = await suite
      .call("listOrders", { query: { size: 2 } })
      .expectStatus(200)
      .returns("data");
    const { pagination } = first;
    expectField(first, "/pagination/limit").toBe(2);
    expectField(first, "/pagination/page").toBe(0);
    expectField(first, "/objects").toHaveLength(Math.min(2, pagination.total_objects));
    expectField(first, "/pagination/total_pages").toBe(Math.ceil(pagination.total_objects / 2));
    // Walk every page (100 asked; the service may cap the size, its pagination says how many pages there are).
    const seen: string[] = [];
    let pages = 1;
    for (let page = 0; page < pages; page += 1) {
      const data: ApiObject = await suite
        .call("listOrders", { query: { size: 100, page } })
        .expectStatus(200)
        .returns("data");
      expectField(data, "/pagination/page").toBe(page);
      pages = data.pagination.total_pages;
      seen.push(...data.objects.map((order: ApiObject) => order.guid));
    }
    expect(seen).toHaveLength(pagination.total_objects);
    expect(new Set(seen).size).toBe(seen.length);
    for (const order of created) expect(seen).toContain(order.guid);
  });

  suite.rule("sorting by a field that is not sortable is 400 VALIDATION_ERROR (rule: list sort)", [], async () => {
    await suite
      .call("listOrders", { query: { sort: "dispatcher_name,asc" } })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { sort: [] } } });
  });

  suite.rule("a page past the end is empty; the default page size is 25 (rule: pagination defaults)", [], async () => {
    const data: ApiObject = await suite.call("listOrders").expectStatus(200).returns("data");
    expectField(data, "/pagination/limit").toBe(25);
    const past: ApiObject = await suite
      .call("listOrders", { query: { page: data.pagination.total_pages + 1 } })
      .expectStatus(200)
      .returns("data");
    expectField(past, "/objects").toEqual([]);
  });
});
