import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { limits, walk } from "../../src/limits/part.js";

describe("limits", () => {
  it("answers 413 past the body limits and pages 600 orders exactly", async () => {
    const result = await limits({ orders: 600 });
    expect(result.failures).toEqual([]);
    expect(result.status).toBe("passed");
    // 6 pages of 100 and 7 of 97, each walk reading one page past the end.
    expect((result.details as { pageReads: number }).pageReads).toBe(7 + 7 + 8);
  });
});

describe("the page walk", () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  /** A list that repeats one order on the second page and loses another. */
  async function overlapping(guids: string[]): Promise<string> {
    const listening = createServer((request, response) => {
      const page = Number(new URL(request.url ?? "/", "http://x").searchParams.get("page"));
      const slices = [guids.slice(0, 2), [guids[1], guids[3]], []];
      const objects = (slices[page] ?? []).map((guid) => ({ guid }));
      const pagination = { total_objects: guids.length, total_pages: 2, limit: 2, page };
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ status: "success", data: { objects, pagination } }));
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  it("notices an order seen twice and one never seen", async () => {
    const guids = ["a", "b", "c", "d"].map((letter) => `${letter.repeat(8)}-0000-4000-8000-000000000000`);
    const breaks: string[] = [];
    await walk(await overlapping(guids), "token", new Set(guids), 2, undefined, breaks);
    expect(breaks).toEqual(["pages of 2: 1 orders seen twice, 1 missing, 0 unknown"]);
  });
});
