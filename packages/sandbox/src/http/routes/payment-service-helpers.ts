/** Test helpers that play the carrier payment service: its settings, and the payment of a platformpay order. */
import {
  changeSettings,
  type PaymentFlow,
  type SettingsChange,
  settingsOf,
  settingsView,
} from "../../domain/payment-service/payment-settings.js";
import { type PaymentInput, updatePayment } from "../../domain/payment-service/platformpay-payment.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

function settingsRoute(change: SettingsChange): Route {
  return {
    handle: (input) => {
      const flow = (input.body as { flow?: PaymentFlow } | undefined)?.flow;
      return objectEnvelope(settingsView(changeSettings(input.ctx, orgOf(input), change, flow)));
    },
  };
}

function getPaymentServiceSettings(input: HandlerInput): HandlerResult {
  return objectEnvelope(settingsView(settingsOf(orgOf(input))));
}

function updatePlatformpayPayment(input: HandlerInput): HandlerResult {
  const body = input.body as PaymentInput;
  return objectEnvelope(updatePayment(input.ctx, orgOf(input), String(input.path.order_guid), body));
}

export const paymentServiceHelperRoutes: RouteTable = {
  getPaymentServiceSettings: { handle: getPaymentServiceSettings },
  activatePaymentService: settingsRoute("activate"),
  deactivatePaymentService: settingsRoute("deactivate"),
  suspendPaymentService: settingsRoute("suspend"),
  updatePlatformpayPayment: { handle: updatePlatformpayPayment },
};
