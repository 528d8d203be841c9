/** The generic failure shape of each API: what framework answers (404, 405, 413, 415, malformed JSON) carry. */
import type { ApiName } from "./documents.js";

/** Pointer (inside the API's bundle) to the schema of its generic failure body. */
export const GENERIC_FAILURE: Readonly<Record<ApiName, string>> = {
  shipper: "#/components/schemas/FailureEnvelope",
  pricing: "#/components/schemas/PricingError",
  sandbox: "#/components/schemas/FailureEnvelope",
};
