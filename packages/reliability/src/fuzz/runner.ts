/**
 * The fuzz run: an in-process sandbox (port 0, manual clock, `validateResponses`), one organisation per worker,
 * fixtures, then cases until the request budget or the time limit is reached (whichever first), the first
 * failures shrunk, the store's invariants read back, and the process's memory sampled throughout.
 */
import { randomBytes } from "node:crypto";
import { type FaultName, type SandboxHandle, startSandbox } from "@haulkit/sandbox";
import { basicAuthorization } from "../http.js";
import { allOperations } from "../spec/operations.js";
import { startWebhookSink } from "../webhook-sink.js";
import type { CheckName } from "./checks.js";
import { describeRequest } from "./http-request.js";
import { checkInvariants, type InvariantReport } from "./invariants.js";
import { type MemoryReport, startMemorySampler } from "./memory.js";
import { caseArbitrary } from "./plan.js";
import { type ShrunkCase, shrinkFailure } from "./shrink.js";
import { type CaseResult, FuzzWorker, type SharedState, type WorkerStats } from "./worker.js";

export interface FuzzOptions {
  seed: number;
  /** Stop after this many requests... */
  requests: number;
  /** ...or after this long, whichever comes first. */
  timeLimitMs: number;
  /** Parallel workers, each its own organisation. Default 4. */
  workers?: number;
  /** Failures to shrink (the first of each operation and check). Default 3. */
  shrink?: number;
  /** Sandbox fault switches (to prove the checks notice). */
  faults?: FaultName[];
  /** Puts something (a tampering proxy, in tests) between the workers and the sandbox. */
  interpose?: (sandboxUrl: string, sandbox: SandboxHandle) => Promise<{ url: string; close(): Promise<void> }>;
  /** Relative weights of operations (default 4 each; the reset and the clock advance weigh less). */
  weights?: Record<string, number>;
  /** Allowed growth of the process's resident memory while fuzzing, in MB. Default 300. */
  memoryCeilingMb?: number;
  log?: (line: string) => void;
}

export interface FailureReport {
  seed: number;
  worker: number;
  operationId: string;
  kind: "valid" | "invalid";
  defect: string | undefined;
  status: number;
  checks: { check: CheckName; message: string }[];
  request: Record<string, unknown>;
  shrunk?: ShrunkCase | undefined;
}

export interface FuzzReport {
  seed: number;
  budget: { requests: number; timeLimitMs: number };
  /** Requests sent (the budget, plus the shrinker's). */
  requests: number;
  /** Cases with nothing to bind them to: not sent, not counted against the budget. */
  skipped: number;
  /** What ended the fuzzing: the request budget or the time limit. */
  stoppedBy: "requests" | "time limit";
  durationMs: number;
  operations: number;
  accept: WorkerStats["byAccept"];
  statuses: Record<string, number>;
  serverErrors: number;
  failuresByCheck: Partial<Record<CheckName, number>>;
  failures: FailureReport[];
  invariants: InvariantReport;
  memory: MemoryReport;
  /** Error lines the sandbox logged (a 500 logs one). */
  sandboxErrors: string[];
  /** Exceptions of the fuzzer itself: they make the run fail. */
  harnessErrors: string[];
}

const MAX_FAILURES_KEPT = 25;

const SEVERITY: CheckName[] = [
  "not_a_server_error",
  "no_secret_leak",
  "no_foreign_data",
  "negative_data_rejection",
  "positive_data_acceptance",
  "status_code_conformance",
  "response_schema_conformance",
];

/** The reset wipes the organisation (fixtures are seeded again) and the clock advance expires tokens: rarer. */
export const DEFAULT_WEIGHTS: Record<string, number> = { resetSandboxOrganisation: 1, advanceSandboxClock: 2 };

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const workerCount = options.workers ?? 4;
  const clients = Array.from({ length: workerCount }, (_, index) => ({
    clientId: `fuzz-${index}`,
    clientSecret: randomBytes(18).toString("base64url"),
  }));
  const apiKey = randomBytes(18).toString("base64url");
  const sandboxErrors: string[] = [];
  const sink = await startWebhookSink();
  const sandbox = await startSandbox({
    port: 0,
    clock: "manual",
    clockStart: "2026-03-14T09:30:00Z",
    validateResponses: true,
    clients,
    pricingApiKey: apiKey,
    faults: options.faults ?? [],
    logger: (level, message, fields) => {
      if (level === "error" && sandboxErrors.length < 20)
        sandboxErrors.push(`${message} ${JSON.stringify(fields ?? {})}`.slice(0, 500));
    },
  });
  const interposed = options.interpose ? await options.interpose(sandbox.url, sandbox) : undefined;
  const baseUrl = interposed?.url ?? sandbox.url;
  const shared: SharedState = {
    secrets: new Set([
      apiKey,
      ...clients.flatMap((c) => [c.clientSecret, basicAuthorization(c.clientId, c.clientSecret).slice(6)]),
    ]),
    verificationTokens: new Map(),
    workers: [],
  };
  const operations = allOperations();
  const arbitrary = caseArbitrary(operations, { ...DEFAULT_WEIGHTS, ...options.weights });
  try {
    const workers = clients.map(
      (client, index) =>
        new FuzzWorker({
          index,
          baseUrl,
          clientId: client.clientId,
          clientSecret: client.clientSecret,
          apiKey,
          // The worker's organisation's own test clock (its clock advances move it alone).
          now: () => sandbox.clockOf(sandbox.organisations[client.clientId] as string).now(),
          sinkUrl: sink.url,
          seed: options.seed,
          arbitrary,
          shared,
        }),
    );
    shared.workers.push(...workers);
    await Promise.all(workers.map((worker) => worker.start()));
    log(`fuzz: seed ${options.seed}, ${operations.length} operations, ${workerCount} organisations seeded`);

    const sampler = startMemorySampler(options.memoryCeilingMb ?? 300);
    const started = performance.now();
    const deadline = started + options.timeLimitMs;
    let taken = 0;
    let stoppedBy: FuzzReport["stoppedBy"] = "requests";
    const budget = {
      take: () => {
        if (performance.now() >= deadline) stoppedBy = "time limit";
        if (taken >= options.requests || stoppedBy === "time limit") return false;
        taken++;
        return true;
      },
      refund: () => {
        taken--;
      },
    };
    const results: { worker: FuzzWorker; result: CaseResult }[] = [];
    const failuresByCheck: Partial<Record<CheckName, number>> = {};
    let serverErrors = 0;
    const progress = setInterval(() => log(`fuzz: ${taken} requests, ${results.length} failing cases`), 10_000);
    try {
      await Promise.all(
        workers.map((worker) =>
          worker.run(budget, (result) => {
            if (result.status >= 500 || result.status === 0) serverErrors++;
            for (const failure of result.failures)
              failuresByCheck[failure.check] = (failuresByCheck[failure.check] ?? 0) + 1;
            if (results.length < 2000) results.push({ worker, result });
          }),
        ),
      );
    } finally {
      clearInterval(progress);
    }
    const durationMs = performance.now() - started;
    const memory = sampler.stop();

    const failures: FailureReport[] = [];
    const shrunkKeys = new Set<string>();
    // The worst first (a 5xx, a leak), then in the order they happened: those are kept and shrunk.
    const ranked = results
      .map((entry, index) => ({
        ...entry,
        index,
        rank: SEVERITY.indexOf(entry.result.failures[0]?.check as CheckName),
      }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index);
    for (const { worker, result } of ranked.slice(0, MAX_FAILURES_KEPT * 4)) {
      if (failures.length >= MAX_FAILURES_KEPT) break;
      const check = result.failures[0]?.check as CheckName;
      const key = `${result.plan.operationId}:${check}`;
      let shrunk: ShrunkCase | undefined;
      if (shrunkKeys.size < (options.shrink ?? 3) && !shrunkKeys.has(key)) {
        shrunkKeys.add(key);
        shrunk = await shrinkFailure(worker, arbitrary, result.seed, check);
      }
      failures.push({
        seed: result.seed,
        worker: worker.index,
        operationId: result.plan.operationId,
        kind: result.plan.defect ? "invalid" : "valid",
        defect: result.plan.defect?.type,
        status: result.status,
        checks: result.failures,
        request: describeRequest(result.request, 3000),
        ...(shrunk ? { shrunk } : {}),
      });
    }

    for (const worker of workers) await worker.refreshToken();
    const invariants = await checkInvariants(
      baseUrl,
      workers.map((worker) => ({ index: worker.index, token: worker.token.token, model: worker.model })),
    );
    const statuses: Record<string, number> = {};
    const accept = { yes: 0, no: 0, either: 0 };
    let skipped = 0;
    for (const worker of workers) {
      for (const [status, count] of Object.entries(worker.stats.statuses))
        statuses[status] = (statuses[status] ?? 0) + count;
      for (const key of ["yes", "no", "either"] as const) accept[key] += worker.stats.byAccept[key];
      skipped += worker.stats.skipped;
    }
    const scrub = (text: string) =>
      [...shared.secrets].reduce(
        (out, secret) => (secret.length >= 8 ? out.split(secret).join("[redacted]") : out),
        text,
      );
    return {
      seed: options.seed,
      budget: { requests: options.requests, timeLimitMs: options.timeLimitMs },
      requests: workers.reduce((sum, worker) => sum + worker.stats.sent, 0),
      skipped,
      stoppedBy,
      durationMs: Math.round(durationMs),
      operations: operations.length,
      accept,
      statuses,
      serverErrors,
      failuresByCheck,
      failures: JSON.parse(scrub(JSON.stringify(failures))) as FailureReport[],
      invariants,
      memory,
      sandboxErrors: sandboxErrors.map(scrub),
      harnessErrors: workers.flatMap((worker) => worker.stats.harnessErrors).slice(0, 20),
    };
  } finally {
    await interposed?.close();
    await sandbox.close();
    await sink.close();
  }
}
