/** Edits cut from our own shipper bundle, with the classification each must get. */

import { loadDocument } from "@haulkit/spec/documents";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../src/schema-view.js";
import { diff } from "./support.js";

type Edit = (schemas: Record<string, JsonObject>) => void;

function edited(edit: Edit): { before: JsonObject; after: JsonObject } {
  const before = loadDocument("shipper");
  const after = structuredClone(before);
  edit((after.components as { schemas: Record<string, JsonObject> }).schemas);
  return { before, after };
}

/** The object part of a schema composed as `allOf: [<base>, {type: object, ...}]`. */
function ownPart(
  schema: JsonObject | undefined,
): JsonObject & { properties: Record<string, unknown>; required?: string[] } {
  const part = (schema?.allOf as JsonObject[] | undefined)?.[1];
  if (!part?.properties) throw new Error("the bundle no longer composes this schema as allOf [base, object]");
  return part as JsonObject & { properties: Record<string, unknown> };
}

const cases: { name: string; edit: Edit; expected: [string, string, string][]; usedIn: string }[] = [
  {
    name: "a webhook payload field removed (OfferEvent.carrier_guid)",
    edit: (schemas) => {
      const part = ownPart(schemas.OfferEvent);
      delete part.properties.carrier_guid;
      part.required = part.required?.filter((name) => name !== "carrier_guid");
    },
    expected: [
      ["breaking", "response-property-removed", "#/components/schemas/OfferEvent/allOf/1/properties/carrier_guid"],
    ],
    usedIn: "#/webhooks/offer.sent/post/requestBody/content/application~1json/schema",
  },
  {
    name: "a new PaymentMethod enum value",
    edit: (schemas) => {
      (schemas.PaymentMethod as { enum: string[] }).enum.push("crypto");
    },
    expected: [
      ["breaking", "response-enum-value-added", "#/components/schemas/PaymentMethod"],
      ["non-breaking", "request-enum-value-added", "#/components/schemas/PaymentMethod"],
    ],
    usedIn: "#/paths/~1v1~1public~1orders~1{guid}/get/responses/200/content/application~1json/schema",
  },
  {
    name: "a request property made required (OrderInput.vehicles)",
    edit: (schemas) => {
      const part = ownPart(schemas.OrderInput);
      part.required = [...(part.required ?? []), "vehicles"];
    },
    expected: [["breaking", "request-property-required", "#/components/schemas/OrderInput/allOf/1/required"]],
    usedIn: "#/paths/~1v1~1public~1orders/post/requestBody/content/application~1json/schema",
  },
  {
    name: "an optional request property added (OrderInput.reference)",
    edit: (schemas) => {
      ownPart(schemas.OrderInput).properties.reference = { type: "string", description: "A shipper's reference." };
    },
    expected: [
      ["non-breaking", "request-property-added", "#/components/schemas/OrderInput/allOf/1/properties/reference"],
    ],
    usedIn: "#/paths/~1v1~1public~1orders/post/requestBody/content/application~1json/schema",
  },
  {
    name: "a guid of a webhook payload made nullable, reported at the property (OfferEvent.order_guid)",
    edit: (schemas) => {
      const property = ownPart(schemas.OfferEvent).properties.order_guid as { allOf?: unknown; anyOf?: unknown };
      property.anyOf = [...(property.allOf as unknown[]), { type: "null" }];
      delete property.allOf;
    },
    expected: [
      ["breaking", "response-became-nullable", "#/components/schemas/OfferEvent/allOf/1/properties/order_guid"],
    ],
    usedIn: "#/webhooks/offer.accepted/post/requestBody/content/application~1json/schema/properties/order_guid",
  },
  {
    name: "an optional webhook payload property added (OfferEvent.price)",
    edit: (schemas) => {
      ownPart(schemas.OfferEvent).properties.price = { type: "number" };
    },
    expected: [["non-breaking", "response-property-added", "#/components/schemas/OfferEvent/allOf/1/properties/price"]],
    usedIn: "#/webhooks/offer.accepted/post/requestBody/content/application~1json/schema",
  },
];

describe("edits of our own shipper bundle", () => {
  it.each(cases)("$name", ({ edit, expected, usedIn }) => {
    const { before, after } = edited(edit);
    const changes = diff(before, after).filter((change) => change.class !== "annotation");
    expect(changes.map((change) => [change.class, change.rule, change.pointer])).toEqual(expected);
    expect(changes.flatMap((change) => change.uses).some((use) => use.startsWith(usedIn))).toBe(true);
  });

  it("finds nothing between the bundle and a copy of it", () => {
    const { before, after } = edited(() => {});
    expect(diff(before, after)).toEqual([]);
  });
});
