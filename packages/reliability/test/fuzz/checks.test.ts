import { describe, expect, it } from "vitest";
import { type Answer, type CheckContext, checkAnswer } from "../../src/fuzz/checks.js";
import type { Expectation } from "../../src/fuzz/materialize.js";
import { type JsonObject, loadDocument } from "../../src/spec/documents.js";
import { operationById } from "../../src/spec/operations.js";

/** The spec's own example of an order answer. */
const ORDER_ANSWER = (
  ((loadDocument("shipper").components as JsonObject).responses as JsonObject).OrderObject as {
    content: { "application/json": { example: unknown } };
  }
).content["application/json"].example;

const NOT_FOUND = { status: "fail", data: { error_id: "NOT_FOUND", message: "Order not found", details: null } };
const VALID: Expectation = { accept: "yes", issues: [] };
const INVALID: Expectation = { accept: "no", issues: [{ reason: "body: invalid by schema", statuses: [400] }] };

function answer(status: number, body: unknown, contentType = "application/json"): Answer {
  return { status, contentType, text: body === undefined ? "" : JSON.stringify(body), headerText: "" };
}

const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  secrets: ["client-secret-123456"],
  worker: 0,
  ownerOf: (guid) => (guid === "99999999-9999-4999-8999-999999999999" ? 1 : undefined),
  tokenExpired: () => false,
  refusal: () => undefined,
  ...overrides,
});

describe("checkAnswer", () => {
  it("passes a documented success in the documented shape", () => {
    expect(checkAnswer(operationById("getOrder"), VALID, answer(200, ORDER_ANSWER), context())).toEqual([]);
  });

  it.each<[string, string, Expectation, Answer, Partial<CheckContext>, string]>([
    ["a 5xx", "getOrder", VALID, answer(502, { oops: true }), {}, "not_a_server_error"],
    ["an undocumented status", "getOrder", VALID, answer(418, NOT_FOUND), {}, "status_code_conformance"],
    [
      "a body not in the documented shape",
      "getOrder",
      VALID,
      answer(200, { status: "success", data: {} }),
      {},
      "response_schema_conformance",
    ],
    [
      "a body that is not JSON",
      "getOrder",
      VALID,
      { status: 404, contentType: "application/json", text: "<html>", headerText: "" },
      {},
      "response_schema_conformance",
    ],
    ["a 2xx for an invalid request", "createOrder", INVALID, answer(200, ORDER_ANSWER), {}, "negative_data_rejection"],
    [
      "another status than the defect calls for",
      "createOrder",
      INVALID,
      answer(401, { status: "fail", data: { error_id: "AUTH_ERROR", message: "x", details: null } }),
      {},
      "status_code_conformance",
    ],
    [
      "a valid request refused without a documented reason",
      "getOrder",
      VALID,
      answer(404, NOT_FOUND),
      {},
      "positive_data_acceptance",
    ],
    [
      "a secret in the answer",
      "getOrder",
      VALID,
      answer(404, { ...NOT_FOUND, data: { ...NOT_FOUND.data, message: "client-secret-123456" } }),
      { refusal: () => "ok" },
      "no_secret_leak",
    ],
    [
      "another organisation's guid",
      "getOrder",
      VALID,
      answer(200, { status: "success", data: { object: { guid: "99999999-9999-4999-8999-999999999999" } } }),
      {},
      "no_foreign_data",
    ],
  ])("flags %s", (_name, operationId, expectation, received, overrides, check) => {
    const failures = checkAnswer(operationById(operationId), expectation, received, context(overrides));
    expect(failures.map((failure) => failure.check)).toContain(check);
  });

  it("lets a documented business refusal through", () => {
    const failures = checkAnswer(
      operationById("getOrder"),
      VALID,
      answer(404, NOT_FOUND),
      context({ refusal: () => "removed" }),
    );
    expect(failures).toEqual([]);
  });

  it("lets a 401 through when the token expired on the service's clock", () => {
    const unauthorised = answer(401, {
      status: "fail",
      data: { error_id: "AUTH_ERROR", message: "expired", details: null },
    });
    expect(checkAnswer(operationById("getOrder"), VALID, unauthorised, context({ tokenExpired: () => true }))).toEqual(
      [],
    );
    expect(checkAnswer(operationById("getOrder"), VALID, unauthorised, context())).not.toEqual([]);
  });

  it("validates a framework answer against the generic failure shape", () => {
    const expectation: Expectation = {
      accept: "no",
      issues: [{ reason: "too big", statuses: [413], framework: true }],
    };
    const tooLarge = {
      status: "fail",
      data: { error_id: "PAYLOAD_TOO_LARGE", message: "Body too large", details: null },
    };
    expect(checkAnswer(operationById("createOrder"), expectation, answer(413, tooLarge), context())).toEqual([]);
    expect(
      checkAnswer(operationById("createOrder"), expectation, answer(413, { error: "too big" }), context()).map(
        (f) => f.check,
      ),
    ).toEqual(["response_schema_conformance"]);
  });
});
