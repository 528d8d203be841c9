/**
 * A server that echoes a credential escaped (JSON `\u003d`, `\/`, `\"`, every character `\u`-escaped, URL-encoded in
 * either case, twice, or through a JSON-escaped `%`) does not get it into the final `ApiError`: message, service
 * message, details (keys and values) and body are scrubbed after the JSON is read, not only the raw text.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createPricingClient, createShipperClient } from "../../src/index.js";
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server.js";

const CLIENT_ID = "client-a";
/** Each secret holds `/`, `+`, `=` and `"`: the characters JSON and URL escapes rewrite. */
const CLIENT_SECRET = 'cl/ient+se"cret=value';
const TOKEN = 'tok/en+"=issued';
const API_KEY = 'ke/y+pri"cing=';
const BASIC = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64");
const BASIC_URL = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64url");

const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");
const uEscape = (char: string) => `\\u${hex(char.charCodeAt(0), 4)}`;
const SPECIALS = /[/+="]/g;

/** Spellings of a secret as they appear in the raw JSON text of a body (inside a JSON string). */
const SPELLINGS: Record<string, (secret: string) => string> = {
  "JSON string": (secret) => JSON.stringify(secret).slice(1, -1),
  "JSON with \\/": (secret) => JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/"),
  "\\u003d-escaped specials": (secret) => secret.replace(SPECIALS, uEscape),
  "\\u003D-escaped specials": (secret) =>
    secret.replace(SPECIALS, (c) => uEscape(c).toUpperCase().replace("\\U", "\\u")),
  "every character \\u-escaped": (secret) => [...secret].map(uEscape).join(""),
  "URL-encoded": (secret) => encodeURIComponent(secret),
  "URL-encoded, lower-case hex": (secret) =>
    encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  "every byte URL-encoded": (secret) => [...Buffer.from(secret)].map((byte) => `%${hex(byte, 2)}`).join(""),
  "URL-encoded twice": (secret) => encodeURIComponent(encodeURIComponent(secret)),
  "URL-encoded with a \\u0025 percent": (secret) => encodeURIComponent(secret).replaceAll("%", "\\u0025"),
  "form-decoded (+ as space)": (secret) => JSON.stringify(secret.replaceAll("+", " ")).slice(1, -1),
};

/** The secrets a shipper client knows before any token is issued. */
const CLIENT_CREDENTIALS: Record<string, string> = {
  "client secret": CLIENT_SECRET,
  "Basic credentials (base64)": BASIC,
  "Basic credentials (base64url)": BASIC_URL,
};

/** Text in every decoded form a reader could recover: as is, JSON-unescaped, URL-decoded (twice), plus-as-space. */
function decodings(text: string): string[] {
  const forms = [text];
  const unescaped = text.replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) =>
    String.fromCharCode(Number.parseInt(code, 16)),
  );
  forms.push(unescaped.replace(/\\(["\\/])/g, "$1"));
  for (const form of [...forms]) {
    let decoded = form;
    for (let round = 0; round < 2; round++) {
      decoded = decoded.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
      forms.push(decoded);
    }
  }
  return forms.flatMap((form) => [form, form.replaceAll(" ", "+")]);
}

/** Every way the error may be read or written out. */
function renderings(error: ApiError): string[] {
  return [
    error.message,
    String(error.serviceMessage),
    JSON.stringify(error.details),
    error.body,
    JSON.stringify(error),
    String(error.stack),
    inspect(error, { depth: null, showHidden: true }),
  ];
}

function casesOf(secrets: Record<string, string>) {
  return Object.entries(secrets).flatMap(([secretName, secret]) =>
    Object.entries(SPELLINGS).map(([spellingName, spell], index) => ({
      secretName,
      secret,
      spellingName,
      echoed: spell(secret),
      index,
    })),
  );
}

const shipperCases = casesOf({ ...CLIENT_CREDENTIALS, "access token": TOKEN }).map((each, index) => ({
  ...each,
  index,
}));
const pricingCases = casesOf({ "API key": API_KEY }).map((each, index) => ({ ...each, index }));
const tokenCases = casesOf(CLIENT_CREDENTIALS).map((each, index) => ({ ...each, index }));

/** A failure envelope whose message, details key and details value hold the echoed text. */
function failureText(echoed: string): string {
  return `{"status":"fail","data":{"error_id":"VALIDATION_ERROR","message":"echo ${echoed}","details":{"${echoed}":["${echoed}"],"note":"${echoed}"}}}`;
}

let server: ScriptedServer;
beforeAll(async () => {
  const send = (
    response: Parameters<Parameters<typeof startScriptedServer>[0][string]>[1],
    status: number,
    text: string,
  ) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(text);
  };
  const routes: Parameters<typeof startScriptedServer>[0] = {
    "/oauth/token": (_request, response) =>
      send(response, 200, JSON.stringify({ access_token: TOKEN, expires_in: 3600 })),
    "/api/v1/recommended-price": (_request, response, index) => {
      const echoed = pricingCases[index]?.echoed;
      send(
        response,
        400,
        `{"meta":{"status":"fail"},"data":{"message":"echo ${echoed}","details":{"${echoed}":"${echoed}"}}}`,
      );
    },
    "/token-fails/oauth/token": (_request, response, index) => {
      const echoed = tokenCases[index]?.echoed;
      send(response, 400, `{"error":"invalid_request","error_description":"echo ${echoed}"}`);
    },
  };
  for (const each of shipperCases) {
    routes[`/v1/public/orders/case-${each.index}`] = (_request, response) =>
      send(response, 400, failureText(each.echoed));
  }
  server = await startScriptedServer(routes);
});
afterAll(() => server.close());

function expectScrubbed(error: unknown, kind: ApiError["kind"], secret: string, echoed: string) {
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.kind).toBe(kind);
  // The echo did arrive: its place in the message is marked, not silently dropped.
  expect(apiError.message).toContain("echo [redacted]");
  for (const text of renderings(apiError)) {
    expect(text).not.toContain(echoed);
    for (const form of decodings(text)) expect(form).not.toContain(secret);
  }
}

const options = { maxRetries: 0, sleep: async () => {} };

describe("a credential echoed in an escaped spelling is scrubbed from the final ApiError", () => {
  it.each(shipperCases)("failure envelope: $secretName, $spellingName", async ({ index, secret, echoed }) => {
    const shipper = createShipperClient({
      baseUrl: server.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      ...options,
    });
    const error = await shipper
      .GET("/v1/public/orders/{guid}", { params: { path: { guid: `case-${index}` } } })
      .catch((caught: unknown) => caught);
    expectScrubbed(error, "failure", secret, echoed);
    if (error instanceof ApiError && error.kind === "failure") {
      expect(error.details).toEqual({ "[redacted]": ["[redacted]"], note: "[redacted]" });
    }
  });

  it.each(pricingCases)("pricing error: $secretName, $spellingName", async ({ secret, echoed }) => {
    const pricing = createPricingClient({ baseUrl: server.url, apiKey: API_KEY, ...options });
    const error = await pricing
      .POST("/api/v1/recommended-price", { body: { pickup: { zip: "1" }, delivery: { zip: "2" }, vehicles: [] } })
      .catch((caught: unknown) => caught);
    expectScrubbed(error, "pricing", secret, echoed);
  });

  it.each(tokenCases)("token endpoint's OAuth error: $secretName, $spellingName", async ({ secret, echoed }) => {
    const shipper = createShipperClient({
      baseUrl: `${server.url}/token-fails`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      ...options,
    });
    const error = await shipper.GET("/v1/public/orders").catch((caught: unknown) => caught);
    expectScrubbed(error, "token_request", secret, echoed);
  });
});
