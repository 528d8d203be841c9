/** The terminal operation of the shipper API: create. */
import type { CounterpartyInput } from "../../domain/customers/counterparty.js";
import * as terminalService from "../../domain/terminals/terminal-service.js";
import { terminalView } from "../../domain/terminals/terminal-service.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

function createTerminal(input: HandlerInput): HandlerResult {
  return objectEnvelope(
    terminalView(terminalService.createTerminal(input.ctx, orgOf(input), input.body as CounterpartyInput)),
  );
}

export const terminalRoutes: RouteTable = {
  createTerminal: { handle: createTerminal },
};
