/** The suite contract: every `src/suites/<name>.ts` exports `run(log)`, resolving to its named figures. */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { UsageError } from "./cli-args.js";

export type Log = (line: string) => void;
export type SuiteRun = (log: Log) => Promise<Record<string, number>>;

export interface Suite {
  name: string;
  run: SuiteRun;
  /** The module exports `onlyWhenAsked = true`: it runs only when `--only` names it (e.g. it may download a peer). */
  onlyWhenAsked?: boolean;
}

/** Suite names in `dir`, sorted: every `*.ts` file (not `*.d.ts`, not `*.test.ts`). */
export async function suiteNames(dir: string): Promise<string[]> {
  const files = await readdir(dir);
  return files
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts") && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}

/**
 * Imports the selected suites (when `only` is empty: all but those only run when asked). An unknown name is a usage
 * error; a module that fails to load or has no `run` becomes a suite that throws, so the runner reports it like any
 * failing suite.
 */
export async function loadSuites(dir: string, only: readonly string[] = []): Promise<Suite[]> {
  const names = await suiteNames(dir);
  const unknown = only.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown suite ${unknown.join(", ")} (available: ${names.join(", ") || "none"})`);
  }
  const selected = only.length === 0 ? names : names.filter((name) => only.includes(name));
  const suites = await Promise.all(selected.map((name) => importSuite(name, join(dir, `${name}.ts`))));
  return only.length === 0 ? suites.filter((suite) => !suite.onlyWhenAsked) : suites;
}

async function importSuite(name: string, file: string): Promise<Suite> {
  let module: { run?: unknown; onlyWhenAsked?: unknown };
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { name, run: () => Promise.reject(new Error(`cannot load ${file}: ${reason}`)) };
  }
  const { run } = module;
  if (typeof run !== "function") {
    return { name, run: () => Promise.reject(new Error(`${file} does not export a run(log) function`)) };
  }
  return { name, run: run as SuiteRun, ...(module.onlyWhenAsked === true ? { onlyWhenAsked: true } : {}) };
}
