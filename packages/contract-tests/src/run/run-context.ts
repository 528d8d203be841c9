/** What the CLI hands every test worker (vitest `provide`/`inject`): where reports go and the probed targets. */
import type {} from "vitest";
import type { FixturePlan } from "../target/fixtures-file.js";
import type { ProbedTarget } from "../target/probe.js";
import type { WebhookSettings } from "../target/webhook-settings.js";

/** The key under which the shared external target is provided (every suite uses it). */
export const SHARED_TARGET = "*";

export interface RunContext {
  reportsDir: string;
  /** Suite name -> its target (embedded: one sandbox each), or SHARED_TARGET -> the one external target. */
  targets: Record<string, ProbedTarget>;
  /** Where each suite's webhook receiver listens and the URL the target posts to. */
  webhooks: WebhookSettings;
  /** The fixtures file's objects shared out among the suites (absent: none given). */
  fixtures?: FixturePlan;
  /** `--strict`: a contradicted assumption fails its test like a broken fact. */
  strict?: boolean | undefined;
  /**
   * `pnpm mutation`: a suite whose setup failed (its token request) fails each of its tests instead of skipping
   * them, since Stryker counts a skipped test as passed (a mutant that breaks the token endpoint would survive).
   */
  setupFailsTests?: boolean | undefined;
  /**
   * How long a test waits for background work (a webhook, a delivery's try) before it fails: 15 s by default;
   * `pnpm mutation` waits 3 s on its embedded sandbox, where that work takes milliseconds, so a mutant that stops
   * a webhook costs 3 s, not 15.
   */
  waitMs?: number | undefined;
}

declare module "vitest" {
  export interface ProvidedContext {
    "haulkit.run": RunContext;
  }
}
