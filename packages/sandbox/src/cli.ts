#!/usr/bin/env node
import { HELP, parseCli, UsageError } from "./cli/args.js";
/** `pnpm sandbox`: start the sandbox from the command line. */
import { banner } from "./cli/banner.js";
import { DEFAULTS } from "./config.js";
import { startSandbox } from "./sandbox.js";

/** A reader gone from the output (`| head` exited): the sandbox keeps serving and stops cleanly, printing nothing more. */
function ignoreClosedPipe(error: NodeJS.ErrnoException): void {
  if (error.code !== "EPIPE") throw error;
}

async function main(): Promise<number> {
  process.stdout.on("error", ignoreClosedPipe);
  process.stderr.on("error", ignoreClosedPipe);
  let config: ReturnType<typeof parseCli>;
  try {
    config = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`haulkit-sandbox: ${error.message}\nRun with --help for the options.\n`);
    return 2;
  }
  if (config.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    sandbox = await startSandbox(config.options);
  } catch (error) {
    process.stderr.write(`haulkit-sandbox: cannot start: ${(error as Error).message}\n`);
    return 1;
  }
  const ttl = config.options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds;
  process.stdout.write(`${banner(sandbox.url, config, ttl, config.options.validateResponses === true)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await sandbox.close();
  process.stdout.write("haulkit sandbox stopped\n");
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`haulkit-sandbox: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
