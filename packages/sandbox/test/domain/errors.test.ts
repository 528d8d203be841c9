/** ApiError: an answer the HTTP layer sends (status, body, headers), thrown without capturing a stack. */
import { describe, expect, it } from "vitest";
import { ApiError, failureEnvelope, validationError } from "../../src/domain/errors.js";

describe("ApiError", () => {
  it("keeps the status, body, headers and framework flag it was made with, and is an Error", () => {
    const body = failureEnvelope("NOT_FOUND", "Order not found");
    const error = new ApiError(404, body, true, { "retry-after": "1" });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 404, body, generic: true, headers: { "retry-after": "1" } });
    expect(error.message).toBe("HTTP 404");
  });

  it("captures no stack frames (an answer, not a fault)", () => {
    const stack = validationError("shipper", { price: ["must be a number"] }).stack ?? "";
    expect(stack).not.toMatch(/\n\s+at /);
  });

  it("leaves the stack trace limit as it found it: every other error keeps its frames", () => {
    const before = Error.stackTraceLimit;
    new ApiError(400, {});
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error("a fault").stack).toMatch(/\n\s+at /);
  });
});
