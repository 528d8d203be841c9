/** Requests/s of GET and POST order against a bare Fastify hello-world, alternating rounds, ratio of medians. */
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { type LoadRun, measureLoad } from "../load.js";
import { median, ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { createOrder, fetchToken, resetOrganisation } from "./api.js";
import { ORDER_JSON } from "./order-body.js";
import type { SandboxBenchSettings } from "./settings.js";

type Subject = "hello" | "get" | "post";
const SUBJECTS: readonly Subject[] = ["hello", "get", "post"];
const LABEL: Record<Subject, string> = { hello: "hello", get: "GET order", post: "POST order" };

export interface ThroughputRatios {
  getVsHello: number;
  createVsHello: number;
}

/** Round `round` runs the subjects rotated by `round`, so no subject always runs first or last. */
export function roundOrder<T>(subjects: readonly T[], round: number): T[] {
  const shift = round % subjects.length;
  return [...subjects.slice(shift), ...subjects.slice(0, shift)];
}

export async function measureThroughput(log: Log, settings: SandboxBenchSettings): Promise<ThroughputRatios> {
  const hello = await startChild<ReadyMessage>("hello.ts", "ready");
  try {
    const sandbox = await startChild<ReadyMessage>("sandbox.ts", "ready");
    try {
      const { url, credentials } = sandbox.message;
      if (!credentials) throw new Error("the sandbox child did not report its credentials");
      const token = await fetchToken(url, credentials);
      let guid = await createOrder(url, token, ORDER_JSON);
      const bearer = { authorization: `Bearer ${token}` };
      const target = (subject: Subject): Omit<LoadRun, "seconds" | "maxRequests"> => {
        if (subject === "hello") return { url: `${hello.message.url}/` };
        if (subject === "get") return { url: `${url}/v1/public/orders/${guid}`, headers: bearer };
        return {
          url: `${url}/v1/public/orders`,
          method: "POST",
          headers: { ...bearer, "content-type": "application/json" },
          body: ORDER_JSON,
        };
      };
      const load = async (subject: Subject, seconds: number) => {
        const result = await measureLoad({
          ...target(subject),
          seconds,
          maxRequests: settings.maxRequests,
          connections: settings.connections,
        });
        if (subject === "post") {
          // Every POST round starts from the same state: drop the created orders, make the order GET reads again.
          await resetOrganisation(url, token);
          guid = await createOrder(url, token, ORDER_JSON);
        }
        return result;
      };
      // One request of each first: its route's first answer (validators compiled) can take longer than a short
      // warm-up on a loaded machine, which would then complete no request.
      for (const subject of SUBJECTS) {
        const { url: first, method, headers, body } = target(subject);
        const answer = await fetch(first, { method: method ?? "GET", headers, body });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${method ?? "GET"} ${new URL(first).pathname} answered HTTP ${answer.status}`);
      }
      log(`warm-up: ${settings.warmupSeconds} s per subject`);
      for (const subject of SUBJECTS) await load(subject, settings.warmupSeconds);
      const samples: Record<Subject, number[]> = { hello: [], get: [], post: [] };
      for (let round = 0; round < settings.rounds; round++) {
        const parts: string[] = [];
        for (const subject of roundOrder(SUBJECTS, round)) {
          const result = await load(subject, settings.seconds);
          samples[subject].push(result.requestsPerSecond);
          parts.push(`${LABEL[subject]} ${Math.round(result.requestsPerSecond)} req/s`);
        }
        log(`round ${round + 1}/${settings.rounds}: ${parts.join(", ")}`);
      }
      log(
        `medians: ${SUBJECTS.map((subject) => `${LABEL[subject]} ${Math.round(median(samples[subject]))}`).join(", ")} req/s`,
      );
      return {
        getVsHello: ratioOfMedians(samples.get, samples.hello),
        createVsHello: ratioOfMedians(samples.post, samples.hello),
      };
    } finally {
      await sandbox.stop();
    }
  } finally {
    await hello.stop();
  }
}
