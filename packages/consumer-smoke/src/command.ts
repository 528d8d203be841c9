/** Runs a command with a time limit, printing it first; a failure carries the command and its output. */
import { execFile } from "node:child_process";

export interface CommandResult {
  stdout: string;
  stderr: string;
}

/** How long a command may run before it counts as hung: generous, so a slow or busy machine never fails a step. */
export const HANG_MS = 10 * 60_000;

export interface CommandOptions {
  cwd: string;
  /** Kills the command after this long; default HANG_MS. */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/** One line on stdout per step, so a slow run shows where it is. */
export function step(text: string): void {
  process.stdout.write(`consumer-smoke: ${text}\n`);
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | string | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "CommandError";
  }
}

export function run(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  step(`$ ${[command, ...args].join(" ")}   (in ${options.cwd})`);
  const timeoutMs = options.timeoutMs ?? HANG_MS;
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: options.env ?? process.env,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        const code = error.killed ? `killed after ${timeoutMs} ms` : (error.code ?? null);
        const tail = (text: string) => text.split("\n").slice(-40).join("\n");
        reject(
          new CommandError(
            `${command} ${args.join(" ")} failed (${code}) in ${options.cwd}:\n${tail(stdout)}\n${tail(stderr)}`,
            code,
            stdout,
            stderr,
          ),
        );
      },
    );
  });
}
