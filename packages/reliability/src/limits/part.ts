/**
 * Limits: the body size limit (413 just past 1 MiB, the upload's 10 MiB, in the documented failure shape), and
 * N orders (10,000 by default) in one organisation with pagination still exact: every guid exactly once across
 * the pages, in both sort orders, with the documented page counts.
 */
import { randomBytes } from "node:crypto";
import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { callJson, issueToken, send } from "../http.js";
import { type Counters, type PartResult, partStatus } from "../report.js";
import { GENERIC_FAILURE, validatorAt } from "../spec/validators.js";

export interface LimitsOptions {
  /** Orders to create in one organisation. Default 10,000. */
  orders?: number;
  /** Concurrent create requests. Default 16. */
  concurrency?: number;
  log?: (line: string) => void;
}

const MIB = 1024 * 1024;

/** A JSON body of exactly `bytes` bytes: an order whose `instructions` pads it. */
function orderOfSize(bytes: number): string {
  const shell = JSON.stringify({ number: "LIMIT", instructions: "" });
  return JSON.stringify({ number: "LIMIT", instructions: "x".repeat(bytes - Buffer.byteLength(shell)) });
}

/** A multipart body of exactly `bytes` bytes: one file part of `A`s. */
export function multipartOfSize(bytes: number): { body: Uint8Array; type: string } {
  const boundary = "haulkit-limit";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const fill = bytes - Buffer.byteLength(head) - Buffer.byteLength(tail);
  return {
    body: Buffer.concat([Buffer.from(head), Buffer.alloc(fill, 0x41), Buffer.from(tail)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function bodySizes(sandbox: SandboxHandle, token: string, apiKey: string, failures: string[]): Promise<number> {
  const cases: {
    name: string;
    url: string;
    headers: Record<string, string>;
    body: string | Uint8Array;
    status: (s: number) => boolean;
    shape?: "shipper" | "pricing";
  }[] = [];
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, "content-type": "application/json" };
  cases.push({
    name: "order body of 1 MiB + 1 byte",
    url: "/v1/public/orders",
    headers: json,
    body: orderOfSize(MIB + 1),
    status: (s) => s === 413,
    shape: "shipper",
  });
  cases.push({
    name: "order body of 2 MB",
    url: "/v1/public/orders",
    headers: json,
    body: orderOfSize(2_000_000),
    status: (s) => s === 413,
    shape: "shipper",
  });
  cases.push({
    name: "order body of exactly 1 MiB",
    url: "/v1/public/orders",
    headers: json,
    body: orderOfSize(MIB),
    status: (s) => s === 200,
  });
  cases.push({
    name: "pricing body of 1 MiB + 1 byte",
    url: "/api/v1/recommended-price",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ pad: "x".repeat(MIB) }),
    status: (s) => s === 413,
    shape: "pricing",
  });
  const order = await callJson(sandbox.url, "POST", "/v1/public/orders", token, { number: "UPLOAD" });
  const guid = (order.body as { data?: { object?: { guid?: string } } })?.data?.object?.guid ?? "";
  const small = multipartOfSize(2 * MIB);
  const large = multipartOfSize(10 * MIB + 1);
  cases.push({
    name: "upload of 2 MiB (under its 10 MiB limit)",
    url: `/v1/public/orders/${guid}/attachments`,
    headers: { ...auth, "content-type": small.type },
    body: small.body,
    status: (s) => s === 200,
  });
  cases.push({
    name: "upload of 10 MiB + 1 byte",
    url: `/v1/public/orders/${guid}/attachments`,
    headers: { ...auth, "content-type": large.type },
    body: large.body,
    status: (s) => s === 413,
    shape: "shipper",
  });
  for (const each of cases) {
    const answer = await send({
      method: "POST",
      url: `${sandbox.url}${each.url}`,
      headers: each.headers,
      body: each.body,
    });
    if (!each.status(answer.status)) failures.push(`${each.name}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
    if (each.shape && answer.status === 413) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        parsed = undefined;
      }
      if (!validatorAt(each.shape, GENERIC_FAILURE[each.shape])(parsed))
        failures.push(`${each.name}: the 413 body is not the documented failure shape`);
    }
  }
  return cases.length;
}

/** Creates `count` orders with a bounded pool of concurrent requests; returns their guids. */
async function createOrders(
  baseUrl: string,
  token: string,
  count: number,
  concurrency: number,
  failures: string[],
): Promise<string[]> {
  const guids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answer = await callJson(baseUrl, "POST", "/v1/public/orders", token, {
        number: `PAGE-${index}`,
        price: 100 + (index % 50),
      });
      const guid = (answer.body as { data?: { object?: { guid?: string } } })?.data?.object?.guid;
      if (answer.status !== 200 || !guid) failures.push(`create order #${index}: HTTP ${answer.status}`);
      else guids.push(guid);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return guids;
}

/** Walks every page of listOrders and checks the pages add up exactly (breaks are pushed to `breaks`). */
export async function walk(
  baseUrl: string,
  token: string,
  created: Set<string>,
  size: number,
  sort: string | undefined,
  breaks: string[],
): Promise<number> {
  const seen = new Map<string, number>();
  const expectedPages = Math.ceil(created.size / size);
  let reads = 0;
  for (let page = 0; page < expectedPages + 1; page++) {
    const query = `page=${page}&size=${size}${sort ? `&sort=${sort}` : ""}`;
    const answer = await callJson(baseUrl, "GET", `/v1/public/orders?${query}`, token);
    reads++;
    const data = (answer.body as { data?: { objects?: { guid: string }[]; pagination?: Record<string, number> } })
      ?.data;
    if (answer.status !== 200 || !data?.objects || !data.pagination) {
      breaks.push(`listOrders ${query}: HTTP ${answer.status}`);
      return reads;
    }
    const { total_objects, total_pages, limit } = data.pagination;
    if (
      total_objects !== created.size ||
      total_pages !== expectedPages ||
      limit !== size ||
      data.pagination.page !== page
    ) {
      breaks.push(
        `listOrders ${query}: pagination ${JSON.stringify(data.pagination)}, expected ${created.size} objects on ${expectedPages} pages of ${size}`,
      );
    }
    const expectedLength =
      page < expectedPages - 1 ? size : page === expectedPages - 1 ? created.size - size * page : 0;
    if (data.objects.length !== expectedLength)
      breaks.push(`listOrders ${query}: ${data.objects.length} objects, expected ${expectedLength}`);
    for (const order of data.objects) seen.set(order.guid, (seen.get(order.guid) ?? 0) + 1);
  }
  const twice = [...seen].filter(([, count]) => count > 1).length;
  const missing = [...created].filter((guid) => !seen.has(guid)).length;
  const extra = [...seen.keys()].filter((guid) => !created.has(guid)).length;
  if (twice + missing + extra > 0) {
    breaks.push(
      `pages of ${size}${sort ? ` sorted ${sort}` : ""}: ${twice} orders seen twice, ${missing} missing, ${extra} unknown`,
    );
  }
  return reads;
}

export async function limits(options: LimitsOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const count = options.orders ?? 10_000;
  const client = { clientId: "limits", clientSecret: randomBytes(18).toString("base64url") };
  const apiKey = randomBytes(18).toString("base64url");
  const sandbox = await startSandbox({
    port: 0,
    clock: "manual",
    clockStart: "2026-03-14T09:30:00Z",
    clients: [client],
    pricingApiKey: apiKey,
    logger: () => {},
  });
  const failures: string[] = [];
  const breaks: string[] = [];
  let sizeCases = 0;
  let reads = 0;
  try {
    const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
    sizeCases = await bodySizes(sandbox, token, apiKey, failures);
    await callJson(sandbox.url, "POST", "/_sandbox/reset", token);
    const guids = await createOrders(sandbox.url, token, count, options.concurrency ?? 16, failures);
    options.log?.(`limits: ${guids.length} orders created`);
    const created = new Set(guids);
    // Every order has the same created_at (the clock does not move): ties must not break the pages.
    reads += await walk(sandbox.url, token, created, 100, undefined, breaks);
    reads += await walk(sandbox.url, token, created, 100, "created_at,asc", breaks);
    reads += await walk(sandbox.url, token, created, 97, "price,desc", breaks);
  } finally {
    await sandbox.close();
  }
  const counters: Partial<Counters> = { invariantBreaks: breaks.length, otherFailures: failures.length };
  return {
    name: "limits",
    status: partStatus(counters, [...failures, ...breaks]),
    durationMs: performance.now() - started,
    summary: `${sizeCases} body-size cases; ${count} orders in one organisation, ${reads} page reads (sizes 100 and 97, three orders)`,
    counters,
    failures: [...breaks, ...failures],
    details: { orders: count, pageReads: reads },
  };
}
