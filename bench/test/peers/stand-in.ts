/** Stand-ins for Prism's CLI in tests: executable scripts written into a test's temporary directory. */
import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Answers every request 200 with its own argv as JSON, on the `--host` and `--port` it was given. */
const LISTENING = `#!/usr/bin/env node
const { createServer } = require("node:http");
const argv = process.argv.slice(2);
const port = Number(argv[argv.indexOf("--port") + 1]);
createServer((_, res) => res.end(JSON.stringify(argv))).listen(port, argv[argv.indexOf("--host") + 1]);
`;

/** Exits with code 3 before listening, saying why on stderr. */
const FAILING = `#!/bin/sh
echo "cannot read the document" >&2
exit 3
`;

async function writeScript(dir: string, name: string, text: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text);
  await chmod(file, 0o755);
  return file;
}

export const writeListeningPrism = (dir: string) => writeScript(dir, "listening-prism", LISTENING);
export const writeFailingPrism = (dir: string) => writeScript(dir, "failing-prism", FAILING);
