/**
 * Peers suite: the sandbox's throughput against Stoplight Prism's mock of the same bundle. It runs only when asked
 * (`--only peers`): it may install Prism first. Without Prism (no network, a failed install) it prints why and
 * measures nothing.
 */
import { measureAgainstPrism } from "../peers/comparison.js";
import { type InstallPrism, locatePrism, npmInstallPrism, PRISM_BIN_ENV, prismDir } from "../peers/prism-install.js";
import { SANDBOX_BENCH } from "../sandbox/settings.js";
import type { Log } from "../suite.js";

export const onlyWhenAsked = true;

export async function measurePeers(
  log: Log,
  env: NodeJS.ProcessEnv = process.env,
  install: InstallPrism = npmInstallPrism,
): Promise<Record<string, number>> {
  const located = await locatePrism({ bin: env[PRISM_BIN_ENV] || undefined, dir: prismDir(env), install, log });
  if ("skip" in located) {
    log(`no Prism, no figures: ${located.skip}`);
    return {};
  }
  const ratios = await measureAgainstPrism(log, SANDBOX_BENCH, located.bin);
  return { "peers.get_vs_prism": ratios.getVsPrism, "peers.post_vs_prism": ratios.postVsPrism };
}

export async function run(log: Log): Promise<Record<string, number>> {
  return measurePeers(log);
}
