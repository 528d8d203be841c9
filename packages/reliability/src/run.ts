/** Runs the selected parts one after the other; a part that throws is reported as crashed (a failure). */
import type { FaultName } from "@haulkit/sandbox";
import { authMatrix } from "./auth-matrix.js";
import { badNumbers } from "./bad-numbers.js";
import { clientFaults } from "./client-faults/part.js";
import { fuzzPart } from "./fuzz/part.js";
import { limits } from "./limits/part.js";
import { buildReport, type PartName, type PartResult, type ReliabilityReport } from "./report.js";
import { slowClients } from "./slow-clients.js";
import { tokenChurn } from "./token-churn.js";
import { uploadBurst } from "./upload-burst.js";
import { webhookFaults } from "./webhook-faults/part.js";

export interface RunOptions {
  seed: number;
  requests: number;
  timeLimitMs: number;
  orders: number;
  workers: number;
  parts: readonly PartName[];
  /** Sandbox fault switches for every sandbox the parts start (to prove the checks notice). Default none. */
  sandboxFaults?: FaultName[];
  log?: (line: string) => void;
}

type PartRunner = (options: RunOptions) => Promise<PartResult>;

const RUNNERS: Record<PartName, PartRunner> = {
  fuzz: (o) =>
    fuzzPart({
      seed: o.seed,
      requests: o.requests,
      timeLimitMs: o.timeLimitMs,
      workers: o.workers,
      faults: o.sandboxFaults ?? [],
      ...(o.log ? { log: o.log } : {}),
    }),
  "auth-matrix": (o) => authMatrix({ seed: o.seed, faults: o.sandboxFaults ?? [], ...(o.log ? { log: o.log } : {}) }),
  "webhook-faults": (o) => webhookFaults({ faults: o.sandboxFaults ?? [], ...(o.log ? { log: o.log } : {}) }),
  "client-faults": (o) => clientFaults(o.log ? { log: o.log } : {}),
  limits: (o) => limits({ orders: o.orders, ...(o.log ? { log: o.log } : {}) }),
  "slow-clients": (o) => slowClients(o.log ? { log: o.log } : {}),
  "upload-burst": (o) => uploadBurst(o.log ? { log: o.log } : {}),
  "token-churn": (o) => tokenChurn(o.log ? { log: o.log } : {}),
  "bad-numbers": (o) => badNumbers(o.log ? { log: o.log } : {}),
};

export async function runParts(
  options: RunOptions,
  runners: Partial<Record<PartName, PartRunner>> = {},
): Promise<ReliabilityReport> {
  const startedAt = new Date();
  const results: PartResult[] = [];
  for (const name of options.parts) {
    const started = performance.now();
    options.log?.(`${name}: started`);
    try {
      results.push(await (runners[name] ?? RUNNERS[name])(options));
    } catch (error) {
      results.push({
        name,
        status: "crashed",
        durationMs: performance.now() - started,
        summary: "crashed",
        counters: { otherFailures: 1 },
        failures: [],
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
    options.log?.(`${name}: ${results.at(-1)?.status}`);
  }
  return buildReport(options.seed, startedAt, results);
}
