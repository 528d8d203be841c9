/** Load requests of the shipper API: accept or decline a carrier's request. */
import { acceptLoadRequest, declineLoadRequest } from "../../domain/load-requests/load-request-service.js";
import { loadRequestState } from "../../domain/load-requests/load-request-view.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

const ids = (path: Record<string, unknown>) => [String(path.order_guid), String(path.request_guid)] as const;

export const loadRequestRoutes: RouteTable = {
  acceptLoadRequest: {
    handle: (input) => objectEnvelope(loadRequestState(acceptLoadRequest(input.ctx, orgOf(input), ...ids(input.path)))),
  },
  declineLoadRequest: {
    handle: (input) => {
      const body = input.body as { reason?: string };
      return objectEnvelope(loadRequestState(declineLoadRequest(input.ctx, orgOf(input), ...ids(input.path), body)));
    },
  },
};
