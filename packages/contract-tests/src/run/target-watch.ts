/**
 * Watches a run for a target that stops answering: a test or setup step that got no answer at all makes it ask the
 * target (and the pricing service) again; a second request with no answer is the loss, marked in the reports
 * directory (target-lost.ts) so the suites not started yet are not run.
 */
import { type TargetLoss, writeLoss } from "./target-lost.js";

/** How long the check waits for any answer: a target that takes longer has stopped answering. */
const CHECK_MS = 30_000;

/** Undefined when the origin answers with any HTTP status; else how it did not (`ECONNREFUSED`). */
export async function noAnswer(url: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(CHECK_MS) });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return `no answer within ${CHECK_MS / 1000} s`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (error as Error).message;
  }
}

export class TargetWatch {
  loss: TargetLoss | undefined;
  private checking: Promise<void> | undefined;

  /** `origins`: the shipper's and the pricing service's, as the run was given them. */
  constructor(
    private readonly reportsDir: string,
    private readonly origins: readonly string[],
  ) {}

  /** A request got no answer at `at`: check the targets, unless a check is under way or the loss is known. */
  noticed(at: Date): void {
    if (this.loss || this.checking) return;
    this.checking = this.check(at).finally(() => {
      this.checking = undefined;
    });
  }

  private async check(at: Date): Promise<void> {
    for (const url of this.origins) {
      const reason = await noAnswer(url);
      if (reason === undefined) continue;
      this.loss = { url, since: at.toISOString(), reason };
      writeLoss(this.reportsDir, this.loss);
      return;
    }
  }

  /** Whether a check is under way. */
  get busy(): boolean {
    return this.checking !== undefined;
  }

  /** Waits for a check under way. */
  async settled(): Promise<void> {
    await this.checking;
  }

  /** When the lost target answers again (now), if it does. */
  async answeredAgainAt(): Promise<string | undefined> {
    if (!this.loss) return undefined;
    return (await noAnswer(this.loss.url)) === undefined ? new Date().toISOString() : undefined;
  }
}
