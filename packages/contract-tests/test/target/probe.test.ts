import { afterEach, describe, expect, it } from "vitest";
import { probe, probePricing } from "../../src/target/probe.js";
import { TargetError } from "../../src/target/target.js";
import { connectionTo, quietSandbox, type ScriptedServer, scriptedServer, sendJson } from "../support/servers.js";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function sandbox(options: Parameters<typeof quietSandbox>[0] = {}) {
  const handle = await quietSandbox(options);
  closers.push(() => handle.close());
  return handle;
}

async function server(script: Parameters<typeof scriptedServer>[0]): Promise<ScriptedServer> {
  const handle = await scriptedServer(script);
  closers.push(() => handle.close());
  return handle;
}

const WRITES_OFF = { allowWrites: false };
const TOKEN = { access_token: "t0k3n", token_type: "bearer", expires_in: 60 };

describe("probe", () => {
  it("a sandbox with a manual clock can do everything", async () => {
    const target = await probe(connectionTo(await sandbox({ clock: "manual" })), WRITES_OFF);
    expect(target).toMatchObject({
      sandbox: true,
      clock: "manual",
      capabilities: { testHelpers: true, testClock: true, writes: true, pricing: true, webhooks: true },
    });
  });

  it("a sandbox on the real clock has helpers but no test clock", async () => {
    const target = await probe(connectionTo(await sandbox({ clock: "real" })), WRITES_OFF);
    expect(target).toMatchObject({
      sandbox: true,
      clock: "real",
      capabilities: { testHelpers: true, testClock: false },
    });
  });

  it("without test helpers it is not a sandbox: writes only with --allow-writes", async () => {
    const connection = { ...connectionTo(await sandbox({ testHelpers: false })), pricing: undefined };
    expect((await probe(connection, WRITES_OFF)).capabilities).toEqual({
      testHelpers: false,
      testClock: false,
      writes: false,
      pricing: false,
      webhooks: true,
      secondClient: false,
    });
    expect((await probe(connection, { allowWrites: true })).capabilities.writes).toBe(true);
  });

  it("a target on another host reaches the webhook receiver only through --webhook-url", async () => {
    const target = await server((request, response) =>
      request.url?.startsWith("/oauth/token") ? sendJson(response, 200, TOKEN) : sendJson(response, 404, {}),
    );
    // The scripted server answers as if it were a remote host: only the URL decides.
    const remote = {
      shipperUrl: target.url.replace("127.0.0.1", "localhost"),
      clientId: "ci",
      clientSecret: "s",
      pricing: undefined,
    };
    expect((await probe(remote, WRITES_OFF)).capabilities.webhooks).toBe(true);
    const fetchVia: typeof fetch = (url, init) =>
      fetch(String(url).replace("https://api.example.com", target.url), init);
    const elsewhere = { ...remote, shipperUrl: "https://api.example.com" };
    expect((await probe(elsewhere, WRITES_OFF, fetchVia)).capabilities.webhooks).toBe(false);
    const tunnel = { allowWrites: false, webhooks: { publicUrl: "https://hooks.example.com", port: 4021 } };
    expect((await probe(elsewhere, tunnel, fetchVia)).capabilities.webhooks).toBe(true);
  });

  it("sends the client credentials once and the token to the clock helper", async () => {
    const target = await server((request, response) =>
      request.url?.startsWith("/oauth/token") ? sendJson(response, 200, TOKEN) : sendJson(response, 404, {}),
    );
    const result = await probe(
      { shipperUrl: target.url, clientId: "ci", clientSecret: "s3cret", pricing: undefined },
      WRITES_OFF,
    );
    expect(result.sandbox).toBe(false);
    expect(target.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /oauth/token?grant_type=client_credentials",
      "GET /_sandbox/clock",
    ]);
    expect(target.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from("ci:s3cret").toString("base64")}`);
    expect(target.requests[1]?.headers.authorization).toBe("Bearer t0k3n");
  });

  it("refused credentials are a TargetError naming the status, never the secret", async () => {
    const target = await server((_, response) => sendJson(response, 401, { message: "Bad credentials" }));
    const connection = {
      shipperUrl: target.url,
      clientId: "ci",
      clientSecret: "very-secret-value",
      pricing: undefined,
    };
    const error = await probe(connection, WRITES_OFF).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TargetError);
    expect((error as Error).message).toMatch(/refused the client credentials of 'ci'.*HTTP 401/);
    expect((error as Error).message).not.toContain("very-secret-value");
  });

  it("a second client of another organisation is probed too: secondClient only when its credentials give a token", async () => {
    const handle = await sandbox({
      clients: [
        { clientId: "first", clientSecret: "first-secret" },
        { clientId: "second", clientSecret: "second-secret" },
      ],
    });
    const base = { shipperUrl: handle.url, clientId: "first", clientSecret: "first-secret", pricing: undefined };
    expect((await probe(base, WRITES_OFF)).capabilities.secondClient).toBe(false);
    const withSecond = { ...base, second: { clientId: "second", clientSecret: "second-secret" } };
    expect((await probe(withSecond, WRITES_OFF)).capabilities.secondClient).toBe(true);
    const wrong = { ...base, second: { clientId: "second", clientSecret: "not-the-second-secret" } };
    const error = await probe(wrong, WRITES_OFF).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TargetError);
    expect((error as Error).message).toMatch(/refused the client credentials of 'second'.*HTTP 401/);
    expect((error as Error).message).not.toContain("not-the-second-secret");
  });

  it("an unreachable target is a TargetError", async () => {
    const target = await server(() => {});
    await target.close();
    closers.pop();
    const connection = { shipperUrl: target.url, clientId: "ci", clientSecret: "s", pricing: undefined };
    await expect(probe(connection, WRITES_OFF)).rejects.toThrow(/cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
  });
});

describe("probePricing", () => {
  it("a sandbox's pricing service with its key passes; the probe asks no price (a body it refuses)", async () => {
    const handle = await sandbox();
    await expect(probePricing(connectionTo(handle).pricing as never)).resolves.toBeUndefined();
  });

  it("a wrong key, an unreachable URL and a URL that is not the pricing service are TargetErrors, one line each", async () => {
    const handle = await sandbox();
    const refused = await probePricing({ url: handle.url, apiKey: "wrong-key-value" }).catch((caught: Error) => caught);
    expect(refused).toBeInstanceOf(TargetError);
    expect((refused as Error).message).toBe(
      "the pricing service refused the API key: POST /api/v1/recommended-price answered HTTP 401",
    );
    const elsewhere = await server((_, response) => sendJson(response, 404, {}));
    await expect(probePricing({ url: elsewhere.url, apiKey: "k" })).rejects.toThrow(
      `${elsewhere.url} does not answer as the pricing service: POST /api/v1/recommended-price answered HTTP 404 (check --pricing-url)`,
    );
    await elsewhere.close();
    closers.pop();
    await expect(probePricing({ url: elsewhere.url, apiKey: "k" })).rejects.toThrow(
      /^cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
    );
  });

  it("probe checks the pricing service after the token, and only when one is configured", async () => {
    const handle = await sandbox();
    const connection = { ...connectionTo(handle), pricing: { url: handle.url, apiKey: "wrong-key-value" } };
    await expect(probe(connection, WRITES_OFF)).rejects.toThrow(/pricing service refused the API key/);
    await expect(probe({ ...connection, pricing: undefined }, WRITES_OFF)).resolves.toMatchObject({ sandbox: true });
  });
});
