/** The terminal operation of the shipper API: create. */
import type { CounterpartyInput } from "../../domain/customers/counterparty.js";
import { createTerminal, terminalView } from "../../domain/terminals/terminal-service.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

export const terminalRoutes: RouteTable = {
  createTerminal: {
    handle: (input) =>
      objectEnvelope(terminalView(createTerminal(input.ctx, orgOf(input), input.body as CounterpartyInput))),
  },
};
