/**
 * The upload burst (issue 23): N concurrent large multipart uploads (40 x 10 MiB by default, to 127.0.0.1 only) are
 * each answered 2xx, never a 5xx or no answer, and the serving process's resident memory after the burst (after a
 * full collection) has grown by at most a generous fraction of the bytes sent. The figure is reported; nothing is
 * timed. Before the streaming parser the process was left at 428 MiB after such a burst.
 */
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { startSandbox } from "@haulkit/sandbox";
import { collector } from "./fuzz/memory.js";
import { callJson, issueToken, objectOf } from "./http.js";
import { multipartOfSize } from "./limits/part.js";
import { type Counters, type PartResult, partStatus } from "./report.js";

const MIB = 1024 * 1024;

export interface UploadBurstTarget {
  /** The upload URL (on 127.0.0.1). */
  url: string;
  headers: Record<string, string>;
  uploads: number;
  /** Size of each multipart body. */
  bytes: number;
  /** Most growth allowed, as a fraction of the bytes sent (all uploads). Default 0.5. */
  maxGrowthFraction?: number;
}

export interface UploadBurstOutcome {
  failures: string[];
  statuses: Record<string, number>;
  sentMb: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
  growthMb: number;
  /** Growth after the burst over the bytes sent (negative when the RSS shrank). */
  growthFraction: number;
}

const mb = (bytes: number) => Math.round(bytes / MIB);

/** One POST over its own connection, writing the shared body without copying it (fetch would copy it per request). */
function post(
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": body.byteLength, connection: "close" },
        timeout: 120_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 120 s")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Sends every upload at once and compares the process's RSS after the burst with before (both after a collection). */
export async function checkUploadBurst(target: UploadBurstTarget): Promise<UploadBurstOutcome> {
  const url = new URL(target.url);
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost") {
    throw new Error(`the upload burst runs against 127.0.0.1 only, not ${url.hostname}`);
  }
  const { body, type } = multipartOfSize(target.bytes);
  const gc = collector();
  gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: target.uploads }, async (_, i) => {
        try {
          const answer = await post(target.url, { ...target.headers, "content-type": type }, body);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status < 200 || answer.status > 299)
            failures.push(`upload #${i}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
        } catch (error) {
          statuses["no answer"] = (statuses["no answer"] ?? 0) + 1;
          failures.push(`upload #${i}: no answer (${(error as Error).message})`);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  gc();
  const after = process.memoryUsage().rss;
  peak = Math.max(peak, after);
  const sent = target.bytes * target.uploads;
  // Signed: a burst after heavier parts may end below a baseline the collector had not come to yet.
  const growthFraction = (after - before) / sent;
  const ceiling = target.maxGrowthFraction ?? 0.5;
  if (growthFraction > ceiling) {
    failures.push(
      `RSS grew by ${mb(after - before)} MiB after ${mb(sent)} MiB of uploads (${growthFraction.toFixed(2)} of the bytes sent, at most ${ceiling})`,
    );
  }
  return {
    failures: failures.slice(0, 50),
    statuses,
    sentMb: mb(sent),
    rssBeforeMb: mb(before),
    rssAfterMb: mb(after),
    rssPeakMb: mb(peak),
    growthMb: mb(after - before),
    growthFraction: Number(growthFraction.toFixed(3)),
  };
}

export interface UploadBurstOptions {
  uploads?: number;
  bytes?: number;
  log?: (line: string) => void;
}

export async function uploadBurst(options: UploadBurstOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const uploads = options.uploads ?? 40;
  const bytes = options.bytes ?? 10 * MIB;
  const client = { clientId: "upload-burst", clientSecret: randomBytes(18).toString("base64url") };
  const sandbox = await startSandbox({
    port: 0,
    host: "127.0.0.1",
    clients: [client],
    validateResponses: true,
    logger: () => {},
  });
  let outcome: UploadBurstOutcome;
  try {
    const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
    const order = objectOf(
      await callJson(sandbox.url, "POST", "/v1/public/orders", token, { number: "UPLOAD-BURST" }),
      "createOrder",
    );
    outcome = await checkUploadBurst({
      url: `${sandbox.url}/v1/public/orders/${order.guid}/attachments`,
      headers: { authorization: `Bearer ${token}` },
      uploads,
      bytes,
    });
  } finally {
    await sandbox.close();
  }
  const figure = `RSS ${outcome.rssBeforeMb} -> ${outcome.rssAfterMb} MiB (peak ${outcome.rssPeakMb}; growth ${outcome.growthFraction} of ${outcome.sentMb} MiB sent)`;
  options.log?.(`upload-burst: ${figure}`);
  const serverErrors = Object.entries(outcome.statuses)
    .filter(([status]) => status === "no answer" || Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const counters: Partial<Counters> = {
    serverErrors,
    otherFailures: outcome.failures.length - serverErrors,
  };
  return {
    name: "upload-burst",
    status: partStatus(counters, outcome.failures),
    durationMs: performance.now() - started,
    summary: `${uploads} concurrent uploads of ${mb(bytes)} MiB (${JSON.stringify(outcome.statuses)}); ${figure}`,
    counters,
    failures: outcome.failures,
    details: outcome,
  };
}
