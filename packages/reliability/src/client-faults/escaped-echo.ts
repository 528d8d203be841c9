/**
 * Servers that echo credentials escaped (JSON `\u003d`, `\/`, `\"`, every character `\u`-escaped, URL-encoded,
 * URL-encoded twice): the client must scrub them from the final error, not only from the raw text.
 */
import { randomBytes } from "node:crypto";
import { createShipperClient } from "@haulkit/client";
import { attempt, type ClientScenario, expect, getOrder, type ScenarioOutcome, TOKEN_PATH } from "./harness.js";
import { ORDER_PATH, type Reply, startScriptedServer, tokenScript } from "./scripted-server.js";

const uEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The spellings of a secret inside a JSON string, as a server may write them. */
const SPELLINGS: ((secret: string) => string)[] = [
  (secret) => JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/"),
  (secret) => secret.replace(/[/+="]/g, uEscape),
  (secret) => [...secret].map(uEscape).join(""),
  (secret) => encodeURIComponent(secret),
  (secret) => encodeURIComponent(encodeURIComponent(secret)).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
];

export const ESCAPED_ECHO_SCENARIOS: ClientScenario[] = [
  {
    name: "servers that echo credentials escaped",
    run: async () => {
      // Every secret holds the characters JSON and URL escapes rewrite: '/', '+', '=' and '"'.
      const secret = `${randomBytes(12).toString("base64")}/+="${randomBytes(6).toString("hex")}`;
      const prefix = `t/k+"=${randomBytes(6).toString("hex")}`;
      const basic = Buffer.from(`echo:${secret}`).toString("base64");
      const token = `${prefix}-1`;
      const echoed = [secret, basic, token];
      const server = await startScriptedServer({
        [TOKEN_PATH]: tokenScript(prefix),
        [ORDER_PATH]: (_request, index): Reply => {
          const spell = SPELLINGS[index % SPELLINGS.length] as (secret: string) => string;
          const value = echoed[Math.floor(index / SPELLINGS.length) % echoed.length] as string;
          const text = spell(value);
          return {
            status: 400,
            text: `{"status":"fail","data":{"error_id":"VALIDATION_ERROR","message":"echo ${text}","details":{"${text}":["${text}"]}}}`,
          };
        },
      });
      const calls = SPELLINGS.length * echoed.length;
      const outcome: ScenarioOutcome = { faults: calls, failures: [], errors: [], secrets: echoed, logs: [] };
      try {
        const shipper = createShipperClient({
          baseUrl: server.url,
          clientId: "echo",
          clientSecret: secret,
          logger: (line) => outcome.logs.push(line),
        });
        for (let call = 0; call < calls; call++) {
          const error = await attempt(outcome, () => getOrder(shipper));
          const message = error instanceof Error ? error.message : "";
          expect(outcome, message.includes("echo [redacted]"), `echo ${call + 1}: the message marks no redaction`);
        }
      } finally {
        await server.close();
      }
      return outcome;
    },
  },
];
