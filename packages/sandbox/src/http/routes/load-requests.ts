/** Load requests of the shipper API: accept or decline a carrier's request. */
import * as loadRequestService from "../../domain/load-requests/load-request-service.js";
import { loadRequestState } from "../../domain/load-requests/load-request-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

const ids = (path: Record<string, unknown>) => [String(path.order_guid), String(path.request_guid)] as const;

function acceptLoadRequest(input: HandlerInput): HandlerResult {
  return objectEnvelope(
    loadRequestState(loadRequestService.acceptLoadRequest(input.ctx, orgOf(input), ...ids(input.path))),
  );
}

function declineLoadRequest(input: HandlerInput): HandlerResult {
  const body = input.body as { reason?: string };
  return objectEnvelope(
    loadRequestState(loadRequestService.declineLoadRequest(input.ctx, orgOf(input), ...ids(input.path), body)),
  );
}

export const loadRequestRoutes: RouteTable = {
  acceptLoadRequest: { handle: acceptLoadRequest },
  declineLoadRequest: { handle: declineLoadRequest },
};
