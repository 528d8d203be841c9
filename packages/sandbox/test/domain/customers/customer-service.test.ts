import { describe, expect, it } from "vitest";
import {
  createContact,
  createCustomer,
  customerView,
  findCustomerByCustomExternalId,
  updateCustomer,
} from "../../../src/domain/customers/customer-service.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";

describe("customers", () => {
  it("keeps custom_external_id unique within the organisation (create and update), a customer may keep its own", () => {
    const { ctx, org } = domainContext();
    const first = createCustomer(ctx, org, { name: "Lone Star Motors", custom_external_id: "CUST-1" });
    const second = createCustomer(ctx, org, { name: "Peachtree Motors", custom_external_id: "CUST-2" });
    const taken = apiError(() => createCustomer(ctx, org, { name: "Copy", custom_external_id: "CUST-1" }));
    expect([taken.status, errorIdOf(taken)]).toEqual([400, "VALIDATION_ERROR"]);
    expect((taken.body as { data: { details: unknown } }).data.details).toEqual({
      custom_external_id: ["is already used by another customer"],
    });
    expect(
      apiError(() => updateCustomer(ctx, org, second.guid, { name: "P", custom_external_id: "CUST-1" })).status,
    ).toBe(400);
    expect(updateCustomer(ctx, org, first.guid, { name: "Lone Star", custom_external_id: "CUST-1" }).fields.name).toBe(
      "Lone Star",
    );
    expect(findCustomerByCustomExternalId(org, "CUST-2").guid).toBe(second.guid);
    expect(apiError(() => findCustomerByCustomExternalId(org, "CUST-3")).status).toBe(404);
  });

  it("PUT replaces every field (left out: null) and keeps the contacts", () => {
    const { ctx, org } = domainContext();
    const customer = createCustomer(ctx, org, {
      name: "Lone Star Motors",
      business_type: "DEALER",
      city: "Dallas",
      custom_external_id: "CUST-1",
    });
    createContact(ctx, org, customer.guid, { name: "Maria Lopez" });
    ctx.clock.advance(1000);
    updateCustomer(ctx, org, customer.guid, { name: "Lone Star Motors II", state: "TX" });
    const view = customerView(customer);
    expect(view).toMatchObject({ name: "Lone Star Motors II", state: "TX", city: null, custom_external_id: null });
    expect(view).not.toHaveProperty("business_type");
    expect((view.contacts as unknown[]).length).toBe(1);
    expect(view.changed_at).not.toBe(view.created_at);
  });
});
