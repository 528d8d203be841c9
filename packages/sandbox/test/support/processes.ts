/** Node child processes a test file starts: output collected, and any still running killed after each test. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach } from "vitest";

export interface NodeProcess {
  child: ChildProcess;
  /** Settles with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output: () => { stdout: string; stderr: string };
}

/** Registers the after-each kill; returns how to start `node <args>` in `cwd` (with `env` over this process's). */
export function useNodeProcesses(cwd: string): (args: string[], env?: Record<string, string>) => NodeProcess {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return (args, env = {}) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const exited = once(child, "exit").then(([code]) => code as number | null);
    return { child, exited, output: () => ({ stdout, stderr }) };
  };
}
