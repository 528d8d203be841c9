/** Alternating load rounds: each subject's requests/s over short runs whose order rotates, for ratios of medians. */
import { type LoadRun, measureLoad } from "../load.js";
import { median } from "../stats.js";
import type { Log } from "../suite.js";
import type { SandboxBenchSettings } from "./settings.js";

/** What one subject's load run sends (the bounds come from the settings). */
export type LoadTarget = Omit<LoadRun, "seconds" | "maxRequests" | "connections">;

export interface RoundsPlan<S extends string> {
  subjects: readonly S[];
  label: Readonly<Record<S, string>>;
  /** The subject's request; called before every run, so it may read state that `after` changed. */
  target: (subject: S) => LoadTarget;
  /** Runs after every load run of the subject (warm-up included), e.g. to reset the state the run changed. */
  after?: (subject: S) => Promise<void>;
}

type RoundSettings = Pick<SandboxBenchSettings, "rounds" | "seconds" | "warmupSeconds" | "maxRequests" | "connections">;

/** Round `round` runs the subjects rotated by `round`, so no subject always runs first or last. */
export function roundOrder<T>(subjects: readonly T[], round: number): T[] {
  const shift = round % subjects.length;
  return [...subjects.slice(shift), ...subjects.slice(0, shift)];
}

/** One request of each subject, which must be 2xx: a route's first answer can outlast a short warm-up. */
async function firstAnswers<S extends string>(plan: RoundsPlan<S>): Promise<void> {
  for (const subject of plan.subjects) {
    const { url, method, headers, body } = plan.target(subject);
    const answer = await fetch(url, { method: method ?? "GET", headers, body });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${method ?? "GET"} ${new URL(url).pathname} answered HTTP ${answer.status}`);
  }
}

/** A warm-up run per subject, then `settings.rounds` rotating rounds; the requests/s of every measured run. */
export async function alternateRounds<S extends string>(
  log: Log,
  plan: RoundsPlan<S>,
  settings: RoundSettings,
): Promise<Record<S, number[]>> {
  const load = async (subject: S, seconds: number) => {
    const result = await measureLoad({
      ...plan.target(subject),
      seconds,
      maxRequests: settings.maxRequests,
      connections: settings.connections,
    });
    await plan.after?.(subject);
    return result.requestsPerSecond;
  };
  await firstAnswers(plan);
  log(`warm-up: ${settings.warmupSeconds} s per subject`);
  for (const subject of plan.subjects) await load(subject, settings.warmupSeconds);
  const samples = Object.fromEntries(plan.subjects.map((subject) => [subject, [] as number[]])) as Record<S, number[]>;
  for (let round = 0; round < settings.rounds; round++) {
    const parts: string[] = [];
    for (const subject of roundOrder(plan.subjects, round)) {
      const perSecond = await load(subject, settings.seconds);
      samples[subject].push(perSecond);
      parts.push(`${plan.label[subject]} ${Math.round(perSecond)} req/s`);
    }
    log(`round ${round + 1}/${settings.rounds}: ${parts.join(", ")}`);
  }
  const medians = plan.subjects.map((subject) => `${plan.label[subject]} ${Math.round(median(samples[subject]))}`);
  log(`medians: ${medians.join(", ")} req/s`);
  return samples;
}
