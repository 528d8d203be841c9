/**
 * A scripted target with one wrong value of each kind the suite compares: a node:http proxy in front of a haulkit
 * sandbox that changes a status, a header, a body field, a list's order, the text of a note and a message text,
 * each in one answer, and passes everything else through.
 */
import { createServer } from "node:http";
import { readAll } from "./read-all.js";
import { forwardTo, listening } from "./servers.js";

export interface OneWrongValueTarget {
  url: string;
  close(): Promise<void>;
}

/** What each wrong value is, for the test's expectations. */
export const WRONG = {
  /** addCarrierNote of an empty note: 400 answered as 409. */
  status: { from: 400, to: 409 },
  /** The first insurance sync refused after 10.5 s: `Retry-After: 20` answered as 21. */
  header: { name: "retry-after", from: "20", to: "21" },
  /** A carrier's mc_number `MC-778899` answered as `MC-778890`. */
  field: { from: "MC-778899", to: "MC-778890" },
  /** listOrders?sort=number,desc answered in ascending order. */
  listSort: "number,desc",
  /** A note `x` answered as `x.`. */
  note: { from: "x", to: "x." },
  /** The vehicle-type message names `Hovercraft` where `hovercraft` was sent. */
  message: { from: "'hovercraft'", to: "'Hovercraft'" },
} as const;

// biome-ignore lint/suspicious/noExplicitAny: answers are rewritten freely
type Json = Record<string, any>;

interface Exchange {
  method: string;
  path: string;
  query: URLSearchParams;
  sent: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Json | undefined;
}

function rewrite(exchange: Exchange): void {
  const { method, path, query, body } = exchange;
  const note = method === "POST" && /^\/v1\/public\/carriers\/[^/]+\/notes$/.test(path);
  const sentText = note ? (JSON.parse(exchange.sent || "{}") as Json).text : undefined;
  if (note && sentText === "" && exchange.status === WRONG.status.from) exchange.status = WRONG.status.to;
  if (note && sentText === WRONG.note.from && body?.data?.object) body.data.object.text = WRONG.note.to;
  if (exchange.status === 429 && exchange.headers[WRONG.header.name] === WRONG.header.from) {
    exchange.headers[WRONG.header.name] = WRONG.header.to;
  }
  if (body?.data?.object?.mc_number === WRONG.field.from) body.data.object.mc_number = WRONG.field.to;
  if (method === "GET" && path === "/v1/public/orders" && query.get("sort") === WRONG.listSort) {
    if (Array.isArray(body?.data?.objects)) body.data.objects.reverse();
  }
  if (typeof body?.error === "string") body.error = body.error.replace(WRONG.message.from, WRONG.message.to);
}

export async function oneWrongValueTarget(upstream: string): Promise<OneWrongValueTarget> {
  const server = createServer(async (request, response) => {
    const sent = await readAll(request);
    forwardTo(upstream, request, sent, response, async (answer) => {
      const text = (await readAll(answer)).toString("utf8");
      const url = new URL(request.url ?? "/", "http://proxy");
      const json = String(answer.headers["content-type"] ?? "").includes("json") && text !== "";
      const exchange: Exchange = {
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        sent: sent.toString("utf8"),
        status: answer.statusCode ?? 502,
        headers: { ...answer.headers },
        body: json ? (JSON.parse(text) as Json) : undefined,
      };
      if (!url.pathname.startsWith("/_sandbox")) rewrite(exchange);
      const out = exchange.body === undefined ? text : JSON.stringify(exchange.body);
      delete exchange.headers["transfer-encoding"];
      response.writeHead(exchange.status, { ...exchange.headers, "content-length": Buffer.byteLength(out) });
      response.end(out);
    });
  });
  const { url, close } = await listening(server);
  return { url, close };
}
