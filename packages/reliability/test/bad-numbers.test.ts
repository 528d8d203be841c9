import type { RequestListener } from "node:http";
import { describe, expect, it } from "vitest";
import { BAD_NUMBER_CASES, badNumbers, checkBadNumbers } from "../src/bad-numbers.js";
import { answering, useHttpTarget } from "./support/http-target.js";

const REFUSED = BAD_NUMBER_CASES.filter((each) => each.expect === 400).length;
const NEAR_MISSES = BAD_NUMBER_CASES.length - REFUSED;

const VALIDATION_400 = {
  status: "fail",
  data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details: { page: ["must be an integer"] } },
};

describe("bad numbers against the sandbox (validating its responses)", () => {
  it("refuses every bad number with a 400 in the documented shape and takes the near misses", async () => {
    const result = await badNumbers();
    expect(result.failures).toEqual([]);
    expect(result.details).toEqual({ failures: [], cases: BAD_NUMBER_CASES.length, serverErrors: 0 });
  });

  it("covers the numbers of issue 23", () => {
    const names = BAD_NUMBER_CASES.map((each) => each.name);
    for (const name of [
      "page=Infinity",
      "page=1e309",
      "page=9007199254740993",
      "order price 1e308",
      "order price 9007199254740993",
      'carrier_usdot "NaN"',
      "payment terms with a line feed",
      "payment terms with U+2028",
    ])
      expect(names).toContain(name);
    expect(NEAR_MISSES).toBe(2);
  });
});

describe("bad numbers against broken targets", () => {
  const serve = useHttpTarget();

  const run = async (listener: RequestListener) => {
    const target = await serve(listener);
    return checkBadNumbers({ url: target.url, token: "t", orderGuid: "00000000-0000-4000-8000-000000000000" });
  };

  it("counts every answer of a server that answers 500 as a 5xx", async () => {
    const outcome = await run(answering(500, { status: "fail" }));
    expect(outcome.serverErrors).toBe(BAD_NUMBER_CASES.length);
    expect(outcome.failures).toHaveLength(BAD_NUMBER_CASES.length);
  });

  it("notices bad numbers taken (200 with page null)", async () => {
    const outcome = await run(answering(200, { status: "success", data: { objects: [], pagination: { page: null } } }));
    expect(outcome.serverErrors).toBe(0);
    expect(outcome.failures).toHaveLength(REFUSED);
    expect(outcome.failures).toContain("page=Infinity: HTTP 200, expected 400");
  });

  it("notices a 400 outside the documented shape (a line break echoed into the pair message)", async () => {
    const outcome = await run(answering(400, { status_code: 400, error: "Invalid payment terms 'a\nb'" }));
    expect(outcome.failures.filter((failure) => failure.includes("the 400 body breaks the spec"))).toHaveLength(
      REFUSED,
    );
  });

  it("notices near misses refused (a target that refuses everything)", async () => {
    const outcome = await run(answering(400, VALIDATION_400));
    expect(outcome.failures).toEqual([
      "page=1 (near miss): HTTP 400, expected 2xx",
      "order price 1234.56 (near miss): HTTP 400, expected 2xx",
    ]);
  });
});
