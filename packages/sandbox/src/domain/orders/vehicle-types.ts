/** The vehicle-type rule: every vehicle needs a `type` among the 19 of the bundle, else the vehicle-type error. */
import type { ErrorObject } from "ajv";
import { type ApiError, statusCodeError } from "../../http/errors.js";
import { businessRules } from "../../spec/business-rules.js";

export function vehicleTypeMessage(type: unknown): string {
  const shown = typeof type === "string" ? type : type === undefined ? "null" : JSON.stringify(type);
  return `Invalid vehicle type '${shown}'. Allowed types are: [${businessRules().vehicleTypes.join(", ")}]`;
}

const TYPE_PATH = /^\/vehicles\/(\d+)\/type$/;
const VEHICLE_PATH = /^\/vehicles\/(\d+)$/;

/**
 * The vehicle-type error for the first vehicle whose `type` failed schema validation (missing, not a string,
 * or outside the enum); undefined when no error concerns a vehicle type.
 */
export function vehicleTypeError(errors: readonly ErrorObject[], body: unknown): ApiError | undefined {
  let first: number | undefined;
  for (const error of errors) {
    const typeMatch = TYPE_PATH.exec(error.instancePath);
    const missing =
      error.keyword === "required" && (error.params as { missingProperty?: string }).missingProperty === "type"
        ? VEHICLE_PATH.exec(error.instancePath)
        : null;
    const index = typeMatch?.[1] ?? missing?.[1];
    if (index !== undefined && (first === undefined || Number(index) < first)) first = Number(index);
  }
  if (first === undefined) return undefined;
  const vehicles = (body as { vehicles?: unknown[] }).vehicles ?? [];
  const vehicle = vehicles[first] as { type?: unknown } | undefined;
  return statusCodeError(vehicleTypeMessage(vehicle?.type));
}
