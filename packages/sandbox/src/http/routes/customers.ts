/** The customer operations of the shipper API: create, read, update, lookup by custom external id, contacts. */
import type { ContactInput } from "../../domain/customers/counterparty.js";
import { contactView } from "../../domain/customers/counterparty.js";
import * as customerService from "../../domain/customers/customer-service.js";
import {
  type CustomerInput,
  customerView,
  findCustomer,
  findCustomerByCustomExternalId,
} from "../../domain/customers/customer-service.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

function createCustomer(input: HandlerInput): HandlerResult {
  return objectEnvelope(
    customerView(customerService.createCustomer(input.ctx, orgOf(input), input.body as CustomerInput)),
  );
}

function getCustomer(input: HandlerInput): HandlerResult {
  return objectEnvelope(customerView(findCustomer(orgOf(input), String(input.path.guid))));
}

function updateCustomer(input: HandlerInput): HandlerResult {
  const customer = customerService.updateCustomer(
    input.ctx,
    orgOf(input),
    String(input.path.guid),
    input.body as CustomerInput,
  );
  return objectEnvelope(customerView(customer));
}

function getCustomerByCustomExternalId(input: HandlerInput): HandlerResult {
  const customer = findCustomerByCustomExternalId(orgOf(input), String(input.path.custom_external_id));
  return objectEnvelope(customerView(customer));
}

function createContact(input: HandlerInput): HandlerResult {
  const body = input.body as ContactInput;
  return objectEnvelope(
    contactView(customerService.createContact(input.ctx, orgOf(input), String(input.path.customer_guid), body)),
  );
}

export const customerRoutes: RouteTable = {
  createCustomer: { handle: createCustomer },
  getCustomer: { handle: getCustomer },
  updateCustomer: { handle: updateCustomer },
  getCustomerByCustomExternalId: { handle: getCustomerByCustomExternalId },
  createContact: { handle: createContact },
};
