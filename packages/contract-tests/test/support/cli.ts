/**
 * Runs the installed bin (`bin/haulkit-contract.js`) as a child process and collects what it printed. Every JSON
 * report, proposed overlay and baseline file the run wrote is checked against its published schema (schemas/, the
 * vendored Overlay schema): a run whose file breaks it rejects.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reportsDirOf } from "../../src/cli/args.js";
import { baselineErrors, validateReports } from "../../src/schemas/report-schemas.js";

export const BIN = fileURLToPath(new URL("../../bin/haulkit-contract.js", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      // The run must not inherit a target (or a forced colour, which Node warns about beside NO_COLOR) from the
      // environment of the test process. A variable given as undefined is left out (NO_COLOR: undefined lets the
      // run choose colours itself).
      env: definedOnly({ ...withoutTarget(process.env), NO_COLOR: "1", ...options.env }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const { errors } = validateReports(writtenReportsDir(args, options.cwd));
      const baseline = writtenBaseline(args, options.cwd);
      if (baseline) errors.push(...baselineErrors(baseline));
      if (errors.length === 0) resolve({ code, stdout, stderr });
      else
        reject(new Error(`haulkit-contract ${args.join(" ")} wrote reports its schemas refuse:\n${errors.join("\n")}`));
    });
  });
}

/** Where the run writes its reports: `--out` of merge-reports, else where the CLI itself would put them. */
function writtenReportsDir(args: readonly string[], cwd: string): string {
  if (args[0] !== "merge-reports") return reportsDirOf(args, cwd);
  const at = args.indexOf("--out");
  const out = at < 0 ? undefined : args[at + 1];
  return resolve(cwd, out ?? "reports");
}

/** The baseline file `--write-baseline` wrote, when the run was given one and wrote it. */
function writtenBaseline(args: readonly string[], cwd: string): string | undefined {
  const at = args.indexOf("--write-baseline");
  const file = at < 0 ? undefined : args[at + 1];
  return file !== undefined && existsSync(resolve(cwd, file)) ? resolve(cwd, file) : undefined;
}

function withoutTarget(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.startsWith("HAULKIT_") && key !== "FORCE_COLOR"),
  );
}

function definedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** The environment of a run against `url` (a proxy in front of `sandbox`) as the sandbox's own client. */
export function targetEnv(
  url: string,
  sandbox: { credentials: { clientId: string; clientSecret: string } },
): NodeJS.ProcessEnv {
  return {
    HAULKIT_SHIPPER_URL: url,
    HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
    HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
  };
}
