/** Runs one `run:` step the way a GitHub Ubuntu runner does: `bash --noprofile --norc -eo pipefail <script>`. */
import { spawn } from "node:child_process";
import { createWriteStream, writeFileSync } from "node:fs";

export interface ShellResult {
  exitCode: number;
  /** The last lines of stdout and stderr together, for a failure report. */
  tail: string;
  timedOut: boolean;
}

const TAIL_LINES = 40;

/** The runner's default shell for a `shell:` value; others are refused rather than guessed. */
export function shellCommand(shell: string | undefined, script: string): [string, string[]] {
  if (shell === undefined || shell === "bash") return ["bash", ["--noprofile", "--norc", "-eo", "pipefail", script]];
  if (shell === "sh") return ["sh", ["-e", script]];
  throw new Error(`shell '${shell}' is not supported by the local runner`);
}

/** Runs `script` (the step's text) and keeps the whole output in `logFile`; kills the group after `timeoutMs`. */
export function runShell(options: {
  script: string;
  scriptFile: string;
  logFile: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  shell?: string;
  timeoutMs: number;
  onLine?: (line: string) => void;
}): Promise<ShellResult> {
  writeFileSync(options.scriptFile, options.script);
  const [command, args] = shellCommand(options.shell, options.scriptFile);
  const log = createWriteStream(options.logFile);
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      options.onLine?.(line);
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: "pipe" });
    child.stdin.end();
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      log.end(() => reject(error));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (partial) lines.push(partial);
      const tail = lines.slice(-TAIL_LINES).join("\n");
      // The log is complete before the step counts as finished (its directory may be removed right after).
      log.end(() => resolve({ exitCode: timedOut ? 124 : (code ?? 1), tail, timedOut }));
    });
  });
}
