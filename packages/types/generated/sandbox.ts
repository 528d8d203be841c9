/**
 * Generated from spec/dist/sandbox.json with openapi-typescript 7.13.0 by packages/types/scripts/generate.ts.
 * Do not edit: run `pnpm --filter @haulkit/types generate` after `pnpm bundle`.
 */

export interface paths {
    "/_sandbox/orders/{order_guid}/load_requests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a load request as the carrier
         * @description The carrier asks to haul the order: the new request is `pending` and the shipper answers it with `acceptLoadRequest`, `declineLoadRequest` or a counter offer. The order must still be open for carriers (`new`, `pending`, `declined`, `canceled` or `order_canceled`), else 409 `ORDER_NOT_OPEN`; the loadboard posting the real service requires is not checked (the sandbox has no loadboard yet). `requested_price` follows the order price's rule (the same three messages); `delivery_date` cannot be earlier than `pickup_date`.
         *
         *     Side effect: publishes `load_request.created` (payload `order_guid` and the request as `data`).
         */
        post: operations["sendCarrierLoadRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/load_requests/{request_guid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a load request as the carrier
         * @description The carrier replaces its pending request (same rules as sending one; the carrier stays the same). A request that is no longer pending is 409 `LOAD_REQUEST_NOT_PENDING`. A pending counter offer of the shipper is left as it is.
         *
         *     Side effect: publishes `load_request.updated`.
         */
        put: operations["updateCarrierLoadRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/load_requests/{request_guid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a load request as the carrier
         * @description The carrier withdraws its pending request; its status becomes `canceled`. No body. A request that is no longer pending is 409 `LOAD_REQUEST_NOT_PENDING`.
         *
         *     Side effect: publishes `load_request.canceled_by_carrier`.
         */
        post: operations["cancelCarrierLoadRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/offers/{offer_guid}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a load offer as the carrier
         * @description The carrier accepts a `new` offer: the offer becomes `accepted` and a carrier addressed by USDOT number, e-mail or phone is registered (the offer's `carrier_guid` is set). A `pending` order becomes `accepted`; an order the shipper has moved on since keeps its status. Any other offer status is 409 `OFFER_STATE_CONFLICT`. No body.
         *
         *     Side effect: publishes `offer.accepted` (payload status: the order's status). The `.ignored` variant (the order was manually marked picked up or delivered) is not produced: the sandbox has no manual marks yet.
         */
        post: operations["acceptOfferAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/offers/{offer_guid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a load offer as the carrier
         * @description The carrier declines a `new` offer: the offer becomes `declined` and a `pending` order becomes `declined` (an order the shipper has moved on since keeps its status). Any other offer status is 409 `OFFER_STATE_CONFLICT`. No body.
         *
         *     Side effect: publishes `offer.declined`. The `.ignored` variant (the order was manually marked delivered) is not produced: the sandbox has no manual marks yet.
         */
        post: operations["declineOfferAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/offers/{offer_guid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an accepted load offer as the carrier
         * @description The carrier cancels an offer it had accepted: the offer becomes `canceled_by_carrier` and an `accepted` order becomes `canceled` (an order the shipper has moved on since keeps its status). A `new` offer is declined, not canceled: any status but `accepted` is 409 `OFFER_STATE_CONFLICT`. No body.
         *
         *     Side effect: publishes `offer.canceled_by_carrier`. The `.ignored` variant (cancel after delivery) is not produced: the sandbox has no manual marks yet.
         */
        post: operations["cancelOfferAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the test clock
         * @description The sandbox's current time and the number of timers waiting. Only for a sandbox started with a manual clock; on the real clock 409 `CLOCK_NOT_MANUAL`.
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the test clock forward
         * @description Moves the manual clock forward by `seconds` (rounded to the millisecond); timers that fall due on the way fire in due order. Time is shared by every organisation of the sandbox. On the real clock 409 `CLOCK_NOT_MANUAL`.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the caller's organisation
         * @description Deletes every object of the caller's organisation (orders, offers, load requests, counter offers, price negotiations, activities) and its recent events, and restarts its counters. Other organisations, the clock and access tokens are untouched. No body.
         */
        post: operations["resetSandboxOrganisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description Identifier of an object (UUID).
         * @example 3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
         */
        Guid: string;
        /**
         * @description A price: positive, a well-formed decimal with at most 2 fraction digits, not empty. Sent as a JSON number or a decimal string. `x-max-fraction-digits` carries the fraction-digit rule for numbers (see spec/README.md).
         * @example 1250.5
         */
        Price: number | string;
        /**
         * @description ISO 8601 date-time with millisecond precision and a numeric zone offset without a colon, shape `yyyy-MM-ddTHH:mm:ss.SSS+0000`. Not RFC 3339 (`Z` and `+00:00` are not this shape), so the spec uses a pattern instead of `format: date-time`.
         * @example 2026-03-14T09:30:00.000+0000
         */
        DateTime: string;
        /**
         * @description The fields a carrier sets on its load request, shared by the helpers' request and response schemas: the price asked, the dates offered, a comment and the carrier's contact details (the shipper API's `LoadRequest` fields).
         * @example {
         *       "requested_price": 1150,
         *       "pickup_date": "2026-03-16T08:00:00.000+0000",
         *       "delivery_date": "2026-03-19T17:00:00.000+0000",
         *       "carrier_comment": "Can pick up Monday morning.",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_phone": "+1 555 0100",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_usdot": "3141592"
         *     }
         */
        CarrierLoadRequestFields: {
            /** @description The price the carrier asks for: positive, a well-formed decimal with at most 2 fraction digits, not empty (the order price's rule and messages). Responses give it as a number. */
            requested_price?: components["schemas"]["Price"];
            /** @description When the carrier can pick up; responses give it in UTC. */
            pickup_date?: components["schemas"]["DateTime"];
            /** @description When the carrier can deliver; not before `pickup_date`; responses give it in UTC. */
            delivery_date?: components["schemas"]["DateTime"];
            /** @description The carrier's comment, up to 160 characters; an empty comment is stored as null. */
            carrier_comment?: string | null;
            carrier_email?: string;
            carrier_phone?: string;
            carrier_name?: string;
            carrier_contact_name?: string;
            carrier_address?: string;
            carrier_city?: string;
            carrier_state?: string;
            carrier_zip?: string;
            carrier_usdot?: string;
        };
        /**
         * @description Body of a new load request: `requested_price`, `pickup_date` and `delivery_date` are required. `carrier_guid` names the carrier; without it the sandbox derives a stable guid from the USDOT number, e-mail or phone (a random one when none is given).
         * @example {
         *       "requested_price": 1150,
         *       "pickup_date": "2026-03-16T08:00:00.000+0000",
         *       "delivery_date": "2026-03-19T17:00:00.000+0000",
         *       "carrier_comment": "Can pick up Monday morning.",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_usdot": "3141592"
         *     }
         */
        CarrierLoadRequestInput: WithRequired<components["schemas"]["CarrierLoadRequestFields"], "requested_price" | "pickup_date" | "delivery_date"> & {
            /** @description Guid of the carrier sending the request. */
            carrier_guid?: components["schemas"]["Guid"];
        };
        /**
         * @description Envelope status; `success` on every 2xx response.
         * @example success
         * @enum {string}
         */
        SuccessStatus: "success" | "fail";
        /** @description Success envelope of a single object: `status` is `success` and the object is `data.object`. Responses compose it with `allOf` and narrow `data.object` to the resource. */
        ObjectEnvelope: {
            status: components["schemas"]["SuccessStatus"];
            data: {
                object: Record<string, unknown>;
            };
        };
        /**
         * @description Status of a load request. Not shown in the documents; the values are assumed from the load request operations and actions (accept, decline by the shipper, cancel by the carrier; see GAPS.md).
         * @example pending
         * @enum {string}
         */
        LoadRequestStatus: "pending" | "accepted" | "declined" | "canceled";
        /**
         * @description A carrier's load request as the helpers return it: the shipper API's `LoadRequest` fields with the status, the order and the timestamps.
         * @example {
         *       "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "requested_price": 1150,
         *       "pickup_date": "2026-03-16T08:00:00.000+0000",
         *       "delivery_date": "2026-03-19T17:00:00.000+0000",
         *       "carrier_comment": "Can pick up Monday morning.",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_usdot": "3141592",
         *       "status": "pending",
         *       "created_at": "2026-03-14T10:00:00.000+0000",
         *       "changed_at": "2026-03-14T10:00:00.000+0000"
         *     }
         */
        CarrierLoadRequest: WithRequired<components["schemas"]["CarrierLoadRequestFields"], "pickup_date" | "delivery_date" | "carrier_comment"> & {
            /** @description Guid of the load request (the `request_guid` of the shipper API's paths). */
            guid: components["schemas"]["Guid"];
            /** @description Guid of the order requested. */
            order_guid: components["schemas"]["Guid"];
            requested_price: number;
            /** @description Guid of the carrier (given, or derived by the sandbox). */
            carrier_guid: components["schemas"]["Guid"];
            status: components["schemas"]["LoadRequestStatus"];
            created_at: components["schemas"]["DateTime"];
            changed_at: components["schemas"]["DateTime"];
        };
        /**
         * @description The failure envelope: `status` is `fail` and `data` carries `error_id`, `message` and `details`. The complete list of `error_id` values is not shown in the documents (see GAPS.md).
         * @example {
         *       "status": "fail",
         *       "data": {
         *         "error_id": "NOT_FOUND",
         *         "message": "Order not found",
         *         "details": null
         *       }
         *     }
         */
        FailureEnvelope: {
            /** @constant */
            status: "fail";
            data: {
                /** @description Machine-readable error code, such as `NOT_FOUND`, `AUTH_ERROR` or `VALIDATION_ERROR`. */
                error_id: string;
                /** @description Human-readable explanation. */
                message: string;
                /** @description Extra data (validation messages and the like), or null. */
                details: Record<string, unknown> | null;
            };
        };
        /**
         * @description 400 `VALIDATION_ERROR`: `details` maps each rejected field (a dotted path such as `vehicles.0.year`) to the list of messages about it.
         * @example {
         *       "status": "fail",
         *       "data": {
         *         "error_id": "VALIDATION_ERROR",
         *         "message": "Validation failed",
         *         "details": {
         *           "price": [
         *             "must be a well-formed decimal with at most 2 fraction digits"
         *           ]
         *         }
         *       }
         *     }
         */
        ValidationFailure: components["schemas"]["FailureEnvelope"] & {
            data?: {
                /** @constant */
                error_id?: "VALIDATION_ERROR";
                details?: {
                    [key: string]: string[];
                };
            };
        };
        /**
         * @description Body of a load request update: the carrier replaces its request (fields left out are cleared; an omitted `carrier_comment` becomes null). The carrier itself (`carrier_guid`) cannot change.
         * @example {
         *       "requested_price": 1100,
         *       "pickup_date": "2026-03-17T08:00:00.000+0000",
         *       "delivery_date": "2026-03-20T17:00:00.000+0000",
         *       "carrier_comment": "Tuesday works too, for a bit less."
         *     }
         */
        CarrierLoadRequestUpdate: WithRequired<components["schemas"]["CarrierLoadRequestFields"], "requested_price" | "pickup_date" | "delivery_date"> & Record<string, unknown>;
        /**
         * @description Status of a load offer. Only `new` is shown (the sample status); the other values and the transitions are not shown and are assumed from the offer webhook actions (`offer.accepted`, `offer.declined`, `offer.canceled`, `offer.canceled_by_carrier`; see GAPS.md).
         * @example new
         * @enum {string}
         */
        LoadOfferStatus: "new" | "accepted" | "declined" | "canceled" | "canceled_by_carrier";
        /**
         * @description Order status. `order_canceled` orders are still active (they can be offered or posted); `delivery_verified` is used by the payment-service manual flow.
         * @example new
         * @enum {string}
         */
        OrderStatus: "new" | "pending" | "accepted" | "canceled" | "declined" | "picked_up" | "delivered" | "invoiced" | "paid" | "order_canceled" | "delivery_verified";
        /**
         * @description A load offer after the carrier's answer: the shipper API's `LoadOffer` fields plus `order_status`, the order's status after the answer (a helper-only field).
         * @example {
         *       "guid": "9b2f6c1e-3d4a-4b5c-8e7f-0a1b2c3d4e5f",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_usdot": "3141592",
         *       "carrier_email": null,
         *       "carrier_phone": null,
         *       "status": "accepted",
         *       "is_active": true,
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:45:00.000+0000",
         *       "order_status": "accepted"
         *     }
         */
        LoadOffer: {
            guid: components["schemas"]["Guid"];
            order_guid: components["schemas"]["Guid"];
            /**
             * Format: uuid
             * @description Guid of the carrier; a carrier addressed by USDOT number, e-mail or phone gets its guid when it accepts (null before that).
             */
            carrier_guid: string | null;
            carrier_usdot?: string | null;
            carrier_email?: string | null;
            carrier_phone?: string | null;
            status: components["schemas"]["LoadOfferStatus"];
            is_active?: boolean;
            created_at?: components["schemas"]["DateTime"];
            changed_at?: components["schemas"]["DateTime"];
            /** @description The order's status after the carrier's answer. */
            order_status: components["schemas"]["OrderStatus"];
        };
        /**
         * @description The sandbox's manual test clock.
         * @example {
         *       "kind": "manual",
         *       "now": "2026-03-14T09:30:00.000+0000",
         *       "pending_timers": 0
         *     }
         */
        ClockState: {
            /**
             * @description The clock's kind; the helpers only answer for a manual clock.
             * @enum {string}
             */
            kind: "manual";
            /** @description The sandbox's current time, in UTC. */
            now: components["schemas"]["DateTime"];
            /** @description Timers (webhook retries and the like) that have not fired yet. */
            pending_timers: number;
        };
        /**
         * @description How far to move the manual clock. Timers that fall due on the way fire in due order, each seeing its own due time.
         * @example {
         *       "seconds": 3600
         *     }
         */
        ClockAdvanceInput: {
            /** @description Seconds to move forward, rounded to the millisecond (at most 10 years at once). */
            seconds: number;
        };
        /**
         * @description The caller's organisation after a reset: its orders, offers, load requests, counter offers, price negotiations, activities and recent events are gone. Access tokens stay valid.
         * @example {
         *       "org_guid": "5f0c6b1e-2a3d-5b4c-8d9e-0f1a2b3c4d5e",
         *       "reset_at": "2026-03-14T09:30:00.000+0000"
         *     }
         */
        ResetResult: {
            /** @description Guid of the organisation that was cleared. */
            org_guid: components["schemas"]["Guid"];
            /** @description When it was cleared (sandbox clock). */
            reset_at: components["schemas"]["DateTime"];
        };
    };
    responses: {
        /** @description The load request. */
        LoadRequestObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                 *           "requested_price": 1150,
                 *           "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *           "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *           "carrier_comment": "Can pick up Monday morning.",
                 *           "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *           "carrier_email": "dispatch@roadrunner-auto.example",
                 *           "carrier_name": "Roadrunner Auto Transport LLC",
                 *           "carrier_usdot": "3141592",
                 *           "status": "pending",
                 *           "created_at": "2026-03-14T10:00:00.000+0000",
                 *           "changed_at": "2026-03-14T10:00:00.000+0000"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["CarrierLoadRequest"];
                    };
                };
            };
        };
        /** @description The request failed validation (`VALIDATION_ERROR`): `details` maps each rejected field (a dotted path) to its messages. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "VALIDATION_ERROR",
                 *         "message": "Validation failed",
                 *         "details": {
                 *           "requested_price": [
                 *             "must be positive"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationFailure"];
            };
        };
        /** @description Missing, malformed or expired bearer token (the shipper API's token). The sandbox always sends the failure envelope with `AUTH_ERROR`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "AUTH_ERROR",
                 *         "message": "Full authentication is required to access this resource",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "AUTH_ERROR";
                    };
                };
            };
        };
        /** @description The object does not exist or belongs to another organisation (existence is not disclosed). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "NOT_FOUND",
                 *         "message": "Order not found",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "NOT_FOUND";
                    };
                };
            };
        };
        /** @description The load request is no longer pending (accepted, declined or canceled): the carrier can no longer change or cancel it. Nothing changes. */
        LoadRequestNotPending: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "LOAD_REQUEST_NOT_PENDING",
                 *         "message": "Load request is accepted: only a pending request can be answered",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "LOAD_REQUEST_NOT_PENDING";
                    };
                };
            };
        };
        /** @description The offer after the carrier's answer, with the order's status. */
        OfferObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["LoadOffer"];
                    };
                };
            };
        };
        /** @description The offer is not in a state that allows this answer: only a `new` offer can be accepted or declined, only an `accepted` one canceled by the carrier. Nothing changes. */
        OfferStateConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "OFFER_STATE_CONFLICT",
                 *         "message": "The offer is declined: only a new offer can be accepted",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "OFFER_STATE_CONFLICT";
                    };
                };
            };
        };
        /** @description The clock after the call. */
        ClockObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "kind": "manual",
                 *           "now": "2026-03-14T10:30:00.000+0000",
                 *           "pending_timers": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["ClockState"];
                    };
                };
            };
        };
        /** @description The sandbox runs on the real clock (the default): the test clock helpers only work when it was started with a manual clock (`clock: "manual"`). */
        ClockNotManual: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "CLOCK_NOT_MANUAL",
                 *         "message": "The sandbox runs on the real clock; start it with a manual clock to use the test clock",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "CLOCK_NOT_MANUAL";
                    };
                };
            };
        };
    };
    parameters: {
        /** @description Guid of an order of the caller's organisation. */
        OrderGuid: components["schemas"]["Guid"];
        /** @description Guid of a load request on the order. */
        RequestGuid: components["schemas"]["Guid"];
        /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
        OfferGuid: components["schemas"]["Guid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaGuid = components['schemas']['Guid'];
export type SchemaPrice = components['schemas']['Price'];
export type SchemaDateTime = components['schemas']['DateTime'];
export type SchemaCarrierLoadRequestFields = components['schemas']['CarrierLoadRequestFields'];
export type SchemaCarrierLoadRequestInput = components['schemas']['CarrierLoadRequestInput'];
export type SchemaSuccessStatus = components['schemas']['SuccessStatus'];
export type SchemaObjectEnvelope = components['schemas']['ObjectEnvelope'];
export type SchemaLoadRequestStatus = components['schemas']['LoadRequestStatus'];
export type SchemaCarrierLoadRequest = components['schemas']['CarrierLoadRequest'];
export type SchemaFailureEnvelope = components['schemas']['FailureEnvelope'];
export type SchemaValidationFailure = components['schemas']['ValidationFailure'];
export type SchemaCarrierLoadRequestUpdate = components['schemas']['CarrierLoadRequestUpdate'];
export type SchemaLoadOfferStatus = components['schemas']['LoadOfferStatus'];
export type SchemaOrderStatus = components['schemas']['OrderStatus'];
export type SchemaLoadOffer = components['schemas']['LoadOffer'];
export type SchemaClockState = components['schemas']['ClockState'];
export type SchemaClockAdvanceInput = components['schemas']['ClockAdvanceInput'];
export type SchemaResetResult = components['schemas']['ResetResult'];
export type ResponseLoadRequestObject = components['responses']['LoadRequestObject'];
export type ResponseValidationError = components['responses']['ValidationError'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseLoadRequestNotPending = components['responses']['LoadRequestNotPending'];
export type ResponseOfferObject = components['responses']['OfferObject'];
export type ResponseOfferStateConflict = components['responses']['OfferStateConflict'];
export type ResponseClockObject = components['responses']['ClockObject'];
export type ResponseClockNotManual = components['responses']['ClockNotManual'];
export type ParameterOrderGuid = components['parameters']['OrderGuid'];
export type ParameterRequestGuid = components['parameters']['RequestGuid'];
export type ParameterOfferGuid = components['parameters']['OfferGuid'];
export type $defs = Record<string, never>;
export interface operations {
    sendCarrierLoadRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requested_price": 1150,
                 *       "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *       "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *       "carrier_comment": "Can pick up Monday morning.",
                 *       "carrier_email": "dispatch@roadrunner-auto.example",
                 *       "carrier_name": "Roadrunner Auto Transport LLC",
                 *       "carrier_usdot": "3141592"
                 *     }
                 */
                "application/json": components["schemas"]["CarrierLoadRequestInput"];
            };
        };
        responses: {
            200: components["responses"]["LoadRequestObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The order is no longer open for carriers (`ORDER_NOT_OPEN`); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "fail",
                     *       "data": {
                     *         "error_id": "ORDER_NOT_OPEN",
                     *         "message": "The order is accepted: it takes no load requests",
                     *         "details": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @constant */
                            error_id?: "ORDER_NOT_OPEN";
                        };
                    };
                };
            };
        };
    };
    updateCarrierLoadRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requested_price": 1100,
                 *       "pickup_date": "2026-03-17T08:00:00.000+0000",
                 *       "delivery_date": "2026-03-20T17:00:00.000+0000",
                 *       "carrier_comment": "Tuesday works too, for a bit less."
                 *     }
                 */
                "application/json": components["schemas"]["CarrierLoadRequestUpdate"];
            };
        };
        responses: {
            200: components["responses"]["LoadRequestObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LoadRequestNotPending"];
        };
    };
    cancelCarrierLoadRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoadRequestObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LoadRequestNotPending"];
        };
    };
    acceptOfferAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OfferObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OfferStateConflict"];
        };
    };
    declineOfferAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OfferObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OfferStateConflict"];
        };
    };
    cancelOfferAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of a load offer (as `sendLoadOffer` returned it). */
                offer_guid: components["parameters"]["OfferGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OfferObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OfferStateConflict"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClockObject"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["ClockNotManual"];
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["ClockAdvanceInput"];
            };
        };
        responses: {
            200: components["responses"]["ClockObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["ClockNotManual"];
        };
    };
    resetSandboxOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "object": {
                     *           "org_guid": "5f0c6b1e-2a3d-5b4c-8d9e-0f1a2b3c4d5e",
                     *           "reset_at": "2026-03-14T09:30:00.000+0000"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["ResetResult"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
