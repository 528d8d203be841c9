/** The bare Fastify of `src/same-bytes.ts` in a child, answering with the texts a sandbox gives the bench's requests. */
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { ORDER_JSON } from "./order-body.js";
import { orderTargets, type SandboxOrders } from "./order-load.js";

/** The texts the sandbox answers to the bench's GET and POST order; the organisation is reset afterwards. */
async function answerTexts(orders: SandboxOrders): Promise<{ getAnswer: string; createAnswer: string }> {
  const { get, post } = orderTargets(orders.url, orders.token, orders.guid);
  const text = async (response: Response, what: string) => {
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${what} answered ${response.status}`);
    return body;
  };
  const getAnswer = await text(await fetch(get.url, { headers: get.headers }), "GET order");
  const createAnswer = await text(
    await fetch(post.url, { method: "POST", headers: post.headers, body: ORDER_JSON }),
    "POST order",
  );
  await orders.reset();
  return { getAnswer, createAnswer };
}

/** Starts the same-bytes child with `orders`' answers, runs `use` with its base URL, and always stops the child. */
export async function withSameBytes<T>(orders: SandboxOrders, use: (url: string) => Promise<T>): Promise<T> {
  const answers = await answerTexts(orders);
  const child = await startChild<ReadyMessage>("same-bytes.ts", "ready", {
    args: [answers.getAnswer, answers.createAnswer],
  });
  try {
    return await use(child.message.url);
  } finally {
    await child.stop();
  }
}
