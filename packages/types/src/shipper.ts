/**
 * Named aliases of the shipper API's main schemas (`shipper.components["schemas"][Name]`).
 * Response shapes tolerate unknown keys at run time; `*Input` shapes are exactly what a request accepts.
 */
import type { components } from "../generated/shipper.js";

type Schemas = components["schemas"];

// Orders and their parts.

/** An order as the service returns it. */
export type Order = Schemas["Order"];
/** The body of a create or full update of an order. */
export type OrderInput = Schemas["OrderInput"];
/** The status of an order. */
export type OrderStatus = Schemas["OrderStatus"];
/** A pickup or delivery stop of an order. */
export type Stop = Schemas["Stop"];
/** A stop in an order request body. */
export type StopInput = Schemas["StopInput"];
/** The customer block of an order. */
export type OrderCustomer = Schemas["OrderCustomer"];
/** One entry of an order's activity log. */
export type OrderActivity = Schemas["OrderActivity"];
/** A file attached to an order. */
export type OrderAttachment = Schemas["OrderAttachment"];
/** The bill of lading of an order. */
export type Bol = Schemas["Bol"];

// Vehicles.

/** A vehicle of an order as the service returns it. */
export type Vehicle = Schemas["Vehicle"];
/** A vehicle in an order request body. */
export type VehicleInput = Schemas["VehicleInput"];
/** The vehicle types the service accepts (an unknown type is rejected with the vehicle-type error). */
export type VehicleType = Schemas["VehicleType"];

// Payment.

/** The 14 payment methods. */
export type PaymentMethod = Schemas["PaymentMethod"];
/** The 18 payment terms. */
export type PaymentTerms = Schemas["PaymentTerms"];
/** The carrier payment block of an order as returned. */
export type Payment = Schemas["Payment"];
/** The carrier payment block of an order request body. */
export type PaymentInput = Schemas["PaymentInput"];

// Offers, load requests, price negotiations, insurance.

/** A load offer: an order sent to one carrier. */
export type LoadOffer = Schemas["LoadOffer"];
/** The body of an offer to a carrier: exactly one of carrier_guid, carrier_usdot, carrier_email, carrier_phone. */
export type LoadOfferInput = Schemas["LoadOfferInput"];
/** A carrier's request to haul an order posted to the loadboard. */
export type LoadRequest = Schemas["LoadRequest"];
/** The shipper's counter offer to a carrier's load request. */
export type CounterOffer = Schemas["CounterOffer"];
/** The body of a counter offer. */
export type CounterOfferInput = Schemas["CounterOfferInput"];
/** A price negotiation of an order. */
export type PriceNegotiation = Schemas["PriceNegotiation"];
/** The insurance policy of one vehicle of an order. */
export type InsurancePolicy = Schemas["InsurancePolicy"];
/** One insurance plan offered for a quote request. */
export type InsuranceQuote = Schemas["InsuranceQuote"];

// Carriers, customers, terminals.

/** A carrier record, with the shipper's own records about it in `broker_records`. */
export type Carrier = Schemas["Carrier"];
/** A reusable customer record. */
export type Customer = Schemas["Customer"];
/** The body of a customer create or update. */
export type CustomerInput = Schemas["CustomerInput"];
/** A contact of a customer or terminal. */
export type Contact = Schemas["Contact"];
/** A reusable terminal record (a pickup or delivery location). */
export type Terminal = Schemas["Terminal"];

// Webhooks subscriptions and tokens.

/** The 64 webhook actions. */
export type WebhookAction = Schemas["WebhookAction"];
/** A webhook subscription. */
export type WebhookSubscription = Schemas["WebhookSubscription"];
/** The body of a webhook subscription. */
export type WebhookSubscriptionInput = Schemas["WebhookSubscriptionInput"];
/** The fields a revision subscription can audit (`audit_field_set`). */
export type AuditField = Schemas["AuditField"];
/** The OAuth token response of `POST /oauth/token`. */
export type TokenResponse = Schemas["TokenResponse"];
/** The pagination block of a list response. */
export type Pagination = Schemas["Pagination"];

// Error shapes.

/** The failure envelope: `{ status: "fail", data: { error_id, message, details } }`. */
export type FailureEnvelope = Schemas["FailureEnvelope"];
/** 400 `VALIDATION_ERROR`: `details` maps each rejected field to its messages. */
export type ValidationFailure = Schemas["ValidationFailure"];
/** 400 for a payment method and terms pair the table does not allow. */
export type PaymentPairError = Schemas["PaymentPairError"];
/** 400 for a vehicle with a missing or unknown type. */
export type VehicleTypeError = Schemas["VehicleTypeError"];
/** 401 of the token endpoint (bad client credentials). */
export type TokenAuthError = Schemas["TokenAuthError"];
/** The OAuth error body of the token endpoint (`invalid_request`). */
export type TokenInvalidRequest = Schemas["TokenInvalidRequest"];
