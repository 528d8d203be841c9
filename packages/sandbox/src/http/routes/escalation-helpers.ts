/** Test helpers for escalations: the broker submits one on an order, the shipper's user resolves it. */

import * as escalationService from "../../domain/escalations/escalation-service.js";
import { submitEscalation } from "../../domain/escalations/escalation-service.js";
import { escalationView } from "../../domain/escalations/escalation-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

type Reasons = Record<string, string>;

function submitEscalationAsBroker(input: HandlerInput): HandlerResult {
  const { reasons } = input.body as { reasons: Reasons };
  return objectEnvelope(
    escalationView(submitEscalation(input.ctx, orgOf(input), String(input.path.order_guid), reasons)),
  );
}

function resolveEscalation(input: HandlerInput): HandlerResult {
  const { resolve_reasons: reasons } = input.body as { resolve_reasons: Reasons };
  const { order_guid: orderGuid, escalation_guid: guid } = input.path;
  const resolved = escalationService.resolveEscalation(
    input.ctx,
    orgOf(input),
    String(orderGuid),
    String(guid),
    reasons,
  );
  return objectEnvelope(escalationView(resolved));
}

export const escalationHelperRoutes: RouteTable = {
  submitEscalationAsBroker: { handle: submitEscalationAsBroker },
  resolveEscalation: { handle: resolveEscalation },
};
