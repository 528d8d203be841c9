/**
 * The order figures' reference: a bare Fastify on 127.0.0.1 that sends the sandbox's own answer bytes with none of its
 * work. `GET /v1/public/orders/:guid` answers `getAnswer`; `POST /v1/public/orders` has Fastify parse the JSON body
 * (its default parser, as the sandbox's body is parsed) and answers `createAnswer`.
 */
import Fastify from "fastify";

export interface SameBytesAnswers {
  getAnswer: string;
  createAnswer: string;
}

export interface SameBytesServer {
  url: string;
  close(): Promise<void>;
}

const JSON_TYPE = "application/json; charset=utf-8";

export async function startSameBytes({ getAnswer, createAnswer }: SameBytesAnswers): Promise<SameBytesServer> {
  const app = Fastify({ logger: false });
  app.get("/v1/public/orders/:guid", async (_request, reply) => reply.type(JSON_TYPE).send(getAnswer));
  app.post("/v1/public/orders", async (request, reply) => {
    const { body } = request;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return reply.code(400).send();
    return reply.type(JSON_TYPE).send(createAnswer);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("same-bytes server has no TCP address");
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
