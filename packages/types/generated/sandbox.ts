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
         * @description The carrier asks to haul the order: the new request is `pending` and the shipper answers it with `acceptLoadRequest`, `declineLoadRequest` or a counter offer. The order must still be open for carriers (`new`, `pending`, `declined`, `canceled` or `order_canceled`), else 409 `ORDER_NOT_OPEN`. A carrier the organisation has blacklisted (`broker_records.in_blacklist`, the carrier found by `carrier_guid`, USDOT number, e-mail or phone) cannot request loads: 409 `CARRIER_BLACKLISTED`. The loadboard posting the real service requires is not checked, so tests can send requests on any open order. `requested_price` follows the order price's rule (the same three messages); `delivery_date` cannot be earlier than `pickup_date`.
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
         *     Side effect: publishes `offer.accepted` (payload status: the order's status). When the shipper has manually marked the order picked up or delivered (the rule of the carrier's pickup), the order keeps its status and `offer.accepted.ignored` is published instead; the offer is still `accepted`.
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
         *     Side effect: publishes `offer.declined`. When the shipper has manually marked the order delivered, the order keeps its status and `offer.declined.ignored` is published instead; the offer is still `declined`.
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
         *     Side effect: publishes `offer.canceled_by_carrier`. After delivery (the order is `delivered`, or the shipper manually marked it delivered) the order keeps its status and `offer.canceled_by_carrier.ignored` is published instead; the offer is still `canceled_by_carrier`.
         */
        post: operations["cancelOfferAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/offers/{offer_guid}/revert": {
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
         * Revert the order to new as the carrier
         * @description The carrier reverts the order of an offer it accepted back to `new` in the carrier application (for example after marking the pickup by mistake). The offer must be `accepted`, else 409 `OFFER_STATE_CONFLICT`. A `picked_up` order goes back to `accepted` (activity `offer_updated_to_accepted`, by the carrier) and `offer.updated_to_accepted` is published; a `delivered` order keeps its status (reverting from `delivered` to `new`, directly or through `picked_up`, is ignored for status purposes) and `offer.updated_to_accepted.ignored` is published. Any other order status is 409 `ORDER_NOT_REVERTIBLE` (sandbox rule). The offer stays `accepted`. No body.
         *
         *     Side effect: publishes `offer.updated_to_accepted` or `offer.updated_to_accepted.ignored` (payload status: the order's status after the revert).
         */
        post: operations["revertOfferAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/driver/pickup_eta": {
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
         * Update the pickup ETA as the driver
         * @description The driver reports a new estimated arrival window at the pickup location for vehicles of the order (`vehicle_guids`, default every vehicle of the order). Needs an `accepted` order (the carrier has it and has not picked it up), else 409 `DRIVER_UPDATE_NOT_ALLOWED` (sandbox choice: the document does not say which orders take driver updates). A guid that is not a vehicle of the order, a `date_until` earlier than `date_from` or a date that does not exist is 400 `VALIDATION_ERROR`; an order without vehicles and no `vehicle_guids` is 400 too. Dates are returned in UTC; empty notes become null. Nothing is stored on the order (the shipper API shows no ETA field).
         *
         *     Side effect: publishes `vehicle.pickup_eta_updated_by_driver` with `order_guid`, `vehicle_guids`, `notes`, `date_from` and `date_until` (the answer's object).
         */
        post: operations["updatePickupEtaAsDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/driver/delivery_eta": {
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
         * Update the delivery ETA as the driver
         * @description The driver reports a new estimated arrival window at the delivery location for vehicles of the order (`vehicle_guids`, default every vehicle of the order). Needs an `accepted` or `picked_up` order, else 409 `DRIVER_UPDATE_NOT_ALLOWED` (sandbox choice: the document does not say which orders take driver updates). A guid that is not a vehicle of the order, a `date_until` earlier than `date_from` or a date that does not exist is 400 `VALIDATION_ERROR`; an order without vehicles and no `vehicle_guids` is 400 too. Dates are returned in UTC; empty notes become null. Nothing is stored on the order (the shipper API shows no ETA field).
         *
         *     Side effect: publishes `vehicle.delivery_eta_updated_by_driver` with `order_guid`, `vehicle_guids`, `notes`, `date_from` and `date_until` (the answer's object).
         */
        post: operations["updateDeliveryEtaAsDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/driver/location": {
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
         * Report the driver's GPS location
         * @description The driver's GPS position for vehicles of a `picked_up` order (`vehicle_guids`, default every vehicle of the order); another order status is 409 `DRIVER_UPDATE_NOT_ALLOWED`, a guid that is not a vehicle of the order 400 `VALIDATION_ERROR`. The address is reverse geocoded deterministically: the nearest US ZIP code's place (`Oklahoma City, OK 73102, USA`), or the coordinates (`12.50000, -40.25000`) when no ZIP is within 100 km.
         *
         *     Side effects, in this order (the answer's `published` lists them): `vehicle.gps_activated` with the vehicles whose tracking was inactive (all of them in one event, `gps_active: true`; not repeated while tracking stays active); then `vehicle.driver_location_updated` with `order_guid`, the position, its address and the vehicles that moved meaningfully — a vehicle's first location, or one at least 1 km (great-circle) from the position its last such event carried; nothing when none did. Every location re-arms the vehicles' staleness timer on the sandbox clock: once more than one hour passes without a location (at the last location + 1 h + 1 ms), the staleness job publishes `vehicle.gps_deactivated` (`gps_active: false`) with every vehicle of the organisation that went stale at that instant, whatever its order.
         */
        post: operations["reportDriverLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/driver/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        /**
         * Read the GPS tracking of an order's vehicles
         * @description The GPS tracking of every vehicle of the order: `gps_active`, the last location and when it arrived, and, while active, `deactivates_at` (the last location + 1 h + 1 ms: the first instant with more than one hour without a location). A vehicle that never had a location is inactive with nulls. Any order status; changes nothing.
         */
        get: operations["getVehicleTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/escalations": {
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
         * Submit an escalation as the broker
         * @description A broker escalates an issue with the order to the shipper: the new escalation is `open` and keeps the broker's `reasons` (reason code -> text). Any order status; an order may have several escalations.
         *
         *     Side effect: publishes `escalation.submitted` with `order_guid` and `escalation_guid` (the spec's assumed payload: the document does not show it).
         */
        post: operations["submitEscalationAsBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/escalations/{escalation_guid}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of an escalation of the order (as returned when it was submitted). */
                escalation_guid: components["parameters"]["EscalationGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an escalation as the shipper
         * @description The shipper resolves an open escalation of the order (the service's resolve operation exists but its method and path are not shown, so the sandbox offers it here): the escalation becomes `resolved` with `resolve_reasons`, `resolved_at` and `resolver_guid` = the organisation's user (the token's user). A resolved escalation cannot be resolved again: 409 `ESCALATION_ALREADY_RESOLVED` (assumed error id). An escalation of another order, or an unknown one, is 404.
         *
         *     Side effect: publishes `escalation.resolved` with `order_guid`, `resolver_guid`, `escalation_guid` and `resolve_reasons`.
         */
        post: operations["resolveEscalation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/payment_service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the payment service settings
         * @description The organisation's carrier payment service (platformpay) settings: `flow`, `enabled`, `suspended`. A new organisation's service is disabled (`automatic`, not enabled, not suspended). Changes nothing.
         */
        get: operations["getPaymentServiceSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/payment_service/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate the payment service
         * @description Activates the organisation's carrier payment service as the payment service's support would: `enabled` true, `suspended` false (activating lifts a suspension), `flow` from the optional body (default: the current flow). The body may be left out.
         *
         *     Side effect: publishes `platformpay_settings.updated` with `flow`, `enabled` and `suspended` after the change, only when something changed (activating an active service with the same flow publishes nothing).
         */
        post: operations["activatePaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/payment_service/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate the payment service
         * @description Deactivates the organisation's carrier payment service: `enabled` and `suspended` false, `flow` kept. No body.
         *
         *     Side effect: publishes `platformpay_settings.updated` with the settings after the change, only when something changed (deactivating a disabled service publishes nothing).
         */
        post: operations["deactivatePaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/payment_service/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend the payment service
         * @description Suspends the organisation's enabled carrier payment service: `suspended` true (`enabled` stays true); activate lifts the suspension. A service that is not enabled cannot be suspended: 409 `PAYMENT_SERVICE_NOT_ENABLED`. No body.
         *
         *     Side effect: publishes `platformpay_settings.updated` with the settings after the change, only when something changed (suspending a suspended service publishes nothing).
         */
        post: operations["suspendPaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/payment_service/orders/{order_guid}/payment": {
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
         * Change the payment-service payment of an order
         * @description The payment service changes the payment of a `platformpay` order (pay now, schedule, hold, cancel, change amount and the like; the service's own operations are not shown). The body's fields replace the stored ones; fields left out keep their values (at first: the order's `payment.amount`, else its `price`; null dates; no hold; no refund). `charged_at` and `paid_at` are returned in UTC; `changed_at` is stamped by the sandbox clock. An order whose payment method is not `platformpay` is 409 `NOT_A_PLATFORMPAY_ORDER` (assumed error id). The payment service's settings are not checked.
         *
         *     Side effect: publishes `platformpay.updated` with `order_guid`, `payment_status`, `processing_status`, `amount`, `charged_at`, `charge_date`, `expected_date`, `paid_at`, `changed_at`, `hold`, `refund` (the answer's object) and `error_message` when the body carries one.
         */
        post: operations["updatePlatformpayPayment"];
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
         * @description The current time of the caller's organisation's test clock (each organisation has its own) and the number of its timers waiting. Only for a sandbox started with a manual clock; on the real clock 409 `CLOCK_NOT_MANUAL`.
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
         * @description Moves the caller's organisation's test clock forward by `seconds` (rounded to the millisecond); its timers that fall due on the way (webhook retries and the like) fire in due order, and its tokens expire by it. Each organisation has its own test clock: other organisations' time, tokens and timers are untouched. On the real clock 409 `CLOCK_NOT_MANUAL`.
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
    "/_sandbox/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook deliveries
         * @description The delivery log of the caller's organisation, oldest first: one entry per notification sent (or being sent) to one of its webhook subscriptions (`POST /v1/public/webhooks/{webhook_action}/subscribe` of the shipper API), with the payload and every try. How the sandbox delivers: each event of an action with an active subscription is POSTed as JSON to the subscription's `callback_url`, with the subscription's `verification_token` in the `X-Verification-Token` header, in the background (the API call that caused the event never waits for it). A try gets 10 seconds (of sandbox time once the request is sent, or of real time, whichever passes first); a 2xx answer ends the delivery; a 3xx (not followed), 4xx or 5xx answer, a timeout, or a refused or reset connection fails the try, and the next one is due 60 seconds of sandbox time after the previous try started (on a manual clock, when the clock is advanced there; a try already overdue runs at once), 5 tries in all. Unsubscribing cancels the tries still waiting. `order.modified` and `vehicle.modified` are delivered only when a field of the subscription's `audit_field_set` changed. The log keeps the last 1000 finished deliveries of the organisation and is cleared by `POST /_sandbox/reset`. Publishes nothing.
         */
        get: operations["listSandboxWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a carrier into the caller's network
         * @description Adds a carrier to the caller's organisation so tests can address it: by guid in the shipper API's carrier operations (profile, notes, ACH details, search) and, through the guid derived from its USDOT number, e-mail or phone (the first given, the derivation load offers and load requests use), by a load offer or load request addressed that way. An `FMCSA` carrier (the default) gets default broker records (every flag false) that `updateCarrierProfile` sets; a `CTMS` carrier has none. Optional `ach` details are kept for `getCarrierAchDetails`, which masks the numbers unless an `ach`, `direct_deposit` or `other` order of this carrier was delivered within the last 30 days (sandbox clock). No carrier response, this one included, carries `ach_payment`.
         *
         *     A carrier whose USDOT number, e-mail or phone another carrier of the organisation already has is 409 `CARRIER_EXISTS`. No event is published.
         */
        post: operations["addNetworkCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/brokers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a broker to the caller's organisation
         * @description Links a broker to the caller's organisation (the shipper API shows no operation for it): it then appears in `listLinkedBrokers`, in the order linked, and its `guid` is accepted as the `broker_guid` of `submitOrderToBroker` (any other guid is 404 there). No event is published.
         */
        post: operations["linkNetworkBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/loadboard/orders/{order_guid}/book": {
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
         * Book a posted order as a preferred carrier
         * @description A preferred carrier books an order the shipper posted to the loadboard, instantly (no load request): the order becomes `accepted` with that carrier (activity `booked`, with the carrier's details), it leaves the loadboard (`is_posted_to_loadboard` false, without `order.removed_from_loadboard`), and the carrier becomes the order's carrier (for the ACH 30-day rule, for example).
         *
         *     The order must be posted and still open for carriers (`new`, `pending`, `declined`, `canceled`, `order_canceled`), else 409 `ORDER_NOT_POSTED`. The carrier must be preferred in its broker records, else 409 `CARRIER_NOT_PREFERRED`: a carrier that is not marked, a blacklisted one (it cannot book loads) and a `CTMS` carrier (no broker records) are refused. Both error ids are the sandbox's own. An unknown order or carrier is 404. Nothing changes on an error.
         *
         *     Side effect: publishes `order.booked` (payload `order_guid`).
         */
        post: operations["bookLoadboardOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/customer/orders/{order_guid}/submit": {
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
         * Submit an order as the broker's customer
         * @description The shipper-to-broker flow seen by the broker (the caller): one of the broker's customers submits the order from the customer portal. `customer_guid` names a customer record of the caller; it becomes the event's `customer_counterparty_guid`. An order the customer had canceled (`order_canceled`) is ready again (`new`, activity `submitted_by_customer`); any other status is kept. An order whose earlier submission is still live is 409 `ORDER_ALREADY_SUBMITTED` (sandbox error id; nothing changes). Unknown order or customer: 404. What the real service does beyond the event is not shown (GAPS.md).
         *
         *     Side effect: publishes `order.submitted_by_customer` (payload `order_guid`, `customer_counterparty_guid`).
         */
        post: operations["submitOrderAsCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/customer/orders/{order_guid}/cancel": {
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
         * Cancel an order as the broker's customer
         * @description The broker's customer cancels the order it submitted: the submission ends and the order becomes `order_canceled` (the document's status for orders "canceled by the customer"; activity `cancelled_by_customer`), whatever its status was. An order without a live submission is 409 `ORDER_NOT_SUBMITTED` (sandbox error id; nothing changes). Unknown order: 404. No body.
         *
         *     Side effect: publishes `order.cancelled_by_customer` (payload `order_guid`; the document does not show this payload, GAPS.md).
         */
        post: operations["cancelOrderAsCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/insurance/policies/{vehicle_guid}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order that has an insurance policy (a policy sync drafted it). */
                vehicle_guid: components["parameters"]["InsuranceVehicleGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a draft insurance policy as the insurer
         * @description The insurer issues the draft policy of one vehicle of the order (a policy sync, `POST /v1/public/orders/{guid}/sync-insurance-policy`, drafts them): the policy becomes `issued`, at its drafted premium or at the optional `calculated_premium` of the body. The answer is the order's insurance state. A policy that is not `draft` is 409 `INSURANCE_POLICY_STATE_CONFLICT`; an unknown order, or a vehicle without a policy, is 404.
         *
         *     Side effect: publishes `insurance.issued` with `order_guid`, `vehicle_guid`, `calculated_premium` and `personal_link`. An issued policy later ends by the cancel helper below, or when the order is canceled or archived (`ORDER_CANCELED`), the vehicle is deleted (`VEHICLE_REMOVED`) or its vin, year, make, model or type changes (`VEHICLE_MODIFIED`), each publishing `insurance.canceled`.
         */
        post: operations["issueInsurancePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/insurance/policies/{vehicle_guid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order that has an insurance policy (a policy sync drafted it). */
                vehicle_guid: components["parameters"]["InsuranceVehicleGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an issued insurance policy as the insurer
         * @description The insurer ends the issued policy of one vehicle of the order: the policy becomes `canceled` with the body's `cancellation_reason` (default `CANCELED_VIA_INSURER`, a cancellation in the insurer's portal). The answer is the order's insurance state. A policy that is not `issued` is 409 `INSURANCE_POLICY_STATE_CONFLICT`; an unknown order, or a vehicle without a policy, is 404.
         *
         *     Side effect: publishes `insurance.canceled` with `order_guid`, `vehicle_guid` and `cancellation_reason`.
         */
        post: operations["cancelInsurancePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/cancel": {
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
         * Cancel an order as the shipper
         * @description The shipper cancels the order (the web interface's cancel; the shipper API has no operation for it). Any status but `order_canceled` itself becomes `order_canceled` (an `order_canceled` order stays active: it can be offered or posted again); an already canceled order is 409 `ORDER_STATUS_CONFLICT`. Records the activity `order_canceled`. No body.
         *
         *     Side effect: publishes `order.cancel`.
         */
        post: operations["cancelSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/archive": {
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
         * Archive an order
         * @description Archives an active (not archived) order; its status is kept and it stays readable and listed. A posting on the loadboard is removed first (`is_posted_to_loadboard` becomes false, `order.removed_from_loadboard`). An archived order is 409 `ORDER_STATUS_CONFLICT`. No body; no activity entry (entries record status changes).
         *
         *     Side effect: publishes `order.removed_from_loadboard` (when it was posted), then `order.archived`.
         */
        post: operations["archiveSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/unarchive": {
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
         * Unarchive an order
         * @description Makes an archived order active again (its loadboard posting is not restored). An order that is not archived is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.unarchived`.
         */
        post: operations["unarchiveSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/remove": {
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
         * Remove an order
         * @description Removes the order (any status): until it is restored, every shipper API operation answers 404 for it (`getOrder`, the order list, find by VIN, BOL, offers...), and every helper but remove and restore does too. A posting on the loadboard is removed first. Removing a removed order is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.removed_from_loadboard` (when it was posted), then `order.removed`.
         */
        post: operations["removeSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/restore": {
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
         * Restore a removed order
         * @description Restores a removed order as it was (status and flags; not its loadboard posting): the shipper API shows it again. An order that is not removed is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.restored`.
         */
        post: operations["restoreSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_on_hold": {
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
         * Mark an order on hold
         * @description Marks the order on hold (`lifecycle.is_on_hold`); the status is unchanged. An order already on hold is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.marked_as_on_hold`.
         */
        post: operations["markSandboxOrderOnHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/unmark_on_hold": {
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
         * Unmark an order on hold
         * @description Takes the order off hold. An order that is not on hold is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.unmarked_as_on_hold`.
         */
        post: operations["unmarkSandboxOrderOnHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_delivery_verified": {
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
         * Mark an order's delivery verified
         * @description The shipper verifies the delivery (the payment service's manual flow): a `delivered` order becomes `delivery_verified` (activity `marked_as_delivery_verified`). Any other status is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.marked_as_delivery_verified`.
         */
        post: operations["markSandboxOrderDeliveryVerified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/unmark_delivery_verified": {
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
         * Unmark an order's delivery verified
         * @description A `delivery_verified` order goes back to the status it had before (`delivered`; activity `unmarked_as_delivery_verified`). Any other status is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.unmarked_as_delivery_verified`.
         */
        post: operations["unmarkSandboxOrderDeliveryVerified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/unmark_paid": {
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
         * Unmark an order as paid
         * @description The shipper unmarks the order as paid to the carrier (the document lists the operation without its path). A `paid` order goes back to the status it had before `mark_as_paid` (activity `unmarked_as_paid`); an order in another status keeps it. The kept mark-as-paid body is dropped. A `platformpay` order is 409 `PLATFORMPAY_ORDER_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.unmark_as_paid`.
         */
        post: operations["unmarkSandboxOrderAsPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/customer_invoiced": {
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
         * Mark an order invoiced to the customer
         * @description The shipper invoices its customer for the order (`lifecycle.customer_invoiced_at`); the status is unchanged (no status covers the customer side). A second call is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.customer_invoiced`.
         */
        post: operations["markSandboxOrderCustomerInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/customer_paid": {
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
         * Mark an order paid by the customer
         * @description The customer paid the order (`lifecycle.customer_paid_at`); the status is unchanged. A second call is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.customer_paid`.
         */
        post: operations["markSandboxOrderCustomerPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_new": {
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
         * Manually mark an order new
         * @description Manual status change: an order in any other status becomes `new` (an order already `new` is 409 `ORDER_STATUS_CONFLICT`). Sets `is_status_changed_manually`, records the activity `manually_marked_as_new` and forgets a manual pickup/delivery mark. No body.
         *
         *     Side effect: publishes `order.manually_marked_as_new`.
         */
        post: operations["manuallyMarkOrderAsNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_pending": {
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
         * Manually mark an order pending
         * @description Manual status change: an order in any other status becomes `pending` (already `pending`: 409 `ORDER_STATUS_CONFLICT`). Sets `is_status_changed_manually`, records the activity `manually_marked_as_pending` and forgets a manual pickup/delivery mark. No body.
         *
         *     Side effect: publishes `order.manually_marked_as_pending`.
         */
        post: operations["manuallyMarkOrderAsPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_accepted": {
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
         * Manually mark an order accepted
         * @description Manual status change: the shipper gave the order to a carrier outside the service. Any other status becomes `accepted` (already `accepted`: 409 `ORDER_STATUS_CONFLICT`); `carrier_email` and `carrier_phone` are required (400 `VALIDATION_ERROR`). Sets `is_status_changed_manually`, records the activity `manually_marked_as_accepted` with the carrier's contact and forgets a manual pickup/delivery mark. This carrier is not on the service: the carrier progress helpers still need an accepted offer or load request.
         *
         *     Side effect: publishes `order.manually_marked_as_accepted`.
         */
        post: operations["manuallyMarkOrderAsAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_picked_up": {
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
         * Manually mark an order picked up
         * @description Manual status change: an `accepted` order becomes `picked_up` (any other status: 409 `ORDER_STATUS_CONFLICT`); `adjusted_date` is required (400 `VALIDATION_ERROR`) and becomes `pickup.adjusted_date`. Sets `is_status_changed_manually`, records the activity `manually_marked_as_picked_up` (with the vehicles) and makes the BOL available (`getOrderBol` answers 200). A later carrier pickup is ignored (`order.picked_up.ignored`).
         *
         *     Side effect: publishes `order.manually_marked_as_picked_up` (no BOL event: no driver inspection took place).
         */
        post: operations["manuallyMarkOrderAsPickedUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_delivered": {
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
         * Manually mark an order delivered
         * @description Manual status change: an `accepted` or `picked_up` order becomes `delivered` (any other status: 409 `ORDER_STATUS_CONFLICT`). From `accepted` both `adjusted_pickup_date` and `adjusted_delivery_date` are required, from `picked_up` only `adjusted_delivery_date` (400 `VALIDATION_ERROR` naming the missing one; a delivery earlier than the pickup is 400 too). Sets `is_status_changed_manually`, records the activity `manually_marked_as_delivered` (with the vehicles) and makes the BOL available. Later carrier pickups and deliveries are ignored (`order.picked_up.ignored`, `order.delivered.ignored`).
         *
         *     Side effect: publishes `order.manually_marked_as_delivered`.
         */
        post: operations["manuallyMarkOrderAsDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/mark_as_invoiced": {
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
         * Manually mark an order carrier invoiced
         * @description Manual status change: the carrier invoiced outside the service. Any other status becomes `invoiced` (already `invoiced`: 409 `ORDER_STATUS_CONFLICT`); `adjusted_invoice_date` is required (400 `VALIDATION_ERROR`). Sets `is_status_changed_manually` and records the activity `manually_marked_as_invoiced`.
         *
         *     Side effect: publishes `order.manually_marked_as_invoiced`.
         */
        post: operations["manuallyMarkOrderAsInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/unmark_invoiced": {
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
         * Manually unmark an order as invoiced
         * @description Manual status change: an `invoiced` order goes back to the status it had before it was invoiced (`delivered` when unknown); any other status is 409 `ORDER_STATUS_CONFLICT`. Sets `is_status_changed_manually` and records the activity `manually_unmarked_as_invoiced`. No body.
         *
         *     Side effect: publishes `order.manually_unmarked_as_invoiced`.
         */
        post: operations["manuallyUnmarkOrderAsInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/rollback_manual_status": {
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
         * Roll back the last manual status change
         * @description Undoes the last manual status change (a manual mark or unmark invoiced): the status, `is_status_changed_manually` and the manual pickup/delivery mark go back to what they were before it (`lifecycle.rollback_status` shows where it goes); the adjusted dates it set stay. Only while no other status change followed it, and only once: otherwise 409 `ORDER_STATUS_CONFLICT`. Records the activity `rolled_back_manual_status_change`. No body.
         *
         *     Side effect: publishes `order.rolled_back_manual_status_change`.
         */
        post: operations["rollBackManualStatusChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/carrier/pickup": {
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
         * Pick up an order as the carrier
         * @description The carrier that has the order (an accepted load offer or an accepted load request; else 409 `CARRIER_NOT_ASSIGNED`) picks it up: an `accepted` order becomes `picked_up` (activity `picked_up` with the carrier and the vehicles) and its BOL becomes available (`getOrderBol` answers 200 with the `pdf_bol_url`). Another status is 409 `ORDER_STATUS_CONFLICT`. Rule 4: when the shipper had manually marked the order picked up or delivered, the status is left alone, `progress_ignored` is true and only `order.picked_up.ignored` is published. No body.
         *
         *     Side effect: publishes `order.picked_up`, then `order.picked_up_bol` (`pdf_bol_url`, `online_bol_url`); or `order.picked_up.ignored`.
         */
        post: operations["pickUpOrderAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/carrier/delivery": {
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
         * Deliver an order as the carrier
         * @description The carrier that has the order (else 409 `CARRIER_NOT_ASSIGNED`) delivers it: a `picked_up` order becomes `delivered` (activity `delivered` with the carrier and the vehicles). Another status is 409 `ORDER_STATUS_CONFLICT`. Rule 4: when the shipper had manually marked the order delivered, the status is left alone, `progress_ignored` is true and only `order.delivered.ignored` is published. No body.
         *
         *     Side effect: publishes `order.delivered`, then `order.delivered_bol` (`pdf_bol_url`, `online_bol_url`, `pdf_delivery_receipt_url`); or `order.delivered.ignored`.
         */
        post: operations["deliverOrderAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/carrier/invoice": {
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
         * Invoice an order as the carrier
         * @description The carrier that has the order (else 409 `CARRIER_NOT_ASSIGNED`) invoices it: a `delivered` or `delivery_verified` order becomes `invoiced` (activity `invoiced` with the carrier). Another status is 409 `ORDER_STATUS_CONFLICT`. No body.
         *
         *     Side effect: publishes `order.invoiced`.
         */
        post: operations["invoiceOrderAsCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{order_guid}/carrier/vehicles/{vehicle_guid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order. */
                vehicle_guid: components["parameters"]["VehicleGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a vehicle as the carrier
         * @description The carrier that has the order (an accepted load offer, an accepted load request or a loadboard booking; else 409 `CARRIER_NOT_ASSIGNED`) corrects one vehicle's descriptive fields, as the document's revision actions allow ("when a carrier made the change"). An unknown vehicle is 404. The fields sent replace the vehicle's; when a value changed, `changed_at` moves on.
         *
         *     Side effect: publishes `order.modified` and `vehicle.modified` when a value changed. Their revision payloads name the carrier (`carrier_guid`, and `carrier_name`, `carrier_contact_name`, `carrier_phone`, `carrier_email` when known) instead of `user_guid`.
         */
        patch: operations["updateVehicleAsCarrier"];
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
         * @description A price: positive, a well-formed decimal with at most 2 fraction digits, not empty. Sent as a JSON number or a decimal string. `x-max-fraction-digits` carries the fraction-digit rule for numbers (see spec/README.md). Less than 10^13 (assumed, GAPS.md: 15 significant digits, which a double holds exactly).
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
            /** @description USDOT number of the carrier, digits only (as an offer's `carrier_usdot`). */
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
                /** @description Human-readable explanation, never empty (as the shipper API's, G-177). */
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
         * @description The driver's new estimated arrival window for vehicles of the order. `date_until` cannot be earlier than `date_from`. Dates are returned in UTC.
         * @example {
         *       "date_from": "2026-03-16T09:00:00.000+0000",
         *       "date_until": "2026-03-16T11:00:00.000+0000",
         *       "notes": "Running behind after a weigh station stop."
         *     }
         */
        DriverEtaInput: {
            /** @description The vehicles the ETA applies to, each a vehicle of the order; default every vehicle of the order. */
            vehicle_guids?: components["schemas"]["Guid"][];
            date_from: components["schemas"]["DateTime"];
            date_until: components["schemas"]["DateTime"];
            /** @description The driver's notes; empty or null gives null. */
            notes?: string | null;
        };
        /**
         * @description The ETA the driver reported, exactly as the published `vehicle.pickup_eta_updated_by_driver` / `vehicle.delivery_eta_updated_by_driver` payload carries it (without `action` and `action_date`).
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "vehicle_guids": [
         *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
         *       ],
         *       "notes": "Running behind after a weigh station stop.",
         *       "date_from": "2026-03-16T09:00:00.000+0000",
         *       "date_until": "2026-03-16T11:00:00.000+0000"
         *     }
         */
        DriverEta: {
            order_guid: components["schemas"]["Guid"];
            vehicle_guids: components["schemas"]["Guid"][];
            notes: string | null;
            date_from: components["schemas"]["DateTime"];
            date_until: components["schemas"]["DateTime"];
        };
        /**
         * @description The driver's GPS position, for vehicles of the order (default every vehicle of the order).
         * @example {
         *       "latitude": 35.4676,
         *       "longitude": -97.5164
         *     }
         */
        DriverLocationInput: {
            /** @description Latitude, decimal degrees. */
            latitude: number;
            /** @description Longitude, decimal degrees. */
            longitude: number;
            /** @description The vehicles the driver is carrying, each a vehicle of the order; default every vehicle of the order. */
            vehicle_guids?: components["schemas"]["Guid"][];
        };
        /**
         * @description What a reported location did: its reverse-geocoded `address` (the nearest US ZIP code's place, `City, ST 12345, USA`, or the coordinates when no ZIP is within 100 km) and the actions it published, in order (`vehicle.gps_activated`, `vehicle.driver_location_updated`; none when the vehicles were tracked already and moved less than 1 km).
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "vehicle_guids": [
         *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
         *       ],
         *       "latitude": 35.4676,
         *       "longitude": -97.5164,
         *       "address": "Oklahoma City, OK 73102, USA",
         *       "published": [
         *         "vehicle.gps_activated",
         *         "vehicle.driver_location_updated"
         *       ]
         *     }
         */
        DriverLocationReport: {
            order_guid: components["schemas"]["Guid"];
            /** @description The vehicles the location was reported for. */
            vehicle_guids: components["schemas"]["Guid"][];
            latitude: number;
            longitude: number;
            address: string;
            /** @description The webhook actions this report published. */
            published: ("vehicle.gps_activated" | "vehicle.driver_location_updated")[];
        };
        /**
         * @description The GPS tracking of each vehicle of an order: whether it is active, the last location and when tracking deactivates if no new location arrives (more than one hour after the last one).
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "vehicles": [
         *         {
         *           "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *           "gps_active": true,
         *           "last_location_at": "2026-03-16T14:11:30.000+0000",
         *           "latitude": 35.4676,
         *           "longitude": -97.5164,
         *           "deactivates_at": "2026-03-16T15:11:30.001+0000"
         *         },
         *         {
         *           "vehicle_guid": "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
         *           "gps_active": false,
         *           "last_location_at": null,
         *           "latitude": null,
         *           "longitude": null,
         *           "deactivates_at": null
         *         }
         *       ]
         *     }
         */
        DriverVehicleTracking: {
            order_guid: components["schemas"]["Guid"];
            vehicles: {
                vehicle_guid: components["schemas"]["Guid"];
                gps_active: boolean;
                /** @description When the last location arrived, or null (never). */
                last_location_at: components["schemas"]["DateTime"] | null;
                latitude: number | null;
                longitude: number | null;
                /** @description While tracking is active, when it deactivates unless a new location arrives; else null. */
                deactivates_at: components["schemas"]["DateTime"] | null;
            }[];
        };
        /**
         * @description Reason codes mapped to their text. A code is upper-case letters, digits and underscores, starting with a letter (the document shows `CHARGES_DUE` and `VEHICLE_IS_NOT_AT_LOCATION`; the complete list is not shown, so any such code is accepted). At least one reason; texts are 1 to 1000 characters.
         * @example {
         *       "CHARGES_DUE": "The auction asks for 75 USD storage fees before release."
         *     }
         */
        EscalationReasonsInput: {
            [key: string]: string;
        };
        /**
         * @description The broker's escalation about an order.
         * @example {
         *       "reasons": {
         *         "CHARGES_DUE": "The auction asks for 75 USD storage fees before release.",
         *         "VEHICLE_IS_NOT_AT_LOCATION": "The driver found no vehicle at the pickup address."
         *       }
         *     }
         */
        EscalationSubmitInput: {
            reasons: components["schemas"]["EscalationReasonsInput"];
        };
        /**
         * @description An escalation: `open` once the broker submitted it, `resolved` once the shipper resolved it (then with `resolved_at`, `resolver_guid` = the organisation's user and `resolve_reasons`; null before).
         * @example {
         *       "guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "status": "resolved",
         *       "reasons": {
         *         "CHARGES_DUE": "The auction asks for 75 USD storage fees before release."
         *       },
         *       "submitted_at": "2026-03-18T10:44:02.318+0000",
         *       "resolved_at": "2026-03-18T15:20:47.090+0000",
         *       "resolver_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
         *       "resolve_reasons": {
         *         "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction."
         *       }
         *     }
         */
        Escalation: {
            guid: components["schemas"]["Guid"];
            order_guid: components["schemas"]["Guid"];
            /** @enum {string} */
            status: "open" | "resolved";
            /** @description The broker's reason codes and texts. */
            reasons: {
                [key: string]: string;
            };
            submitted_at: components["schemas"]["DateTime"];
            resolved_at: components["schemas"]["DateTime"] | null;
            resolver_guid: components["schemas"]["Guid"] | null;
            /** @description The shipper's resolution per reason code, or null while open. */
            resolve_reasons: {
                [key: string]: string;
            } | null;
        };
        /**
         * @description The shipper's resolution: `resolve_reasons` maps reason codes to how each was resolved (published as is in `escalation.resolved`). The codes need not repeat the broker's.
         * @example {
         *       "resolve_reasons": {
         *         "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction.",
         *         "VEHICLE_IS_NOT_AT_LOCATION": "The vehicle was moved to lot B; the new address was sent to the driver."
         *       }
         *     }
         */
        EscalationResolveInput: {
            resolve_reasons: components["schemas"]["EscalationReasonsInput"];
        };
        /**
         * @description The organisation's carrier payment service (platformpay) settings. A new organisation starts with `flow: automatic`, `enabled: false`, `suspended: false` and `changed_at: null`.
         * @example {
         *       "flow": "automatic",
         *       "enabled": true,
         *       "suspended": false,
         *       "changed_at": "2026-03-14T09:30:00.000+0000"
         *     }
         */
        PaymentServiceSettings: {
            /**
             * @description `automatic` appears in the document; `manual` is the flow the `delivery_verified` status belongs to (assumed value).
             * @enum {string}
             */
            flow: "automatic" | "manual";
            enabled: boolean;
            suspended: boolean;
            /** @description When a helper last changed the settings, or null. */
            changed_at: components["schemas"]["DateTime"] | null;
        };
        /**
         * @description The flow to activate the payment service with; default the current flow (`automatic` at first).
         * @example {
         *       "flow": "automatic"
         *     }
         */
        PaymentServiceActivateInput: {
            /** @enum {string} */
            flow?: "automatic" | "manual";
        };
        /**
         * @description A change of the order's payment-service payment, as the payment service would make it. The statuses are free strings (their values are not shown in the document); the other fields replace the stored ones when sent and keep their values when left out (at first: the order's payment amount, null dates, no hold, no refund). `error_message` goes into the published event only (a failed previous action). The shapes of `hold` and `refund` are not shown in the document: these are the sandbox's.
         * @example {
         *       "payment_status": "scheduled",
         *       "processing_status": "pending",
         *       "charged_at": "2026-03-20T12:00:00.000+0000",
         *       "charge_date": "2026-03-20",
         *       "expected_date": "2026-03-27"
         *     }
         */
        PaymentServicePaymentInput: {
            /** @example scheduled */
            payment_status: string;
            /** @example pending */
            processing_status: string;
            /** @description Amount of the payment to the carrier, USD. */
            amount?: number;
            /** @description When the shipper was charged (returned in UTC), or null. */
            charged_at?: components["schemas"]["DateTime"] | null;
            /**
             * Format: date
             * @description Date the charge is scheduled for (`yyyy-MM-dd`), or null.
             */
            charge_date?: string | null;
            /**
             * Format: date
             * @description Date the carrier is expected to be paid (`yyyy-MM-dd`), or null.
             */
            expected_date?: string | null;
            /** @description When the carrier was paid (returned in UTC), or null. */
            paid_at?: components["schemas"]["DateTime"] | null;
            /** @description A hold on the payment, or null to lift it. */
            hold?: {
                reason: string;
                placed_at?: components["schemas"]["DateTime"];
            } | null;
            /** @description A refund of the payment, or null. */
            refund?: {
                amount: number;
                reason?: string;
                refunded_at?: components["schemas"]["DateTime"];
            } | null;
            /** @description Published as the event's `error_message` (not stored). */
            error_message?: string;
        };
        /**
         * @description The order's payment-service payment after the change: the `platformpay.updated` payload the change published (without `action`, `action_date` and `error_message`). `amount` is left out when neither the change nor the order gives one.
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "payment_status": "scheduled",
         *       "processing_status": "pending",
         *       "amount": 1250,
         *       "charged_at": "2026-03-20T12:00:00.000+0000",
         *       "charge_date": "2026-03-20",
         *       "expected_date": "2026-03-27",
         *       "paid_at": null,
         *       "changed_at": "2026-03-20T12:00:04.731+0000",
         *       "hold": null,
         *       "refund": null
         *     }
         */
        PaymentServicePayment: {
            order_guid: components["schemas"]["Guid"];
            payment_status: string;
            processing_status: string;
            amount?: number;
            charged_at: components["schemas"]["DateTime"] | null;
            /** Format: date */
            charge_date: string | null;
            /** Format: date */
            expected_date: string | null;
            paid_at: components["schemas"]["DateTime"] | null;
            changed_at: components["schemas"]["DateTime"];
            hold: Record<string, unknown> | null;
            refund: Record<string, unknown> | null;
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
            /** @description The current time of the caller's organisation's test clock, in UTC. */
            now: components["schemas"]["DateTime"];
            /** @description The organisation's timers (webhook retries and the like) that have not fired yet. */
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
        /**
         * @description One try of a webhook delivery: an HTTP POST of the payload to the subscription's `callback_url` with its `verification_token` in the `X-Verification-Token` header. Either the receiver answered (`status_code`; 2xx ends the delivery, any other status fails the try) or it did not (`error`: the 10-second timeout, a refused or reset connection ...).
         * @example {
         *       "attempt": 1,
         *       "at": "2026-03-14T09:30:00.000+0000",
         *       "status_code": 500,
         *       "error": null,
         *       "duration_ms": 4
         *     }
         */
        WebhookDeliveryAttempt: {
            /** @description 1 for the first try, 2 for the first retry ... */
            attempt: number;
            /** @description When the try started, on the sandbox clock (UTC). */
            at: components["schemas"]["DateTime"];
            /** @description The receiver's HTTP status (redirects are not followed); null when it did not answer. */
            status_code: number | null;
            /** @description Why the try got no answer (`timeout: no answer within 10 s`, `ECONNREFUSED: ...`, `ECONNRESET: socket hang up` ...); null when the receiver answered. */
            error: string | null;
            /** @description Real (wall-clock) milliseconds the try took. */
            duration_ms: number;
        };
        /**
         * @description One notification of a webhook subscription: the event it carries, the payload sent and every try. A delivery is `pending` while tries remain (`next_attempt_at` says when the next one is due, null while a try is in flight), `succeeded` at the first 2xx answer, `failed` after its last try (5 tries, 60 seconds of sandbox time apart), and `canceled` when the subscription was unsubscribed (or the sandbox closed) before its next try. No delivery is dropped under load: an organisation has at most 16 tries in flight and the others wait in its queue (GAPS.md G-162).
         * @example {
         *       "guid": "0b6f2d8e-3c1a-4e5f-9a7b-1c2d3e4f5a6b",
         *       "subscription_guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
         *       "event_id": "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "action": "order.created",
         *       "callback_url": "http://127.0.0.1:8080/hooks/orders",
         *       "state": "pending",
         *       "reason": null,
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "next_attempt_at": "2026-03-14T09:31:00.000+0000",
         *       "max_tries": 5,
         *       "attempts": [
         *         {
         *           "attempt": 1,
         *           "at": "2026-03-14T09:30:00.000+0000",
         *           "status_code": 500,
         *           "error": null,
         *           "duration_ms": 4
         *         }
         *       ],
         *       "payload": {
         *         "action": "order.created",
         *         "action_date": "2026-03-14T09:30:00.000+0000",
         *         "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
         *       }
         *     }
         */
        WebhookDelivery: {
            guid: components["schemas"]["Guid"];
            /** @description The webhook subscription (`guid` of the shipper API's `WebhookSubscription`). */
            subscription_guid: components["schemas"]["Guid"];
            /** @description Id of the sandbox event the notification carries (one event, one delivery per subscription). */
            event_id: string;
            /** @description The webhook action, such as `order.created`. */
            action: string;
            /** @description The URL of the latest try (the subscription's `callback_url` at that time). */
            callback_url: string;
            /** @enum {string} */
            state: "pending" | "succeeded" | "failed" | "canceled";
            /** @description Why the delivery failed or was canceled; null otherwise. */
            reason: string | null;
            created_at: components["schemas"]["DateTime"];
            /** @description When the next try is due (sandbox clock); null when none is waiting. */
            next_attempt_at: components["schemas"]["DateTime"] | null;
            /** @description Tries allowed in all (5). */
            max_tries: number;
            /** @description The tries so far, oldest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /** @description The JSON body sent: the webhook payload of the action as the shipper spec describes it under `webhooks` (`action`, `action_date`, the action's fields; `revision_guid`, `user_guid` and `data` for revision subscriptions). The verification token is never part of it. */
            payload: Record<string, unknown>;
        };
        /**
         * @description Bank (ACH) details the carrier keeps on file. The shipper reads them with the shipper API's `getCarrierAchDetails`, masked unless the 30-day rule opens them; no carrier response shows them.
         * @example {
         *       "bank_name": "First Prairie Bank",
         *       "bank_routing_number": "111000025",
         *       "bank_account_number": "000123456789",
         *       "voided_check_url": "https://files.example.com/carriers/voided-check.pdf",
         *       "last_update_date": "2026-01-20"
         *     }
         */
        NetworkCarrierAchInput: {
            bank_name: string;
            /** @description The 9-digit ABA routing number. */
            bank_routing_number: string;
            /** @description The account number, 4 to 17 digits. */
            bank_account_number: string;
            /**
             * Format: uri
             * @description Location of the voided check; default null.
             */
            voided_check_url?: string | null;
            /**
             * Format: date
             * @description When the details were last updated (`ach_last_update_date`); default the sandbox clock's date.
             */
            last_update_date?: string;
        };
        /**
         * @description A carrier to put into the caller's network. At least one of `usdot`, `email` and `phone` is required: the carrier's guid is derived from the first of them exactly as load offers and load requests derive the guid of a carrier they address that way, so an offer sent to that USDOT number (or e-mail, or phone) reaches this carrier.
         * @example {
         *       "name": "Roadrunner Auto Transport LLC",
         *       "usdot": "3141592",
         *       "mc_number": "MC-123456",
         *       "email": "dispatch@roadrunner-auto.example",
         *       "phone": "+1 555 0100",
         *       "contact_name": "Dana Miles",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "ach": {
         *         "bank_name": "First Prairie Bank",
         *         "bank_routing_number": "111000025",
         *         "bank_account_number": "000123456789",
         *         "voided_check_url": "https://files.example.com/carriers/voided-check.pdf",
         *         "last_update_date": "2026-01-20"
         *       }
         *     }
         */
        NetworkCarrierInput: {
            name: string;
            dba_name?: string | null;
            /**
             * @description `FMCSA` (default): a carrier of the federal database, with broker records the shipper can set (approved, preferred, blacklisted...). `CTMS`: a carrier on the carrier application, without broker records (the document says they are not available for such carriers).
             * @default FMCSA
             * @enum {string}
             */
            carrier_type?: "FMCSA" | "CTMS";
            /** @description US DOT number (`us_dot` and the broker records' `usdot_number`). */
            usdot?: string;
            mc_number?: string | null;
            /** Format: email */
            email?: string;
            /** @description Phone number (`phone_numbers` on the carrier). */
            phone?: string;
            fax?: string | null;
            contact_name?: string | null;
            /** Format: hostname */
            website?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            ach?: components["schemas"]["NetworkCarrierAchInput"];
        } & ({
            /** @description US DOT number (`us_dot` and the broker records' `usdot_number`). */
            usdot: string;
        } | {
            /** Format: email */
            email: string;
        } | {
            /** @description Phone number (`phone_numbers` on the carrier). */
            phone: string;
        });
        /**
         * @description The carrier as the shipper API's carrier operations show it (the shipper spec's `Carrier`: details, `carrier_type`, `broker_records`) plus `ach_on_file`, a helper-only flag. Like every carrier response it never carries `ach_payment`.
         * @example {
         *       "guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f",
         *       "name": "Roadrunner Auto Transport LLC",
         *       "us_dot": "3141592",
         *       "mc_number": "MC-123456",
         *       "email": "dispatch@roadrunner-auto.example",
         *       "phone_numbers": "+1 555 0100",
         *       "carrier_type": "FMCSA",
         *       "broker_records": {
         *         "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *         "usdot_number": "3141592",
         *         "approved": false,
         *         "preferred": false,
         *         "in_blacklist": false,
         *         "insurance_certificate_holder": false
         *       },
         *       "ach_on_file": true
         *     }
         */
        NetworkCarrier: {
            guid: components["schemas"]["Guid"];
            name: string;
            us_dot?: string | null;
            mc_number?: string | null;
            email?: string | null;
            phone_numbers?: string | null;
            /** @enum {string} */
            carrier_type: "FMCSA" | "CTMS";
            /** @description Default broker records (every flag false) for an `FMCSA` carrier; null for a `CTMS` one. */
            broker_records: Record<string, unknown> | null;
            /** @description Whether ACH details were given (read them with `getCarrierAchDetails`). */
            ach_on_file: boolean;
        };
        /**
         * @description A broker to link to the caller's organisation (the fields of the shipper API's `LinkedBroker`).
         * @example {
         *       "name": "Gulf Coast Auto Logistics",
         *       "email": "loads@gulfcoast-autologistics.example",
         *       "phone": "+1 555 0188",
         *       "usdot": "2718281",
         *       "mc_number": "MC-654321"
         *     }
         */
        NetworkBrokerInput: {
            name: string;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            usdot?: string | null;
            mc_number?: string | null;
        };
        /**
         * @description A linked broker, as `listLinkedBrokers` shows it; its `guid` is the `broker_guid` of `submitOrderToBroker`.
         * @example {
         *       "guid": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
         *       "name": "Gulf Coast Auto Logistics",
         *       "email": "loads@gulfcoast-autologistics.example",
         *       "phone": "+1 555 0188",
         *       "usdot": "2718281",
         *       "mc_number": "MC-654321"
         *     }
         */
        NetworkBroker: {
            guid: components["schemas"]["Guid"];
            name: string;
            email?: string | null;
            phone?: string | null;
            usdot?: string | null;
            mc_number?: string | null;
        };
        /**
         * @description The carrier that books the posted order.
         * @example {
         *       "carrier_guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f"
         *     }
         */
        LoadboardBookingInput: {
            /** @description Guid of a carrier the caller's organisation knows (internal, network, or met through offers and load requests). */
            carrier_guid: components["schemas"]["Guid"];
        };
        /**
         * @description The booking of a posted order by a preferred carrier.
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "carrier_guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f",
         *       "order_status": "accepted",
         *       "is_posted_to_loadboard": false,
         *       "booked_at": "2026-03-14T11:02:39.812+0000"
         *     }
         */
        LoadboardBooking: {
            order_guid: components["schemas"]["Guid"];
            carrier_guid: components["schemas"]["Guid"];
            /** @description The order's status after the booking (`accepted`). */
            order_status: components["schemas"]["OrderStatus"];
            /** @description False after the booking (the order left the loadboard). */
            is_posted_to_loadboard: boolean;
            booked_at: components["schemas"]["DateTime"];
        };
        /**
         * @description The customer who submits the order.
         * @example {
         *       "customer_guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e"
         *     }
         */
        CustomerSubmissionInput: {
            /** @description Guid of a customer record of the caller (the broker); it becomes the event's `customer_counterparty_guid`. */
            customer_guid: components["schemas"]["Guid"];
        };
        /**
         * @description An order's submission by a customer of the broker, and the order's status after the helper.
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "customer_counterparty_guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
         *       "order_status": "new",
         *       "submitted_at": "2026-03-14T10:00:00.000+0000",
         *       "canceled_at": null
         *     }
         */
        CustomerSubmission: {
            order_guid: components["schemas"]["Guid"];
            customer_counterparty_guid: components["schemas"]["Guid"];
            order_status: components["schemas"]["OrderStatus"];
            submitted_at: components["schemas"]["DateTime"];
            /** @description When the customer canceled the submission; null while it is live. */
            canceled_at: components["schemas"]["DateTime"] | null;
        };
        /**
         * @description How the insurer issues a draft policy. Without `calculated_premium` the policy keeps the premium its draft was priced at; with it, the insurer charges that premium instead (it may differ from a quote).
         * @example {
         *       "calculated_premium": 42.5
         *     }
         */
        InsurancePolicyIssueInput: {
            /** @description The premium the insurer charges, in USD (at most 2 fraction digits). */
            calculated_premium?: number;
        };
        /**
         * @description Why a policy ended: `ORDER_CANCELED` (order canceled or archived), `VEHICLE_REMOVED`, `VEHICLE_MODIFIED` (a change of vin, year, make, model or type), `CANCELED_VIA_INSURER` (canceled in the insurer's portal).
         * @example CANCELED_VIA_INSURER
         * @enum {string}
         */
        InsuranceCancellationReason: "ORDER_CANCELED" | "VEHICLE_REMOVED" | "VEHICLE_MODIFIED" | "CANCELED_VIA_INSURER";
        /**
         * @description The insurance policy of one vehicle of an order, as the shipper API's `GET /v1/public/orders/{guid}/insurance` shows it.
         * @example {
         *       "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *       "status": "issued",
         *       "plan_slug": "standard-cargo",
         *       "calculated_premium": 42.5,
         *       "cancellation_reason": null
         *     }
         */
        InsurancePolicy: {
            vehicle_guid: components["schemas"]["Guid"];
            /**
             * @description `draft` after a policy sync, `issued` once the insurer issues it, `canceled` when it ends.
             * @enum {string}
             */
            status: "draft" | "issued" | "canceled";
            /** @description The insurance plan (a sync drafts `standard-cargo`). */
            plan_slug: string;
            /** @description Premium in USD. */
            calculated_premium: number;
            /** @description Why the policy ended; null unless `status` is `canceled`. */
            cancellation_reason: components["schemas"]["InsuranceCancellationReason"] | null;
        };
        /**
         * @description The insurance state of an order, the same object the shipper API's `GET /v1/public/orders/{guid}/insurance` answers: the insurer's portal link and the policies.
         * @example {
         *       "order_guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
         *       "personal_link": "https://insurer.sandbox.haulkit.example/portal/0b6c4d2e-9a1f-5c3b-8d7e-6f5a4b3c2d1e",
         *       "policies": [
         *         {
         *           "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *           "status": "issued",
         *           "plan_slug": "standard-cargo",
         *           "calculated_premium": 42.5,
         *           "cancellation_reason": null
         *         }
         *       ]
         *     }
         */
        InsuranceState: {
            order_guid: components["schemas"]["Guid"];
            /**
             * Format: uri
             * @description Link to the insurer's portal; null until a policy sync drafted a policy.
             */
            personal_link: string | null;
            policies: components["schemas"]["InsurancePolicy"][];
        };
        /**
         * @description Why the insurer ends an issued policy. Without `cancellation_reason` the reason is `CANCELED_VIA_INSURER` (canceled in the insurer's portal); the other reasons let a test produce any `insurance.canceled` payload.
         * @example {
         *       "cancellation_reason": "CANCELED_VIA_INSURER"
         *     }
         */
        InsurancePolicyCancelInput: {
            cancellation_reason?: components["schemas"]["InsuranceCancellationReason"];
        };
        /**
         * @description Helper-only state of an order that the shipper API's `Order` does not show: the archive, hold and removal flags, the customer billing stamps, the last manual invoice date, the shipper's manual pickup/delivery mark (which makes later carrier progress `.ignored`) and the status a rollback of the last manual status change would return to.
         * @example {
         *       "is_archived": false,
         *       "is_on_hold": false,
         *       "is_removed": false,
         *       "customer_invoiced_at": null,
         *       "customer_paid_at": null,
         *       "adjusted_invoice_date": null,
         *       "manually_marked": "picked_up",
         *       "rollback_status": "accepted"
         *     }
         */
        LifecycleOrderState: {
            /** @description Archived (inactive); set by archive, cleared by unarchive. */
            is_archived: boolean;
            /** @description Marked on hold by the shipper. */
            is_on_hold: boolean;
            /** @description Removed; the shipper API answers 404 for the order until it is restored. */
            is_removed: boolean;
            /** @description When the order was invoiced to the customer (`order.customer_invoiced`), or null. */
            customer_invoiced_at: string | null;
            /** @description When the customer paid the order (`order.customer_paid`), or null. */
            customer_paid_at: string | null;
            /** @description The `adjusted_invoice_date` of the manual mark as invoiced (in UTC), or null. */
            adjusted_invoice_date: string | null;
            /**
             * @description The shipper manually marked the order picked up or delivered (null once the order moves back before pickup). While it is `picked_up` a carrier pickup is ignored; while it is `delivered` a carrier pickup or delivery is ignored (`order.picked_up.ignored`, `order.delivered.ignored`).
             * @enum {string|null}
             */
            manually_marked: "picked_up" | "delivered" | null;
            /** @description The status a rollback of the last manual status change returns to; null when there is nothing to roll back (no manual change yet, already rolled back, or another status change followed). */
            rollback_status: components["schemas"]["OrderStatus"] | null;
        };
        /**
         * @description An order as the lifecycle and carrier progress helpers answer it: the shipper API's `Order` (the same fields `GET /v1/public/orders/{guid}` shows; only the key ones are listed here, clients must tolerate the others) plus the helper-only `lifecycle` state.
         * @example {
         *       "guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "number": "ORDER-10482",
         *       "status": "picked_up",
         *       "is_status_changed_manually": true,
         *       "is_posted_to_loadboard": false,
         *       "pickup": {
         *         "adjusted_date": "2026-03-16T08:15:00.000+0000"
         *       },
         *       "delivery": {
         *         "adjusted_date": null
         *       },
         *       "changed_at": "2026-03-16T08:20:00.000+0000",
         *       "lifecycle": {
         *         "is_archived": false,
         *         "is_on_hold": false,
         *         "is_removed": false,
         *         "customer_invoiced_at": null,
         *         "customer_paid_at": null,
         *         "adjusted_invoice_date": null,
         *         "manually_marked": "picked_up",
         *         "rollback_status": "accepted"
         *       }
         *     }
         */
        LifecycleOrder: {
            guid: components["schemas"]["Guid"];
            status: components["schemas"]["OrderStatus"];
            /** @description True when the status was last changed by a manual status change (a rollback restores the value before it). */
            is_status_changed_manually: boolean;
            /** @description False after archive or remove. */
            is_posted_to_loadboard: boolean;
            /** @description The pickup block; `adjusted_date` is set by the manual marks picked up and delivered. */
            pickup?: {
                adjusted_date?: string | null;
            };
            /** @description The delivery block; `adjusted_date` is set by the manual mark delivered. */
            delivery?: {
                adjusted_date?: string | null;
            };
            changed_at?: components["schemas"]["DateTime"];
            lifecycle: components["schemas"]["LifecycleOrderState"];
            /** @description Carrier progress helpers only: true when the carrier's step was ignored for status purposes (the shipper had manually marked the order picked up or delivered) and the `.ignored` event was sent. */
            progress_ignored?: boolean;
        };
        /**
         * @description Body of the manual mark as accepted: the carrier the shipper gave the order to outside the service. `carrier_email` and `carrier_phone` are required (the document's condition); `carrier_name` is optional. They fill the carrier columns of the activity entry.
         * @example {
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_phone": "+1 555 0100",
         *       "carrier_name": "Roadrunner Auto Transport LLC"
         *     }
         */
        ManualMarkAcceptedInput: {
            /** Format: email */
            carrier_email: string;
            carrier_phone: string;
            carrier_name?: string;
        };
        /**
         * @description Body of the manual mark as picked up: `adjusted_date`, when the vehicles were actually picked up (required; it becomes the order's `pickup.adjusted_date`, in UTC).
         * @example {
         *       "adjusted_date": "2026-03-16T08:15:00.000+0000"
         *     }
         */
        ManualMarkPickedUpInput: {
            adjusted_date: components["schemas"]["DateTime"];
        };
        /**
         * @description Body of the manual mark as delivered: `adjusted_delivery_date` is always required; an `accepted` order (not picked up yet) also needs `adjusted_pickup_date` (400 `VALIDATION_ERROR` naming it otherwise). They become `pickup.adjusted_date` and `delivery.adjusted_date` (in UTC); the delivery cannot be earlier than the pickup.
         * @example {
         *       "adjusted_pickup_date": "2026-03-16T08:15:00.000+0000",
         *       "adjusted_delivery_date": "2026-03-19T16:40:00.000+0000"
         *     }
         */
        ManualMarkDeliveredInput: {
            adjusted_pickup_date?: components["schemas"]["DateTime"];
            adjusted_delivery_date: components["schemas"]["DateTime"];
        };
        /**
         * @description Body of the manual mark as carrier invoiced: `adjusted_invoice_date`, when the carrier invoiced (required; shown as `lifecycle.adjusted_invoice_date`, in UTC).
         * @example {
         *       "adjusted_invoice_date": "2026-03-20T10:00:00.000+0000"
         *     }
         */
        ManualMarkInvoicedInput: {
            adjusted_invoice_date: components["schemas"]["DateTime"];
        };
        /**
         * @description What the carrier corrects on one vehicle of the order it has (at inspection, say): the vehicle's descriptive fields only. Price, tariff and type stay the shipper's. At least one field.
         * @example {
         *       "vin": "1HGCM82633A004352",
         *       "color": "Gray"
         *     }
         */
        CarrierVehicleChanges: {
            vin?: string;
            make?: string;
            model?: string;
            year?: number;
            color?: string;
            lot_number?: string;
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
        /** @description The revert is not possible: the offer is not `accepted` (`OFFER_STATE_CONFLICT`), or the order is neither `picked_up` nor `delivered` (`ORDER_NOT_REVERTIBLE`). Nothing changes and nothing is published. */
        OfferRevertConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @enum {unknown} */
                        error_id?: "OFFER_STATE_CONFLICT" | "ORDER_NOT_REVERTIBLE";
                    };
                };
            };
        };
        /** @description The ETA as published. */
        DriverEtaObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                 *           "vehicle_guids": [
                 *             "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *             "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *           ],
                 *           "notes": "Running behind after a weigh station stop.",
                 *           "date_from": "2026-03-16T09:00:00.000+0000",
                 *           "date_until": "2026-03-16T11:00:00.000+0000"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["DriverEta"];
                    };
                };
            };
        };
        /** @description The order's status does not take this driver update (a pickup ETA needs an `accepted` order, a delivery ETA an `accepted` or `picked_up` one, a GPS location a `picked_up` one). Nothing changes and nothing is published. */
        DriverUpdateNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "DRIVER_UPDATE_NOT_ALLOWED",
                 *         "message": "The order is new: a GPS location needs an order in status picked_up",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "DRIVER_UPDATE_NOT_ALLOWED";
                    };
                };
            };
        };
        /** @description The escalation after the call. */
        EscalationObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
                 *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                 *           "status": "open",
                 *           "reasons": {
                 *             "CHARGES_DUE": "The auction asks for 75 USD storage fees before release."
                 *           },
                 *           "submitted_at": "2026-03-18T10:44:02.318+0000",
                 *           "resolved_at": null,
                 *           "resolver_guid": null,
                 *           "resolve_reasons": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["Escalation"];
                    };
                };
            };
        };
        /** @description The escalation was resolved already (an escalation is resolved once). Nothing changes and nothing is published. */
        EscalationAlreadyResolved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "ESCALATION_ALREADY_RESOLVED",
                 *         "message": "The escalation is already resolved",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "ESCALATION_ALREADY_RESOLVED";
                    };
                };
            };
        };
        /** @description The payment service settings after the call. */
        PaymentServiceSettingsObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "flow": "automatic",
                 *           "enabled": true,
                 *           "suspended": false,
                 *           "changed_at": "2026-03-14T09:30:00.000+0000"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["PaymentServiceSettings"];
                    };
                };
            };
        };
        /** @description The payment service is not enabled: only an enabled service can be suspended. Nothing changes. */
        PaymentServiceNotEnabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "PAYMENT_SERVICE_NOT_ENABLED",
                 *         "message": "The payment service is not enabled: activate it first",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "PAYMENT_SERVICE_NOT_ENABLED";
                    };
                };
            };
        };
        /** @description The order's payment method is not `platformpay`: only such orders have a payment-service payment. Nothing changes and nothing is published. */
        NotPlatformpayOrder: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "NOT_A_PLATFORMPAY_ORDER",
                 *         "message": "The order's payment method is ach: only platformpay orders have a payment-service payment",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "NOT_A_PLATFORMPAY_ORDER";
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
        /** @description The order's insurance state after the insurer's action, in `data.object`. */
        InsuranceStateObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "order_guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                 *           "personal_link": "https://insurer.sandbox.haulkit.example/portal/0b6c4d2e-9a1f-5c3b-8d7e-6f5a4b3c2d1e",
                 *           "policies": [
                 *             {
                 *               "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                 *               "status": "issued",
                 *               "plan_slug": "standard-cargo",
                 *               "calculated_premium": 42.5,
                 *               "cancellation_reason": null
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["InsuranceState"];
                    };
                };
            };
        };
        /** @description The policy is not in a state that allows this action: only a `draft` policy can be issued, only an `issued` one canceled. Nothing changes. */
        InsurancePolicyStateConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "INSURANCE_POLICY_STATE_CONFLICT",
                 *         "message": "The policy is issued: only a draft policy can be issued",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "INSURANCE_POLICY_STATE_CONFLICT";
                    };
                };
            };
        };
        /** @description The order after the change, with its helper-only `lifecycle` state. */
        LifecycleOrderObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                 *           "number": "ORDER-10482",
                 *           "status": "picked_up",
                 *           "is_status_changed_manually": true,
                 *           "is_posted_to_loadboard": false,
                 *           "pickup": {
                 *             "adjusted_date": "2026-03-16T08:15:00.000+0000"
                 *           },
                 *           "delivery": {
                 *             "adjusted_date": null
                 *           },
                 *           "changed_at": "2026-03-16T08:20:00.000+0000",
                 *           "lifecycle": {
                 *             "is_archived": false,
                 *             "is_on_hold": false,
                 *             "is_removed": false,
                 *             "customer_invoiced_at": null,
                 *             "customer_paid_at": null,
                 *             "adjusted_invoice_date": null,
                 *             "manually_marked": "picked_up",
                 *             "rollback_status": "accepted"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["LifecycleOrder"];
                    };
                };
            };
        };
        /** @description The order's state does not allow the change (`ORDER_STATUS_CONFLICT`, an assumed error id): a manual mark from a status the rule does not start from, a flag that is already set or not set, nothing to roll back. Nothing changes. */
        OrderStatusConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "ORDER_STATUS_CONFLICT",
                 *         "message": "The order is new: only an order in accepted can be manually marked picked up",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "ORDER_STATUS_CONFLICT";
                    };
                };
            };
        };
        /** @description The order is paid through `platformpay`: it cannot be marked or unmarked as paid manually (`PLATFORMPAY_ORDER_CONFLICT`, the shipper API's assumed error id). Nothing changes. */
        PlatformpayOrderConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "PLATFORMPAY_ORDER_CONFLICT",
                 *         "message": "Orders paid through platformpay cannot be marked or unmarked as paid manually",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "PLATFORMPAY_ORDER_CONFLICT";
                    };
                };
            };
        };
        /** @description The order after the carrier's step, with its helper-only `lifecycle` state and `progress_ignored` (true when rule 4 left the status alone). */
        CarrierProgressObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: WithRequired<components["schemas"]["LifecycleOrder"], "progress_ignored"> & Record<string, unknown>;
                    };
                };
            };
        };
        /** @description The carrier cannot take this step: no carrier has the order (`CARRIER_NOT_ASSIGNED`: no accepted load offer or load request), or the order's status does not allow it (`ORDER_STATUS_CONFLICT`). Both are assumed error ids. Nothing changes. */
        CarrierProgressConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @enum {unknown} */
                        error_id?: "CARRIER_NOT_ASSIGNED" | "ORDER_STATUS_CONFLICT";
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
        /** @description Guid of an escalation of the order (as returned when it was submitted). */
        EscalationGuid: components["schemas"]["Guid"];
        /** @description Guid of a vehicle of the order that has an insurance policy (a policy sync drafted it). */
        InsuranceVehicleGuid: components["schemas"]["Guid"];
        /** @description Guid of a vehicle of the order. */
        VehicleGuid: components["schemas"]["Guid"];
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
export type SchemaDriverEtaInput = components['schemas']['DriverEtaInput'];
export type SchemaDriverEta = components['schemas']['DriverEta'];
export type SchemaDriverLocationInput = components['schemas']['DriverLocationInput'];
export type SchemaDriverLocationReport = components['schemas']['DriverLocationReport'];
export type SchemaDriverVehicleTracking = components['schemas']['DriverVehicleTracking'];
export type SchemaEscalationReasonsInput = components['schemas']['EscalationReasonsInput'];
export type SchemaEscalationSubmitInput = components['schemas']['EscalationSubmitInput'];
export type SchemaEscalation = components['schemas']['Escalation'];
export type SchemaEscalationResolveInput = components['schemas']['EscalationResolveInput'];
export type SchemaPaymentServiceSettings = components['schemas']['PaymentServiceSettings'];
export type SchemaPaymentServiceActivateInput = components['schemas']['PaymentServiceActivateInput'];
export type SchemaPaymentServicePaymentInput = components['schemas']['PaymentServicePaymentInput'];
export type SchemaPaymentServicePayment = components['schemas']['PaymentServicePayment'];
export type SchemaClockState = components['schemas']['ClockState'];
export type SchemaClockAdvanceInput = components['schemas']['ClockAdvanceInput'];
export type SchemaResetResult = components['schemas']['ResetResult'];
export type SchemaWebhookDeliveryAttempt = components['schemas']['WebhookDeliveryAttempt'];
export type SchemaWebhookDelivery = components['schemas']['WebhookDelivery'];
export type SchemaNetworkCarrierAchInput = components['schemas']['NetworkCarrierAchInput'];
export type SchemaNetworkCarrierInput = components['schemas']['NetworkCarrierInput'];
export type SchemaNetworkCarrier = components['schemas']['NetworkCarrier'];
export type SchemaNetworkBrokerInput = components['schemas']['NetworkBrokerInput'];
export type SchemaNetworkBroker = components['schemas']['NetworkBroker'];
export type SchemaLoadboardBookingInput = components['schemas']['LoadboardBookingInput'];
export type SchemaLoadboardBooking = components['schemas']['LoadboardBooking'];
export type SchemaCustomerSubmissionInput = components['schemas']['CustomerSubmissionInput'];
export type SchemaCustomerSubmission = components['schemas']['CustomerSubmission'];
export type SchemaInsurancePolicyIssueInput = components['schemas']['InsurancePolicyIssueInput'];
export type SchemaInsuranceCancellationReason = components['schemas']['InsuranceCancellationReason'];
export type SchemaInsurancePolicy = components['schemas']['InsurancePolicy'];
export type SchemaInsuranceState = components['schemas']['InsuranceState'];
export type SchemaInsurancePolicyCancelInput = components['schemas']['InsurancePolicyCancelInput'];
export type SchemaLifecycleOrderState = components['schemas']['LifecycleOrderState'];
export type SchemaLifecycleOrder = components['schemas']['LifecycleOrder'];
export type SchemaManualMarkAcceptedInput = components['schemas']['ManualMarkAcceptedInput'];
export type SchemaManualMarkPickedUpInput = components['schemas']['ManualMarkPickedUpInput'];
export type SchemaManualMarkDeliveredInput = components['schemas']['ManualMarkDeliveredInput'];
export type SchemaManualMarkInvoicedInput = components['schemas']['ManualMarkInvoicedInput'];
export type SchemaCarrierVehicleChanges = components['schemas']['CarrierVehicleChanges'];
export type ResponseLoadRequestObject = components['responses']['LoadRequestObject'];
export type ResponseValidationError = components['responses']['ValidationError'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseLoadRequestNotPending = components['responses']['LoadRequestNotPending'];
export type ResponseOfferObject = components['responses']['OfferObject'];
export type ResponseOfferStateConflict = components['responses']['OfferStateConflict'];
export type ResponseOfferRevertConflict = components['responses']['OfferRevertConflict'];
export type ResponseDriverEtaObject = components['responses']['DriverEtaObject'];
export type ResponseDriverUpdateNotAllowed = components['responses']['DriverUpdateNotAllowed'];
export type ResponseEscalationObject = components['responses']['EscalationObject'];
export type ResponseEscalationAlreadyResolved = components['responses']['EscalationAlreadyResolved'];
export type ResponsePaymentServiceSettingsObject = components['responses']['PaymentServiceSettingsObject'];
export type ResponsePaymentServiceNotEnabled = components['responses']['PaymentServiceNotEnabled'];
export type ResponseNotPlatformpayOrder = components['responses']['NotPlatformpayOrder'];
export type ResponseClockObject = components['responses']['ClockObject'];
export type ResponseClockNotManual = components['responses']['ClockNotManual'];
export type ResponseInsuranceStateObject = components['responses']['InsuranceStateObject'];
export type ResponseInsurancePolicyStateConflict = components['responses']['InsurancePolicyStateConflict'];
export type ResponseLifecycleOrderObject = components['responses']['LifecycleOrderObject'];
export type ResponseOrderStatusConflict = components['responses']['OrderStatusConflict'];
export type ResponsePlatformpayOrderConflict = components['responses']['PlatformpayOrderConflict'];
export type ResponseCarrierProgressObject = components['responses']['CarrierProgressObject'];
export type ResponseCarrierProgressConflict = components['responses']['CarrierProgressConflict'];
export type ParameterOrderGuid = components['parameters']['OrderGuid'];
export type ParameterRequestGuid = components['parameters']['RequestGuid'];
export type ParameterOfferGuid = components['parameters']['OfferGuid'];
export type ParameterEscalationGuid = components['parameters']['EscalationGuid'];
export type ParameterInsuranceVehicleGuid = components['parameters']['InsuranceVehicleGuid'];
export type ParameterVehicleGuid = components['parameters']['VehicleGuid'];
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
            /** @description The order is no longer open for carriers (`ORDER_NOT_OPEN`), or the carrier is blacklisted (`CARRIER_BLACKLISTED`); nothing changes. */
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
                            /** @enum {unknown} */
                            error_id?: "ORDER_NOT_OPEN" | "CARRIER_BLACKLISTED";
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
    revertOfferAsCarrier: {
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
            /** @description The offer, with the order's status after the revert. */
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
                     *           "guid": "9b2f6c1e-3d4a-4b5c-8e7f-0a1b2c3d4e5f",
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *           "carrier_usdot": "3141592",
                     *           "carrier_email": null,
                     *           "carrier_phone": null,
                     *           "status": "accepted",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-16T15:03:27.742+0000",
                     *           "order_status": "accepted"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["LoadOffer"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OfferRevertConflict"];
        };
    };
    updatePickupEtaAsDriver: {
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
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
                 *       ],
                 *       "date_from": "2026-03-16T09:00:00.000+0000",
                 *       "date_until": "2026-03-16T11:00:00.000+0000",
                 *       "notes": "Running behind after a weigh station stop."
                 *     }
                 */
                "application/json": components["schemas"]["DriverEtaInput"];
            };
        };
        responses: {
            200: components["responses"]["DriverEtaObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DriverUpdateNotAllowed"];
        };
    };
    updateDeliveryEtaAsDriver: {
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
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
                 *       ],
                 *       "date_from": "2026-03-16T09:00:00.000+0000",
                 *       "date_until": "2026-03-16T11:00:00.000+0000",
                 *       "notes": "Running behind after a weigh station stop."
                 *     }
                 */
                "application/json": components["schemas"]["DriverEtaInput"];
            };
        };
        responses: {
            200: components["responses"]["DriverEtaObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DriverUpdateNotAllowed"];
        };
    };
    reportDriverLocation: {
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
                 *       "latitude": 35.4676,
                 *       "longitude": -97.5164
                 *     }
                 */
                "application/json": components["schemas"]["DriverLocationInput"];
            };
        };
        responses: {
            /** @description What the location did. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "vehicle_guids": [
                     *             "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
                     *           ],
                     *           "latitude": 35.4676,
                     *           "longitude": -97.5164,
                     *           "address": "Oklahoma City, OK 73102, USA",
                     *           "published": [
                     *             "vehicle.gps_activated",
                     *             "vehicle.driver_location_updated"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["DriverLocationReport"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DriverUpdateNotAllowed"];
        };
    };
    getVehicleTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking of the order's vehicles. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "vehicles": [
                     *             {
                     *               "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                     *               "gps_active": true,
                     *               "last_location_at": "2026-03-16T14:11:30.000+0000",
                     *               "latitude": 35.4676,
                     *               "longitude": -97.5164,
                     *               "deactivates_at": "2026-03-16T15:11:30.001+0000"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["DriverVehicleTracking"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    submitEscalationAsBroker: {
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
                 *       "reasons": {
                 *         "CHARGES_DUE": "The auction asks for 75 USD storage fees before release."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EscalationSubmitInput"];
            };
        };
        responses: {
            200: components["responses"]["EscalationObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    resolveEscalation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of an escalation of the order (as returned when it was submitted). */
                escalation_guid: components["parameters"]["EscalationGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resolve_reasons": {
                 *         "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EscalationResolveInput"];
            };
        };
        responses: {
            /** @description The resolved escalation. */
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
                     *           "guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "status": "resolved",
                     *           "reasons": {
                     *             "CHARGES_DUE": "The auction asks for 75 USD storage fees before release."
                     *           },
                     *           "submitted_at": "2026-03-18T10:44:02.318+0000",
                     *           "resolved_at": "2026-03-18T15:20:47.090+0000",
                     *           "resolver_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                     *           "resolve_reasons": {
                     *             "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction."
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Escalation"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["EscalationAlreadyResolved"];
        };
    };
    getPaymentServiceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaymentServiceSettingsObject"];
            401: components["responses"]["Unauthorized"];
        };
    };
    activatePaymentService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "flow": "automatic"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentServiceActivateInput"];
            };
        };
        responses: {
            200: components["responses"]["PaymentServiceSettingsObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deactivatePaymentService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaymentServiceSettingsObject"];
            401: components["responses"]["Unauthorized"];
        };
    };
    suspendPaymentService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaymentServiceSettingsObject"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["PaymentServiceNotEnabled"];
        };
    };
    updatePlatformpayPayment: {
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
                 *       "payment_status": "scheduled",
                 *       "processing_status": "pending",
                 *       "charged_at": "2026-03-20T12:00:00.000+0000",
                 *       "charge_date": "2026-03-20",
                 *       "expected_date": "2026-03-27"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentServicePaymentInput"];
            };
        };
        responses: {
            /** @description The payment after the change. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "payment_status": "scheduled",
                     *           "processing_status": "pending",
                     *           "amount": 1250,
                     *           "charged_at": "2026-03-20T12:00:00.000+0000",
                     *           "charge_date": "2026-03-20",
                     *           "expected_date": "2026-03-27",
                     *           "paid_at": null,
                     *           "changed_at": "2026-03-20T12:00:04.731+0000",
                     *           "hold": null,
                     *           "refund": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["PaymentServicePayment"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotPlatformpayOrder"];
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
    listSandboxWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Only the deliveries of this webhook action (such as `order.modified`).
                 * @example order.modified
                 */
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries, oldest first (not paginated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "guid": "0b6f2d8e-3c1a-4e5f-9a7b-1c2d3e4f5a6b",
                     *             "subscription_guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *             "event_id": "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *             "action": "order.modified",
                     *             "callback_url": "http://127.0.0.1:8080/hooks/orders",
                     *             "state": "succeeded",
                     *             "reason": null,
                     *             "created_at": "2026-03-14T09:30:00.000+0000",
                     *             "next_attempt_at": null,
                     *             "max_tries": 5,
                     *             "attempts": [
                     *               {
                     *                 "attempt": 1,
                     *                 "at": "2026-03-14T09:30:00.000+0000",
                     *                 "status_code": 503,
                     *                 "error": null,
                     *                 "duration_ms": 3
                     *               },
                     *               {
                     *                 "attempt": 2,
                     *                 "at": "2026-03-14T09:31:00.000+0000",
                     *                 "status_code": 200,
                     *                 "error": null,
                     *                 "duration_ms": 2
                     *               }
                     *             ],
                     *             "payload": {
                     *               "action": "order.modified",
                     *               "action_date": "2026-03-14T09:30:00.000+0000",
                     *               "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                     *               "revision_guid": "2c4e6a8b-1d3f-4b5a-9c7e-0f2a4c6e8b1d",
                     *               "user_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                     *               "data": {
                     *                 "price": {
                     *                   "old_value": 1250,
                     *                   "new_value": 1300
                     *                 }
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: components["schemas"]["SuccessStatus"];
                        data: {
                            objects: components["schemas"]["WebhookDelivery"][];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addNetworkCarrier: {
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
                 *       "name": "Roadrunner Auto Transport LLC",
                 *       "usdot": "3141592",
                 *       "mc_number": "MC-123456",
                 *       "email": "dispatch@roadrunner-auto.example",
                 *       "phone": "+1 555 0100",
                 *       "ach": {
                 *         "bank_name": "First Prairie Bank",
                 *         "bank_routing_number": "111000025",
                 *         "bank_account_number": "000123456789",
                 *         "voided_check_url": "https://files.example.com/carriers/voided-check.pdf",
                 *         "last_update_date": "2026-01-20"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["NetworkCarrierInput"];
            };
        };
        responses: {
            /** @description The carrier, as the shipper API's carrier operations show it, plus `ach_on_file`. */
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
                     *           "guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f",
                     *           "name": "Roadrunner Auto Transport LLC",
                     *           "dba_name": null,
                     *           "phone_numbers": "+1 555 0100",
                     *           "fax": null,
                     *           "contact_name": null,
                     *           "email": "dispatch@roadrunner-auto.example",
                     *           "website": null,
                     *           "address": null,
                     *           "city": null,
                     *           "state": null,
                     *           "zip": null,
                     *           "w9": null,
                     *           "usdot_certificate": null,
                     *           "cargo_insurance": null,
                     *           "mc_number": "MC-123456",
                     *           "us_dot": "3141592",
                     *           "cargo_policy": null,
                     *           "carrier_type": "FMCSA",
                     *           "broker_records": {
                     *             "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
                     *             "usdot_number": "3141592",
                     *             "approved": false,
                     *             "approved_since": null,
                     *             "preferred": false,
                     *             "preferred_since": null,
                     *             "in_blacklist": false,
                     *             "in_blacklist_since": null,
                     *             "insurance_certificate_holder": false,
                     *             "insurance_certificate_holder_since": null,
                     *             "insurance_cert_holder_file_url": null,
                     *             "insurance_expires_at": null,
                     *             "custom_external_id": null
                     *           },
                     *           "ach_on_file": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["NetworkCarrier"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Another carrier of the organisation has this USDOT number, e-mail or phone (`CARRIER_EXISTS`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "fail",
                     *       "data": {
                     *         "error_id": "CARRIER_EXISTS",
                     *         "message": "A carrier with this USDOT number, e-mail or phone is already in the network",
                     *         "details": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @constant */
                            error_id?: "CARRIER_EXISTS";
                        };
                    };
                };
            };
        };
    };
    linkNetworkBroker: {
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
                 *       "name": "Gulf Coast Auto Logistics",
                 *       "email": "loads@gulfcoast-autologistics.example",
                 *       "phone": "+1 555 0188",
                 *       "usdot": "2718281",
                 *       "mc_number": "MC-654321"
                 *     }
                 */
                "application/json": components["schemas"]["NetworkBrokerInput"];
            };
        };
        responses: {
            /** @description The linked broker. */
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
                     *           "guid": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *           "name": "Gulf Coast Auto Logistics",
                     *           "email": "loads@gulfcoast-autologistics.example",
                     *           "phone": "+1 555 0188",
                     *           "usdot": "2718281",
                     *           "mc_number": "MC-654321"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["NetworkBroker"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    bookLoadboardOrder: {
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
                 *       "carrier_guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f"
                 *     }
                 */
                "application/json": components["schemas"]["LoadboardBookingInput"];
            };
        };
        responses: {
            /** @description The booking and the order's status after it. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "carrier_guid": "6c1f6f0e-7a4b-5d2c-9e8f-1a2b3c4d5e6f",
                     *           "order_status": "accepted",
                     *           "is_posted_to_loadboard": false,
                     *           "booked_at": "2026-03-14T11:02:39.812+0000"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["LoadboardBooking"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The order is not on the loadboard (`ORDER_NOT_POSTED`) or the carrier is not preferred (`CARRIER_NOT_PREFERRED`); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @enum {unknown} */
                            error_id?: "ORDER_NOT_POSTED" | "CARRIER_NOT_PREFERRED";
                        };
                    };
                };
            };
        };
    };
    submitOrderAsCustomer: {
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
                 *       "customer_guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerSubmissionInput"];
            };
        };
        responses: {
            /** @description The live submission and the order's status. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "customer_counterparty_guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
                     *           "order_status": "new",
                     *           "submitted_at": "2026-03-14T10:00:00.000+0000",
                     *           "canceled_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CustomerSubmission"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The order's submission by a customer is still live (`ORDER_ALREADY_SUBMITTED`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "fail",
                     *       "data": {
                     *         "error_id": "ORDER_ALREADY_SUBMITTED",
                     *         "message": "The order was already submitted by a customer",
                     *         "details": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @constant */
                            error_id?: "ORDER_ALREADY_SUBMITTED";
                        };
                    };
                };
            };
        };
    };
    cancelOrderAsCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended submission and the order's status. */
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
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                     *           "customer_counterparty_guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
                     *           "order_status": "order_canceled",
                     *           "submitted_at": "2026-03-14T10:00:00.000+0000",
                     *           "canceled_at": "2026-03-14T12:31:18.455+0000"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CustomerSubmission"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The order has no live submission by a customer (`ORDER_NOT_SUBMITTED`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "fail",
                     *       "data": {
                     *         "error_id": "ORDER_NOT_SUBMITTED",
                     *         "message": "The order has no live submission by a customer to cancel",
                     *         "details": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @constant */
                            error_id?: "ORDER_NOT_SUBMITTED";
                        };
                    };
                };
            };
        };
    };
    issueInsurancePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order that has an insurance policy (a policy sync drafted it). */
                vehicle_guid: components["parameters"]["InsuranceVehicleGuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "calculated_premium": 42.5
                 *     }
                 */
                "application/json": components["schemas"]["InsurancePolicyIssueInput"];
            };
        };
        responses: {
            200: components["responses"]["InsuranceStateObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InsurancePolicyStateConflict"];
        };
    };
    cancelInsurancePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order that has an insurance policy (a policy sync drafted it). */
                vehicle_guid: components["parameters"]["InsuranceVehicleGuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "cancellation_reason": "CANCELED_VIA_INSURER"
                 *     }
                 */
                "application/json": components["schemas"]["InsurancePolicyCancelInput"];
            };
        };
        responses: {
            200: components["responses"]["InsuranceStateObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InsurancePolicyStateConflict"];
        };
    };
    cancelSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    archiveSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    unarchiveSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    removeSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    restoreSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    markSandboxOrderOnHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    unmarkSandboxOrderOnHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    markSandboxOrderDeliveryVerified: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    unmarkSandboxOrderDeliveryVerified: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    unmarkSandboxOrderAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PlatformpayOrderConflict"];
        };
    };
    markSandboxOrderCustomerInvoiced: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    markSandboxOrderCustomerPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsNew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsAccepted: {
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
                 *       "carrier_email": "dispatch@roadrunner-auto.example",
                 *       "carrier_phone": "+1 555 0100",
                 *       "carrier_name": "Roadrunner Auto Transport LLC"
                 *     }
                 */
                "application/json": components["schemas"]["ManualMarkAcceptedInput"];
            };
        };
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsPickedUp: {
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
                 *       "adjusted_date": "2026-03-16T08:15:00.000+0000"
                 *     }
                 */
                "application/json": components["schemas"]["ManualMarkPickedUpInput"];
            };
        };
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsDelivered: {
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
                 *       "adjusted_pickup_date": "2026-03-16T08:15:00.000+0000",
                 *       "adjusted_delivery_date": "2026-03-19T16:40:00.000+0000"
                 *     }
                 */
                "application/json": components["schemas"]["ManualMarkDeliveredInput"];
            };
        };
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyMarkOrderAsInvoiced: {
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
                 *       "adjusted_invoice_date": "2026-03-20T10:00:00.000+0000"
                 *     }
                 */
                "application/json": components["schemas"]["ManualMarkInvoicedInput"];
            };
        };
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    manuallyUnmarkOrderAsInvoiced: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    rollBackManualStatusChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderStatusConflict"];
        };
    };
    pickUpOrderAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarrierProgressObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CarrierProgressConflict"];
        };
    };
    deliverOrderAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarrierProgressObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CarrierProgressConflict"];
        };
    };
    invoiceOrderAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarrierProgressObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CarrierProgressConflict"];
        };
    };
    updateVehicleAsCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of an order of the caller's organisation. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of a vehicle of the order. */
                vehicle_guid: components["parameters"]["VehicleGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vin": "1HGCM82633A004352",
                 *       "color": "Gray"
                 *     }
                 */
                "application/json": components["schemas"]["CarrierVehicleChanges"];
            };
        };
        responses: {
            200: components["responses"]["LifecycleOrderObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CarrierProgressConflict"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
