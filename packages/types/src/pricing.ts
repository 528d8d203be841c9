/** Named aliases of the pricing (recommended-price) service's schemas (`pricing.components["schemas"][Name]`). */
import type { components } from "../generated/pricing.js";

type Schemas = components["schemas"];

/** The request body of both versions: trailer type, pickup and delivery locations, vehicles. */
export type RecommendedPriceRequest = Schemas["RecommendedPriceRequest"];
/** A pickup or delivery location: a `zip`, or a `city` and a `state` (all three may be sent). */
export type PriceLocation = Schemas["Location"];
/** A vehicle to price (`year` is a string here). */
export type PriceRequestVehicle = Schemas["PriceRequestVehicle"];
/** The trailer types. */
export type TrailerType = Schemas["TrailerType"];
/** The version 1 response: recommended price, price per mile, distance, confidence, volume. */
export type RecommendedPriceV1 = Schemas["RecommendedPriceV1"];
/** The version 2 response: version 1's fields plus the price range, time to dispatch and recent moves. */
export type RecommendedPriceV2 = Schemas["RecommendedPriceV2"];
/** A recent comparable move of a version 2 response. */
export type RecentMove = Schemas["RecentMove"];
/** The pricing failure body: `{ meta: { status: "fail" }, data: { message, details? } }`. */
export type PricingError = Schemas["PricingError"];
