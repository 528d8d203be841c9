import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../../src/peers/free-port.js";

describe("freePort", () => {
  it("returns a port on 127.0.0.1 that a server can then listen on", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ port, host: "127.0.0.1" }, resolve);
    });
    const address = server.address();
    expect(typeof address === "object" && address?.port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });

  it("rejects for a host it cannot listen on", async () => {
    await expect(freePort("192.0.2.1")).rejects.toThrow(/EADDRNOTAVAIL/);
  });
});
