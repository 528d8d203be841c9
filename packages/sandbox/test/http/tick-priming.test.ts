/**
 * `process.nextTick` is primed once per thread as a sandbox starts (src/http/tick-priming.ts): each case in a
 * fresh process (tick-priming-child.ts), as V8's feedback is per process thread and another test may have primed
 * this one.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRIMING_TICKS_PER_TURN, PRIMING_TURNS } from "../../src/http/tick-priming.js";
import { type NodeProcess, useNodeProcesses, waitForOutput } from "../support/processes.js";
import { basic, orderBody } from "../support/sandbox.js";

const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));
const CHILD = "test/http/tick-priming-child.ts";
const node = useNodeProcesses(PACKAGE);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-tick-priming-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The first line the child prints on `stream`, parsed (JSON). */
async function firstLine(child: NodeProcess, stream: "stdout" | "stderr"): Promise<Record<string, unknown>> {
  const [line] = await waitForOutput(child, stream, /^.*(?=\n)/);
  return JSON.parse(line);
}

/** `requests` GETs of one order, `connections` at a time (keep-alive), each answered 200. */
async function load(url: string, token: string, guid: string, connections: number, requests: number): Promise<void> {
  let left = requests;
  const worker = async () => {
    while (left-- > 0) {
      const response = await fetch(`${url}/v1/public/orders/${guid}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

describe("priming process.nextTick", () => {
  it("a start queues the priming's ticks, which all run; a second priming queues none", async () => {
    const child = node(["--import", "tsx", CHILD, "count"]);
    const counts = await firstLine(child, "stdout");
    const primed = PRIMING_TURNS * PRIMING_TICKS_PER_TURN;
    expect(counts).toEqual({ atStart: { queued: primed, ran: primed }, again: { queued: 0, ran: 0 } });
    expect(await child.exited).toBe(0);
  });

  it("keeps V8's stores of the tick object monomorphic under concurrent requests", async (context) => {
    const child = node(["--allow-natives-syntax", "--import", "tsx", CHILD, "feedback"], {}, join(dir, "v8.txt"));
    const { url, clientId, clientSecret } = (await firstLine(child, "stderr")) as Record<string, string>;
    const tokenAnswer = await fetch(`${url}/oauth/token?grant_type=client_credentials`, {
      method: "POST",
      headers: { authorization: basic(clientId as string, clientSecret as string) },
    });
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const created = await fetch(`${url}/v1/public/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(orderBody()),
    });
    const guid = ((await created.json()) as { data: { object: { guid: string } } }).data.object.guid;
    await load(url as string, token, guid, 10, 4000);
    child.child.kill("SIGUSR2");
    expect(await child.exited).toBe(0);
    const states = [...child.output().stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map(
      ([, state]) => state,
    );
    if (states.length !== 4) {
      console.log(`skipped: this V8's %DebugPrint shows no four literal stores in nextTick (${states.length} found)`);
      context.skip();
    }
    expect(states).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  });
});
