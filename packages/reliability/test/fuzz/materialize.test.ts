import { describe, expect, it } from "vitest";
import type { Defect } from "../../src/fuzz/defects.js";
import { materialize } from "../../src/fuzz/materialize.js";
import { WorkerModel } from "../../src/fuzz/model.js";
import type { Plan } from "../../src/fuzz/plan.js";
import { operationById } from "../../src/spec/operations.js";

const ORDER = "6f1c2e8a-3d4f-4b9c-8e2d-3a4b5c6d7e8f";
const VEHICLE = "7a2d3f9b-4e5a-4c0d-9f3e-4b5c6d7e8f90";
const FOREIGN = "8b3e4a0c-5f6b-4d1e-8a4f-5c6d7e8f9a01";

function model(): WorkerModel {
  const m = new WorkerModel(0, () => Date.parse("2026-03-14T09:30:00Z"), "http://127.0.0.1:9/hooks");
  m.upsertOrder({ guid: ORDER, vehicles: [{ guid: VEHICLE, vin: "4T1C11AK5NU612345" }] });
  return m;
}

function build(operationId: string, defect?: Defect, body?: unknown, query: Record<string, unknown> = {}, m = model()) {
  const plan: Plan = { operationId, binding: 0, path: {}, query, body, defect };
  return materialize(operationById(operationId), plan, {
    baseUrl: "http://127.0.0.1:1",
    model: m,
    credentials: { bearer: "token-123456789", basic: "Basic abc", apiKey: "key-123456789" },
    foreign: () => FOREIGN,
  });
}

const ORDER_BODY = { number: "A-1", vehicles: [{ type: "sedan" }] };

describe("materialize: what the answer to a request must be", () => {
  it("binds the path to an object of the organisation and expects acceptance", () => {
    const built = build("getOrder");
    expect(built.request.url).toBe(`http://127.0.0.1:1/v1/public/orders/${ORDER}`);
    expect(built.request.headers.authorization).toBe("Bearer token-123456789");
    expect(built.expectation).toEqual({ accept: "yes", issues: [] });
  });

  it.each<[string, string, Defect | undefined, unknown, "yes" | "no" | "either", number[] | undefined]>([
    [
      "a guid that is not one",
      "getOrder",
      { type: "bad-path", param: 0, variant: "not-a-guid", guid: FOREIGN },
      undefined,
      "no",
      [404],
    ],
    [
      "an unknown guid",
      "getOrder",
      { type: "bad-path", param: 0, variant: "unknown-guid", guid: FOREIGN },
      undefined,
      "no",
      [404],
    ],
    [
      "another organisation's order",
      "getOrder",
      { type: "bad-path", param: 0, variant: "other-organisation", guid: FOREIGN },
      undefined,
      "no",
      [404],
    ],
    [
      "a segment past 4096 characters",
      "getOrder",
      { type: "bad-path", param: 0, variant: "too-long", guid: FOREIGN },
      undefined,
      "no",
      [414],
    ],
    [
      "a malformed escape",
      "getOrder",
      { type: "bad-path", param: 0, variant: "bad-escape", guid: FOREIGN },
      undefined,
      "no",
      [400],
    ],
    [
      "an undocumented content type",
      "createOrder",
      { type: "content-type", value: "text/plain" },
      ORDER_BODY,
      "no",
      [415],
    ],
    [
      "the documented type in capitals",
      "createOrder",
      { type: "content-type", value: "APPLICATION/JSON; charset=utf-8" },
      ORDER_BODY,
      "yes",
      undefined,
    ],
    ["broken JSON", "createOrder", { type: "broken-json", variant: "truncated" }, ORDER_BODY, "no", [400]],
    [
      "a byte order mark (RFC 8259 lets a parser ignore it)",
      "createOrder",
      { type: "broken-json", variant: "bom" },
      ORDER_BODY,
      "either",
      undefined,
    ],
    ["a body past 1 MiB", "createOrder", { type: "huge-string", pick: 1, size: 1_100_000 }, ORDER_BODY, "no", [413]],
    [
      "a huge string the schema allows, under the limit",
      "createOrder",
      { type: "huge-string", pick: 0, size: 50_000 },
      ORDER_BODY,
      "yes",
      undefined,
    ],
    [
      "a forbidden payment pair",
      "createOrder",
      { type: "forbidden-pair", method: "cash", terms: "quickpay" },
      ORDER_BODY,
      "no",
      [400],
    ],
    ["a __proto__ key", "createOrder", { type: "proto-key", pick: 0, key: "__proto__" }, ORDER_BODY, "no", [400]],
    [
      "a constructor key (an unknown field)",
      "createOrder",
      { type: "proto-key", pick: 0, key: "constructor" },
      ORDER_BODY,
      "no",
      [400],
    ],
    ["a missing required body", "updateOrder", { type: "missing-body" }, ORDER_BODY, "no", [400]],
    [
      "an unknown query key (ignored)",
      "getOrder",
      { type: "unknown-query", key: "unknown", value: "1" },
      undefined,
      "yes",
      undefined,
    ],
    [
      "a page that is not a number",
      "listOrders",
      { type: "bad-query", param: 0, values: ["abc"] },
      undefined,
      "no",
      [400],
    ],
    ["a repeated page", "listOrders", { type: "bad-query", param: 0, values: ["1", "2"] }, undefined, "no", [400]],
  ])("%s", (_name, operationId, defect, body, accept, statuses) => {
    const built = build(operationId, defect, body);
    expect(built.expectation.accept).toBe(accept);
    if (statuses)
      expect([...new Set(built.expectation.issues.flatMap((issue) => issue.statuses ?? []))]).toEqual(statuses);
  });

  it("sends a wrong type where the body had a value, and finds it invalid", () => {
    const built = build("createOrder", { type: "wrong-type", pick: 1, value: true }, { number: "A" });
    expect(built.request.body).toBe('{"number":true}');
    expect(built.expectation.accept).toBe("no");
  });

  it("nests deeply by text, past what JSON.stringify could write", () => {
    const built = build("createOrder", { type: "deep-nesting", pick: 1, depth: 100_000 }, { number: "A" });
    expect(String(built.request.body).length).toBeGreaterThan(300_000);
    expect(built.expectation.accept).toBe("no");
  });

  it("puts invalid UTF-8 bytes into the body", () => {
    const built = build("createOrder", { type: "invalid-utf8", pick: 1 }, ORDER_BODY);
    expect(built.request.body).toBeInstanceOf(Uint8Array);
    expect([...(built.request.body as Uint8Array)]).toContain(0xff);
  });

  it("sends no content type when the defect says none", () => {
    const built = build("createOrder", { type: "content-type", value: null }, ORDER_BODY);
    expect(built.request.headers["content-type"]).toBeUndefined();
    expect(built.expectation.issues.map((issue) => issue.statuses)).toEqual([[415]]);
  });

  it("also accepts a 404 for a defect on an order that was removed", () => {
    const m = model();
    (m.orders[0] as { removed: boolean }).removed = true;
    const built = build("updateOrder", { type: "broken-json", variant: "truncated" }, ORDER_BODY, {}, m);
    expect(built.expectation.issues[0]?.statuses).toEqual([400, 404]);
  });

  it("resolves late values: the order's vehicles, the sink URL, unique identifiers", async () => {
    const { LateSink, LateUnique, LateVehicles } = await import("../../src/fuzz/late.js");
    const built = build("updatePickupEtaAsDriver", undefined, {
      vehicle_guids: new LateVehicles([0, 3]),
      date_from: "x",
    });
    expect(JSON.parse(String(built.request.body)).vehicle_guids).toEqual([VEHICLE]);
    const hook = build("subscribeWebhook", undefined, { callback_url: new LateSink() }, {});
    expect(JSON.parse(String(hook.request.body)).callback_url).toBe("http://127.0.0.1:9/hooks");
    const m = model();
    const a = m.resolver({ values: {} }).resolve(new LateUnique("ext", "text"));
    const b = m.resolver({ values: {} }).resolve(new LateUnique("ext", "text"));
    expect(a).not.toBe(b);
  });

  it("skips a valid plan with nothing to bind it to", () => {
    const built = build("cancelCounterOffer");
    expect(built.unbound).toBe(true);
  });
});
