/** What a child process tells the bench over its IPC channel (one message, then it serves or exits). */

/** A server child is listening: its base URL, how long import + start took, and the credentials it accepts. */
export interface ReadyMessage {
  type: "ready";
  url: string;
  /** Milliseconds from before the first import of the server's code to listening. */
  startMs: number;
  /** Milliseconds of the server's own start call (the sandbox child: `startSandbox`, a data dir's reading in it). */
  openMs?: number;
  credentials?: { clientId: string; clientSecret: string };
}

/** The sandbox child's memory, after two full GCs (MB = 2^20 bytes). */
export interface MemoryMessage {
  type: "memory";
  rssMb: number;
  heapUsedMb: number;
}

export type ChildMessage = ReadyMessage | MemoryMessage;

/** What the bench asks of a serving child: its memory now (the child must run with `--expose-gc`). */
export interface MeasureMemoryRequest {
  type: "measure-memory";
}

export type ParentMessage = MeasureMemoryRequest;

/** Sends one message and resolves once it is handed to the channel. */
export function sendToParent(message: ChildMessage): Promise<void> {
  if (!process.send) throw new Error("this script runs as a child of the bench (it needs an IPC channel)");
  return new Promise((resolve, reject) => {
    process.send?.(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** A server child lives while the bench does: it closes and exits when the IPC channel goes away. */
export function serveUntilParentLeaves(close: () => Promise<void>): void {
  process.once("disconnect", () => {
    close().finally(() => process.exit(0));
  });
}
