import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HelloServer, startHello } from "../src/hello.js";
import { assertLoopback, measureLoad } from "../src/load.js";

let hello: HelloServer;
let failing: Server;
let failingUrl: string;

beforeAll(async () => {
  hello = await startHello();
  failing = createServer((request, response) => {
    response.statusCode = request.url === "/missing" ? 404 : 500;
    response.end("{}");
  });
  await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await hello.close();
  await new Promise((resolve) => failing.close(resolve));
});

describe("startHello", () => {
  it("answers {hello: world} on 127.0.0.1", async () => {
    expect(new URL(hello.url).hostname).toBe("127.0.0.1");
    const response = await fetch(`${hello.url}/`);
    expect(await response.json()).toEqual({ hello: "world" });
  });
});

describe("measureLoad", () => {
  it("stops at the request bound before the time bound", async () => {
    const result = await measureLoad({ url: `${hello.url}/`, seconds: 60, maxRequests: 40, connections: 4 });
    expect(result.requests).toBe(40);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(result.requestsPerSecond).toBeCloseTo(result.requests / result.seconds, 6);
  });

  it.each([
    { path: "/error", message: /40 non-2xx answers \(4xx 0, 5xx 40\)/ },
    { path: "/missing", message: /40 non-2xx answers \(4xx 40, 5xx 0\)/ },
  ])("rejects a run with non-2xx answers ($path)", async ({ path, message }) => {
    await expect(
      measureLoad({ url: `${failingUrl}${path}`, seconds: 60, maxRequests: 40, connections: 2 }),
    ).rejects.toThrow(message);
  });

  it.each([
    { seconds: 0, maxRequests: 10 },
    { seconds: 1, maxRequests: 0 },
    { seconds: Number.NaN, maxRequests: 10 },
  ])("rejects unbounded runs ($seconds s, $maxRequests requests)", async (bounds) => {
    await expect(measureLoad({ url: `${hello.url}/`, ...bounds })).rejects.toThrow(/positive bounds/);
  });
});

describe("assertLoopback", () => {
  it.each(["http://localhost:80/", "http://10.0.0.1/", "http://example.com/", "http://[::1]:8080/"])(
    "refuses %s",
    (url) => {
      expect(() => assertLoopback(url)).toThrow(/only target 127\.0\.0\.1/);
    },
  );

  it("accepts 127.0.0.1", () => {
    expect(() => assertLoopback("http://127.0.0.1:4010/v1/public/orders")).not.toThrow();
  });
});
