/** A valid order for the create-order benchmarks: the sandbox's example order body (two vehicles, full payment). */
import { exampleOrderBody } from "@haulkit/sandbox";

export const ORDER_BODY: Readonly<Record<string, unknown>> = exampleOrderBody();

/** The body as the wire carries it. */
export const ORDER_JSON = JSON.stringify(ORDER_BODY);
