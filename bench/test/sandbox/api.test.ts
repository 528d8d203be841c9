import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder, fetchToken, resetOrganisation } from "../../src/sandbox/api.js";
import { ORDER_BODY, ORDER_JSON } from "../../src/sandbox/order-body.js";

let sandbox: SandboxHandle;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, validateResponses: true, logger: () => {} });
});

afterAll(async () => {
  await sandbox.close();
});

describe("the sandbox calls of the benchmarks", () => {
  it("the benchmark's order body is a valid order that can be read back", async () => {
    const token = await fetchToken(sandbox.url, sandbox.credentials);
    const guid = await createOrder(sandbox.url, token, ORDER_JSON);
    const response = await fetch(`${sandbox.url}/v1/public/orders/${guid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const order = ((await response.json()) as { data: { object: Record<string, unknown> } }).data.object;
    expect(order).toMatchObject({ guid, number: ORDER_BODY.number, status: "new" });
    expect(order.vehicles).toHaveLength(2);
  });

  it("a refused token request names the status, never the secret", async () => {
    const secret = "wrong-secret-7f3a";
    const failure = fetchToken(sandbox.url, { clientId: sandbox.credentials.clientId, clientSecret: secret });
    await expect(failure).rejects.toThrow("token request answered 401 without an access token");
    await failure.catch((error: Error) => expect(error.message).not.toContain(secret));
  });

  it("a refused order names the status and the answer", async () => {
    const token = await fetchToken(sandbox.url, sandbox.credentials);
    const body = JSON.stringify({ ...ORDER_BODY, vehicles: [{ type: "spaceship" }] });
    const failure = createOrder(sandbox.url, token, body);
    await expect(failure).rejects.toThrow(/create order answered 400: .*Invalid vehicle type 'spaceship'/);
    await failure.catch((error: Error) => expect(error.message).not.toContain(token));
  });

  it("a reset drops the orders created so far", async () => {
    const token = await fetchToken(sandbox.url, sandbox.credentials);
    const guid = await createOrder(sandbox.url, token, ORDER_JSON);
    const read = () =>
      fetch(`${sandbox.url}/v1/public/orders/${guid}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);
    await resetOrganisation(sandbox.url, token);
    expect((await read()).status).toBe(404);
  });

  it("a refused reset names the status", async () => {
    await expect(resetOrganisation(sandbox.url, "not-a-token")).rejects.toThrow("sandbox reset answered 401");
  });
});
