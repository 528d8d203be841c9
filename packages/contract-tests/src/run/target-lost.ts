/**
 * A target (shipper or pricing) that stopped answering during a run: when and how it was lost, the mark the run
 * leaves in its reports directory so that suites starting later do not try it, and the words the reports use.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_RUN } from "./suite-outcome.js";

export interface TargetLoss {
  /** The origin that stopped answering (`http://host:port`). */
  url: string;
  /** When the first request that got no answer ended (ISO time). */
  since: string;
  /** How the check after it failed: `ECONNREFUSED`, `ECONNRESET`, `no answer within 30 s`. */
  reason: string;
}

/** Read by every suite's setup: present, the suite's tests are not run. */
export const LOST_FILE = ".target-lost.json";

/** A message of a request that got no answer at all (refused, reset, timed out, name not found), not a bad one. */
const NO_ANSWER =
  /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EPIPE|socket hang up|fetch failed|other side closed|UND_ERR_SOCKET|cannot reach https?:\/\/|the target was lost: no answer /;

export const looksUnanswered = (message: string): boolean => NO_ANSWER.test(message);

export function writeLoss(reportsDir: string, loss: TargetLoss): void {
  writeFileSync(join(reportsDir, LOST_FILE), `${JSON.stringify(loss)}\n`);
}

export function readLoss(reportsDir: string): TargetLoss | undefined {
  const file = join(reportsDir, LOST_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as TargetLoss;
  } catch {
    return undefined;
  }
}

/** `12:03:04` (UTC) of an ISO time. */
const clock = (iso: string) => iso.slice(11, 19);

/** `no answer from http://… since 12:03:04 UTC: ECONNREFUSED`. */
export const lossText = (loss: TargetLoss): string =>
  `no answer from ${loss.url} since ${clock(loss.since)} UTC: ${loss.reason}`;

/** The skip reason of every test the loss kept from running. */
export const lostNote = (loss: TargetLoss): string => `${NOT_RUN}the target was lost: ${lossText(loss)}`;

export const isLostNote = (note: string | undefined): boolean =>
  note?.startsWith(`${NOT_RUN}the target was lost: `) === true;

/**
 * The one line of the console and failures.md: `target lost: no answer from … since …: ECONNREFUSED; 17 suites not
 * run[, 1 failed and cut short (attachments)]; it answered again at 12:05:10 UTC (after the loss: the run had stopped)` or `…; it did not answer again`.
 */
export function lossLine(
  loss: TargetLoss,
  suitesNotRun: number,
  answeredAgainAt: string | undefined,
  cutShort: readonly string[] = [],
): string {
  const back =
    answeredAgainAt === undefined
      ? "it did not answer again before the run ended"
      : `it answered again at ${clock(answeredAgainAt)} UTC, after the run had stopped`;
  // A suite that failed before the loss counts as failed in the closing line: named apart, so the counts agree.
  const notRun = suitesNotRun - cutShort.length;
  const cut = cutShort.length > 0 ? `, ${cutShort.length} failed and cut short (${cutShort.join(", ")})` : "";
  return `target lost: ${lossText(loss)}; ${notRun} suite${notRun === 1 ? "" : "s"} not run${cut}; ${back}`;
}
