/** Test helpers for escalations: the broker submits one on an order, the shipper's user resolves it. */
import { resolveEscalation, submitEscalation } from "../../domain/escalations/escalation-service.js";
import { escalationView } from "../../domain/escalations/escalation-view.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

type Reasons = Record<string, string>;

export const escalationHelperRoutes: RouteTable = {
  submitEscalationAsBroker: {
    handle: (input) => {
      const { reasons } = input.body as { reasons: Reasons };
      return objectEnvelope(
        escalationView(submitEscalation(input.ctx, orgOf(input), String(input.path.order_guid), reasons)),
      );
    },
  },
  resolveEscalation: {
    handle: (input) => {
      const { resolve_reasons: reasons } = input.body as { resolve_reasons: Reasons };
      const { order_guid: orderGuid, escalation_guid: guid } = input.path;
      const resolved = resolveEscalation(input.ctx, orgOf(input), String(orderGuid), String(guid), reasons);
      return objectEnvelope(escalationView(resolved));
    },
  },
};
