/** A valid order for the create-order benchmarks: the sandbox tests' own order body (two vehicles, full payment). */
import { orderBody } from "../../../packages/sandbox/test/support/order-body.js";

export const ORDER_BODY: Readonly<Record<string, unknown>> = orderBody();

/** The body as the wire carries it. */
export const ORDER_JSON = JSON.stringify(ORDER_BODY);
