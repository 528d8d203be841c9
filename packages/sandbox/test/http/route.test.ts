import { describe, expect, it } from "vitest";
import { keptObjectEnvelope, objectEnvelope } from "../../src/http/route.js";

describe("keptObjectEnvelope", () => {
  it("answers the object envelope together with its JSON text", () => {
    const order = { guid: "g-1", price: 1250, vehicles: [{ guid: "v-1" }] };
    const first = keptObjectEnvelope(order);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(objectEnvelope(order).body);
    expect(first.json).toBe(JSON.stringify(objectEnvelope(order).body));
    const other = { guid: "g-2" };
    expect(keptObjectEnvelope(other).json).toBe('{"status":"success","data":{"object":{"guid":"g-2"}}}');
    expect(keptObjectEnvelope(order).json).toBe(first.json);
  });
});
