import { type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOrders, fetchToken, resetOrganisation } from "../../src/sandbox/api.js";
import { createOrders, measureMemory, numberedOrderJson } from "../../src/sandbox/memory.js";

/** The bound of a load run in these tests: only a hang reaches it (the throughput itself is `pnpm bench`'s). */
const HANG_S = 600;

let sandbox: SandboxHandle;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    host: "127.0.0.1",
    validateResponses: true,
    logger: () => {},
    timeouts: { headersMs: HANG_S * 1000, requestMs: HANG_S * 1000, idleMs: HANG_S * 1000 },
  });
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
    const guids = await createOrders(sandbox.url, token, 13, 3, HANG_S);
    expect(guids.size).toBe(13);
    expect(await countOrders(sandbox.url, token)).toBe(13);
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
    const memory = await measureMemory((line) => lines.push(line), 20, 2);
    expect(memory.heapUsedMb).toBeGreaterThan(0);
    expect(memory.rssMb).toBeGreaterThan(memory.heapUsedMb);
    expect(memory.emptyRssMb).toBeGreaterThan(0);
    expect(lines).toEqual([
      "memory: creating 20 orders over HTTP",
      expect.stringMatching(
        /^memory with 20 orders \(created in [\d.]+ s\): rss [\d.]+ MB \(empty state [\d.]+ MB\), heap used [\d.]+ MB$/,
      ),
    ]);
  });
});
