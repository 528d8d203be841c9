/**
 * The command line of `haulkit-contract` (`pnpm contract`): `[run] [options]` runs the suites, `validate <path>...`
 * checks captured JSON, `merge-reports --out <dir> <shard-dir>...` merges the reports of shards. Target flags
 * override their HAULKIT_* variables. Bad usage is a UsageError (exit 2). Loads nothing heavy (help stays fast).
 */
import { delimiter, isAbsolute, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type OverlayRequest, parseOverlayArgs } from "../overlay/overlay-args.js";
import type { TargetSettings } from "../target/target.js";
import { UsageError } from "./usage-error.js";

export { UsageError };

export const ENV = {
  shipperUrl: "HAULKIT_SHIPPER_URL",
  clientId: "HAULKIT_CLIENT_ID",
  clientSecret: "HAULKIT_CLIENT_SECRET",
  pricingUrl: "HAULKIT_PRICING_URL",
  pricingApiKey: "HAULKIT_PRICING_API_KEY",
  secondClientId: "HAULKIT_SECOND_CLIENT_ID",
  secondClientSecret: "HAULKIT_SECOND_CLIENT_SECRET",
  webhookUrl: "HAULKIT_WEBHOOK_URL",
  webhookPort: "HAULKIT_WEBHOOK_PORT",
  fixtures: "HAULKIT_FIXTURES",
  actors: "HAULKIT_ACTORS",
  actorsUrl: "HAULKIT_ACTORS_URL",
  strict: "HAULKIT_STRICT",
  overlay: "HAULKIT_OVERLAY",
  baseline: "HAULKIT_BASELINE",
} as const;

export interface RunArgs {
  command: "run";
  target: TargetSettings;
  allowWrites: boolean;
  /** The public URL and local port of the webhook receiver, as given (checked when the run starts). */
  webhook: { url: string | undefined; port: string | undefined };
  /** The fixtures file (absolute path), checked when the run starts. */
  fixtures: string | undefined;
  /** `--actors` modules in order (absolute paths, or `sandbox`), and `--actors-url`; see src/actors. */
  actors?: { modules: string[]; url: string | undefined };
  suites: string[];
  tags: string[];
  reporters: string[];
  reportsDir: string;
  shard: string | undefined;
  /**
   * `--strict` (HAULKIT_STRICT=1): a contradicted assumption fails its test; `--no-strict` (HAULKIT_STRICT=0): it is
   * drift. Undefined when neither is given: the run decides by target (embedded strict, any other drift).
   */
  strict: boolean | undefined;
  /** `--overlay` (repeatable; HAULKIT_OVERLAY, paths joined by the path delimiter): Overlay files (absolute). */
  overlays: string[];
  /** `--baseline` (repeatable; HAULKIT_BASELINE, paths joined like HAULKIT_OVERLAY): known failures (absolute). */
  baselines: string[];
  /** `--write-baseline <file>`: where to record this run's failure groups (absolute). */
  writeBaseline: string | undefined;
}

export interface ValidateArgs {
  command: "validate";
  paths: string[];
  operation: string | undefined;
  status: number | undefined;
}

export interface MergeArgs {
  command: "merge-reports";
  /** Where the merged reports go (absolute). */
  out: string;
  /** The shards' reports directories (absolute), as given. */
  dirs: string[];
}

/** `overlay <overlay>... [--api shipper|pricing] --out <file>` (src/overlay/overlay-args.ts). */
export interface OverlayArgs extends OverlayRequest {
  command: "overlay";
}

/** `help` for the run and validate commands, or for `merge-reports` or `overlay` alone. */
export type HelpArgs = { command: "help"; topic: "run" | "merge-reports" | "overlay" };

/** `plan [run options] [--format json]`: what a run would reach on the target (run-plan.ts). */
export interface PlanArgs {
  command: "plan";
  run: RunArgs;
  format: "text" | "json";
}

export type CliArgs = RunArgs | PlanArgs | ValidateArgs | MergeArgs | OverlayArgs | HelpArgs | { command: "version" };

const HELP: HelpArgs = { command: "help", topic: "run" };

const RUN_OPTIONS = {
  "shipper-url": { type: "string" },
  "client-id": { type: "string" },
  "client-secret": { type: "string" },
  "pricing-url": { type: "string" },
  "pricing-api-key": { type: "string" },
  "second-client-id": { type: "string" },
  "second-client-secret": { type: "string" },
  "webhook-url": { type: "string" },
  "webhook-port": { type: "string" },
  fixtures: { type: "string" },
  actors: { type: "string", multiple: true },
  "actors-url": { type: "string" },
  suite: { type: "string", multiple: true },
  tag: { type: "string", multiple: true },
  reporter: { type: "string", multiple: true },
  "allow-writes": { type: "boolean" },
  "reports-dir": { type: "string" },
  shard: { type: "string" },
  strict: { type: "boolean" },
  "no-strict": { type: "boolean" },
  overlay: { type: "string", multiple: true },
  baseline: { type: "string", multiple: true },
  "write-baseline": { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

const VALIDATE_OPTIONS = {
  operation: { type: "string" },
  status: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const MERGE_OPTIONS = {
  out: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const REPORTERS = ["default", "verbose", "dot", "tap", "tap-flat", "json", "github-actions", "hanging-process"];

function parse<T extends Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }>>(
  argv: string[],
  options: T,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `--strict`/`--no-strict`, else HAULKIT_STRICT, else undefined (the target decides). */
function strictChoice(on: boolean, off: boolean, variable: string | undefined): boolean | undefined {
  if (on && off) throw new UsageError("--strict and --no-strict contradict each other: give one");
  if (on || off) return on;
  if (variable === "1" || variable === "true") return true;
  if (variable === "0" || variable === "false") return false;
  return undefined;
}

/** A repeatable flag, else its variable (paths joined by `:`, `;` on Windows), else none. */
function listOf(flags: string[] | undefined, variable: string | undefined): string[] {
  if (flags && flags.length > 0) return flags;
  return (variable ?? "").split(delimiter).filter((item) => item !== "");
}

function parseRun(argv: string[], env: NodeJS.ProcessEnv, cwd: string): CliArgs {
  const { values, positionals } = parse(argv, RUN_OPTIONS);
  if (values.help) return HELP;
  if (values.version) return { command: "version" };
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
  const pick = (flag: string | undefined, name: keyof typeof ENV) => flag ?? env[ENV[name]];
  const reporters = values.reporter ?? [];
  const unknown = reporters.find((name) => !REPORTERS.includes(name));
  if (unknown) throw new UsageError(`unknown reporter '${unknown}': use one of ${REPORTERS.join(", ")}`);
  if (values.shard !== undefined && !/^[1-9]\d*\/[1-9]\d*$/.test(values.shard)) {
    throw new UsageError(`--shard must look like 1/3, got '${values.shard}'`);
  }
  const reportsDir = values["reports-dir"] ?? "reports";
  const fixtures = pick(values.fixtures, "fixtures") || undefined;
  const modules = values.actors ?? (env[ENV.actors] ?? "").split(",").filter((name) => name.trim() !== "");
  const strictVariable = env[ENV.strict];
  if (strictVariable !== undefined && !["", "0", "1", "true", "false"].includes(strictVariable)) {
    throw new UsageError(`${ENV.strict} must be 1, true, 0 or false, got '${strictVariable}'`);
  }
  return {
    command: "run",
    target: {
      shipperUrl: pick(values["shipper-url"], "shipperUrl"),
      clientId: pick(values["client-id"], "clientId"),
      clientSecret: pick(values["client-secret"], "clientSecret"),
      pricingUrl: pick(values["pricing-url"], "pricingUrl"),
      pricingApiKey: pick(values["pricing-api-key"], "pricingApiKey"),
      secondClientId: pick(values["second-client-id"], "secondClientId"),
      secondClientSecret: pick(values["second-client-secret"], "secondClientSecret"),
    },
    allowWrites: values["allow-writes"] === true,
    webhook: { url: pick(values["webhook-url"], "webhookUrl"), port: pick(values["webhook-port"], "webhookPort") },
    fixtures: fixtures === undefined ? undefined : resolve(cwd, fixtures),
    actors: {
      modules: modules.map((name) => (name.trim() === "sandbox" ? "sandbox" : resolve(cwd, name.trim()))),
      url: pick(values["actors-url"], "actorsUrl") || undefined,
    },
    suites: values.suite ?? [],
    tags: values.tag ?? [],
    reporters,
    reportsDir: isAbsolute(reportsDir) ? reportsDir : resolve(cwd, reportsDir),
    shard: values.shard,
    strict: strictChoice(values.strict === true, values["no-strict"] === true, strictVariable),
    overlays: listOf(values.overlay, env[ENV.overlay]).map((file) => resolve(cwd, file)),
    baselines: listOf(values.baseline, env[ENV.baseline]).map((file) => resolve(cwd, file)),
    writeBaseline: values["write-baseline"] ? resolve(cwd, values["write-baseline"]) : undefined,
  };
}

function parseValidate(argv: string[], cwd: string): CliArgs {
  const { values, positionals } = parse(argv, VALIDATE_OPTIONS);
  if (values.help) return HELP;
  if (positionals.length === 0) throw new UsageError("validate needs at least one file or folder");
  if ((values.operation === undefined) !== (values.status === undefined)) {
    throw new UsageError("--operation and --status go together");
  }
  let status: number | undefined;
  if (values.status !== undefined) {
    status = Number(values.status);
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      throw new UsageError(`--status must be an HTTP status code, got '${values.status}'`);
    }
  }
  return {
    command: "validate",
    paths: positionals.map((path) => resolve(cwd, path)),
    operation: values.operation,
    status,
  };
}

function parseMerge(argv: string[], cwd: string): CliArgs {
  const { values, positionals } = parse(argv, MERGE_OPTIONS);
  if (values.help) return { command: "help", topic: "merge-reports" };
  if (values.out === undefined || values.out === "") throw new UsageError("merge-reports needs --out <dir>");
  if (positionals.length === 0) throw new UsageError("merge-reports needs the reports directory of each shard");
  return { command: "merge-reports", out: resolve(cwd, values.out), dirs: positionals.map((dir) => resolve(cwd, dir)) };
}

function parsePlan(argv: string[], env: NodeJS.ProcessEnv, cwd: string): CliArgs {
  const at = argv.findIndex((arg) => arg === "--format" || arg.startsWith("--format="));
  const value = at < 0 ? "text" : argv[at]?.includes("=") ? argv[at]?.slice(9) : argv[at + 1];
  if (value !== "text" && value !== "json") throw new UsageError(`--format must be text or json, got '${value}'`);
  const rest = at < 0 ? argv : argv.filter((_, i) => i !== at && (argv[at]?.includes("=") || i !== at + 1));
  const run = parseRun(rest, env, cwd);
  return run.command === "run" ? { command: "plan", run, format: value } : run;
}

function parseOverlay(argv: string[], cwd: string): CliArgs {
  const request = parseOverlayArgs(argv, cwd);
  return request === "help" ? { command: "help", topic: "overlay" } : { command: "overlay", ...request };
}

/** Where a run would write its reports, read leniently (for the junit.xml of a command line that is not valid). */
export function reportsDirOf(argv: readonly string[], cwd: string): string {
  let dir = "reports";
  for (const [index, arg] of argv.entries()) {
    if (arg === "--reports-dir" && argv[index + 1] !== undefined) dir = argv[index + 1] as string;
    else if (arg.startsWith("--reports-dir=")) dir = arg.slice("--reports-dir=".length);
  }
  return isAbsolute(dir) ? dir : resolve(cwd, dir);
}

export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): CliArgs {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  if (args[0] === "validate") return parseValidate(args.slice(1), cwd);
  if (args[0] === "merge-reports") return parseMerge(args.slice(1), cwd);
  if (args[0] === "overlay") return parseOverlay(args.slice(1), cwd);
  if (args[0] === "run") return parseRun(args.slice(1), env, cwd);
  if (args[0] === "plan") return parsePlan(args.slice(1), env, cwd);
  if (args[0] === "help") return args[1] === "merge-reports" ? { command: "help", topic: "merge-reports" } : HELP;
  return parseRun(args, env, cwd);
}
