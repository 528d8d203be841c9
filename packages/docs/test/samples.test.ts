import { describe, expect, it } from "vitest";
import { bundledApis } from "../src/apis.js";
import { repositoryPaths } from "../src/public-text.js";
import { linkGaps, plainText, referenceSpec } from "../src/reference-spec.js";
import {
  SampleVariable,
  shellJson,
  shellQueryValue,
  tsLiteral,
  variablesOf,
  withVariables,
} from "../src/sample-values.js";
import { pathVariable, samplesOf, withCodeSamples } from "../src/samples.js";

describe("pathVariable", () => {
  it.each([
    ["/v1/public/orders/{guid}", "guid", "ORDER_GUID"],
    ["/v1/public/carriers/{guid}/profile", "guid", "CARRIER_GUID"],
    ["/v1/public/orders/price_negotiations/{guid}", "guid", "PRICE_NEGOTIATION_GUID"],
    ["/v1/public/orders/{order_guid}/requests/{request_guid}", "request_guid", "REQUEST_GUID"],
    ["/v1/public/orders/find_by_vin/{vin}", "vin", "VIN"],
    ["/v1/public/carriers/custom_external_id/{custom_external_id}", "custom_external_id", "CUSTOM_EXTERNAL_ID"],
  ])("%s {%s} -> %s", (path, name, variable) => {
    expect(pathVariable(path, name)).toBe(variable);
  });
});

describe("example values", () => {
  const body = withVariables({
    order_guid: "2c4e",
    vehicle_guids: ["0e1d", "0e1e"],
    guid: "abc",
    guide: "not a guid key",
    nested: { carrier_guid: "6c1f", count: 2, guid_note: "text" },
    price: "$5 `now` \\ok",
  });

  it("turns *_guid strings and *_guids items into variables, nothing else", () => {
    expect(variablesOf(body).map((variable) => [variable.name, variable.example])).toEqual([
      ["ORDER_GUID", "2c4e"],
      ["VEHICLE_GUID", "0e1d"],
      ["GUID", "abc"],
      ["CARRIER_GUID", "6c1f"],
    ]);
  });

  it("writes shell here-document JSON with variables expanded and every other $, ` and \\ escaped", () => {
    const json = shellJson(body);
    expect(json).toContain('"order_guid": "$ORDER_GUID"');
    expect(json).toContain('"$VEHICLE_GUID",\n    "$VEHICLE_GUID"');
    expect(json).toContain('"guide": "not a guid key"');
    expect(json).toContain('"price": "\\$5 \\`now\\` \\\\\\\\ok"');
    expect(shellJson({ a: [], b: {} })).toBe('{\n  "a": [],\n  "b": {}\n}');
  });

  it("writes TypeScript with variables by name and keys quoted only where needed", () => {
    const literal = tsLiteral({ order_guid: new SampleVariable("ORDER_GUID"), "x-y": 1, ok: [true, null] });
    expect(literal).toBe('{\n  order_guid: ORDER_GUID,\n  "x-y": 1,\n  ok: [true, null],\n}');
  });

  it.each([
    ["created_at,desc", "created_at,desc"],
    ["a b&c=d", "a%20b%26c%3Dd"],
    [true, "true"],
    [new SampleVariable("BROKER_GUID"), "$BROKER_GUID"],
  ])("query value %j -> %s", (value, text) => {
    expect(shellQueryValue(value)).toBe(text);
  });
});

const spec = (operations: Record<string, Record<string, unknown>>) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: operations,
  components: { schemas: { Action: { type: "string", enum: ["order.created", "order.modified"] } } },
});
const ok = { responses: { "200": { description: "ok" }, "404": { description: "no" } } };

describe("samplesOf", () => {
  const shipper = spec({
    "/v1/x/orders/{guid}": {
      get: { operationId: "getX", ...ok, parameters: [{ name: "guid", in: "path", required: true }] },
      patch: {
        operationId: "patchX",
        ...ok,
        parameters: [{ name: "guid", in: "path", required: true }],
        requestBody: { content: { "application/json": { example: { note: "a" } } } },
      },
    },
    "/v1/x/hooks/{action}": {
      post: {
        operationId: "hook",
        ...ok,
        parameters: [{ name: "action", in: "path", required: true, schema: { $ref: "#/components/schemas/Action" } }],
        requestBody: {
          content: { "application/merge-patch+json": { examples: { one: { value: { order_guid: "2c4e" } } } } },
        },
      },
    },
  });
  const [getX, patchX, hook] = samplesOf("shipper", shipper);

  it("gets a token in one line, then calls the operation with curl -i and the path's variable", () => {
    expect(getX?.successStatus).toBe(200);
    expect(getX?.variables.map((variable) => variable.name)).toEqual(["ORDER_GUID"]);
    expect(getX?.curl).toBe(
      `# Set BASE_URL, CLIENT_ID, CLIENT_SECRET, ORDER_GUID first (against npx haulkit-sandbox: BASE_URL=http://127.0.0.1:4010).
TOKEN=$(curl -s -X POST -u "$CLIENT_ID:$CLIENT_SECRET" "$BASE_URL/oauth/token?grant_type=client_credentials" | jq -r .access_token)
curl -i -X GET "$BASE_URL/v1/x/orders/$ORDER_GUID" \\
  -H "Authorization: Bearer $TOKEN"
`,
    );
  });

  it("writes a TypeScript program with the shipper client and the variable from the environment", () => {
    expect(getX?.typescript).toContain('import { createShipperClient } from "@haulkit/client";');
    expect(getX?.typescript).toContain('const ORDER_GUID = process.env.ORDER_GUID ?? "";');
    expect(getX?.typescript).toContain(
      'const answer = await shipper.GET("/v1/x/orders/{guid}", {\n  params: { path: { guid: ORDER_GUID } },\n});',
    );
  });

  it("sends a PATCH that takes plain JSON with its Content-Type (the client defaults to merge-patch)", () => {
    expect(patchX?.curl).toContain(
      `-H "Content-Type: application/json" \\\n  --data-binary @- <<'JSON'\n{\n  "note": "a"\n}\nJSON`,
    );
    expect(patchX?.typescript).toContain('headers: { "Content-Type": "application/json" },');
  });

  it("writes an enum path value as it is, and a body with a variable in an expanding here-document", () => {
    expect(hook?.variables.map((variable) => variable.name)).toEqual(["ORDER_GUID"]);
    expect(hook?.curl).toContain('"$BASE_URL/v1/x/hooks/order.created"');
    expect(hook?.curl).toContain('--data-binary @- <<JSON\n{\n  "order_guid": "$ORDER_GUID"\n}\nJSON');
    expect(hook?.typescript).toContain('params: { path: { action: "order.created" } },');
    expect(hook?.typescript).toContain('const ORDER_GUID = process.env.ORDER_GUID ?? "2c4e";');
    expect(hook?.typescript).not.toContain("headers:");
  });

  it("authenticates pricing samples with X-API-Key and no token", () => {
    const [price] = samplesOf(
      "pricing",
      spec({
        "/api/v1/p": {
          post: { operationId: "p", ...ok, requestBody: { content: { "application/json": { example: {} } } } },
        },
      }),
    );
    expect(price?.curl).toContain('-H "X-API-Key: $API_KEY"');
    expect(price?.curl).toContain("# Set PRICING_URL, API_KEY first");
    expect(price?.curl).not.toContain("TOKEN");
    expect(price?.typescript).toContain('apiKey: process.env.API_KEY ?? "sandbox-pricing-key",');
  });

  it("refuses an API without a sample style and a body without an example", () => {
    expect(() => samplesOf("other", spec({}))).toThrow("no code-sample style for API other");
    const bare = spec({
      "/a": { post: { operationId: "bare", ...ok, requestBody: { content: { "application/json": {} } } } },
    });
    expect(() => samplesOf("shipper", bare)).toThrow("request body without example: bare");
  });
});

describe("the samples of the bundled APIs", () => {
  const apis = bundledApis();

  it.each(apis.map((api) => [api.name, api] as const))("%s: every operation has both samples", (_, api) => {
    const document = api.spec as unknown as Record<string, unknown>;
    const samples = samplesOf(api.name, document);
    const withSamples = withCodeSamples(api.name, document) as { paths: Record<string, Record<string, unknown>> };
    let operations = 0;
    for (const [path, item] of Object.entries(withSamples.paths)) {
      for (const method of ["get", "put", "post", "delete", "patch"]) {
        const op = item[method] as { "x-codeSamples"?: { lang: string; label: string; source: string }[] } | undefined;
        if (!op) continue;
        operations++;
        expect(
          op["x-codeSamples"]?.map((sample) => sample.label),
          `${method} ${path}`,
        ).toEqual(["curl", "TypeScript"]);
      }
    }
    expect(samples).toHaveLength(operations);
    for (const sample of samples) {
      expect(sample.successStatus, sample.operationId).toBe(200);
      expect(sample.curl, sample.operationId).not.toMatch(/"\$[A-Z_]+\/[^"]*\{/);
      for (const variable of sample.variables) {
        expect(sample.typescript).toContain(`const ${variable.name} = process.env.${variable.name}`);
        expect(sample.curl).toContain(variable.name);
      }
    }
    expect(JSON.stringify(api.spec)).not.toContain("x-codeSamples");
  });
});

describe("referenceSpec", () => {
  it.each([
    [
      "The token path is `/oauth/token`; every other path starts with `/v1/public`.",
      "The token path is /oauth/token; every other path starts with /v1/public.",
    ],
    ["no code here", "no code here"],
  ])("plainText(%j)", (markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });

  it.each([
    ["is not shown (GAPS.md).", "is not shown ([the gaps list](gaps.html))."],
    ["see `GAPS.md`", "see [the gaps list](gaps.html)"],
    ["GAPSXmd", "GAPSXmd"],
  ])("linkGaps(%j)", (markdown, linked) => {
    expect(linkGaps(markdown)).toBe(linked);
  });

  it("gives server descriptions without backquotes and descriptions without repository paths; the bundle stays", () => {
    for (const api of bundledApis()) {
      const before = JSON.stringify(api.spec);
      const copy = referenceSpec(api.name, api.spec) as unknown as { servers: { description?: string }[] };
      expect(JSON.stringify(api.spec)).toBe(before);
      for (const server of copy.servers) expect(server.description ?? "").not.toContain("`");
      expect(JSON.stringify(copy)).not.toContain("GAPS.md");
      const descriptions: string[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) for (const item of node) walk(item);
        else if (node !== null && typeof node === "object") {
          for (const [key, value] of Object.entries(node)) {
            if (key === "description" && typeof value === "string") descriptions.push(value);
            else walk(value);
          }
        }
      };
      walk(copy);
      expect(descriptions.length).toBeGreaterThan(10);
      expect(
        descriptions.flatMap((text) => repositoryPaths(text)),
        api.name,
      ).toEqual([]);
    }
  });
});
