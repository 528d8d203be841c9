/**
 * Generated from the APIs of spec/redocly.yaml that have a bundle by packages/types/scripts/generate.ts.
 * Do not edit: run `pnpm --filter @haulkit/types generate` after `pnpm bundle`.
 */

export type * as shipper from "./shipper.js";
export type * as pricing from "./pricing.js";
export type * as sandbox from "./sandbox.js";
