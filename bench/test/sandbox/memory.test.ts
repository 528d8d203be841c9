import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOrders, fetchToken, resetOrganisation } from "../../src/sandbox/api.js";
import { createOrders, measureMemory, numberedOrderJson } from "../../src/sandbox/memory.js";

let sandbox: SandboxHandle;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: "127.0.0.1", validateResponses: true, logger: () => {} });
  token = await fetchToken(sandbox.url, sandbox.credentials);
});

afterAll(async () => {
  await sandbox.close();
});

describe("the memory probe's orders", () => {
  it("each order body has its own number", () => {
    const numbers = [0, 1, 99_999].map((index) => (JSON.parse(numberedOrderJson(index)) as { number: string }).number);
    expect(numbers).toEqual(["BENCH-000000", "BENCH-000001", "BENCH-099999"]);
  });

  it("creates exactly the asked number of orders over HTTP, each with its own guid", async () => {
    await resetOrganisation(sandbox.url, token);
    const guids = await createOrders(sandbox.url, token, 57, 10, 60);
    expect(guids.size).toBe(57);
    expect(await countOrders(sandbox.url, token)).toBe(57);
  });

  it("fails with the counts when the sandbox refuses the orders", async () => {
    const failure = createOrders(sandbox.url, "not-a-valid-token", 20, 10, 60);
    await expect(failure).rejects.toThrow(
      "creating 20 orders: 0 created, 20 non-2xx answers, 0 connection errors (0 timeouts) within 60 s",
    );
  });

  it("only loads the loopback interface", async () => {
    await expect(createOrders("http://localhost:1", token, 1, 10, 1)).rejects.toThrow(
      "load runs only target 127.0.0.1",
    );
  });

  it("a refused count names the status", async () => {
    await expect(countOrders(sandbox.url, "not-a-valid-token")).rejects.toThrow(
      "list orders answered 401 without a total",
    );
  });
});

describe("measureMemory", () => {
  it("measures the sandbox child before and after the orders", async () => {
    const lines: string[] = [];
    const memory = await measureMemory((line) => lines.push(line), 200, 10);
    expect(memory.heapUsedMb).toBeGreaterThan(0);
    expect(memory.rssMb).toBeGreaterThan(memory.heapUsedMb);
    expect(memory.emptyRssMb).toBeGreaterThan(0);
    expect(lines).toEqual([
      "memory: creating 200 orders over HTTP",
      expect.stringMatching(
        /^memory with 200 orders \(created in [\d.]+ s\): rss [\d.]+ MB \(empty state [\d.]+ MB\), heap used [\d.]+ MB$/,
      ),
    ]);
  });
});
