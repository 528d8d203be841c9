/**
 * Slow and idle clients (issue 23): a socket that sends nothing, headers that never finish (stalled and trickling),
 * a body that stalls or trickles, and a keep-alive connection left idle must each be closed within the configured
 * timeout (plus a grace for Node's check interval), with a 408 in the failure envelope where an answer is possible,
 * while another client's requests keep being answered meanwhile.
 */
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { startSandbox } from "@haulkit/sandbox";
import { callJson, issueToken } from "./http.js";
import { type Counters, type PartResult, partStatus } from "./report.js";
import { GENERIC_FAILURE, validatorAt } from "./spec/validators.js";

export interface SlowClientTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}

export interface SlowClientsTarget {
  url: string;
  timeouts: SlowClientTimeouts;
  /** A bearer token: the slow bodies carry it (so they wait for their body), the other client's requests too. */
  token: string;
  /** Extra time allowed past each timeout (Node checks them on an interval). Default 3 s. */
  graceMs?: number;
}

/** What one slow socket saw: how long it lived and what (if anything) it was answered. */
export interface SocketOutcome {
  scenario: string;
  closedAfterMs: number;
  /** Still open at the deadline (the scenario's timeout + grace): the target holds it forever. */
  heldOpen: boolean;
  answer: string;
}

interface Scenario {
  name: string;
  /** Which timeout bounds it. */
  bound: keyof SlowClientTimeouts;
  /** Whether an answer is possible (a request line arrived), so a 408 envelope is due. */
  answers: boolean;
  /** Writes to the socket; `tick` is called every 100 ms until the socket closes. */
  start(write: (text: string) => void): void;
  tick?(write: (text: string) => void, n: number): void;
}

const SCENARIOS = (host: string, token: string): Scenario[] => [
  { name: "a socket that sends nothing", bound: "headersMs", answers: false, start: () => {} },
  {
    name: "headers that never finish",
    bound: "headersMs",
    answers: true,
    start: (w) => w(`GET /v1/public/orders HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `),
  },
  {
    name: "headers that trickle",
    bound: "headersMs",
    answers: true,
    start: (w) => w(`GET /v1/public/orders HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `),
    tick: (w) => w("a"),
  },
  {
    name: "a body that stalls",
    bound: "requestMs",
    answers: true,
    start: (w) =>
      w(
        `POST /v1/public/orders HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"number":`,
      ),
  },
  {
    name: "a body that trickles",
    bound: "requestMs",
    answers: true,
    start: (w) =>
      w(
        `POST /v1/public/orders HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"number":"`,
      ),
    tick: (w) => w("x"),
  },
  {
    name: "a keep-alive connection left idle",
    bound: "idleMs",
    answers: false,
    start: (w) => w(`GET /v1/public/orders HTTP/1.1\r\nHost: ${host}\r\n\r\n`),
  },
];

/** Opens one slow socket and waits until the target closes it or the deadline passes. */
function runScenario(url: URL, scenario: Scenario, deadlineMs: number): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    const write = (text: string) => {
      if (!socket.destroyed) socket.write(text);
    };
    let n = 0;
    const ticker = setInterval(() => scenario.tick?.(write, n++), 100);
    let settled = false;
    const finish = (heldOpen: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(ticker);
      clearTimeout(deadline);
      socket.destroy();
      resolve({
        scenario: scenario.name,
        closedAfterMs: Math.round(performance.now() - started),
        heldOpen,
        answer: Buffer.concat(chunks).toString("utf8"),
      });
    };
    const deadline = setTimeout(() => finish(true), deadlineMs);
    socket.on("connect", () => scenario.start(write));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => finish(false));
    socket.on("error", () => finish(false));
  });
}

/** The answers after the keep-alive scenario's first one: a 408 in the shipper failure envelope is what is due. */
function timeoutAnswerFailure(scenario: Scenario, answer: string): string | undefined {
  const responses = answer.split(/(?=HTTP\/1\.[01] \d{3} )/).filter((part) => part.startsWith("HTTP/"));
  const last = scenario.name.includes("keep-alive") ? responses.slice(1) : responses;
  if (!scenario.answers) {
    const stray = last.find((response) => !response.startsWith("HTTP/1.1 408 "));
    return stray ? `answered ${stray.split("\r\n")[0]}` : undefined;
  }
  const response = last.at(-1);
  if (!response) return "closed without the 408 answer";
  const status = response.split("\r\n")[0] ?? "";
  if (!/^HTTP\/1\.[01] 408 /.test(status)) return `answered ${status}, expected 408`;
  let body: unknown;
  try {
    body = JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));
  } catch {
    return "the 408 body is not JSON";
  }
  if (!validatorAt("shipper", GENERIC_FAILURE.shipper)(body)) return "the 408 body is not the failure envelope";
  const errorId = (body as { data?: { error_id?: string } }).data?.error_id;
  return errorId === "REQUEST_TIMEOUT" ? undefined : `the 408 error_id is ${errorId}, expected REQUEST_TIMEOUT`;
}

export interface SlowClientsOutcome {
  failures: string[];
  sockets: SocketOutcome[];
  /** The other client's requests while the slow sockets were open: answered (below 500) and not. */
  othersAnswered: number;
  othersFailed: number;
}

/** Runs every scenario at once while another client keeps calling the target. */
export async function checkSlowClients(target: SlowClientsTarget): Promise<SlowClientsOutcome> {
  const url = new URL(target.url);
  const grace = target.graceMs ?? 3000;
  const scenarios = SCENARIOS(url.host, target.token);
  const failures: string[] = [];
  /** Each distinct failure of the other client once: a flood of the same one must not push the sockets' out. */
  const othersFailures = new Set<string>();
  let othersAnswered = 0;
  let othersFailed = 0;
  let running = true;
  const other = (async () => {
    while (running) {
      try {
        const answer = await callJson(target.url, "GET", "/v1/public/orders?size=1", target.token);
        if (answer.status < 500) othersAnswered++;
        else {
          othersFailed++;
          othersFailures.add(`another client's request: HTTP ${answer.status} while slow sockets were open`);
        }
      } catch (error) {
        othersFailed++;
        othersFailures.add(`another client's request got no answer: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const sockets = await Promise.all(
    scenarios.map((scenario) => runScenario(url, scenario, target.timeouts[scenario.bound] + grace)),
  );
  running = false;
  await other;
  failures.push(...othersFailures);
  for (const [i, outcome] of sockets.entries()) {
    const scenario = scenarios[i] as Scenario;
    if (outcome.heldOpen) {
      failures.push(
        `${scenario.name}: still open after ${outcome.closedAfterMs} ms (${scenario.bound} ${target.timeouts[scenario.bound]} ms + ${grace} ms grace)`,
      );
      continue;
    }
    const wrong = timeoutAnswerFailure(scenario, outcome.answer);
    if (wrong) failures.push(`${scenario.name}: ${wrong}`);
  }
  if (othersAnswered === 0) failures.push("another client's requests: none answered while slow sockets were open");
  return { failures: failures.slice(0, 50), sockets, othersAnswered, othersFailed };
}

export interface SlowClientsOptions {
  timeouts?: SlowClientTimeouts;
  /** How long past its timeout a socket may stay open before it counts as held (default 3 s). */
  graceMs?: number;
  log?: (line: string) => void;
}

/** Small timeouts so the part adds seconds, not minutes. */
export const SLOW_CLIENT_TIMEOUTS: SlowClientTimeouts = { headersMs: 1000, requestMs: 2000, idleMs: 1000 };

export async function slowClients(options: SlowClientsOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const timeouts = options.timeouts ?? SLOW_CLIENT_TIMEOUTS;
  const client = { clientId: "slow-clients", clientSecret: randomBytes(18).toString("base64url") };
  const sandbox = await startSandbox({
    port: 0,
    clients: [client],
    timeouts,
    validateResponses: true,
    logger: () => {},
  });
  let outcome: SlowClientsOutcome;
  try {
    const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
    outcome = await checkSlowClients({ url: sandbox.url, timeouts, token, graceMs: options.graceMs });
  } finally {
    await sandbox.close();
  }
  const lifetimes = outcome.sockets.map((s) => `${s.closedAfterMs}`).join("/");
  options.log?.(`slow-clients: sockets closed after ${lifetimes} ms`);
  const counters: Partial<Counters> = {
    faultsInjected: outcome.sockets.length,
    faultsMishandled: outcome.failures.length,
  };
  return {
    name: "slow-clients",
    status: partStatus(counters, outcome.failures),
    durationMs: performance.now() - started,
    summary: `${outcome.sockets.length} slow sockets closed after ${lifetimes} ms (timeouts ${timeouts.headersMs}/${timeouts.requestMs}/${timeouts.idleMs} ms); another client answered ${outcome.othersAnswered} times meanwhile`,
    counters,
    failures: outcome.failures,
    details: {
      timeouts,
      sockets: outcome.sockets.map(({ answer: _, ...rest }) => rest),
      othersAnswered: outcome.othersAnswered,
      othersFailed: outcome.othersFailed,
    },
  };
}
