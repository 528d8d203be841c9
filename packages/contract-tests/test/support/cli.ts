/** Runs the installed bin (`bin/haulkit-contract.js`) as a child process and collects what it printed. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

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
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function withoutTarget(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.startsWith("HAULKIT_") && key !== "FORCE_COLOR"),
  );
}

function definedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}
