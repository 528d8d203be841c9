/** Servers that echo the credentials they were sent: the client must keep them out of its errors. */
import { randomBytes } from "node:crypto";
import { createPricingClient, createShipperClient } from "@haulkit/client";
import { attempt, type ClientScenario, expect, getOrder, type ScenarioOutcome, TOKEN_PATH } from "./harness.js";
import { type Reply, startScriptedServer } from "./scripted-server.js";

export const ECHO_SCENARIOS: ClientScenario[] = [
  {
    name: "servers that echo credentials",
    run: async () => {
      const secret = randomBytes(18).toString("base64url");
      const apiKey = randomBytes(18).toString("base64url");
      // Each server echoes the credentials its client sent (a client can only scrub what it was given).
      const echo = (request: { apiKey: string | undefined }): Reply => ({
        status: 500,
        body: {
          meta: { status: "fail" },
          data: { message: `bad key ${request.apiKey}`, details: { key: [String(request.apiKey)] } },
        },
      });
      const server = await startScriptedServer({
        [TOKEN_PATH]: (request) => ({
          status: 401,
          body: {
            timestamp: "2026-03-14T09:30:00.000+0000",
            status: 401,
            error: "Unauthorized",
            message: `bad ${request.authorization} ${secret}`,
            path: TOKEN_PATH,
          },
        }),
        "/api/v2/recommended-price": echo,
      });
      const outcome: ScenarioOutcome = { faults: 2, failures: [], errors: [], secrets: [secret, apiKey], logs: [] };
      try {
        const shipper = createShipperClient({
          baseUrl: server.url,
          clientId: "echo",
          clientSecret: secret,
          logger: (line) => outcome.logs.push(line),
        });
        const basic = Buffer.from(`echo:${secret}`).toString("base64");
        outcome.secrets.push(basic);
        await attempt(outcome, () => getOrder(shipper));
        const pricing = createPricingClient({ baseUrl: server.url, apiKey, maxRetries: 0 });
        await attempt(outcome, () =>
          pricing.POST("/api/v2/recommended-price", {
            body: {
              pickup: { zip: "73102" },
              delivery: { zip: "75201" },
              vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2020" }],
            },
          }),
        );
        expect(outcome, outcome.errors.length === 2, `${outcome.errors.length} errors, expected 2`);
      } finally {
        await server.close();
      }
      return outcome;
    },
  },
];
