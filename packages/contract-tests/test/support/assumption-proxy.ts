/**
 * A scripted foreign target: a node:http proxy in front of a haulkit sandbox that answers differently only where
 * the spec assumes (a create answered 201, an unknown key in every object, an unknown unit of price increases, another
 * error id for the platformpay conflict), and optionally breaks one fact (the payment-pair message).
 */
import { createServer } from "node:http";
import { readAll } from "./read-all.js";
import { forwardTo, listening } from "./servers.js";

export interface AssumptionProxyOptions {
  /** The sandbox (or any target) behind the proxy. */
  upstream: string;
  /** Also break a fact: the payment-pair message of a refused create says something else. */
  breakPairMessage?: boolean;
  /** Answer every webhook subscription 404 (a setup step of the webhook suites fails). */
  refuseSubscriptions?: boolean;
  /** Also break a fact under the assumed status: a created order (201) keeps only its guid. */
  bareCreatedOrder?: boolean;
}

export interface AssumptionProxy {
  url: string;
  close(): Promise<void>;
}

export const EXTRA_KEY = "vendor_extension";
export const OTHER_CONFLICT_ID = "PAYMENT_CONFLICT";
/** A unit of price increases beyond the shown `DAYS` (and the assumed `HOURS`): an open value set. */
export const OTHER_INCREASE_UNIT = "WEEKS";

/** Every object of a JSON value gets one key no document mentions (maps such as `details` keep their keys). */
function withExtraKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraKeys);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, key === "details" ? inner : withExtraKeys(inner)]);
  return { ...Object.fromEntries(entries), [EXTRA_KEY]: "x" };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are rewritten freely
type Json = Record<string, any>;

function rewrite(method: string, path: string, status: number, body: Json, options: AssumptionProxyOptions) {
  let answer = status;
  if (method === "POST" && path === "/v1/public/orders" && status === 200) {
    answer = 201;
    if (options.bareCreatedOrder) body.data.object = { guid: body.data.object.guid };
  }
  if (body?.data?.error_id === "PLATFORMPAY_ORDER_CONFLICT") body.data.error_id = OTHER_CONFLICT_ID;
  if (
    method === "PUT" &&
    /\/price_negotiations\/[^/]+\/(en|dis)able$/.test(path) &&
    body?.data?.object?.increase_every
  ) {
    body.data.object.increase_every.unit = OTHER_INCREASE_UNIT;
  }
  if (options.breakPairMessage && typeof body?.error === "string" && body.error.startsWith("Invalid payment terms")) {
    body.error = body.error.replace("Allowed terms are", "Permitted terms");
  }
  return { status: answer, body: withExtraKeys(body) };
}

export async function assumptionProxy(options: AssumptionProxyOptions): Promise<AssumptionProxy> {
  const server = createServer(async (request, response) => {
    const sent = await readAll(request);
    if (options.refuseSubscriptions && /^\/v1\/public\/webhooks\/[^/]+\/subscribe/.test(request.url ?? "")) {
      const body = JSON.stringify({
        status: "fail",
        data: { error_id: "NOT_FOUND", message: "Not found", details: null },
      });
      response.writeHead(404, { "content-type": "application/json" }).end(body);
      return;
    }
    forwardTo(options.upstream, request, sent, response, async (answer) => {
      const text = (await readAll(answer)).toString("utf8");
      const headers = { ...answer.headers };
      delete headers["content-length"];
      delete headers["transfer-encoding"];
      let status = answer.statusCode ?? 502;
      let out = text;
      const path = new URL(request.url ?? "/", "http://proxy").pathname;
      // The sandbox's test helpers (/_sandbox) stand in for the vendor's people, not for its API: left as they are.
      const vendorApi = !path.startsWith("/_sandbox");
      if (vendorApi && String(answer.headers["content-type"] ?? "").includes("json") && text !== "") {
        const rewritten = rewrite(request.method ?? "GET", path, status, JSON.parse(text), options);
        status = rewritten.status;
        out = JSON.stringify(rewritten.body);
      }
      response.writeHead(status, { ...headers, "content-length": Buffer.byteLength(out) });
      response.end(out);
    });
  });
  const { url, close } = await listening(server);
  return { url, close };
}
