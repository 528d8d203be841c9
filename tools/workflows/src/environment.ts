/** The environment a step starts from: this machine's basics, without what the calling tool (pnpm, turbo, vitest) set. */

const KEEP = new Set([
  "HOME",
  "USER",
  "LOGNAME",
  "LANG",
  "LC_ALL",
  "TZ",
  "TMPDIR",
  "SHELL",
  "PNPM_HOME",
  "NODE_EXTRA_CA_CERTS",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "npm_config_registry",
  "NPM_CONFIG_REGISTRY",
  "npm_config_cache",
  "NPM_CONFIG_CACHE",
]);

/**
 * A fresh runner's environment: PATH without any node_modules/.bin (a step must find its tools in the clone, not
 * in the repository that started the run), XDG and the variables above; `CI=true` as on GitHub.
 */
export function runnerEnvironment(source: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (KEEP.has(key) || key.startsWith("XDG_")) env[key] = value;
  }
  env.PATH = (source.PATH ?? "/usr/local/bin:/usr/bin:/bin")
    .split(":")
    .filter((dir) => dir !== "" && !dir.includes("node_modules"))
    .join(":");
  env.CI = "true";
  env.RUNNER_OS = "Linux";
  return env;
}
