/** The vehicle-type rule: every vehicle needs a `type` among the 19 of the bundle, else the vehicle-type error. */
import type { ErrorObject } from "ajv";
import type { SandboxContext } from "../../context.js";
import { businessRules } from "../../spec/business-rules.js";
import { BODY_ACCEPTED } from "../body-errors.js";
import { echoedValue } from "../echoed-value.js";
import { type ApiError, statusCodeError } from "../errors.js";

/** How a rejected type is echoed: strings as sent, anything else by its JSON kind (never a deep serialisation). */
function shownType(type: unknown): string {
  if (typeof type === "string") return echoedValue(type.length > 200 ? `${type.slice(0, 200)}...` : type);
  if (type === undefined || type === null) return "null";
  if (Array.isArray(type)) return "array";
  if (typeof type === "object") return "object";
  return String(type);
}

export function vehicleTypeMessage(type: unknown): string {
  const shown = shownType(type);
  return `Invalid vehicle type '${shown}'. Allowed types are: [${businessRules().vehicleTypes.join(", ")}]`;
}

const TYPE_PATH = /^\/vehicles\/(\d+)\/type$/;
const VEHICLE_PATH = /^\/vehicles\/(\d+)$/;

/**
 * The vehicle-type error for the first vehicle whose `type` failed schema validation (missing, not a string,
 * or outside the enum); undefined when no error concerns a vehicle type.
 */
export function vehicleTypeError(
  errors: readonly ErrorObject[],
  body: unknown,
  ctx?: SandboxContext,
): ApiError | typeof BODY_ACCEPTED | undefined {
  let first: number | undefined;
  let typeErrors = 0;
  for (const error of errors) {
    const typeMatch = TYPE_PATH.exec(error.instancePath);
    const missing =
      error.keyword === "required" && (error.params as { missingProperty?: string }).missingProperty === "type"
        ? VEHICLE_PATH.exec(error.instancePath)
        : null;
    const index = typeMatch?.[1] ?? missing?.[1];
    if (typeMatch) typeErrors += 1;
    if (index !== undefined && (first === undefined || Number(index) < first)) first = Number(index);
  }
  if (first === undefined) return undefined;
  if (ctx?.faults.has("accept-any-vehicle-type") && typeErrors === errors.length) return BODY_ACCEPTED;
  const vehicles = (body as { vehicles?: unknown[] }).vehicles ?? [];
  const vehicle = vehicles[first] as { type?: unknown } | undefined;
  return statusCodeError(vehicleTypeMessage(vehicle?.type));
}
