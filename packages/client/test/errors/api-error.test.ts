/** The ApiError value: one class at runtime, named ApiError wherever it is printed, scrubbing what it is given. */
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { ApiError, ApiErrorBase, isClientError } from "../../src/index.js";
import { Redactor } from "../../src/redactor.js";

const operation = { method: "GET", path: "/v1/public/orders/{guid}" };
const notFound = JSON.stringify({
  status: "fail",
  data: { error_id: "NOT_FOUND", message: "Order not found", details: null },
});

describe("ApiError", () => {
  it("is printed as ApiError by util.inspect, String and its stack", () => {
    const error = new ApiError({ operation, status: 404, body: notFound });
    expect(inspect(error).split("\n")[0]).toBe(
      "ApiError: GET /v1/public/orders/{guid} failed with HTTP 404 NOT_FOUND: Order not found",
    );
    expect(String(error)).toMatch(/^ApiError: /);
    expect(error.stack).toMatch(/^ApiError: /);
    expect(error.constructor.name).toBe("ApiError");
  });

  it("is one class: instanceof ApiError, ApiErrorBase and Error, and a ClientError", () => {
    const error: unknown = new ApiError({ operation, status: 404, body: notFound });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(ApiErrorBase);
    expect(error).toBeInstanceOf(Error);
    expect(isClientError(error)).toBe(true);
    expect(isClientError(new Error("other"))).toBe(false);
  });

  it.each([
    { name: "with a redactor", redact: true, shows: false },
    { name: "without one (the body is taken as given)", redact: false, shows: true },
  ])("scrubs the problem, body and message $name", ({ redact, shows }) => {
    const redactor = new Redactor();
    redactor.addSecret("pa/ss=word");
    const error = new ApiError({
      operation,
      status: 200,
      body: "token pa\\/ss\\u003dword",
      problem: "not JSON: pa%2Fss%3Dword",
      redactor: redact ? redactor : undefined,
    });
    expect(error.message.includes("pa%2Fss%3Dword")).toBe(shows);
    expect(error.body.includes("pa\\/ss\\u003dword")).toBe(shows);
    if (!shows) expect(error.message).toBe("GET /v1/public/orders/{guid} failed with HTTP 200: not JSON: [redacted]");
  });
});
