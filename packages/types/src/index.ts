/**
 * @haulkit/types: the generated types of every bundled API as a namespace (`shipper`, `pricing`: each with
 * `paths`, `components`, `operations`, `webhooks`), plus named aliases of the main schemas and webhook payloads.
 */
export type * from "../generated/index.js";
export type * from "./pricing.js";
export type * from "./shipper.js";
export type * from "./webhooks.js";
