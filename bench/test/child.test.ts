import { describe, expect, it } from "vitest";
import { runChildOnce, startChild } from "../src/child.js";
import type { MemoryMessage, ReadyMessage } from "../src/children/messages.js";

describe("startChild", () => {
  it("serves from its own process until stopped", async () => {
    const hello = await startChild<ReadyMessage>("hello.ts", "ready");
    try {
      expect(hello.process.pid).not.toBe(process.pid);
      expect(hello.message.startMs).toBeGreaterThan(0);
      const response = await fetch(`${hello.message.url}/`);
      expect(await response.json()).toEqual({ hello: "world" });
    } finally {
      await hello.stop();
    }
    expect(await hello.exited).toBe(0);
    await expect(fetch(`${hello.message.url}/`)).rejects.toThrow();
  });

  it("rejects with the child's error output when it dies before reporting", async () => {
    await expect(
      startChild<MemoryMessage>("rss-orders.ts", "memory", { args: ["many"], nodeArgs: ["--expose-gc"] }),
    ).rejects.toThrow(
      /rss-orders\.ts: exited \(code 1\) before reporting[\s\S]*order count must be a positive integer, got many/,
    );
  });

  it("rejects a message of another type", async () => {
    await expect(runChildOnce<MemoryMessage>("hello.ts", "memory", { args: ["--exit"] })).rejects.toThrow(
      "hello.ts: expected a memory message, got ready",
    );
  });
});

describe("runChildOnce", () => {
  it("gives the message of a child that exits by itself", async () => {
    const message = await runChildOnce<ReadyMessage>("hello.ts", "ready", { args: ["--exit"] });
    expect(message.type).toBe("ready");
    expect(message.startMs).toBeGreaterThan(0);
  });

  it("the memory probe holds the asked number of orders, each with its own guid", async () => {
    const message = await runChildOnce<MemoryMessage>("rss-orders.ts", "memory", {
      args: ["300"],
      nodeArgs: ["--expose-gc"],
    });
    expect(message).toMatchObject({ type: "memory", orders: 300, distinctGuids: 300 });
    expect(message.rssMb).toBeGreaterThan(message.heapUsedMb);
    expect(message.baselineRssMb).toBeGreaterThan(0);
  });
});
