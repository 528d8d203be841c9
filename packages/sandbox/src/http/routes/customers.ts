/** The customer operations of the shipper API: create, read, update, lookup by custom external id, contacts. */
import type { ContactInput } from "../../domain/customers/counterparty.js";
import { contactView } from "../../domain/customers/counterparty.js";
import {
  type CustomerInput,
  createContact,
  createCustomer,
  customerView,
  findCustomer,
  findCustomerByCustomExternalId,
  updateCustomer,
} from "../../domain/customers/customer-service.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

export const customerRoutes: RouteTable = {
  createCustomer: {
    handle: (input) =>
      objectEnvelope(customerView(createCustomer(input.ctx, orgOf(input), input.body as CustomerInput))),
  },
  getCustomer: {
    handle: (input) => objectEnvelope(customerView(findCustomer(orgOf(input), String(input.path.guid)))),
  },
  updateCustomer: {
    handle: (input) => {
      const customer = updateCustomer(input.ctx, orgOf(input), String(input.path.guid), input.body as CustomerInput);
      return objectEnvelope(customerView(customer));
    },
  },
  getCustomerByCustomExternalId: {
    handle: (input) => {
      const customer = findCustomerByCustomExternalId(orgOf(input), String(input.path.custom_external_id));
      return objectEnvelope(customerView(customer));
    },
  },
  createContact: {
    handle: (input) => {
      const body = input.body as ContactInput;
      return objectEnvelope(
        contactView(createContact(input.ctx, orgOf(input), String(input.path.customer_guid), body)),
      );
    },
  },
};
