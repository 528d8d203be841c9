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
    await expect(startChild<ReadyMessage>("hello.ts", "ready", { nodeArgs: ["--no-such-flag"] })).rejects.toThrow(
      /hello\.ts: exited \(code 9\) before reporting[\s\S]*bad option: --no-such-flag/,
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
});

describe("asking a serving child", () => {
  it("the sandbox child answers its memory after a full GC", async () => {
    const sandbox = await startChild<ReadyMessage>("sandbox.ts", "ready", { nodeArgs: ["--expose-gc"] });
    try {
      const memory = await sandbox.ask<MemoryMessage>({ type: "measure-memory" }, "memory");
      expect(memory.type).toBe("memory");
      expect(memory.heapUsedMb).toBeGreaterThan(0);
      expect(memory.rssMb).toBeGreaterThan(memory.heapUsedMb);
      // Still serving after answering.
      expect((await fetch(`${sandbox.message.url}/v1/public/orders`)).status).toBe(401);
    } finally {
      await sandbox.stop();
    }
  });

  it("rejects with the child's error output when the child dies instead of answering", async () => {
    const sandbox = await startChild<ReadyMessage>("sandbox.ts", "ready");
    try {
      await expect(sandbox.ask<MemoryMessage>({ type: "measure-memory" }, "memory")).rejects.toThrow(
        /sandbox\.ts \(measure-memory\): exited \(code 1\) before reporting[\s\S]*measure-memory needs node --expose-gc/,
      );
    } finally {
      await sandbox.stop();
    }
  });

  it("rejects when no answer comes in time, and after the child is gone", async () => {
    const hello = await startChild<ReadyMessage>("hello.ts", "ready");
    try {
      await expect(hello.ask<MemoryMessage>({ type: "measure-memory" }, "memory", 300)).rejects.toThrow(
        "hello.ts (measure-memory): no message within 0.3 s",
      );
    } finally {
      await hello.stop();
    }
    await expect(hello.ask<MemoryMessage>({ type: "measure-memory" }, "memory")).rejects.toThrow(
      "hello.ts: the child is gone, cannot ask measure-memory",
    );
  });
});
