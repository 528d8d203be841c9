/**
 * `npx haulkit-sandbox` started from the consumer project on a free port (port 0), its URL read from the line it
 * prints; stopped with its process group (npx and the node it starts). Its clock is manual, so the contract run moves
 * it instead of waiting out windows in real time (the real-clock runs are the contract package's own tests).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { HANG_MS, step } from "./command.js";

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  pricingApiKey: string;
}

export interface RunningSandbox {
  url: string;
  stop(): Promise<void>;
}

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

export function startSandbox(
  cwd: string,
  credentials: SandboxCredentials,
  timeoutMs = HANG_MS,
): Promise<RunningSandbox> {
  step("starting npx haulkit-sandbox --port 0 --clock manual");
  const child = spawn("npx", ["haulkit-sandbox", "--port", "0", "--clock", "manual"], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      HAULKIT_SANDBOX_CLIENT_ID: credentials.clientId,
      HAULKIT_SANDBOX_CLIENT_SECRET: credentials.clientSecret,
      HAULKIT_SANDBOX_PRICING_API_KEY: credentials.pricingApiKey,
    },
  });
  const stop = () => stopGroup(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      // The banner lists the credentials: only the reason and the exit are reported, never the output itself.
      void stop().then(() => reject(new Error(`haulkit-sandbox did not start: ${why}`)));
    };
    const timer = setTimeout(() => fail(`no "listening on" line within ${timeoutMs} ms`), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = LISTENING.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners("data");
        child.stdout?.resume();
        step(`haulkit-sandbox listening on ${url}`);
        resolve({ url, stop });
      }
    });
    child.stderr?.resume();
    child.once("exit", (code, signal) => fail(`it exited (${signal ?? code})`));
  });
}
