/**
 * Failures grouped by cause: the same operation with the same mismatch (statuses, JSON pointer, error id) is one
 * group, with its count and the tests it hit. Errors without a known cause group by their first line.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ACTOR_FAILURE_PREFIX } from "../actors/acting.js";
import type { TestRecord } from "../run/test-record.js";
import { type MismatchCause, receivedAs } from "./mismatch.js";

export interface FailureGroup {
  /** One line naming the cause. */
  cause: string;
  count: number;
  /** `suite › test` of every failed test in the group. */
  tests: string[];
  /** The message of the first failure (the others differ in values, not in cause). */
  example: string;
}

function causeLine(cause: MismatchCause): string {
  const status =
    cause.expectedStatus !== undefined && cause.expectedStatus !== cause.actualStatus
      ? `expected status ${cause.expectedStatus}, got ${receivedAs(cause)}`
      : `status ${cause.actualStatus ?? "none"}`;
  const pointer = cause.pointer.replace(/\/\d+(?=\/|$)/g, "/*");
  const at = pointer !== "" || cause.expected !== "" ? `; differs at ${pointer || "(body)"}` : "";
  const id = cause.errorId ? ` (error_id ${cause.errorId})` : "";
  // The broken fact first, the status that differs only by an assumption after it.
  if (cause.receivedStatus !== undefined && at !== "") {
    return `${cause.operation}: ${at.slice(2)}${id}; status ${cause.receivedStatus} where ${cause.actualStatus} is assumed`;
  }
  // A webhook has no status: its cause is the action and where its payload differs.
  if (cause.expectedStatus === undefined && cause.actualStatus === undefined)
    return `${cause.operation}${at.replace(/^;/, ":")}${id}`;
  return `${cause.operation}: ${status}${at}${id}`;
}

const CAUSE_CHARS = 120;

/**
 * A message's cause when it carries none: its first line up to the first value it shows (a quote, list or object:
 * the difference, which varies), numbers as N, cut at a word boundary, never inside the difference.
 */
export function messageCause(message: string): string {
  const first = message.split("\n")[0] ?? message;
  // A value starts a word (an apostrophe inside one, as in "test's", is not a quote).
  const valueAt = first.search(/(?<=^|[\s(:=,])["'[{`]/);
  let head = valueAt > 0 ? first.slice(0, valueAt) : first;
  let cut = valueAt > 0;
  if (head.length > CAUSE_CHARS) {
    const space = head.lastIndexOf(" ", CAUSE_CHARS);
    head = head.slice(0, space > 0 ? space : CAUSE_CHARS);
    cut = true;
  }
  return `${head.replace(/\d+/g, "N").trimEnd()}${cut ? " …" : ""}`;
}

/** `actor failure: carrier.pickUp` for a test an actor failed (acting.ts), else undefined. */
function actorCause(message: string): string | undefined {
  if (!message.startsWith(ACTOR_FAILURE_PREFIX)) return undefined;
  const end = message.indexOf(" threw:");
  return end > 0 ? message.slice(0, end) : messageCause(message);
}

/** True for the group of an actor's failure: the stand-in of another party failed, not the target. */
export const isActorGroup = (group: FailureGroup) => group.cause.startsWith(ACTOR_FAILURE_PREFIX);

export function groupFailures(records: readonly TestRecord[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const record of records) {
    if (record.state !== "failed" && record.state !== "pending") continue;
    const cause = record.causes?.find((found) => found !== undefined);
    const message = record.errors[0] ?? "did not finish";
    const key = cause ? causeLine(cause) : (actorCause(message) ?? messageCause(message));
    const group = groups.get(key) ?? { cause: key, count: 0, tests: [], example: message };
    group.count += 1;
    group.tests.push(`${record.suite} › ${record.name}`);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause));
}

/** `lost`: the line saying the target stopped answering during the run (target-lost.ts), when it did. */
export function failuresMarkdown(
  groups: readonly FailureGroup[],
  runErrors: readonly string[] = [],
  lost?: string,
): string {
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const lines = ["# Failures by cause", ""];
  if (lost) lines.push(`**${lost}**`, "");
  if (runErrors.length > 0) {
    lines.push(`## Errors outside the tests (${runErrors.length})`, "");
    for (const error of runErrors) lines.push("```", error, "```", "");
  }
  if (groups.length === 0) return `${[...lines, "No test failed."].join("\n")}\n`;
  lines.push(`${total} failed test(s) in ${groups.length} group(s).`, "");
  const actors = groups.filter(isActorGroup);
  if (actors.length > 0) {
    const count = actors.reduce((sum, group) => sum + group.count, 0);
    lines.push(`## Actor failures (${count}): an actor playing another party failed, not the target`, "");
    for (const group of actors) {
      lines.push(`### ${group.cause} (${group.count})`, "", "```", group.example, "```", "");
      for (const test of group.tests) lines.push(`- ${test}`);
      lines.push("");
    }
  }
  for (const [index, group] of groups.filter((group) => !isActorGroup(group)).entries()) {
    lines.push(`## ${index + 1}. ${group.cause} (${group.count})`, "", "```", group.example, "```", "");
    for (const test of group.tests) lines.push(`- ${test}`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}

export function writeFailures(
  reportsDir: string,
  groups: readonly FailureGroup[],
  runErrors: readonly string[] = [],
  lost?: string,
): void {
  writeFileSync(join(reportsDir, "failures.md"), failuresMarkdown(groups, runErrors, lost));
}
