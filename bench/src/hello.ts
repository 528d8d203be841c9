/** The baseline: a bare Fastify hello-world (`GET /` answers `{"hello":"world"}`) on 127.0.0.1. */
import Fastify from "fastify";

export interface HelloServer {
  url: string;
  close(): Promise<void>;
}

export async function startHello(): Promise<HelloServer> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("hello server has no TCP address");
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
