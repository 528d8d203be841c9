/** The documented error bodies, each read into kind, errorId, serviceMessage and details. */
import { describe, expect, it } from "vitest";
import { readErrorBody } from "../../src/errors/error-body.js";

describe("readErrorBody", () => {
  it.each([
    {
      name: "failure envelope",
      body: { status: "fail", data: { error_id: "NOT_FOUND", message: "Order not found", details: null } },
      read: { kind: "failure", errorId: "NOT_FOUND", serviceMessage: "Order not found", details: null },
    },
    {
      name: "validation failure",
      body: {
        status: "fail",
        data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details: { price: ["must be positive"] } },
      },
      read: {
        kind: "failure",
        errorId: "VALIDATION_ERROR",
        serviceMessage: "Validation failed",
        details: { price: ["must be positive"] },
      },
    },
    {
      name: "payment pair",
      body: {
        status_code: 400,
        error: "Invalid payment terms 'quickpay' for method 'cash'. Allowed terms are: [2_days]",
      },
      read: { kind: "payment_pair", errorId: undefined, details: null },
    },
    {
      name: "vehicle type",
      body: { status_code: 400, error: "Invalid vehicle type 'hovercraft'. Allowed types are: [sedan]" },
      read: {
        kind: "vehicle_type",
        errorId: undefined,
        serviceMessage: "Invalid vehicle type 'hovercraft'. Allowed types are: [sedan]",
      },
    },
    {
      name: "token 401",
      body: {
        timestamp: "2026-03-14T09:30:00.000+0000",
        status: 401,
        error: "Unauthorized",
        message: "Bad credentials",
        path: "/oauth/token",
      },
      read: { kind: "token_auth", errorId: undefined, serviceMessage: "Bad credentials" },
    },
    {
      name: "token invalid request",
      body: { error: "invalid_request", error_description: "Missing grant type" },
      read: { kind: "token_request", errorId: "invalid_request", serviceMessage: "Missing grant type" },
    },
    {
      name: "pricing error",
      body: {
        meta: { status: "fail" },
        data: { message: "Unable to resolve the pickup location", details: { zip: "x" } },
      },
      read: {
        kind: "pricing",
        errorId: undefined,
        serviceMessage: "Unable to resolve the pickup location",
        details: { zip: "x" },
      },
    },
    {
      name: "another {status_code, error}",
      body: { status_code: 400, error: "Something else" },
      read: { kind: "unknown", serviceMessage: "Something else" },
    },
  ])("reads the $name body", ({ body, read }) => {
    expect(readErrorBody(JSON.stringify(body))).toMatchObject(read);
  });

  it.each(["", "<html>Bad gateway</html>", "[1,2]", "null", '"text"', "{}", '{"status":"fail","data":{}}'])(
    "reads %j as unknown without a message",
    (raw) => {
      expect(readErrorBody(raw)).toEqual({
        kind: "unknown",
        errorId: undefined,
        serviceMessage: undefined,
        details: null,
      });
    },
  );
});
