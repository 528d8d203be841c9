/** Stoplight Prism's mock of the shipper bundle in a child process on 127.0.0.1, stopped however the suite ends. */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { CHILD_HANG_MS } from "../child.js";
import { freePort } from "./free-port.js";

const OUTPUT_TAIL = 2000;

/** The shipper bundle as `@haulkit/spec` exposes it (`@haulkit/spec/dist/shipper.json`, reached through the sandbox). */
export function shipperBundlePath(): string {
  const sandbox = createRequire(import.meta.url).resolve("@haulkit/sandbox/package.json");
  return createRequire(sandbox).resolve("@haulkit/spec/dist/shipper.json");
}

/**
 * The mock's command line: static answers (the spec's examples), no request logging (the sandbox logs none either;
 * errors are still printed), CORS headers as by default.
 */
export function prismArgs(bundle: string, port: number): string[] {
  return ["mock", "--host", "127.0.0.1", "--port", String(port), "--verboseLevel", "error", bundle];
}

export interface PrismServer {
  url: string;
  /** Ends the child (SIGTERM, SIGKILL after 5 s) and waits for its exit. */
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  return exited.then(() => clearTimeout(timer));
}

/** Starts `bin mock` on a free port; resolves once the port accepts connections, rejects (child killed) if it exits. */
export async function startPrism(bin: string, bundle: string, timeoutMs = CHILD_HANG_MS): Promise<PrismServer> {
  const port = await freePort();
  const child = spawn(bin, prismArgs(bundle, port), { stdio: ["ignore", "ignore", "pipe"] });
  // A bench process that ends without `stop` (an exception, `process.exit`) still ends Prism.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    output = (output + chunk).slice(-OUTPUT_TAIL);
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      process.off("exit", killOnExit);
      resolve();
    });
    child.once("error", (error) => {
      output += `\n${error.message}`;
      process.off("exit", killOnExit);
      resolve();
    });
  });
  const stop = () => stopChild(child, exited);
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!(await accepts(port))) {
    if (gone || Date.now() > deadline) {
      await stop();
      const why = gone ? `exited (${child.signalCode ?? `code ${child.exitCode}`})` : "did not listen in time";
      throw new Error(`Prism ${why} on port ${port}${output ? `:\n${output.trimEnd()}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
