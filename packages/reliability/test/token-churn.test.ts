import { randomBytes } from "node:crypto";
import type { RequestListener } from "node:http";
import { describe, expect, it } from "vitest";
import { checkTokenChurn, TOKEN_CAP, tokenChurn } from "../src/token-churn.js";
import { useHttpTarget } from "./support/http-target.js";

describe("token churn against the sandbox", () => {
  it("keeps the cap of live tokens, revokes the oldest with 401 and keeps the newest", async () => {
    const result = await tokenChurn({ extra: 20 });
    expect(result.failures).toEqual([]);
    expect(result.details).toEqual({ failures: [], issued: TOKEN_CAP + 20, live: TOKEN_CAP, oldestRevoked: 20 });
  });
});

const ENVELOPE_401 = {
  status: "fail",
  data: { error_id: "AUTH_ERROR", message: "Authentication failed", details: {} },
};

/** A token endpoint that keeps the newest `keep` tokens (Infinity: all), answering others `refusal`. */
function tokenServer(keep: number, refusal: { status: number; body: unknown }): RequestListener {
  const live: string[] = [];
  return (request, response) => {
    request.resume();
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.url?.startsWith("/oauth/token")) {
      const token = randomBytes(8).toString("hex");
      live.push(token);
      if (live.length > keep) live.shift();
      json(200, { access_token: token, token_type: "bearer", iat: 1, expires_in: 600 });
      return;
    }
    const token = (request.headers.authorization ?? "").replace("Bearer ", "");
    if (live.includes(token)) json(200, { status: "success", data: { objects: [] } });
    else json(refusal.status, refusal.body);
  };
}

describe("token churn against broken targets", () => {
  const serve = useHttpTarget();

  const run = async (listener: RequestListener) => {
    const target = await serve(listener);
    return checkTokenChurn({ url: target.url, clientId: "c", clientSecret: "s", cap: 5, extra: 3 });
  };

  it("passes a server that keeps exactly the cap (the check's near miss)", async () => {
    const outcome = await run(tokenServer(5, { status: 401, body: ENVELOPE_401 }));
    expect(outcome).toEqual({ failures: [], issued: 8, live: 5, oldestRevoked: 3 });
  });

  it("notices a server without a cap", async () => {
    const outcome = await run(tokenServer(Number.POSITIVE_INFINITY, { status: 401, body: ENVELOPE_401 }));
    expect(outcome.live).toBe(8);
    expect(outcome.failures).toEqual([
      "8 live tokens of one client, the cap is 5",
      "3 of the 3 oldest tokens still accepted (not 401)",
    ]);
  });

  it("notices a cap one too large", async () => {
    const outcome = await run(tokenServer(6, { status: 401, body: ENVELOPE_401 }));
    expect(outcome.failures).toEqual([
      "6 live tokens of one client, the cap is 5",
      "1 of the 3 oldest tokens still accepted (not 401)",
    ]);
  });

  it.each([
    ["a 401 outside the failure envelope", { status: 401, body: { error: "unauthorized" } }, /the 401 body is not/],
    ["a revoked token answered 500", { status: 500, body: {} }, /HTTP 500/],
  ])("notices %s", async (_, refusal, message) => {
    const outcome = await run(tokenServer(5, refusal));
    expect(outcome.failures.length).toBeGreaterThanOrEqual(3);
    expect(outcome.failures[0]).toMatch(message);
  });

  it("notices a newest token that does not work", async () => {
    const outcome = await run(tokenServer(0, { status: 401, body: ENVELOPE_401 }));
    expect(outcome.failures).toEqual(["the newest token: HTTP 401"]);
  });
});
