/** What the typed methods put on the wire and how they read answers, against scripted local servers. */
import { describe, expect, it } from "vitest";
import { ApiError, createPricingClient, createShipperClient, MERGE_PATCH } from "../src/index.js";
import type { ShipperClientOptions } from "../src/options.js";
import {
  json,
  ORDER_GUID,
  ORDER_PATH,
  orderEnvelope,
  type Script,
  useScriptedServer,
} from "./support/scripted-server.js";

const byGuid = { params: { path: { guid: ORDER_GUID } } };
const ok: Script = (_request, response) => json(response, 200, orderEnvelope());

const { serve } = useScriptedServer();

function client(url: string, options: Partial<ShipperClientOptions> = {}) {
  return createShipperClient({ baseUrl: url, clientId: "client-a", clientSecret: "secret-a", ...options });
}

describe("requests", () => {
  it("sends a PATCH body as application/merge-patch+json", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: ok });
    await client(url).PATCH("/v1/public/orders/{guid}", {
      ...byGuid,
      body: { price: 1300, purchase_order_number: null },
    });
    const [patch] = on(ORDER_PATH);
    expect(patch?.method).toBe("PATCH");
    expect(patch?.headers["content-type"]).toBe(MERGE_PATCH);
    expect(JSON.parse(patch?.body.toString() ?? "")).toEqual({ price: 1300, purchase_order_number: null });
  });

  it("sends a PATCH without a body (cancel counter offer) without a content type", async () => {
    const path = `/v1/public/orders/${ORDER_GUID}/requests/${ORDER_GUID}/counter-offer/cancel`;
    const { url, on } = await serve({ [path]: ok });
    await client(url).PATCH("/v1/public/orders/{order_guid}/requests/{request_guid}/counter-offer/cancel", {
      params: { path: { order_guid: ORDER_GUID, request_guid: ORDER_GUID } },
    });
    expect(on(path)[0]?.headers["content-type"]).toBeUndefined();
    expect(on(path)[0]?.body.length).toBe(0);
  });

  it("sends POST and PUT bodies as application/json", async () => {
    const { url, on } = await serve({ "/v1/public/orders": ok, [ORDER_PATH]: ok });
    const shipper = client(url);
    await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan" }] } });
    await shipper.PUT("/v1/public/orders/{guid}", { ...byGuid, body: { vehicles: [{ type: "suv" }] } });
    expect(on("/v1/public/orders")[0]?.headers["content-type"]).toBe("application/json");
    expect(on(ORDER_PATH)[0]?.headers["content-type"]).toBe("application/json");
  });

  it("uploads an attachment as multipart/form-data with one file part and the location flag", async () => {
    const path = `/v1/public/orders/${ORDER_GUID}/attachments`;
    const { url, on } = await serve({ [path]: ok });
    const file = new File(["fake jpeg bytes"], "gate-pass.jpg", { type: "image/jpeg" });
    await client(url).uploadOrderAttachment(ORDER_GUID, file, { isLocationProtected: true });
    const [upload] = on(path);
    expect(upload?.url).toBe(`${path}?is_location_protected=true`);
    const contentType = upload?.headers["content-type"] ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(upload?.body, { headers: { "content-type": contentType } }).formData();
    expect([...form.keys()]).toEqual(["file"]);
    const part = form.get("file") as File;
    expect(part.name).toBe("gate-pass.jpg");
    expect(part.type).toBe("image/jpeg");
    expect(await part.text()).toBe("fake jpeg bytes");
  });

  it("names an unnamed Blob part by the fileName option, and retries an upload only on opt-in", async () => {
    const path = `/v1/public/orders/${ORDER_GUID}/attachments`;
    const { url, on } = await serve({
      [path]: (_request, response, index) => (index === 0 ? json(response, 503, {}) : ok(_request, response, index)),
    });
    await client(url, { sleep: async () => {} }).uploadOrderAttachment(ORDER_GUID, new Blob(["x"]), {
      fileName: "notes.txt",
      retry: true,
    });
    expect(on(path)).toHaveLength(2);
    expect(on(path)[0]?.url).toBe(path);
    // Each attempt sends the whole file again.
    for (const attempt of on(path)) {
      const contentType = attempt.headers["content-type"] ?? "";
      const form = await new Response(attempt.body, { headers: { "content-type": contentType } }).formData();
      const part = form.get("file") as File;
      expect(part.name).toBe("notes.txt");
      expect(await part.text()).toBe("x");
    }
  });

  it("repeats an array query parameter (sort) and adds the client's headers", async () => {
    const { url, on } = await serve({
      "/v1/public/orders": (_r, response) => json(response, 200, { status: "success", data: { objects: [] } }),
    });
    await client(url, { headers: { "user-agent": "haulkit-test/1" } }).GET("/v1/public/orders", {
      params: { query: { sort: ["created_at,desc", "number"], size: 5 } },
    });
    const [list] = on("/v1/public/orders");
    expect(list?.url).toBe("/v1/public/orders?sort=created_at%2Cdesc&sort=number&size=5");
    expect(list?.headers["user-agent"]).toBe("haulkit-test/1");
  });

  it("uses an injected fetch for every request, the token request included", async () => {
    const { url } = await serve({ [ORDER_PATH]: ok });
    const seen: string[] = [];
    await client(url, {
      fetch: (request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    }).GET("/v1/public/orders/{guid}", byGuid);
    expect(seen).toEqual(["POST /oauth/token", `GET ${ORDER_PATH}`]);
  });

  it("logs retries and token requests", async () => {
    const { url } = await serve({
      [ORDER_PATH]: (request, response, index) =>
        index === 0 ? json(response, 503, {}) : ok(request, response, index),
    });
    const lines: string[] = [];
    await client(url, { logger: (line) => lines.push(line), sleep: async () => {}, random: () => 0.5 }).GET(
      "/v1/public/orders/{guid}",
      byGuid,
    );
    expect(lines).toEqual([
      "POST /oauth/token: access token obtained (expires in 3600 s)",
      "GET /v1/public/orders/{guid}: retry 1/2 in 125 ms after HTTP 503",
    ]);
  });
});

describe("answers", () => {
  it("throws an ApiError for a 2xx body that is not JSON", async () => {
    const { url } = await serve({
      [ORDER_PATH]: (_r, response) => response.writeHead(200, { "content-type": "text/html" }).end("<html>"),
    });
    const error = await client(url)
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, kind: "unknown", body: "<html>" });
    expect((error as ApiError).message).toContain("the success response body is not valid JSON");
  });

  it("resolves to undefined for a success without a body", async () => {
    const { url } = await serve({ [ORDER_PATH]: (_r, response) => response.writeHead(204).end() });
    await expect(client(url).GET("/v1/public/orders/{guid}", byGuid)).resolves.toBeUndefined();
  });

  it("throws an ApiError with the raw body when a failure has no documented shape", async () => {
    const { url } = await serve({ [ORDER_PATH]: (_r, response) => response.writeHead(502).end("upstream down") });
    await expect(client(url).GET("/v1/public/orders/{guid}", byGuid)).rejects.toMatchObject({
      name: "ApiError",
      status: 502,
      kind: "unknown",
      body: "upstream down",
      message: "GET /v1/public/orders/{guid} failed with HTTP 502: no error message in the body",
    });
  });
});

describe("the pricing client", () => {
  const body = {
    pickup: { zip: "75204" },
    delivery: { zip: "30308" },
    vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2020" }],
  };

  it("sends X-API-Key and never requests a token", async () => {
    const { url, on } = await serve({
      "/api/v1/recommended-price": (_r, response) =>
        json(response, 200, { meta: { status: "success" }, data: { price: 1 } }),
    });
    await createPricingClient({ baseUrl: url, apiKey: "key-1" }).POST("/api/v1/recommended-price", { body });
    expect(on("/api/v1/recommended-price")[0]?.headers["x-api-key"]).toBe("key-1");
    expect(on("/oauth/token")).toHaveLength(0);
  });

  it("does not try again after a 401 (an API key cannot be renewed)", async () => {
    const { url, on } = await serve({
      "/api/v1/recommended-price": (_r, response) =>
        json(response, 401, { meta: { status: "fail" }, data: { message: "Invalid API key" } }),
    });
    const error = await createPricingClient({ baseUrl: url, apiKey: "key-1" })
      .POST("/api/v1/recommended-price", { body })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "ApiError", status: 401, kind: "pricing", serviceMessage: "Invalid API key" });
    expect(on("/api/v1/recommended-price")).toHaveLength(1);
  });
});

describe("factory options", () => {
  it.each([
    { options: undefined, message: /createShipperClient: an options object is required/ },
    { options: { clientId: "a", clientSecret: "b" }, message: /option 'baseUrl' must be a non-empty string/ },
    {
      options: { baseUrl: "/relative", clientId: "a", clientSecret: "b" },
      message: /'baseUrl' must be an absolute http\(s\) URL/,
    },
    {
      options: { baseUrl: "ftp://host", clientId: "a", clientSecret: "b" },
      message: /'baseUrl' must be an absolute http\(s\) URL/,
    },
    { options: { baseUrl: "http://host", clientSecret: "b" }, message: /option 'clientId' must be a non-empty string/ },
    {
      options: { baseUrl: "http://host", clientId: "a", clientSecret: "" },
      message: /option 'clientSecret' must be a non-empty string/,
    },
    {
      options: { baseUrl: "http://host", clientId: "a", clientSecret: "b", tokenRefreshMargin: -1 },
      message: /'tokenRefreshMargin'/,
    },
    {
      options: { baseUrl: "http://host", clientId: "a", clientSecret: "b", retryBaseDelay: Number.NaN },
      message: /'retryBaseDelay'/,
    },
  ])("createShipperClient rejects $options", ({ options, message }) => {
    expect(() => createShipperClient(options as unknown as ShipperClientOptions)).toThrow(message);
  });

  it("createPricingClient needs an API key", () => {
    expect(() => createPricingClient({ baseUrl: "http://host", apiKey: "" })).toThrow(
      /option 'apiKey' must be a non-empty string/,
    );
  });

  it("drops trailing slashes of baseUrl", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: ok });
    await client(`${url}//`).GET("/v1/public/orders/{guid}", byGuid);
    expect(on(ORDER_PATH)).toHaveLength(1);
  });
});
