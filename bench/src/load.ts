/** One bounded load run with autocannon on loopback: requests/s of 2xx answers, or an error for anything else. */
import autocannon from "autocannon";

export interface LoadRun {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Wall-clock bound of the run. */
  seconds: number;
  /** Request bound of the run: it stops at whichever bound comes first. */
  maxRequests: number;
  connections?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  seconds: number;
}

/** Only the loopback interface is ever loaded. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1") throw new Error(`load runs only target 127.0.0.1, not ${host}`);
}

export async function measureLoad(run: LoadRun): Promise<LoadResult> {
  assertLoopback(run.url);
  if (!(run.seconds > 0) || !(run.maxRequests > 0)) throw new RangeError("a load run needs positive bounds");
  const result = await autocannon({
    url: run.url,
    method: run.method ?? "GET",
    headers: run.headers,
    body: run.body,
    duration: run.seconds,
    maxOverallRequests: run.maxRequests,
    connections: run.connections ?? 10,
    timeout: 10,
  });
  const failures = result.non2xx + result.errors;
  if (failures > 0) {
    throw new Error(
      `load run on ${new URL(run.url).pathname}: ${result.non2xx} non-2xx answers (4xx ${result["4xx"]}, 5xx ${result["5xx"]}), ${result.errors} connection errors (${result.timeouts} timeouts)`,
    );
  }
  const requests = result["2xx"];
  if (requests === 0 || result.duration <= 0) throw new Error(`load run on ${run.url} completed no request`);
  return { requestsPerSecond: requests / result.duration, requests, seconds: result.duration };
}
