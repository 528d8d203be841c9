/** `createSandboxClient`: the haulkit sandbox's test helpers (`/_sandbox/...`), with the shipper API's token flow. */
import type { sandbox } from "@haulkit/types";
import { bearerTransport } from "./auth/bearer-transport.js";
import type { ShipperClientOptions } from "./options.js";
import { type ApiClient, createApiClient } from "./typed-client.js";

export type SandboxClient = ApiClient<sandbox.paths>;

/** The sandbox spec's PATCH helper (the carrier's vehicle correction) takes plain JSON, not a merge patch. */
export const SANDBOX_PATCH_MEDIA_TYPE = "application/json";

/** Same options as `createShipperClient`: the helpers act inside the organisation of the client credentials. */
export function createSandboxClient(options: ShipperClientOptions): SandboxClient {
  const { baseUrl, transport } = bearerTransport("createSandboxClient", options);
  return createApiClient<sandbox.paths>(baseUrl, transport, SANDBOX_PATCH_MEDIA_TYPE).api;
}
