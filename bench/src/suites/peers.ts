/**
 * Peers suite: the sandbox's throughput against Stoplight Prism's mock of the same bundle. It runs only when asked
 * (`--only peers`): it may install Prism first. Without Prism (no network, a failed install) it prints why and
 * measures nothing.
 */
import { measureAgainstPrism } from "../peers/comparison.js";
import { type InstallPrism, locatePrism, npmInstallPrism, PRISM_BIN_ENV, prismDir } from "../peers/prism-install.js";
import { SANDBOX_BENCH, type SandboxBenchSettings } from "../sandbox/settings.js";
import type { Log } from "../suite.js";

export const onlyWhenAsked = true;

export interface PeersOptions {
  /** Where `HAULKIT_PRISM_BIN` and `HAULKIT_PRISM_DIR` are read (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** How the pinned Prism is installed when there is none (default `npm install`). */
  install?: InstallPrism;
  /** The load rounds (default the sandbox suite's: SANDBOX_BENCH). */
  settings?: SandboxBenchSettings;
}

export async function measurePeers(log: Log, options: PeersOptions = {}): Promise<Record<string, number>> {
  const { env = process.env, install = npmInstallPrism, settings = SANDBOX_BENCH } = options;
  const located = await locatePrism({ bin: env[PRISM_BIN_ENV] || undefined, dir: prismDir(env), install, log });
  if ("skip" in located) {
    log(`no Prism, no figures: ${located.skip}`);
    return {};
  }
  const ratios = await measureAgainstPrism(log, settings, located.bin);
  return {
    "peers.get_vs_prism": ratios.getVsPrism,
    "peers.post_vs_prism": ratios.postVsPrism,
    "peers.bare_get_vs_prism": ratios.bareGetVsPrism,
    "peers.bare_post_vs_prism": ratios.barePostVsPrism,
  };
}

export async function run(log: Log): Promise<Record<string, number>> {
  return measurePeers(log);
}
