/**
 * Authentication: the client-credentials token and its shape, the token request's own error bodies, and a 401
 * for every shipper call without a live bearer token (none, malformed, another scheme, expired).
 */
import { describe } from "vitest";
import type { CallOptions } from "../src/harness/call.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock } from "../src/harness/steps.js";
import { operations } from "../src/spec/operations.js";

const suite = contract("auth");
const GRANT = { grant_type: "client_credentials" };

/** The text in upper case, or with a character appended when upper case changes nothing (digits only). */
const upperOrChanged = (text: string) => (text.toUpperCase() === text ? `${text}A` : text.toUpperCase());

const tokenRequest = (options: CallOptions = {}) => suite.call("requestToken", { query: GRANT, ...options });

/** A shipper read that needs nothing but a token. */
const listOrders = (options: CallOptions) => suite.call("listOrders", { query: { size: 1 }, ...options });

/** A 401 of the shipper API: no body, or the failure envelope with AUTH_ERROR (spec/GAPS.md). */
async function expectUnauthorized(options: CallOptions): Promise<void> {
  const response: ApiObject = await listOrders(options).expectStatus(401).toss();
  if (response.text !== "") expectField(response, "/data/error_id").toBe("AUTH_ERROR");
}

describe("token request", () => {
  suite.rule("client credentials give a bearer token with scope 'read write' (rule: token shape)", [], async () => {
    const token: ApiObject = await tokenRequest().expectStatus(200).returns("res.body");
    expectField(token, "/token_type").toBe("bearer");
    expectField(token, "/scope").toBe("read write");
    expectField(token, "/expires_in").toBeGreaterThan(0);
    await listOrders({ token: token.access_token }).expectStatus(200);
  });

  suite.rule(
    "iat is the issue time in Unix seconds (rule: G-030 token claims)",
    [],
    async () => {
      const token: ApiObject = await tokenRequest().expectStatus(200).returns("res.body");
      const now = suite.target.capabilities.testClock
        ? Date.parse(
            ((await suite.call("getSandboxClock").expectStatus(200).returns("data.object.now")) as string).replace(
              /([+-]\d\d)(\d\d)$/,
              "$1:$2",
            ),
          )
        : Date.now();
      expectField(token, "/iat").toSatisfy(function unixSecondsNearNow(iat: number) {
        return Number.isInteger(iat) && Math.abs(iat - now / 1000) <= 300;
      });
    },
    { assumes: "G-030" },
  );

  // The run's own secret is never printed: a near miss is described, not shown.
  const secret = () => suite.target.clientSecret;
  const refused = [
    { case: "a wrong client secret", basic: (id: string) => ({ id, secret: "not-the-secret" }) },
    { case: "an unknown client id", basic: () => ({ id: "no-such-client", secret: "not-the-secret" }) },
    { case: "the secret with one character more", basic: (id: string) => ({ id, secret: `${secret()}x` }) },
    { case: "the secret without its last character", basic: (id: string) => ({ id, secret: secret().slice(0, -1) }) },
    { case: "the secret in upper case", basic: (id: string) => ({ id, secret: upperOrChanged(secret()) }) },
    { case: "the secret with a trailing space", basic: (id: string) => ({ id, secret: `${secret()} ` }) },
    { case: "the client id in upper case", basic: (id: string) => ({ id: upperOrChanged(id), secret: secret() }) },
    { case: "the right secret for an empty client id", basic: () => ({ id: "", secret: secret() }) },
    { case: "the client id with an empty secret", basic: (id: string) => ({ id, secret: "" }) },
  ];
  suite.rules(
    refused,
    "$case is 401 with the timestamp/status/error/message/path body (rule: bad credentials)",
    [],
    async (c) => {
      const body: ApiObject = await tokenRequest({ basic: c.basic(suite.target.clientId) })
        .expectStatus(401)
        .returns("res.body");
      expectField(body, "/status").toBe(401);
      expectField(body, "/path").toBe("/oauth/token");
    },
  );

  suite.rule("no credentials at all is 401 (rule: HTTP Basic is required)", [], async () => {
    await tokenRequest({ basic: null }).expectStatus(401);
  });

  const grants: Array<{ case: string; query: Record<string, string> }> = [
    { case: "a missing grant type", query: {} },
    { case: "another grant type", query: { grant_type: "password" } },
    { case: "the grant type in upper case", query: { grant_type: "CLIENT_CREDENTIALS" } },
    { case: "the grant type with a hyphen", query: { grant_type: "client-credentials" } },
    { case: "the grant type with a trailing space", query: { grant_type: "client_credentials " } },
    { case: "an empty grant type", query: { grant_type: "" } },
  ];
  suite.rules(grants, "$case is 400 invalid_request (rule: token request validation)", [], async (c) => {
    await tokenRequest({ query: c.query }).expectStatus(400).expectJsonLike({ error: "invalid_request" });
  });
});

describe("bearer token on the shipper API", () => {
  const bad = [
    { case: "no Authorization header", options: { token: null } },
    { case: "a token the service never issued", options: { token: "not-a-token-the-service-issued" } },
    { case: "a malformed Authorization header", options: { token: null, headers: { authorization: "Bearer" } } },
    {
      case: "the Basic scheme instead of Bearer",
      options: { token: null, headers: { authorization: "Basic Zm9vOmJhcg==" } },
    },
  ] satisfies Array<{ case: string; options: CallOptions }>;
  suite.rules(bad, "$case is 401 (rule: every call needs a live bearer token)", [], async (c) => {
    await expectUnauthorized(c.options);
  });

  const near = [
    { case: "the token with one character more", header: (t: string) => `Bearer ${t}x` },
    { case: "the token without its last character", header: (t: string) => `Bearer ${t.slice(0, -1)}` },
    { case: "the token in upper case", header: (t: string) => `Bearer ${upperOrChanged(t)}` },
    { case: "the token alone, without a scheme", header: (t: string) => t },
    { case: "the token after the Basic scheme", header: (t: string) => `Basic ${t}` },
    { case: "the token after 'Bearer:'", header: (t: string) => `Bearer: ${t}` },
    { case: "the token after a scheme ending in 'Bearer'", header: (t: string) => `XBearer ${t}` },
    { case: "the token after 'Bearer' without a space", header: (t: string) => `Bearer${t}` },
    { case: "two tokens", header: (t: string) => `Bearer ${t} ${t}` },
  ];
  suite.rules(near, "$case is 401 (rule: the bearer token must be the issued one)", [], async (c) => {
    await expectUnauthorized({ token: null, headers: { authorization: c.header(suite.token()) } });
  });

  suite.rule("the issued token is accepted as sent, with the scheme in any case (rule: bearer token)", [], async () => {
    for (const scheme of ["Bearer", "bearer"]) {
      await listOrders({ token: null, headers: { authorization: `${scheme} ${suite.token()}` } }).expectStatus(200);
    }
  });
});

describe("live tokens per client", () => {
  /** G-164: the live tokens one client may hold; the next one revokes its oldest. */
  const CAP = 1000;
  /** Tokens requested at once while filling the cap (their order among themselves does not matter). */
  const BATCH = 25;

  suite.rule(
    "a client's 1,001st live token revokes its oldest, not the next one, nor another client's (rule: G-164 token cap)",
    // A sandbox only: a thousand token requests would be abuse of a real service. The second client's tokens,
    // so the suite's own token is not the one revoked.
    ["testHelpers", "secondClient"],
    async () => {
      const second = suite.target.second;
      if (!second) throw new Error("a second client was promised by the capabilities");
      // Through the suite's own calls (Node's http, connections kept alive) rather than `fetch`, which took about
      // twice the CPU per token; and so every one of the thousand answers is checked against the spec on the way.
      const basic = { id: second.clientId, secret: second.clientSecret };
      const issue = async (): Promise<string> => {
        const body: ApiObject = await tokenRequest({ basic }).expectStatus(200).returns("res.body");
        if (typeof body.access_token !== "string") throw new Error("a token answer without access_token");
        return body.access_token;
      };
      // The client may hold tokens already (the run's probe): whatever it held, after the oldest token here and
      // CAP newer ones, that oldest is past the cap and the next one is exactly at it.
      const oldest = await issue();
      const next = await issue();
      for (let issued = 1; issued < CAP; issued += BATCH) {
        await Promise.all(Array.from({ length: Math.min(BATCH, CAP - issued) }, issue));
      }
      await expectUnauthorized({ token: oldest });
      await listOrders({ token: next }).expectStatus(200);
      await listOrders({ token: suite.token() }).expectStatus(200);
    },
    { assumes: "G-164" },
  );
});

/** Path values that name nothing: the 401 comes before any lookup. */
const PATH_VALUES: Record<string, string> = { webhook_action: "order.created", vin: "1HGCM82633A004352" };

describe("every operation of the shipper API", () => {
  const shipper = [...operations().values()]
    .filter((op) => op.api === "shipper" && op.operationId !== "requestToken")
    .map((op) => ({ operationId: op.operationId, method: op.method, pathParams: op.pathParams }));
  suite.rules(
    shipper,
    "$operationId without a token is 401 (rule: every call needs a bearer token)",
    [],
    async (op) => {
      const path = Object.fromEntries(op.pathParams.map((name) => [name, PATH_VALUES[name] ?? UNKNOWN_GUID]));
      const response: ApiObject = await suite.call(op.operationId, { path, token: null }).expectStatus(401).toss();
      if (response.text !== "") expectField(response, "/data/error_id").toBe("AUTH_ERROR");
    },
  );
});

// Last and alone: moving the clock past a token's lifetime expires every token of the target, the suite's too.
describe.sequential("token expiry", () => {
  suite.rule(
    "a token is refused once expires_in seconds have passed (rule: tokens expire)",
    ["testClock"],
    async () => {
      const token: ApiObject = await tokenRequest().expectStatus(200).returns("res.body");
      await listOrders({ token: token.access_token }).expectStatus(200);
      await advanceClock(suite, token.expires_in - 1);
      await listOrders({ token: token.access_token }).expectStatus(200);
      await advanceClock(suite, 1);
      await expectUnauthorized({ token: token.access_token });
    },
  );
});
