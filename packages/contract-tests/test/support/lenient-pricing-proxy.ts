/**
 * A scripted foreign pricing service: a node:http proxy in front of a haulkit sandbox that ACCEPTS price requests
 * breaking our assumed request bounds (ZIP and year patterns, trailer type, a missing make, more than 100
 * vehicles) by pricing the nearest valid request; with `acceptYearNumber` it also accepts a year sent as a number,
 * which breaks a fact (the document types `year` a string).
 */
import { createServer } from "node:http";
import { readAll } from "./read-all.js";
import { forwardTo, listening } from "./servers.js";

// biome-ignore lint/suspicious/noExplicitAny: requests are rewritten freely
type Json = Record<string, any>;

export interface LenientPricingProxy {
  url: string;
  close(): Promise<void>;
}

function location(value: Json | undefined): Json | undefined {
  if (typeof value?.zip === "string" && !/^\d{5}$/.test(value.zip)) return { ...value, zip: "60601" };
  return value;
}

/** The nearest request the sandbox prices: the assumed bounds (and the year fact when told) smoothed over. */
function lenient(body: Json, acceptYearNumber: boolean): Json {
  const vehicles = Array.isArray(body.vehicles)
    ? body.vehicles.slice(0, 100).map((vehicle: Json) => {
        let year = vehicle?.year;
        if (typeof year === "string" && /^\d{2}$/.test(year)) year = `20${year}`;
        if (typeof year === "number" && acceptYearNumber) year = String(year);
        return { ...vehicle, year, make: vehicle?.make ?? "Toyota" };
      })
    : body.vehicles;
  const trailer = typeof body.trailer_type === "string" ? body.trailer_type.toLowerCase() : body.trailer_type;
  return { ...body, trailer_type: trailer, pickup: location(body.pickup), delivery: location(body.delivery), vehicles };
}

export async function lenientPricingProxy(upstream: string, acceptYearNumber = false): Promise<LenientPricingProxy> {
  const server = createServer(async (request, response) => {
    let sent = await readAll(request);
    const pricing = /\/recommended-price/.test(request.url ?? "");
    if (pricing && sent.length > 0) {
      try {
        sent = Buffer.from(JSON.stringify(lenient(JSON.parse(sent.toString("utf8")) as Json, acceptYearNumber)));
      } catch {
        // Not JSON: forwarded as it came.
      }
    }
    const headers = { ...request.headers, "content-length": String(sent.length) };
    forwardTo(
      upstream,
      request,
      sent,
      response,
      async (answer) => {
        const text = await readAll(answer);
        response.writeHead(answer.statusCode ?? 502, answer.headers).end(text);
      },
      headers,
    );
  });
  const { url, close } = await listening(server);
  return { url, close };
}
