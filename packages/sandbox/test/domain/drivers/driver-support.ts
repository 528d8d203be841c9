/** Shared setup of the driver domain tests: a fresh organisation with orders put directly into a status. */

import type { OrderRecord, OrderStatus } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import type { DomainEvent } from "../../../src/state/events.js";
import { domainContext } from "../../support/context.js";
import { orderBody } from "../../support/sandbox.js";

export type DriverWorld = ReturnType<typeof domainContext> & {
  order(status: OrderStatus): OrderRecord;
  events(action: string): DomainEvent[];
  guids(order: OrderRecord): string[];
};

export function driverWorld(): DriverWorld {
  const world = domainContext();
  return {
    ...world,
    order: (status) => {
      const order = createOrder(world.ctx, world.org, orderBody());
      order.status = status;
      return order;
    },
    events: (action) => world.ctx.events.recent(world.org.guid).filter((event) => event.action === action),
    guids: (order) => (order.doc.vehicles ?? []).map((vehicle) => vehicle.guid),
  };
}

/** Degrees of latitude that make `km` kilometres along a meridian (the sandbox's Earth radius, 6371.0 km). */
export const latitudeDegrees = (km: number): number => (km / (3958.8 * 1.609344 * Math.PI)) * 180;
