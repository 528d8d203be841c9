/** `ApiError` and `ClientError` are unions discriminated by `kind`: each kind gives its own field types. */
import { describe, expectTypeOf, test } from "vitest";
import {
  ApiError,
  type ApiErrorKind,
  type ClientError,
  isClientError,
  type NetworkError,
  type ResponseTooLargeError,
  type TimeoutError,
} from "../../src/index.js";

declare const caught: unknown;

describe("ApiError narrows by kind", () => {
  test("instanceof gives the union, whose errorId is still string | undefined", () => {
    if (!(caught instanceof ApiError)) return;
    expectTypeOf(caught.errorId).toEqualTypeOf<string | undefined>();
    expectTypeOf(caught.kind).toEqualTypeOf<ApiErrorKind>();
    expectTypeOf(caught.status).toEqualTypeOf<number>();
  });

  test("failure: errorId is a string, details the envelope's details", () => {
    if (!(caught instanceof ApiError) || caught.kind !== "failure") return;
    expectTypeOf(caught.errorId).toEqualTypeOf<string>();
    expectTypeOf(caught.serviceMessage).toEqualTypeOf<string | undefined>();
    expectTypeOf(caught.details).toEqualTypeOf<Record<string, unknown> | null>();
  });

  test("token_request: errorId is the OAuth code, the message is there", () => {
    if (!(caught instanceof ApiError) || caught.kind !== "token_request") return;
    expectTypeOf(caught.errorId).toEqualTypeOf<string>();
    expectTypeOf(caught.serviceMessage).toEqualTypeOf<string>();
    expectTypeOf(caught.details).toEqualTypeOf<null>();
  });

  test.each(["payment_pair", "vehicle_type", "token_auth"] as const)("%s: a message, no errorId, no details", () => {
    if (!(caught instanceof ApiError)) return;
    if (caught.kind === "payment_pair" || caught.kind === "vehicle_type" || caught.kind === "token_auth") {
      expectTypeOf(caught.errorId).toEqualTypeOf<undefined>();
      expectTypeOf(caught.serviceMessage).toEqualTypeOf<string>();
      expectTypeOf(caught.details).toEqualTypeOf<null>();
    }
  });

  test("pricing: a message and the pricing details, no errorId", () => {
    if (!(caught instanceof ApiError) || caught.kind !== "pricing") return;
    expectTypeOf(caught.errorId).toEqualTypeOf<undefined>();
    expectTypeOf(caught.serviceMessage).toEqualTypeOf<string>();
    expectTypeOf(caught.details).toEqualTypeOf<Record<string, unknown> | null>();
  });

  test("unknown: no errorId, no details", () => {
    if (!(caught instanceof ApiError) || caught.kind !== "unknown") return;
    expectTypeOf(caught.errorId).toEqualTypeOf<undefined>();
    expectTypeOf(caught.details).toEqualTypeOf<null>();
  });

  test("a kind the union does not have is a compile error", () => {
    if (!(caught instanceof ApiError)) return;
    // @ts-expect-error no such kind
    if (caught.kind === "failed") return;
  });
});

describe("ClientError covers every error a call throws", () => {
  test("the network, the time limit and the size cap narrow by kind too", () => {
    if (!isClientError(caught)) return;
    switch (caught.kind) {
      case "network":
        expectTypeOf(caught).toEqualTypeOf<NetworkError>();
        expectTypeOf(caught.code).toEqualTypeOf<string | undefined>();
        break;
      case "timeout":
        expectTypeOf(caught).toEqualTypeOf<TimeoutError>();
        expectTypeOf(caught.timeoutMs).toEqualTypeOf<number>();
        break;
      case "response_too_large":
        expectTypeOf(caught).toEqualTypeOf<ResponseTooLargeError>();
        expectTypeOf(caught.limitBytes).toEqualTypeOf<number>();
        expectTypeOf(caught.status).toEqualTypeOf<number>();
        break;
      case "failure":
        expectTypeOf(caught.errorId).toEqualTypeOf<string>();
        break;
      case "payment_pair":
      case "vehicle_type":
      case "token_auth":
      case "token_request":
      case "pricing":
      case "unknown":
        expectTypeOf(caught).toExtend<ApiError>();
        break;
      default:
        // Every kind is handled above: nothing is left.
        expectTypeOf(caught).toBeNever();
    }
  });

  test("ClientError is exactly the four classes", () => {
    expectTypeOf<ClientError>().toEqualTypeOf<ApiError | NetworkError | TimeoutError | ResponseTooLargeError>();
  });
});
