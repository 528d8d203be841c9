/**
 * Serves the built site on localhost and prints its URL.
 * Usage: tsx src/serve.ts [--port <n>] [--dir <dir>] [--base <path>]   (defaults: 4020, packages/docs/dist, /)
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { packageDir } from "./apis.js";
import { normalizeBasePath, startStaticServer } from "./server.js";

export const defaultPort = 4020;

export const usage = `Usage: pnpm docs:serve [--port <n>] [--dir <dir>] [--base <path>]
Serves the built API reference site on http://127.0.0.1:<port>/ (build it first with pnpm docs:build).
  --port <n>     port to listen on, 0 picks a free one (default ${defaultPort})
  --dir <dir>    directory to serve (default packages/docs/dist)
  --base <path>  serve the site under this path, as a GitHub Pages project site (e.g. /haulkit/; default /)
  --help         show this help`;

export type ServeArgs = { help: true } | { help: false; port: number; dir: string; base: string };

/** Parses the command line; throws an Error with a message for the user on bad input. */
export function parseServeArgs(argv: string[], defaultDir = join(packageDir, "dist")): ServeArgs {
  let port = defaultPort;
  let dir = defaultDir;
  let base = "/";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--help" || arg === "-h") return { help: true };
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    if (flag !== "--port" && flag !== "--dir" && flag !== "--base") throw new Error(`unknown argument: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === "") throw new Error(`${flag} needs a value`);
    if (flag === "--dir") {
      dir = resolve(value);
      continue;
    }
    if (flag === "--base") {
      base = normalizeBasePath(value);
      continue;
    }
    if (!/^\d+$/.test(value) || Number(value) > 65535)
      throw new Error(`--port must be an integer 0..65535, got ${value}`);
    port = Number(value);
  }
  return { help: false, port, dir, base };
}

async function main(argv: string[]): Promise<void> {
  let args: ServeArgs;
  try {
    args = parseServeArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    return;
  }
  if (!existsSync(join(args.dir, "index.html"))) {
    console.error(`${args.dir} has no index.html: run pnpm docs:build first`);
    process.exit(1);
  }
  const site = await startStaticServer(args.dir, args.port, "127.0.0.1", args.base).catch(
    (error: NodeJS.ErrnoException) => {
      console.error(`cannot listen on port ${args.port}: ${error.code ?? error.message}`);
      process.exit(1);
    },
  );
  console.log(`Serving ${args.dir} at ${site.url}`);
  const stop = () => {
    site.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main(process.argv.slice(2));
}
