/**
 * Issue 35 item 4: against a scripted target with one wrong value of each kind the suite compares (a status, a
 * header, a body field, a list's order, the text of a note, a message text), each failure message names the place,
 * then the expected value, then the actual one, no slot empty; group headers are cut at a word boundary.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, targetEnv } from "../support/cli.js";
import { type JunitCase, junitCases } from "../support/junit.js";
import { oneWrongValueTarget } from "../support/one-wrong-value-target.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

async function runAgainst(sandbox: SandboxHandle, args: string[]) {
  const target = await oneWrongValueTarget(sandbox.url);
  try {
    const cwd = tmp();
    const run = await runCli(args, {
      cwd,
      env: targetEnv(target.url, sandbox),
    });
    const read = (name: string) => readFileSync(join(cwd, "reports", name), "utf8");
    return { run, read, cases: junitCases(read("junit.xml")) };
  } finally {
    await target.close();
  }
}

/** The failure message of the one test whose name holds `name`. */
function failureOf(cases: JunitCase[], name: string): string {
  const found = cases.filter((c) => c.name.includes(name));
  expect(found.map((c) => c.name)).toHaveLength(1);
  expect(found[0]?.failure, name).toBeDefined();
  return found[0]?.failure ?? "";
}

/** `place`, then `expected <expected>`, then `<actual>` (after `actual` or `got`), in that order, none empty. */
function expectInOrder(message: string, place: string, expected: string | undefined, actual: string): void {
  const at = message.indexOf(place);
  expect(at, message).toBeGreaterThanOrEqual(0);
  const values = /expected (?:status )?(.+?), (?:actual|got) (.+)$/m.exec(message.slice(at));
  expect(values, message).not.toBeNull();
  expect(values?.[1]?.trim()).not.toBe("");
  if (expected !== undefined) expect(values?.[1]?.trim()).toBe(expected);
  expect(values?.[2]?.trim().startsWith(actual), message).toBe(true);
}

describe("a target with one wrong value of each kind", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("fails each with the place, the expected and the actual value, in that order", async () => {
    const suites = ["carriers", "conventions", "orders"].flatMap((name) => ["--suite", name]);
    const { run, read, cases } = await runAgainst(sandbox, suites);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    // A status (409 taken as the assumed 404 of its class: both named).
    expectInOrder(
      failureOf(cases, "an empty note is 400"),
      "addCarrierNote (POST /v1/public/carriers/",
      "400",
      "409 (taken as the assumed 404)",
    );
    // A body field.
    expectInOrder(
      failureOf(cases, "an internal carrier is INTERNAL"),
      "createInternalCarrier (POST /v1/public/carriers/internal)",
      '"MC-778899"',
      '"MC-778890"',
    );
    expect(failureOf(cases, "an internal carrier is INTERNAL")).toContain("at /data/object/mc_number:");
    // The text of a note (pactum's expectJson(path, value): node:assert's text names no place; the path does).
    const note = failureOf(cases, "a note of one character is kept whole");
    expectInOrder(note, "addCarrierNote (POST /v1/public/carriers/", '"x"', '"x."');
    expect(note).toContain("at /data/object/text:");
    // A message text.
    const message = failureOf(cases, "an unknown type is 400 with the exact message");
    expectInOrder(message, "createOrder (POST /v1/public/orders)", undefined, '"Invalid');
    expect(message).toMatch(
      /at \/error: expected "Invalid vehicle type 'hovercraft'.*, actual "Invalid vehicle type 'Hovercraft'/,
    );
    // A list's order (vitest's own `expected <actual> to deeply equal <expected>`, read into the same order).
    const list = failureOf(cases, "sort=number,desc lists the orders by number");
    expectInOrder(list, "listOrders (GET /v1/public/orders?sort=number,desc", "[ 'C', 'B', 'A' ]", "[ 'A', 'B', 'C' ]");
    expect(list).not.toContain("to deeply equal");
    // No message anywhere leaves a slot empty or puts the library's text in one.
    for (const c of cases.filter((found) => found.failure !== undefined)) {
      expect(c.failure).not.toMatch(/expected ,|actual $|actual \n|actual (?:Expected values|Json doesn't)/m);
    }
    // Group headers end at a word boundary, never inside the difference.
    const headers = read("failures.md").match(/^## \d+\. .*$/gm) ?? [];
    expect(headers.length).toBeGreaterThanOrEqual(6);
    for (const header of headers) expect(header).not.toMatch(/\S…/);
    const listHeader =
      "listOrders (GET /vN/public/orders?sort=number,desc, every page): this test's orders in list order (1)";
    expect(headers.map((header) => header.replace(/^## \d+\. /, ""))).toContain(listHeader);
  });

  it("fails a header with its name, the expected and the actual value (--strict: the assumed header fails)", async () => {
    const { run, cases } = await runAgainst(sandbox, ["--suite", "insurance", "--strict"]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const header = failureOf(cases, "Retry-After is the window's seconds left rounded up");
    expectInOrder(header, "syncInsurancePolicy (POST /v1/public/orders/", '"20"', '"21"');
    expect(header).toContain("at header retry-after:");
  });
});
