/** Test helpers that play the insurer: issue a draft policy, cancel an issued one. */
import type { CancellationReason } from "../../domain/insurance/insurance-record.js";
import { insuranceView } from "../../domain/insurance/insurance-view.js";
import { cancelPolicy, issuePolicy } from "../../domain/insurance/insurer.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

interface IssueInput {
  calculated_premium?: number;
}

interface CancelInput {
  cancellation_reason?: CancellationReason;
}

export const insurerHelperRoutes: RouteTable = {
  issueInsurancePolicy: {
    handle: (input) => {
      const { order_guid: order, vehicle_guid: vehicle } = input.path;
      const premium = (input.body as IssueInput | undefined)?.calculated_premium;
      const record = issuePolicy(input.ctx, orgOf(input), String(order), String(vehicle), premium);
      return objectEnvelope(insuranceView(record.guid, record));
    },
  },
  cancelInsurancePolicy: {
    handle: (input) => {
      const { order_guid: order, vehicle_guid: vehicle } = input.path;
      const reason = (input.body as CancelInput | undefined)?.cancellation_reason;
      const record = cancelPolicy(input.ctx, orgOf(input), String(order), String(vehicle), reason);
      return objectEnvelope(insuranceView(record.guid, record));
    },
  },
};
