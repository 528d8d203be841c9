/** A free TCP port on the loopback interface, for a server that needs an explicit `--port` (Prism). */
import { createServer } from "node:net";

/** Listens on port 0, reads the port the system chose, closes: the port is free unless another process takes it. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close((error) => (error ? reject(error) : port > 0 ? resolve(port) : reject(new Error("no port"))));
    });
  });
}
