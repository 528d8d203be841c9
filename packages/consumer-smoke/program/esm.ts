/**
 * A consumer of the packed packages, as another repository writes it (ESM, compiled by tsc --strict, NodeNext):
 * gets a token, subscribes a local receiver to `order.created`, creates orders, narrows an `ApiError` by `kind`,
 * walks a list page by page and verifies the webhook it received. Prints one JSON line.
 * Usage: node out/esm.js <sandbox url>; the credentials come from HAULKIT_CLIENT_ID and HAULKIT_CLIENT_SECRET.
 */
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, createShipperClient, parseWebhook, verifyWebhook } from "@haulkit/client";
import type { Order, WebhookEvent } from "@haulkit/types";

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

const baseUrl = process.argv[2] ?? "";
const clientId = process.env.HAULKIT_CLIENT_ID ?? "";
const clientSecret = process.env.HAULKIT_CLIENT_SECRET ?? "";

const logLines: string[] = [];
const listPages: string[] = [];
const shipper = createShipperClient({
  baseUrl,
  clientId,
  clientSecret,
  logger: (line) => logLines.push(line),
  fetch: (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/v1/public/orders" && request.method === "GET")
      listPages.push(url.searchParams.get("page") ?? "");
    return fetch(request);
  },
});

const deliveries: Delivery[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200).end();
  });
});
receiver.listen(0, "127.0.0.1");
await once(receiver, "listening");
const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

async function delivered(orderGuid: string, deadline: number): Promise<Delivery> {
  for (;;) {
    const found = deliveries.find((each) => each.body.includes(orderGuid));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no order.created delivery for ${orderGuid}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  const subscribed = await shipper.POST("/v1/public/webhooks/{webhook_action}/subscribe", {
    params: { path: { webhook_action: "order.created" } },
    body: { callback_url: callbackUrl },
  });
  const verificationToken = subscribed.data.object.verification_token ?? "";

  const orders: Order[] = [];
  for (const make of ["Toyota", "Honda", "Ford"]) {
    const created = await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan", make }] } });
    orders.push(created.data.object);
  }

  let notFound: { status: number; kind: string; errorId: string } | undefined;
  try {
    await shipper.GET("/v1/public/orders/{guid}", {
      params: { path: { guid: "00000000-0000-4000-8000-000000000000" } },
    });
  } catch (error) {
    // Narrowed by kind: errorId is a string here, not string | undefined (a compile error otherwise).
    if (error instanceof ApiError && error.kind === "failure") {
      const errorId: string = error.errorId;
      notFound = { status: error.status, kind: error.kind, errorId };
    } else throw error;
  }

  const listed: string[] = [];
  for await (const order of shipper.paginate("/v1/public/orders", { params: { query: { size: 2 } } })) {
    if (order.guid) listed.push(order.guid);
  }

  const firstGuid = orders[0]?.guid ?? "";
  const delivery = await delivered(firstGuid, Date.now() + 15_000);
  const event: WebhookEvent = parseWebhook(delivery.body);
  const eventOrder = event.action === "order.created" ? event.order_guid : undefined;

  const output = {
    tokenRequested: logLines.some((line) => /token/i.test(line)),
    secretInLog: logLines.some((line) => line.includes(clientSecret)),
    created: orders.map((order) => order.guid),
    notFound,
    listed,
    listPages,
    webhook: {
      action: event.action,
      orderGuid: eventOrder,
      verified: verifyWebhook(delivery.headers, verificationToken),
      verifiedWithOtherToken: verifyWebhook(delivery.headers, `${verificationToken}x`),
    },
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
} finally {
  receiver.close();
}
