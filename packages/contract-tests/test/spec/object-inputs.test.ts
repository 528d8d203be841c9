import { describe, expect, it } from "vitest";
import { listOperations, objectInputs } from "../../src/spec/object-inputs.js";

describe("objectInputs (read from spec/dist/shipper.json)", () => {
  const inputs = objectInputs();

  it.each([
    ["a path guid", "getOrder path:guid"],
    ["two path guids", "acceptLoadRequest path:request_guid"],
    ["a path identifier that is not a uuid", "findOrdersByVin path:vin"],
    ["a uuid query parameter", "submitOrderToBroker query:broker_guid"],
    ["a body field", "sendLoadOffer body:/carrier_guid"],
    ["a nested body field of a merge patch", "updateOrderPartially body:/delivery/counterparty_guid"],
    ["a field of an array item", "updateOrder body:/vehicles/*/guid"],
  ])("finds %s", (_, key) => {
    expect(inputs).toContain(key);
  });

  it.each([
    ["a closed value set in the path", "unsubscribeWebhook path:webhook_action"],
    ["a page number", "listOrders query:page"],
    ["a search text", "searchCarriers query:name"],
    ["the pricing service", "getRecommendedPriceV1"],
    ["the sandbox helpers", "sendCarrierLoadRequest"],
  ])("leaves out %s", (_, prefix) => {
    expect(inputs.filter((key) => key.startsWith(prefix))).toEqual([]);
  });

  it("is sorted and has no duplicate", () => {
    expect([...new Set(inputs)].sort()).toEqual(inputs);
  });
});

describe("listOperations", () => {
  it("is every GET answering data.objects that names no object", () => {
    expect(listOperations()).toEqual(["listLinkedBrokers", "listOrders", "listWebhookSubscriptions", "searchCarriers"]);
  });
});
