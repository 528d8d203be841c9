import { describe, expect, it } from "vitest";
import { fixture, type JsonObject, loadBundle, operations, seedDocument } from "./support/documents.js";

const ACTION =
  /^(order|offer|load_request|vehicle|escalation|insurance|platformpay_settings|platformpay)\.[a-z_.]*[a-z]$/;
const GROUPS = [
  "order",
  "offer",
  "load_request",
  "revision",
  "vehicle_location",
  "gps",
  "escalation",
  "insurance",
  "payment_service",
];

const documented = fixture("webhook-actions.txt").split("\n").filter(Boolean);
const shipper = loadBundle("shipper");
const webhooks = shipper.webhooks as Record<string, JsonObject>;

/** The actions named in the document's Events section: first cells of its tables and backticked names. */
function actionsOfEventsSection(text: string): Set<string> {
  const section = text.slice(text.indexOf("\n## Events"), text.indexOf("\n## Errors"));
  const found = new Set<string>();
  for (const match of section.matchAll(/^\|\s*([a-z_.]+)\s*\|/gm))
    if (ACTION.test(match[1] ?? "")) found.add(match[1] ?? "");
  for (const match of section.matchAll(/`([a-z_.]+)`/g)) if (ACTION.test(match[1] ?? "")) found.add(match[1] ?? "");
  return found;
}

/** The `action` const(s) a webhook's payload schema narrows to, looking through allOf/anyOf. */
function actionConsts(schema: JsonObject, schemas: JsonObject): string[] {
  if (typeof schema.$ref === "string")
    return actionConsts(schemas[schema.$ref.split("/").pop() ?? ""] as JsonObject, schemas);
  const own = ((schema.properties as JsonObject | undefined)?.action as JsonObject | undefined)?.const;
  const nested = [...((schema.allOf as JsonObject[]) ?? []), ...((schema.anyOf as JsonObject[]) ?? [])].flatMap(
    (part) => actionConsts(part, schemas),
  );
  return [...(typeof own === "string" ? [own] : []), ...nested];
}

describe("webhooks", () => {
  it("the fixture lists 64 distinct actions", () => {
    expect(new Set(documented).size).toBe(64);
  });

  it("the webhooks map holds exactly the 64 actions", () => {
    expect(Object.keys(webhooks).sort()).toEqual([...documented].sort());
  });

  it("the fixture equals the actions of the source document's Events section", (context) => {
    const seed = seedDocument("000");
    if ("missing" in seed) {
      console.warn(`skipped: ${seed.missing}`);
      context.skip(seed.missing);
      return;
    }
    expect([...actionsOfEventsSection(seed.text)].sort()).toEqual([...documented].sort());
  });

  it("WebhookAction enumerates the same 64 actions", () => {
    const schemas = (shipper.components as JsonObject).schemas as JsonObject;
    expect([...((schemas.WebhookAction as JsonObject).enum as string[])].sort()).toEqual([...documented].sort());
  });

  const schemas = (shipper.components as JsonObject).schemas as JsonObject;
  it.each(operations("shipper").filter((entry) => entry.kind === "webhook"))(
    "$key: POST payload narrowed to its action",
    (entry) => {
      expect(entry.method).toBe("post");
      expect(GROUPS).toContain(entry.operation["x-webhook-group"]);
      const body = entry.operation.requestBody as JsonObject;
      const schema = ((body.content as JsonObject)["application/json"] as JsonObject).schema as JsonObject;
      const consts = new Set(actionConsts(schema, schemas));
      expect([...consts]).toEqual([entry.key]);
      const parameters = (entry.operation.parameters as JsonObject[] | undefined) ?? [];
      const header = parameters
        .map(
          (parameter) =>
            (typeof parameter.$ref === "string"
              ? ((shipper.components as JsonObject).parameters as JsonObject)[parameter.$ref.split("/").pop() ?? ""]
              : parameter) as JsonObject,
        )
        .find((parameter) => parameter.in === "header");
      expect(header?.name).toBe("X-Verification-Token");
    },
  );
});
