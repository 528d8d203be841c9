/**
 * Client suite: the time per GET through @haulkit/client against a plain `fetch` of the same URL on the same loopback
 * server (ratio of medians of interleaved batches), beside it a plain `fetch` with the usual time limit for reference,
 * and the gzipped size of the client's minified bundle with every dependency external.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { roundOrder } from "../sandbox/rounds.js";
import { median, ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";

const ORDER_GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
const ORDER_PATH = `/v1/public/orders/${ORDER_GUID}`;
/** A fixed, realistic answer: one order with two vehicles in the object envelope. */
const ORDER_BODY = JSON.stringify({
  status: "success",
  data: {
    object: {
      guid: ORDER_GUID,
      number: "ORDER-10482",
      status: "new",
      price: 1250,
      pickup: { venue: { name: "Lone Star Auto Auction", city: "Dallas", state: "TX", zip: "75204" } },
      delivery: { venue: { name: "Peachtree Motors", city: "Atlanta", state: "GA", zip: "30308" } },
      vehicles: [
        { guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0", type: "sedan", make: "Toyota", model: "Camry", year: 2022 },
        { guid: "7a6b5c4d-3e2f-4109-a8b7-c6d5e4f3a2b1", type: "suv", make: "Ford", model: "Explorer", year: 2021 },
      ],
    },
  },
});
const TOKEN_BODY = JSON.stringify({ access_token: "bench-token", token_type: "bearer", expires_in: 864000 });

const WARMUP_REQUESTS = 300;
const BATCH_SIZE = 40;
const TIME_BUDGET_MS = 6000;
const MAX_ROUNDS = 200;

function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const body = request.url?.startsWith("/oauth/token") ? TOKEN_BODY : ORDER_BODY;
      response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      response.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Milliseconds per call of `batch` sequential calls. */
async function timeBatch(call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < BATCH_SIZE; i++) await call();
  return Number(process.hrtime.bigint() - start) / 1e6 / BATCH_SIZE;
}

/** The client's time per GET ÷ a plain fetch's, and, for reference, a plain fetch with a time limit ÷ the same. */
interface Overhead {
  clientVsFetch: number;
  timedFetchVsFetch: number;
}

async function measureOverhead(log: Log): Promise<Overhead> {
  const { createShipperClient, DEFAULTS } = await import("@haulkit/client");
  const server = await startServer();
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createShipperClient({ baseUrl, clientId: "bench", clientSecret: "bench-secret", maxRetries: 0 });
    const headers = { authorization: "Bearer bench-token" };
    const calls = {
      client: () => client.GET("/v1/public/orders/{guid}", { params: { path: { guid: ORDER_GUID } } }),
      fetch: async () => (await fetch(`${baseUrl}${ORDER_PATH}`, { headers })).json(),
      /** The usual way to give a fetch a time limit (the client's default), body included. */
      timedFetch: async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), DEFAULTS.timeout);
        try {
          return await (await fetch(`${baseUrl}${ORDER_PATH}`, { headers, signal: controller.signal })).json();
        } finally {
          clearTimeout(timer);
        }
      },
    };
    const names = Object.keys(calls) as (keyof typeof calls)[];
    for (let i = 0; i < WARMUP_REQUESTS; i++) for (const name of names) await calls[name]();
    const times = { client: [] as number[], fetch: [] as number[], timedFetch: [] as number[] };
    const deadline = Date.now() + TIME_BUDGET_MS;
    for (let round = 0; round < MAX_ROUNDS && Date.now() < deadline; round++) {
      // Rotate which goes first, so none always runs on a warmer connection or a quieter moment.
      for (const name of roundOrder(names, round)) times[name].push(await timeBatch(calls[name]));
    }
    const µs = (name: keyof typeof times) => `${(median(times[name]) * 1000).toFixed(0)} µs`;
    const overhead = {
      clientVsFetch: ratioOfMedians(times.client, times.fetch),
      timedFetchVsFetch: ratioOfMedians(times.timedFetch, times.fetch),
    };
    log(
      `GET via client ${µs("client")}, plain fetch ${µs("fetch")}, plain fetch with a time limit ${µs("timedFetch")} ` +
        `(median of ${times.client.length} batches of ${BATCH_SIZE}): ratio ${overhead.clientVsFetch.toFixed(3)}, ` +
        `with a time limit ${overhead.timedFetchVsFetch.toFixed(3)}`,
    );
    return overhead;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function measureBundle(log: Log): Promise<number> {
  const entry = fileURLToPath(import.meta.resolve("@haulkit/client"));
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm --filter @haulkit/client build\` first`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    logLevel: "silent",
    external: ["openapi-fetch", "ajv", "ajv/*", "@haulkit/*"],
  });
  const bundle = result.outputFiles[0]?.contents;
  if (!bundle) throw new Error("esbuild produced no output for the client bundle");
  const kb = gzipSync(bundle, { level: 9 }).length / 1024;
  log(`bundle of ${entry}: ${(bundle.length / 1024).toFixed(1)} kB minified, ${kb.toFixed(2)} kB gzipped`);
  return kb;
}

export async function run(log: Log): Promise<Record<string, number>> {
  const overhead = await measureOverhead(log);
  const gzipKb = await measureBundle(log);
  return {
    "client.overhead_vs_fetch": overhead.clientVsFetch,
    "client.timed_fetch_vs_fetch": overhead.timedFetchVsFetch,
    "client.gzip_kb": gzipKb,
  };
}
