/** Child: the bare Fastify of `src/same-bytes.ts`; argv: the sandbox's GET answer, then its create answer. */

import { primeNextTick } from "@haulkit/sandbox/tick-priming";
import { startSameBytes } from "../same-bytes.js";
import { sendToParent, serveUntilParentLeaves } from "./messages.js";

const [getAnswer, createAnswer] = process.argv.slice(2);
if (getAnswer === undefined || createAnswer === undefined)
  throw new Error("usage: same-bytes.ts <GET answer> <create answer>");
const started = performance.now();
const server = await startSameBytes({ getAnswer, createAnswer });
const startMs = performance.now() - started;
await primeNextTick();
await sendToParent({ type: "ready", url: server.url, startMs });
serveUntilParentLeaves(() => server.close());
