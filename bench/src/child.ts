/**
 * Child processes of the bench: `node --import tsx src/children/<script>.ts`, one IPC message back, then a serving
 * child answers the bench's requests. Servers run in their own process so the load generator (this process) never
 * shares an event loop with what it measures.
 */
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import type { ChildMessage, ParentMessage } from "./children/messages.js";
import { BENCH_ROOT, CHILDREN_DIR } from "./paths.js";

export interface ChildOptions {
  args?: string[];
  /** Extra node flags, e.g. `--expose-gc`. */
  nodeArgs?: string[];
  /** How long to wait for the child's message. Default CHILD_HANG_MS (10 minutes). */
  timeoutMs?: number;
}

export interface Child<M extends ChildMessage> {
  message: M;
  process: ChildProcess;
  /** Resolves when the child has exited (it exits by itself, or because `stop` ended it). */
  exited: Promise<number | null>;
  /** Ends the child (closes its IPC channel, then SIGTERM if still alive) and waits for it to exit. */
  stop(): Promise<void>;
  /** Sends `request`; resolves with the child's next message, which must be a `type` (default wait CHILD_HANG_MS). */
  ask<R extends ChildMessage>(request: ParentMessage, type: R["type"], timeoutMs?: number): Promise<R>;
}

const STDERR_TAIL = 2000;
/** How long to wait for a child's message or exit: generous, so only a hung child fails, never a busy machine. */
export const CHILD_HANG_MS = 10 * 60_000;

/**
 * The child's next message, which must be a `type`; a crash, a timeout or another type rejects with the tail of the
 * child's error output, and kills the child.
 */
function nextMessage<M extends ChildMessage>(
  child: ChildProcess,
  label: string,
  type: M["type"],
  timeoutMs: number,
  stderr: () => string,
): Promise<M> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off("exit", onExit);
      child.off("error", onError);
      child.off("message", onMessage);
    };
    const fail = (reason: string) => {
      settle();
      child.kill("SIGKILL");
      const tail = stderr();
      reject(new Error(`${label}: ${reason}${tail ? `\n${tail.trimEnd()}` : ""}`));
    };
    const timer = setTimeout(() => fail(`no message within ${timeoutMs / 1000} s`), timeoutMs);
    const onError = (error: Error) => fail(error.message);
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited (${signal ?? `code ${code}`}) before reporting`);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) {
        fail(`expected a ${type} message, got ${message.type}`);
        return;
      }
      settle();
      resolve(message as M);
    };
    child.once("error", onError);
    child.once("exit", onExit);
    child.once("message", onMessage);
  });
}

/** Starts `src/children/<script>` and resolves with its first message; a crash or a timeout rejects. */
export async function startChild<M extends ChildMessage>(
  script: string,
  type: M["type"],
  options: ChildOptions = {},
): Promise<Child<M>> {
  const child = fork(join(CHILDREN_DIR, script), options.args ?? [], {
    cwd: BENCH_ROOT,
    execArgv: [...(options.nodeArgs ?? []), "--import", "tsx"],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGTERM"), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const message = await nextMessage<M>(child, script, type, options.timeoutMs ?? CHILD_HANG_MS, () => stderr);
  const ask = <R extends ChildMessage>(request: ParentMessage, answer: R["type"], timeoutMs = CHILD_HANG_MS) => {
    if (!child.connected) return Promise.reject(new Error(`${script}: the child is gone, cannot ask ${request.type}`));
    const next = nextMessage<R>(child, `${script} (${request.type})`, answer, timeoutMs, () => stderr);
    child.send(request);
    return next;
  };
  return { message, process: child, exited, stop, ask };
}

/** Runs a child that reports once and exits by itself; resolves with its message once it exited cleanly. */
export async function runChildOnce<M extends ChildMessage>(
  script: string,
  type: M["type"],
  options: ChildOptions = {},
): Promise<M> {
  const child = await startChild<M>(script, type, options);
  const timeoutMs = options.timeoutMs ?? CHILD_HANG_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  const code = await Promise.race([child.exited, late]);
  clearTimeout(timer);
  if (code === "late") {
    child.process.kill("SIGKILL");
    throw new Error(`${script} did not exit within ${timeoutMs / 1000} s after reporting`);
  }
  if (code !== 0) throw new Error(`${script} exited with code ${code} after reporting`);
  return child.message;
}
