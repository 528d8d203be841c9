/** Test helpers that play the insurer: issue a draft policy, cancel an issued one. */
import type { CancellationReason } from "../../domain/insurance/insurance-record.js";
import { insuranceView } from "../../domain/insurance/insurance-view.js";
import { cancelPolicy, issuePolicy } from "../../domain/insurance/insurer.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

interface IssueInput {
  calculated_premium?: number;
}

interface CancelInput {
  cancellation_reason?: CancellationReason;
}

function issueInsurancePolicy(input: HandlerInput): HandlerResult {
  const { order_guid: order, vehicle_guid: vehicle } = input.path;
  const premium = (input.body as IssueInput | undefined)?.calculated_premium;
  const record = issuePolicy(input.ctx, orgOf(input), String(order), String(vehicle), premium);
  return objectEnvelope(insuranceView(record.guid, record));
}

function cancelInsurancePolicy(input: HandlerInput): HandlerResult {
  const { order_guid: order, vehicle_guid: vehicle } = input.path;
  const reason = (input.body as CancelInput | undefined)?.cancellation_reason;
  const record = cancelPolicy(input.ctx, orgOf(input), String(order), String(vehicle), reason);
  return objectEnvelope(insuranceView(record.guid, record));
}

export const insurerHelperRoutes: RouteTable = {
  issueInsurancePolicy: { handle: issueInsurancePolicy },
  cancelInsurancePolicy: { handle: cancelInsurancePolicy },
};
