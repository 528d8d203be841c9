/** Node child processes a test file starts: output collected, and any still running killed after each test. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import { afterEach } from "vitest";

export interface NodeProcess {
  child: ChildProcess;
  /** Settles with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output: () => { stdout: string; stderr: string };
}

/**
 * Registers the after-each kill; returns how to start `node <args>` in `cwd` (with `env` over this process's), its
 * standard output into `stdoutFile` when given: what V8 itself prints there (`%DebugPrint`) is lost in a pipe when
 * the process exits.
 */
export function useNodeProcesses(
  cwd: string,
): (args: string[], env?: Record<string, string>, stdoutFile?: string) => NodeProcess {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return (args, env = {}, stdoutFile) => {
    const fd = stdoutFile === undefined ? undefined : openSync(stdoutFile, "w");
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", fd ?? "pipe", "pipe"],
    });
    if (fd !== undefined) closeSync(fd);
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
    const output = () => ({ stdout: stdoutFile === undefined ? stdout : readFileSync(stdoutFile, "utf8"), stderr });
    return { child, exited, output };
  };
}

/**
 * The first match of `pattern` in what `process` printed on `stream`, waiting for more output as it comes; an error
 * (with its standard error) when it ends first. A stream sent to a file is read from there, woken only by the exit.
 */
export async function waitForOutput(
  process: NodeProcess,
  stream: "stdout" | "stderr",
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  const { child } = process;
  for (;;) {
    const match = process.output()[stream].match(pattern);
    if (match) return match;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process ended before printing ${pattern}: ${process.output().stderr}`);
    }
    await new Promise<void>((resolve) => {
      const wake = () => {
        child[stream]?.off("data", wake);
        child.off("exit", wake);
        resolve();
      };
      child[stream]?.once("data", wake);
      child.once("exit", wake);
    });
  }
}
