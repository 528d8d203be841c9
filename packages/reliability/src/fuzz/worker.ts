/**
 * One fuzz worker: its own organisation (client), its own model of what exists there, and a sequential loop of
 * cases. Case `i` of worker `w` is generated from its own seed (run seed, w, i), so any case can be replayed
 * and shrunk alone.
 */
import fc from "fast-check";
import { type IssuedToken, issueToken, send } from "../http.js";
import { operationById } from "../spec/operations.js";
import { type Answer, type CheckFailure, checkAnswer } from "./checks.js";
import { seedFixtures } from "./fixtures.js";
import type { HttpRequest } from "./http-request.js";
import type { RefKind } from "./late.js";
import { type Expectation, materialize } from "./materialize.js";
import { WorkerModel } from "./model.js";
import type { Plan } from "./plan.js";
import { documentedRefusal } from "./refusals.js";

export interface Budget {
  /** True while requests may still be sent (and counts this one). */
  take(): boolean;
  /** Gives back a case that sent nothing (nothing to bind it to). */
  refund(): void;
}

/** What the workers share: secrets to look for, who owns which guid, other organisations' objects. */
export interface SharedState {
  secrets: Set<string>;
  verificationTokens: Map<string, number>;
  workers: FuzzWorker[];
}

export interface WorkerSetup {
  index: number;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  now: () => number;
  sinkUrl: string;
  seed: number;
  arbitrary: fc.Arbitrary<Plan>;
  shared: SharedState;
}

export interface CaseResult {
  seed: number;
  plan: Plan;
  request: HttpRequest;
  expectation: Expectation;
  status: number;
  failures: CheckFailure[];
}

export interface WorkerStats {
  sent: number;
  skipped: number;
  byAccept: Record<Expectation["accept"], number>;
  statuses: Record<string, number>;
  /** Exceptions of the fuzzer itself (a bug here, not in the target), with the case seed. */
  harnessErrors: string[];
}

/** The seed of case `index` of worker `worker` in the run seeded `seed`. */
export function caseSeed(seed: number, worker: number, index: number): number {
  return fc.hash(`${seed}:${worker}:${index}`) | 0;
}

export class FuzzWorker {
  readonly model: WorkerModel;
  readonly stats: WorkerStats = {
    sent: 0,
    skipped: 0,
    byAccept: { yes: 0, no: 0, either: 0 },
    statuses: {},
    harnessErrors: [],
  };
  token: IssuedToken = { token: "", expiresAt: 0 };
  private reseeds = 0;

  constructor(readonly setup: WorkerSetup) {
    this.model = new WorkerModel(setup.index, setup.now, setup.sinkUrl);
  }

  get index(): number {
    return this.setup.index;
  }

  async start(): Promise<void> {
    await this.ensureToken();
    await this.seed();
  }

  private async seed(): Promise<void> {
    this.reseeds++;
    await seedFixtures({
      baseUrl: this.setup.baseUrl,
      token: async (renew) => {
        if (renew) this.token.expiresAt = 0;
        await this.ensureToken();
        return this.token.token;
      },
      model: this.model,
      tag: `w${this.index}r${this.reseeds}s${(this.setup.seed >>> 0).toString(36)}`,
    });
  }

  /** A fresh token when the current one is (about to be) expired on the sandbox clock. */
  async refreshToken(): Promise<void> {
    await this.ensureToken();
  }

  private async ensureToken(): Promise<void> {
    if (this.token.token && this.setup.now() < this.token.expiresAt - 1000) return;
    this.token = await issueToken(this.setup.baseUrl, this.setup.clientId, this.setup.clientSecret);
    this.setup.shared.secrets.add(this.token.token);
  }

  /** Runs cases until the budget says stop; every case with a failure is handed to `onResult`. */
  async run(budget: Budget, onResult: (result: CaseResult) => void): Promise<void> {
    for (let index = 0; budget.take(); index++) {
      const seed = caseSeed(this.setup.seed, this.index, index);
      try {
        const [plan] = fc.sample(this.setup.arbitrary, { seed, numRuns: 1 });
        const before = this.stats.skipped;
        const result = await this.execute(plan as Plan, seed);
        if (this.stats.skipped > before) budget.refund();
        if (result) onResult(result);
      } catch (error) {
        this.stats.harnessErrors.push(`case seed ${seed}: ${(error as Error).stack ?? String(error)}`.slice(0, 1000));
      }
    }
  }

  /** Materialises, sends and checks one plan; undefined when there was nothing to bind it to. */
  async execute(plan: Plan, seed: number): Promise<CaseResult | undefined> {
    await this.ensureToken();
    const op = operationById(plan.operationId);
    const shared = this.setup.shared;
    const materialized = materialize(op, plan, {
      baseUrl: this.setup.baseUrl,
      model: this.model,
      credentials: {
        bearer: this.token.token,
        basic: `Basic ${Buffer.from(`${this.setup.clientId}:${this.setup.clientSecret}`).toString("base64")}`,
        apiKey: this.setup.apiKey,
      },
      foreign: (kind, index) => this.foreign(kind, index),
    });
    if (materialized.unbound) {
      this.stats.skipped++;
      return undefined;
    }
    const { request, binding, expectation } = materialized;
    this.stats.sent++;
    this.stats.byAccept[expectation.accept]++;
    let answer: Answer;
    try {
      answer = await send(request);
    } catch (error) {
      const failure: CheckFailure = { check: "not_a_server_error", message: `no answer: ${(error as Error).message}` };
      return { seed, plan, request, expectation, status: 0, failures: [failure] };
    }
    this.stats.statuses[answer.status] = (this.stats.statuses[answer.status] ?? 0) + 1;
    let body: unknown;
    try {
      body = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      body = undefined;
    }
    const foreignTokens = [...shared.verificationTokens]
      .filter(([, owner]) => owner !== this.index)
      .map(([token]) => token);
    const failures = checkAnswer(op, expectation, answer, {
      secrets: [...shared.secrets, ...foreignTokens],
      worker: this.index,
      ownerOf: (guid) => shared.workers.find((worker) => worker !== this && worker.model.owned.has(guid))?.index,
      tokenExpired: () => op.auth === "bearer" && this.setup.now() >= this.token.expiresAt,
      refusal: (status, refusedBody) =>
        documentedRefusal(op.operationId, status, refusedBody, binding, plan.defect?.type),
    });
    if (answer.status >= 200 && answer.status < 300) await this.learn(op.operationId, binding, body);
    return failures.length > 0 ? { seed, plan, request, expectation, status: answer.status, failures } : undefined;
  }

  private async learn(
    operationId: string,
    binding: Parameters<WorkerModel["observe"]>[1],
    body: unknown,
  ): Promise<void> {
    this.model.observe(operationId, binding, body);
    const object = (body as { data?: { object?: Record<string, unknown> } } | undefined)?.data?.object;
    if (operationId === "subscribeWebhook" && typeof object?.verification_token === "string") {
      this.setup.shared.verificationTokens.set(object.verification_token, this.index);
    }
    if (operationId === "requestToken") {
      const token = (body as { access_token?: unknown } | undefined)?.access_token;
      if (typeof token === "string") this.setup.shared.secrets.add(token);
    }
    if (operationId === "resetSandboxOrganisation") {
      this.model.clear();
      await this.seed();
    }
  }

  /** An object of the same kind in another worker's organisation. */
  private foreign(kind: RefKind, index: number): string | undefined {
    const others = this.setup.shared.workers.filter((worker) => worker !== this);
    const other = others[index % Math.max(1, others.length)];
    if (!other) return undefined;
    const value = other.model.ownValue(kind, index);
    // A value this organisation also knows is not another organisation's (a shared network carrier).
    return value !== undefined && !this.model.knows(value) ? value : undefined;
  }
}
