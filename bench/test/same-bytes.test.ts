import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SameBytesServer, startSameBytes } from "../src/same-bytes.js";

const GET_ANSWER = '{"status":"success","data":{"object":{"guid":"g-1"}}}';
const CREATE_ANSWER = '{"status":"success","data":{"object":{"guid":"g-2"}}}';

/** The bare Fastify of the order figures' reference: the given bytes back, a POST body parsed first. */
describe("startSameBytes", () => {
  let server: SameBytesServer;
  beforeAll(async () => {
    server = await startSameBytes({ getAnswer: GET_ANSWER, createAnswer: CREATE_ANSWER });
  });
  afterAll(() => server.close());

  it("answers any order's GET with the GET answer, as JSON", async () => {
    const response = await fetch(`${server.url}/v1/public/orders/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.text()).toBe(GET_ANSWER);
  });

  it("answers a POST with a JSON object body with the create answer", async () => {
    const response = await fetch(`${server.url}/v1/public/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: "ORDER-1", vehicles: [] }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CREATE_ANSWER);
  });

  it.each([
    ["text that is not JSON", "{not json", 400],
    ["a JSON array", "[1,2]", 400],
    ["JSON null", "null", 400],
  ])("refuses %s: the body is parsed, as the sandbox's is", async (_name, body, status) => {
    const response = await fetch(`${server.url}/v1/public/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.text()).not.toBe(CREATE_ANSWER);
  });
});
