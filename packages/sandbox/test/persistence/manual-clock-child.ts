/** A sandbox process on a manual clock over a data dir (argv[2]), for the kill -9 tests: prints its URL, serves. */
import { startSandbox } from "../../src/index.js";
import { START, TWO_CLIENTS } from "../support/sandbox.js";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: manual-clock-child.ts <data dir>");
const sandbox = await startSandbox({ port: 0, clock: "manual", clockStart: START, clients: TWO_CLIENTS, dataDir });
process.stdout.write(`listening on ${sandbox.url}\n`);
