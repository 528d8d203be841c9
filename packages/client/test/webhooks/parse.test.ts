/** parseWebhook against the spec's `webhooks`: every documented example parses; broken payloads are named precisely. */
import { createRequire } from "node:module";
import type { WebhookEventOf } from "@haulkit/types";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parseWebhook, WebhookError } from "../../src/index.js";
import { webhookActions, webhookValidator } from "../../src/webhooks/validators.js";

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
type Webhooks = Record<string, { post: { requestBody: { content: { "application/json": MediaType } } } }>;

const spec = createRequire(import.meta.url)("@haulkit/spec/dist/shipper.json") as { webhooks: Webhooks };

/** [action, example name, payload] of every example of every webhook entry. */
const EXAMPLES = Object.entries(spec.webhooks).flatMap(([action, entry]) => {
  const media = entry.post.requestBody.content["application/json"];
  const named = Object.entries(media.examples ?? {}).map(([name, example]) => [action, name, example.value] as const);
  return media.example === undefined ? named : [[action, "example", media.example] as const, ...named];
});

const CANCELED = {
  action: "insurance.canceled",
  action_date: "2026-03-17T09:12:55.600+0000",
  order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
  vehicle_guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
  cancellation_reason: "VEHICLE_REMOVED",
};

function webhookError(body: unknown): WebhookError {
  try {
    parseWebhook(body as object);
  } catch (error) {
    if (error instanceof WebhookError) return error;
    throw error;
  }
  throw new Error("expected a WebhookError");
}

describe("parseWebhook", () => {
  it("has an example for each of the 64 actions", () => {
    expect(new Set(EXAMPLES.map(([action]) => action)).size).toBe(64);
  });

  it.each(EXAMPLES)("parses the spec's %s payload (%s)", (_action, _name, payload) => {
    expect(parseWebhook(JSON.stringify(payload))).toEqual(payload);
    expect(parseWebhook(payload as object)).toBe(payload);
  });

  it("compiles one validator per action, once, and none for an action the spec lacks", () => {
    expect(webhookActions()).toHaveLength(64);
    const first = webhookValidator("offer.sent");
    expect(first).toBeTypeOf("function");
    expect(webhookValidator("offer.sent")).toBe(first);
    expect(webhookValidator("offer.teleported")).toBeUndefined();
  });

  it("accepts text, bytes and objects, and narrows the type by action", () => {
    const fromBytes = parseWebhook(new TextEncoder().encode(JSON.stringify(CANCELED)));
    expect(fromBytes).toEqual(CANCELED);
    if (fromBytes.action === "insurance.canceled") {
      expectTypeOf(fromBytes).toEqualTypeOf<WebhookEventOf<"insurance.canceled">>();
      expect(fromBytes.cancellation_reason).toBe("VEHICLE_REMOVED");
    }
  });

  it("tolerates keys the spec does not list (the service adds fields without notice)", () => {
    const payload = { ...CANCELED, added_later: { any: ["thing"] } };
    expect(parseWebhook(payload)).toBe(payload);
  });

  it.each([
    {
      name: "a wrong enum value",
      body: { ...CANCELED, cancellation_reason: "BORED" },
      action: "insurance.canceled",
      pointer: "/cancellation_reason",
      problem: /must be equal to one of the allowed values: "ORDER_CANCELED"/,
    },
    {
      name: "a missing required field",
      body: {
        action: CANCELED.action,
        action_date: CANCELED.action_date,
        order_guid: CANCELED.order_guid,
        cancellation_reason: "VEHICLE_REMOVED",
      },
      action: "insurance.canceled",
      pointer: "/vehicle_guid",
      problem: /is required/,
    },
    {
      name: "a malformed guid",
      body: { ...CANCELED, order_guid: "not-a-guid" },
      action: "insurance.canceled",
      pointer: "/order_guid",
      problem: /must match format "uuid"/,
    },
    {
      name: "a field of the wrong type",
      body: { ...CANCELED, vehicle_guid: 42 },
      action: "insurance.canceled",
      pointer: "/vehicle_guid",
      problem: /must be string/,
    },
    {
      name: "an unknown action",
      body: { ...CANCELED, action: "order.teleported" },
      action: "order.teleported",
      pointer: "/action",
      problem: /'order.teleported' is not a webhook action of the spec/,
    },
    {
      name: "no action",
      body: { order_guid: CANCELED.order_guid },
      action: undefined,
      pointer: "/action",
      problem: /is required and must be a string/,
    },
    { name: "an array", body: [CANCELED], action: undefined, pointer: "", problem: /must be a JSON object/ },
    { name: "text that is not JSON", body: "{not json", action: undefined, pointer: "", problem: /is not valid JSON/ },
    {
      name: "an inherited key as action",
      body: { action: "__proto__" },
      action: "__proto__",
      pointer: "/action",
      problem: /not a webhook action/,
    },
  ])(
    "rejects $name with a WebhookError naming the action, the pointer and the problem",
    ({ body, action, pointer, problem }) => {
      const error = webhookError(body);
      expect(error.action).toBe(action);
      expect(error.pointer).toBe(pointer);
      expect(error.problem).toMatch(problem);
      expect(error.message).toContain(pointer === "" ? "(root)" : pointer);
      if (action) expect(error.message).toContain(`'${action}'`);
    },
  );

  it("lists every problem of a payload, the first one first", () => {
    const error = webhookError({ ...CANCELED, order_guid: 1, vehicle_guid: 2 });
    expect(error.issues.map((issue) => issue.pointer)).toEqual(
      expect.arrayContaining(["/order_guid", "/vehicle_guid"]),
    );
    expect(error.issues[0]).toEqual({ pointer: error.pointer, problem: error.problem });
    expect(error.message).toMatch(/\(and \d+ more\)$/);
  });
});
