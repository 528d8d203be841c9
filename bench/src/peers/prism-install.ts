/**
 * Where the peers suite finds Stoplight Prism's CLI: `--prism <bin>` / `HAULKIT_PRISM_BIN`, else a scratch install
 * of a pinned version (not a workspace dependency) under `node_modules/.cache/haulkit-bench/` or `HAULKIT_PRISM_DIR`.
 */
import { spawn } from "node:child_process";
import { access, constants } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "../paths.js";
import type { Log } from "../suite.js";
import { PRISM_VERSION } from "./prism-version.js";

export const PRISM_BIN_ENV = "HAULKIT_PRISM_BIN";
export const PRISM_DIR_ENV = "HAULKIT_PRISM_DIR";
/** An install that takes longer than this is abandoned (a hung registry must not hang the bench). */
export const INSTALL_LIMIT_MS = 5 * 60_000;

/** Installs `@stoplight/prism-cli@<version>` into `dir`; rejects with the reason on failure. */
export type InstallPrism = (dir: string, version: string) => Promise<void>;

export type PrismLocation = { bin: string } | { skip: string };

export interface LocateOptions {
  /** A Prism CLI given by the user (`--prism` or `HAULKIT_PRISM_BIN`): used as it is, never installed. */
  bin?: string;
  /** The scratch directory of the pinned install. */
  dir: string;
  install: InstallPrism;
  log: Log;
}

/** The scratch directory: `HAULKIT_PRISM_DIR`, else `node_modules/.cache/haulkit-bench/prism-<version>` at the root. */
export function prismDir(env: NodeJS.ProcessEnv = process.env): string {
  return env[PRISM_DIR_ENV] || join(REPO_ROOT, "node_modules", ".cache", "haulkit-bench", `prism-${PRISM_VERSION}`);
}

/** The CLI inside a scratch install. */
export function installedBin(dir: string): string {
  return join(dir, "node_modules", ".bin", "prism");
}

async function executable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** The Prism CLI to run, installing the pinned version once when needed; `skip` says why there is none. */
export async function locatePrism(options: LocateOptions): Promise<PrismLocation> {
  if (options.bin) {
    return (await executable(options.bin))
      ? { bin: options.bin }
      : { skip: `${options.bin} is not an executable file` };
  }
  const bin = installedBin(options.dir);
  if (await executable(bin)) return { bin };
  options.log(`installing Prism ${PRISM_VERSION} into ${options.dir} (once)`);
  try {
    await options.install(options.dir, PRISM_VERSION);
  } catch (error) {
    return { skip: `installing Prism ${PRISM_VERSION} failed: ${error instanceof Error ? error.message : error}` };
  }
  if (await executable(bin)) return { bin };
  return { skip: `installing Prism ${PRISM_VERSION} left no ${bin}` };
}

/** `npm install --no-save --prefix <dir> @stoplight/prism-cli@<version>`, bounded by INSTALL_LIMIT_MS. */
export const npmInstallPrism: InstallPrism = (dir, version) =>
  new Promise((resolve, reject) => {
    const args = [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--prefix",
      dir,
      `@stoplight/prism-cli@${version}`,
    ];
    const child = spawn("npm", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-1000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), INSTALL_LIMIT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm install exited (${signal ?? `code ${code}`})${stderr ? `: ${stderr.trim()}` : ""}`));
    });
  });
