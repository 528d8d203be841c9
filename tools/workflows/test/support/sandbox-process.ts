/** This checkout's `haulkit-sandbox` bin as a separate process on port 0: a foreign target for the action's runs. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

const BIN = join(import.meta.dirname, "..", "..", "..", "..", "packages", "sandbox", "bin", "haulkit-sandbox.js");
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

export interface SandboxProcess {
  url: string;
  close(): Promise<void>;
}

/** Starts the sandbox with these credentials (manual clock) and resolves once it prints its URL. */
export function startSandbox(credentials: {
  clientId: string;
  clientSecret: string;
  pricingApiKey: string;
}): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [BIN, "--port", "0", "--clock", "manual"], {
    env: {
      ...process.env,
      HAULKIT_SANDBOX_CLIENT_ID: credentials.clientId,
      HAULKIT_SANDBOX_CLIENT_SECRET: credentials.clientSecret,
      HAULKIT_SANDBOX_PRICING_API_KEY: credentials.pricingApiKey,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = "";
    child.stderr.on("data", (chunk) => (out += chunk));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const url = LISTENING.exec(out)?.[1];
      if (url) resolve({ url, close });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`haulkit-sandbox exited (${code}) before listening:\n${out}`)));
  });
}
