import type { RequestListener } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { checkUploadBurst, uploadBurst } from "../src/upload-burst.js";
import { answering, useHttpTarget } from "./support/http-target.js";

const MIB = 1024 * 1024;

// First in the file: RSS freed by an earlier burst stays resident and would hide the hoard.
describe("the upload burst against broken targets", () => {
  const serve = useHttpTarget();
  let kept: Buffer[] = [];
  afterEach(() => {
    kept = [];
  });

  /** Buffers every upload and keeps it: the memory bound must catch it. */
  const hoarding: RequestListener = (request, response) => {
    request.on("data", (chunk: Buffer) => kept.push(Buffer.from(chunk)));
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
  };

  it("notices a server that keeps every upload in memory", async () => {
    const target = await serve(hoarding);
    const outcome = await checkUploadBurst({ url: target.url, headers: {}, uploads: 8, bytes: 8 * MIB });
    expect(outcome.statuses).toEqual({ 200: 8 });
    expect(outcome.growthMb).toBeGreaterThanOrEqual(32);
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.failures[0]).toMatch(/^RSS grew by \d+ MiB after 64 MiB of uploads/);
  });

  it.each([500, 413])("notices uploads answered %i", async (status) => {
    const target = await serve(answering(status));
    const outcome = await checkUploadBurst({ url: target.url, headers: {}, uploads: 3, bytes: MIB });
    expect(outcome.statuses).toEqual({ [status]: 3 });
    expect(outcome.failures).toHaveLength(3);
    expect(outcome.failures[0]).toMatch(new RegExp(`^upload #\\d: HTTP ${status} `));
  });

  it("refuses a target that is not on this machine", async () => {
    await expect(
      checkUploadBurst({ url: "http://192.0.2.1/upload", headers: {}, uploads: 1, bytes: MIB }),
    ).rejects.toThrow("127.0.0.1 only");
  });
});

describe("the upload burst against the sandbox", () => {
  it("answers 10 concurrent 10 MiB uploads 200 and keeps the RSS growth under half the bytes sent", async () => {
    const result = await uploadBurst({ uploads: 10, bytes: 10 * MIB });
    expect(result.failures).toEqual([]);
    expect(result.status).toBe("passed");
    const details = result.details as { statuses: Record<string, number>; growthFraction: number; sentMb: number };
    expect(details.statuses).toEqual({ 200: 10 });
    expect(details.sentMb).toBe(100);
    expect(details.growthFraction).toBeLessThanOrEqual(0.5);
  });
});
