/**
 * Bad numbers (issue 23): query numbers a double cannot hold as a page (`Infinity`, `1e309`, `NaN`,
 * `9007199254740993`), body numbers a double would change or that are out of range (`1e308` and 30-digit prices,
 * `9007199254740993`), a `carrier_usdot` that is not digits, and line breaks in payment terms are each refused
 * with a 400 in the operation's documented shape, never a 5xx, against a sandbox that validates its own responses.
 * Near misses (a plain page, a 2-digit price, a digit USDOT, a tab in the terms) show the check is not just
 * refusing everything.
 */
import { randomBytes } from "node:crypto";
import { startSandbox } from "@haulkit/sandbox";
import { callJson, issueToken, objectOf, send } from "./http.js";
import { type Counters, type PartResult, partStatus } from "./report.js";
import { operationById } from "./spec/operations.js";
import { firstError, GENERIC_FAILURE, validatorAt } from "./spec/validators.js";

export interface BadNumberCase {
  name: string;
  operationId: "listOrders" | "createOrder" | "sendLoadOffer";
  method: "GET" | "POST";
  /** Path after the base URL; `{order}` stands for an order of the organisation. */
  path: string;
  /** Raw JSON text, so numbers reach the service exactly as written. */
  body?: string;
  /** 400, or "2xx" for a near miss that must be accepted. */
  expect: 400 | "2xx";
}

const order = (fields: string) => `{"number":"BAD-NUMBER",${fields}}`;

export const BAD_NUMBER_CASES: BadNumberCase[] = [
  ...["Infinity", "-Infinity", "1e309", "NaN", "9007199254740993", "1.5"].map(
    (page): BadNumberCase => ({
      name: `page=${page}`,
      operationId: "listOrders",
      method: "GET",
      path: `/v1/public/orders?page=${encodeURIComponent(page)}`,
      expect: 400,
    }),
  ),
  { name: "size=1e309", operationId: "listOrders", method: "GET", path: "/v1/public/orders?size=1e309", expect: 400 },
  {
    name: "page=1 (near miss)",
    operationId: "listOrders",
    method: "GET",
    path: "/v1/public/orders?page=1",
    expect: "2xx",
  },
  ...["1e308", "1e309", "9007199254740993", "123456789012345678901234567890.12", "-5", "0.001"].map(
    (price): BadNumberCase => ({
      name: `order price ${price}`,
      operationId: "createOrder",
      method: "POST",
      path: "/v1/public/orders",
      body: order(`"price":${price}`),
      expect: 400,
    }),
  ),
  {
    name: "vehicle price 1e308",
    operationId: "createOrder",
    method: "POST",
    path: "/v1/public/orders",
    body: order(`"vehicles":[{"type":"sedan","price":1e308}]`),
    expect: 400,
  },
  {
    name: "order price 1234.56 (near miss)",
    operationId: "createOrder",
    method: "POST",
    path: "/v1/public/orders",
    body: order(`"price":1234.56`),
    expect: "2xx",
  },
  ...["NaN", "-5", "0x10", "1e5", "Infinity"].map(
    (usdot): BadNumberCase => ({
      name: `carrier_usdot ${JSON.stringify(usdot)}`,
      operationId: "sendLoadOffer",
      method: "POST",
      path: "/v1/public/orders/{order}/offers",
      body: JSON.stringify({ carrier_usdot: usdot }),
      expect: 400,
    }),
  ),
  ...[
    ["a line feed", "a\nb"],
    ["a carriage return", "a\rb"],
    ["U+2028", "a\u2028b"],
    ["U+2029", "a\u2029b"],
  ].map(
    ([what, terms]): BadNumberCase => ({
      name: `payment terms with ${what}`,
      operationId: "createOrder",
      method: "POST",
      path: "/v1/public/orders",
      body: order(`"payment":${JSON.stringify({ payment_method: "cash", terms })}`),
      expect: 400,
    }),
  ),
];

export interface BadNumbersTarget {
  url: string;
  token: string;
  /** An order of the token's organisation (for the offer cases). */
  orderGuid: string;
  cases?: readonly BadNumberCase[];
}

export interface BadNumbersOutcome {
  failures: string[];
  cases: number;
  serverErrors: number;
}

/** The answer's failure, or undefined when it is the expected status in the operation's documented shape. */
function judge(each: BadNumberCase, status: number, text: string): string | undefined {
  if (status >= 500) return `HTTP ${status} ${text.slice(0, 200)}`;
  if (each.expect === "2xx") return status >= 200 && status < 300 ? undefined : `HTTP ${status}, expected 2xx`;
  if (status !== 400) return `HTTP ${status}, expected 400`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "the 400 body is not JSON";
  }
  const schemaRef = operationById(each.operationId).responses.get("400")?.schemaRef ?? GENERIC_FAILURE.shipper;
  const validate = validatorAt("shipper", schemaRef);
  return validate(body) ? undefined : `the 400 body breaks the spec: ${firstError(validate.errors)}`;
}

export async function checkBadNumbers(target: BadNumbersTarget): Promise<BadNumbersOutcome> {
  const cases = target.cases ?? BAD_NUMBER_CASES;
  const failures: string[] = [];
  let serverErrors = 0;
  for (const each of cases) {
    const headers: Record<string, string> = { authorization: `Bearer ${target.token}` };
    if (each.body !== undefined) headers["content-type"] = "application/json";
    try {
      const answer = await send({
        method: each.method,
        url: `${target.url}${each.path.replace("{order}", target.orderGuid)}`,
        headers,
        body: each.body,
      });
      if (answer.status >= 500) serverErrors++;
      const wrong = judge(each, answer.status, answer.text);
      if (wrong) failures.push(`${each.name}: ${wrong}`);
    } catch (error) {
      serverErrors++;
      failures.push(`${each.name}: no answer (${(error as Error).message})`);
    }
  }
  return { failures, cases: cases.length, serverErrors };
}

export async function badNumbers(options: { log?: (line: string) => void } = {}): Promise<PartResult> {
  const started = performance.now();
  const client = { clientId: "bad-numbers", clientSecret: randomBytes(18).toString("base64url") };
  const sandbox = await startSandbox({ port: 0, clients: [client], validateResponses: true, logger: () => {} });
  let outcome: BadNumbersOutcome;
  try {
    const { token } = await issueToken(sandbox.url, client.clientId, client.clientSecret);
    const created = objectOf(
      await callJson(sandbox.url, "POST", "/v1/public/orders", token, { number: "BAD-NUMBERS" }),
      "createOrder",
    );
    outcome = await checkBadNumbers({ url: sandbox.url, token, orderGuid: String(created.guid) });
  } finally {
    await sandbox.close();
  }
  options.log?.(`bad-numbers: ${outcome.cases} cases, ${outcome.failures.length} failures`);
  const counters: Partial<Counters> = {
    serverErrors: outcome.serverErrors,
    otherFailures: outcome.failures.length - outcome.serverErrors,
  };
  return {
    name: "bad-numbers",
    status: partStatus(counters, outcome.failures),
    durationMs: performance.now() - started,
    summary: `${outcome.cases} bad and near-miss numbers, with --validate-responses`,
    counters,
    failures: outcome.failures,
    details: outcome,
  };
}
