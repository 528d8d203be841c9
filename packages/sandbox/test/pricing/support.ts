/** Shared by the pricing tests: request builders, and `price()`, which validates every body against the bundle. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createSpecAjv } from "@haulkit/spec/ajv";
import { expect } from "vitest";
import {
  type PriceRequestVehicle,
  type PricingResult,
  type PricingVersion,
  type RecommendedPriceRequest,
  recommendPrice,
} from "../../src/pricing/index.js";

export const NOW = new Date("2026-03-01T12:00:00.000Z");

const bundle = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("@haulkit/spec/dist/pricing.json"), "utf8"),
) as { paths: Record<string, { post: { responses: Record<string, { $ref?: string }> } }> };

const ajv = createSpecAjv();
ajv.addSchema(bundle, "pricing");

const okSchema = (version: PricingVersion) =>
  `pricing#/paths/~1api~1v${version}~1recommended-price/post/responses/200/content/application~1json/schema`;
export const BAD_REQUEST_REF = "#/components/responses/BadRequest";
const badSchema = `pricing${BAD_REQUEST_REF}/content/application~1json/schema`;

/** The 400 responses of both paths are the shared BadRequest response (so validating against it is right). */
export function badRequestRefs(): (string | undefined)[] {
  return [1, 2].map((version) => bundle.paths[`/api/v${version}/recommended-price`]?.post.responses["400"]?.$ref);
}

/** Ajv's errors of `body` against the schema of `status` for `version`; empty when valid. */
export function schemaErrors(version: PricingVersion, status: 200 | 400, body: unknown): string[] {
  const validate = ajv.getSchema(status === 200 ? okSchema(version) : badSchema);
  if (!validate) throw new Error(`schema for ${status} v${version} missing from the bundle`);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** recommendPrice, with its body checked against the spec's schema for the status it returned. */
export function price(request: RecommendedPriceRequest, version: PricingVersion = 1, now = NOW): PricingResult {
  const result = recommendPrice(request, version, now);
  expect(schemaErrors(version, result.status, result.body), JSON.stringify(result.body)).toEqual([]);
  return result;
}

export interface V1Data {
  price: number;
  price_per_mile: number;
  distance_miles: number;
  confidence: number;
  volume: number;
}

export interface V2Data extends V1Data {
  price_range_lower: number;
  price_range_upper: number;
  min_expected_time_to_dispatch: number;
  max_expected_time_to_dispatch: number;
  recent_moves: {
    delivered_date: string;
    dispatched_date: string;
    posting_date: string;
    price: number;
    posted_price: number;
    pickup_city: string;
    pickup_state: string;
    delivery_city: string;
    delivery_state: string;
    distance_miles: number;
    vehicles: { year: number; is_inoperable: boolean; requires_enclosed_trailer: boolean }[];
  }[];
}

/** The `data` of a 200 (fails the test on any other status). */
export function data<T = V1Data>(result: PricingResult): T {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { data: T }).data;
}

export const SEDAN: PriceRequestVehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2019" };

/** Chicago 60601 -> Houston 77002, one operable sedan, open trailer, unless overridden. */
export function request(overrides: Partial<RecommendedPriceRequest> = {}): RecommendedPriceRequest {
  return { pickup: { zip: "60601" }, delivery: { zip: "77002" }, vehicles: [SEDAN], ...overrides };
}
