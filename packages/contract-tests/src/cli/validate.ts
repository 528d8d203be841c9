/**
 * `haulkit-contract validate <file|dir>...`: each JSON file is checked against the spec, as a webhook payload (by
 * its `action`) or, with `--operation` and `--status`, as that operation's response. One line per file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { operation } from "../spec/operations.js";
import { judgeResponse, parseBody } from "../validation/responses.js";
import type { Drift } from "../validation/verdict.js";
import { judgeWebhook } from "../validation/webhooks.js";
import { driftMessage } from "../verdicts/drift-recorder.js";
import { UsageError } from "./args.js";

export interface ValidateOptions {
  operation?: string | undefined;
  status?: number | undefined;
}

export interface FileResult {
  path: string;
  ok: boolean;
  /** What the file was checked as: `webhook order.created`, `getOrder 200`. */
  as: string;
  message?: string | undefined;
}

/** Every `.json` file under the paths (folders recursively, sorted). */
export function jsonFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(path);
    } catch {
      throw new UsageError(`no such file or folder: ${path}`);
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        const inner = join(path, entry);
        if (statSync(inner).isDirectory() || entry.endsWith(".json")) visit(inner);
      }
    } else {
      files.push(path);
    }
  };
  for (const path of paths) visit(path);
  return files;
}

/** What a valid file contradicts of our assumptions (spec/GAPS.md), if anything. */
function driftNote(drift: readonly Drift[]): string | undefined {
  return drift.length === 0 ? undefined : drift.map(driftMessage).join("; ");
}

export function validateFile(path: string, options: ValidateOptions = {}): FileResult {
  const text = readFileSync(path, "utf8");
  if (options.operation !== undefined && options.status !== undefined) {
    const as = `${options.operation} ${options.status}`;
    const verdict = judgeResponse(options.operation, { status: options.status, text });
    return { path, ok: !verdict.fact, as, message: verdict.fact?.message ?? driftNote(verdict.drift) };
  }
  const payload = parseBody(text);
  if (payload instanceof Error || payload === undefined) {
    return { path, ok: false, as: "webhook", message: `not JSON${payload ? ` (${payload.message})` : " (empty)"}` };
  }
  const action = (payload as { action?: unknown }).action;
  if (typeof action !== "string") {
    return {
      path,
      ok: false,
      as: "webhook",
      message: "no `action` field: pass --operation and --status to check it as a response",
    };
  }
  const verdict = judgeWebhook(payload);
  return {
    path,
    ok: !verdict.fact,
    as: `webhook ${action}`,
    message: verdict.fact?.message ?? driftNote(verdict.drift),
  };
}

export function validatePaths(paths: readonly string[], options: ValidateOptions = {}): FileResult[] {
  if (options.operation !== undefined) operation(options.operation);
  const files = jsonFiles(paths);
  if (files.length === 0) throw new UsageError(`no .json file in ${paths.join(", ")}`);
  return files.map((file) => validateFile(file, options));
}

export function formatResults(results: readonly FileResult[], cwd: string): string {
  const lines = results.map((result) => {
    const shown = relative(cwd, result.path) || result.path;
    if (!result.ok) return `✗ ${shown} (${result.as}): ${result.message}`;
    return result.message ? `✓ ${shown} (${result.as}), drift: ${result.message}` : `✓ ${shown} (${result.as})`;
  });
  const invalid = results.filter((result) => !result.ok).length;
  lines.push(`${results.length} file(s): ${results.length - invalid} valid, ${invalid} invalid`);
  return lines.join("\n");
}
