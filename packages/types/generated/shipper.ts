/**
 * Generated from spec/dist/shipper.json with openapi-typescript 7.13.0 by packages/types/scripts/generate.ts.
 * Do not edit: run `pnpm --filter @haulkit/types generate` after `pnpm bundle`.
 */

export interface paths {
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an access token
         * @description OAuth 2.0 client-credentials token request. Authenticate with HTTP Basic (client id and client secret, issued with an account on the shipper application), pass `grant_type=client_credentials` in the query and send no body. The result is a bearer token with scope `read write` for every other request (`Authorization: Bearer <ACCESS_TOKEN>`). This path is `/oauth/token`, outside `/v1/public`, and the response is not wrapped in the success envelope.
         *
         *     Bad credentials give 401 with a `timestamp`/`status`/`error`/`message`/`path` body; a missing or wrong grant type gives an OAuth error body (`error` `invalid_request`) whose HTTP status is not shown (400 assumed). The unit of `expires_in` is not shown (seconds assumed); refresh and revocation are not shown (see GAPS.md).
         */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Lists the account's orders, one page at a time (`page` counted from 0, `size` objects per page, default 25, `sort` as `field` or `field,asc|desc`, repeatable). The paging parameters come from the public documentation's pagination page; the filters the service may accept are not shown.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an order
         * @description Creates a vehicle-transport order and returns it with its assigned `guid`. Every vehicle needs a valid `type`; a missing or unknown type is rejected with 400 and the vehicle-type error. The payment method and terms must be an allowed pair (see `Payment`); another pair is rejected with 400 and the payment-pair error. Field validation failures (for example a `price` that is not positive or has more than 2 fraction digits) give 400 `VALIDATION_ERROR`. Which top-level fields are required is not shown.
         *
         *     Side effect: emits the webhook action `order.created` (and the revision action `order.created` to subscriptions with an `audit_field_set`).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get an order
         * @description Returns the order with this guid in `data.object`.
         */
        get: operations["getOrder"];
        /**
         * Update an order
         * @description Full update: the body replaces the order's writable fields (fields left out are assumed to be cleared; not shown). The method is documented and the path is inferred from the partial update's path (medium confidence).
         *
         *     The body is validated like a create: the payment method and terms must be an allowed pair (400 payment-pair error) and every vehicle needs a valid `type` (400 vehicle-type error). Changing `payment.method` after delivery on a `platformpay` order is rejected; the documents do not show the status, and 409 `PAYMENT_METHOD_LOCKED` is assumed.
         *
         *     Side effect: revision subscribers get `order.modified` (and the vehicle revision actions) when a field in their `audit_field_set` changed.
         */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order partially
         * @description Partial update with JSON Merge Patch (RFC 7396, added November 2020); the request media type is `application/merge-patch+json` only. Fields included in the body replace the old values, omitted fields stay as they are, and a field set to `null` is removed (cleared; the schema allows `null` on the fields that are nullable). Arrays are replaced whole: a `vehicles` array replaces all the order's vehicles, so send every vehicle that should remain, each with a valid `type`.
         *
         *     The result is re-validated like a create: the payment method and terms must be an allowed pair (400 payment-pair error) and every vehicle needs a valid `type` (400 vehicle-type error). Changing `payment.method` after delivery on a `platformpay` order is rejected; the documents do not show the status, and 409 `PAYMENT_METHOD_LOCKED` is assumed.
         *
         *     Side effect: revision subscribers get `order.modified` (and `vehicle.created`, `vehicle.modified`, `vehicle.deleted` for vehicle changes) when a field in their `audit_field_set` changed.
         */
        patch: operations["updateOrderPartially"];
        trace?: never;
    };
    "/v1/public/orders/find_by_vin/{vin}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Vehicle identification number to search for. The documents give no format rule, so any non-empty string is accepted (partial or pre-1981 VINs are not excluded).
                 * @example 4T1C11AK5NU612345
                 */
                vin: components["parameters"]["Vin"];
            };
            cookie?: never;
        };
        /**
         * Find orders by VIN
         * @description Returns the orders that carry a vehicle with this VIN in `data.objects`; 404 when there is none. Whether the list is paginated is not shown (no paging parameters are documented; `pagination` may be present).
         */
        get: operations["findOrdersByVin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/submit_to_broker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order and submit it to a broker
         * @description Shipper-to-broker flow: a single request creates the order described by the body and submits it to the linked broker named by the `broker_guid` query parameter (the shipper acts as the broker's customer). The body is the same order object as a create; the seed mentions a `broker_guid` "body field", while the public documentation passes it as the query parameter, which the spec follows (see GAPS.md). The order is validated like a create (payment pair, vehicle types). The response is assumed to be the created order in `data.object`, and an unknown or unlinked broker is assumed to give 404 (neither is shown).
         *
         *     Side effect: the broker receives the order as submitted by its customer (webhook action `order.submitted_by_customer` on the broker side, with `customer_counterparty_guid`).
         */
        post: operations["submitOrderToBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{guid}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * List the activities of an order
         * @description Lists the order's activity entries (status changes, offers, manual changes and the like), one page at a time (`page` counted from 0, `size` default 25). An entry's `vehicles` is empty unless the order is in status `picked_up` or `delivered`. The order of the entries is not shown.
         */
        get: operations["listOrderActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/bol": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        /**
         * Get the bill of lading of an order
         * @description Returns the URL of the order's bill of lading (BOL) PDF in `data.object.url`. The answer when no BOL exists yet (before pickup) is not shown; 404 is assumed. The webhook actions `order.picked_up_bol` and `order.delivered_bol` announce when a BOL becomes available.
         */
        get: operations["getOrderBol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/mark_as_paid": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an order as paid to the carrier
         * @description Records the payment made to the carrier and returns the full order in `data.object`. Rejected with 409 when the order's payment method is `platformpay` (the payment service settles those orders; the 409 body is not shown, the failure envelope with `PLATFORMPAY_ORDER_CONFLICT` is assumed). The order status after the call is not shown (the example shows `paid`, assumed), nor whether the body's fields are copied into the order's `payment` block.
         *
         *     Side effect: emits the webhook action `order.paid`.
         */
        put: operations["markOrderAsPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an attachment to an order
         * @description Attaches a file to the order and returns the attachment in `data.object`. With `is_location_protected=true` the GPS location metadata embedded in an uploaded photo is protected and not exposed. The file body shape is not shown: a `multipart/form-data` body with one binary part named `file` is assumed, as are the attachment fields other than `is_location_protected`.
         */
        post: operations["uploadOrderAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a load offer
         * @description Sends the order to one carrier as a load offer, addressed by exactly one of `carrier_guid`, `carrier_usdot`, `carrier_email` or `carrier_phone`. With `carrier_type` `BROKER`, `carrier_guid` is the guid of a broker and the broker's contact and address details are filled in. The carrier gets an e-mail and a text message; a carrier that is not registered is created when it accepts. The response is the offer with its `guid`, used to track it. Emits `offer.sent`, or `offer.sent.failed` when sending fails.
         *
         *     Only the offer's `guid` is shown; its other fields and statuses are assumed (see GAPS.md).
         */
        post: operations["sendLoadOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/requests/{request_guid}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept a load request
         * @description Accepts a carrier's load request on an order posted to the loadboard. The method and path come from the public documentation; the request has no body. The response shape, the resulting order status and any emitted webhook action are not shown: the response is assumed to be the load request with `status` `accepted`, and a request that is no longer pending is assumed to be answered with 409 (see GAPS.md).
         */
        put: operations["acceptLoadRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/requests/{request_guid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Decline a load request
         * @description Declines a carrier's load request. The method and path come from the public documentation, which says the request carries a body without showing its fields: an optional `reason` is assumed and an empty object is accepted. Emits `load_request.declined_by_shipper` (payload: `order_guid` and the request as `data`). The response is assumed to be the load request with `status` `declined`, and a request that is no longer pending is assumed to be answered with 409 (see GAPS.md).
         */
        put: operations["declineLoadRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/requests/{request_guid}/counter-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a counter offer
         * @description Answers a carrier's load request with another price. `price` is required: positive, a well-formed decimal with at most 2 fraction digits, not empty (400 `VALIDATION_ERROR` otherwise). The new counter offer has status `pending`. Only one counter offer can exist per load request: while one exists the call fails with 409 `LOAD_REQUEST_ACCEPT_ERROR` and nothing changes. No other effect (such as a webhook action) is shown.
         */
        post: operations["createCounterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/requests/{request_guid}/counter-offer/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel a counter offer
         * @description Cancels the active counter offer of a load request; its status becomes `cancelled`. No body. When the request has no active counter offer the call fails with 404 `COUNTER_OFFER_NOT_FOUND_ERROR` and nothing changes. No other effect (such as a webhook action) is shown.
         */
        patch: operations["cancelCounterOffer"];
        trace?: never;
    };
    "/v1/public/orders/price_negotiations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a price negotiation
         * @description Creates the price negotiation of an order: the shipper sets a budget and an age-based increase (`increase_by_percent` every `increase_every`), and bids from preferred carriers that match are accepted automatically; `acceptable_pickup_days` and `acceptable_delivery_days` (0 to 3, default 0) widen the preferred dates for that. `start_date` cannot be earlier than the order's creation date (400 `VALIDATION_ERROR`) and defaults to it. Which fields are required, whether the new negotiation starts enabled, and what happens when the order already has one are not shown: a new negotiation is assumed to start enabled, a second one for the same order is assumed to be 409 `PRICE_NEGOTIATION_EXISTS`, and an unknown `order_guid` is a 400 `VALIDATION_ERROR` naming it (see GAPS.md).
         */
        post: operations["createPriceNegotiation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/price_negotiations/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a price negotiation
         * @description Returns the price negotiation with this guid.
         */
        get: operations["getPriceNegotiation"];
        /**
         * Update a price negotiation
         * @description Replaces the settings of a price negotiation: the create fields without `order_guid` (the order cannot change). `start_date` cannot be earlier than the order's creation date (400 `VALIDATION_ERROR`). Which fields are required is not shown; the create requirements are assumed (see GAPS.md).
         */
        put: operations["updatePriceNegotiation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/price_negotiations/{guid}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable a price negotiation
         * @description Enables the price negotiation: automatic price increases and auto-acceptance of matching bids from preferred carriers run. No body. The response is assumed to be the negotiation with `enabled` true; whether enabling an enabled negotiation is an error is not shown (see GAPS.md).
         */
        put: operations["enablePriceNegotiation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/price_negotiations/{guid}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Disable a price negotiation
         * @description Disables the price negotiation: automatic price increases and auto-acceptance stop. No body. The response is assumed to be the negotiation with `enabled` false; whether disabling a disabled negotiation is an error is not shown (see GAPS.md).
         */
        put: operations["disablePriceNegotiation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{order_guid}/price_negotiations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the price negotiation of an order
         * @description Returns the price negotiation of the order. One negotiation per order is assumed (the response is `data.object`); 404 when the order does not exist or has no negotiation (assumed, see GAPS.md).
         */
        get: operations["getOrderPriceNegotiation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{guid}/insurance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get the insurance state of an order
         * @description Returns the order's insurance state in `data.object`. `personal_link` (the insurer's portal) is null until a draft policy exists. Read-only: this call creates nothing (use the policy sync to create draft policies). Fields other than `personal_link` are not shown (`order_guid` and `policies` assumed). Access to the insurance endpoints is enabled per account.
         */
        get: operations["getOrderInsurance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/orders/{guid}/sync-insurance-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the insurance policies of an order
         * @description Creates a draft policy for each eligible vehicle of the order; `personal_link` becomes non-null. No body. The policy is issued later by the insurer (`insurance.issued`), not by this call. Limited to one call per order per 30 seconds: a second call within the window gets 429 `RATE_LIMIT_EXCEEDED`, and a failed sync also consumes the window. The response is not shown: the insurance state in `data.object` is assumed, as is the `Retry-After` header of the 429. Which vehicles are eligible is not shown.
         */
        post: operations["syncInsurancePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/insurances/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote insurance for a vehicle and route
         * @description Returns the insurance plans available for the vehicle on the route, each with its premium in USD, in `data.objects` (not paginated). Nothing is stored. When the service cannot value the vehicle and no `vehicle.value` was sent, the answer is 409 `VEHICLE_VALUE_REQUIRED`: retry with `vehicle.value` set. Access to the insurance endpoints is enabled per account (the answer for an account without access is not shown).
         */
        post: operations["createInsuranceQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/loadboard/orders/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an order to the loadboard
         * @description Posts the order to the loadboard. Preferred carriers can then book it instantly (`order.booked`) and other carriers send load requests (`load_request.created`); blacklisted carriers can do neither. No body. The response is not shown: the order in `data.object` (with `is_posted_to_loadboard` true) is assumed.
         *
         *     Side effect: emits the webhook action `order.posted_to_loadboard`.
         */
        post: operations["postOrderToLoadboard"];
        /**
         * Remove an order from the loadboard
         * @description Removes the order's posting from the loadboard. Low confidence: the public documentation page was cut off after `DELETE /v1/public/loadboard/`, and this path mirrors the post. The response is not shown: the order in `data.object` (with `is_posted_to_loadboard` false) is assumed. Archiving an order also removes its postings.
         *
         *     Side effect: emits the webhook action `order.removed_from_loadboard`.
         */
        delete: operations["removeOrderFromLoadboard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/brokers/linked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List linked brokers
         * @description Lists the brokers linked to the shipper's account, to which orders can be submitted (see the submit-to-broker operation). Paged with `page` (from 0) and `size`. The path and paging are known from the public documentation; the broker fields are not shown and are assumed (see GAPS.md).
         */
        get: operations["listLinkedBrokers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an internal carrier
         * @description Creates a carrier managed only on the shipper side (`carrier_type` `INTERNAL`) and returns it with its details (`data.object`). The body's field list is not shown in the document: `name` (required) and the carrier's writable fields, `mc_number` and `us_dot` are assumed (see GAPS.md), as is the success status 200. The new carrier's `broker_records` are assumed to start with their defaults (all flags false); the profile update sets them.
         */
        post: operations["createInternalCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/full_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search carriers
         * @description Finds carriers by US DOT number, e-mail or name. `query` matches a US DOT number, an e-mail address or part of a name; `usdot`, `mcNumber`, `name` (may be partial), `email` and `phone` narrow the search by one field each. Every parameter is optional; how several parameters combine and what a search without any returns are not shown in the documents (matching all given parameters is assumed, see GAPS.md). The result is paginated (`page` from 0, `size`). The path is known from the public documentation; the parameters from the document.
         */
        get: operations["searchCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/custom_external_id/{custom_external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a carrier by its custom external id
         * @description Returns the carrier whose `broker_records.custom_external_id` equals the path value, with its details (`data.object`). 404 when no carrier of the account has that id. Carriers on the carrier application (`CTMS`) have no `broker_records`, so they cannot be found this way. The path is known from the public documentation; the response shape is assumed to be the carrier record (see GAPS.md).
         */
        get: operations["getCarrierByCustomExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/{guid}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a carrier profile
         * @description Returns the carrier with its details and the shipper's custom records (`broker_records`: approved, preferred, blacklisted, certificate holder, insurance expiry, custom external id). For carriers on the carrier application (`carrier_type` `CTMS`) `broker_records` is absent or null. The path is known from the public documentation; the response shape is assumed to be the carrier record (see GAPS.md).
         */
        get: operations["getCarrierProfile"];
        /**
         * Update a carrier profile (broker records)
         * @description Sets the shipper's custom records of the carrier (`broker_records`) and returns the carrier.
         *
         *     Rules:
         *
         *     - A carrier cannot be approved and blacklisted at the same time: a request that would leave
         *       `approved` and `in_blacklist` both true is rejected with 400 `VALIDATION_ERROR` (status assumed,
         *       see GAPS.md).
         *     - Marking a carrier `preferred` makes it approved automatically (`approved` is set to true), so
         *       `preferred` and `in_blacklist` cannot both be true either. A preferred carrier instantly books
         *       loads posted to the loadboard; a blacklisted carrier cannot book or request loads there.
         *     - Each `*_since` stamp (`approved_since`, `preferred_since`, `in_blacklist_since`,
         *       `insurance_certificate_holder_since`) is set when its flag turns true; it is assumed to be
         *       cleared when the flag turns false.
         *     - Fields left out of the body keep their current values (assumed).
         *
         *     Not available for carriers on the carrier application (`carrier_type` `CTMS`): the spec assumes
         *     409 with `error_id` `BROKER_RECORDS_NOT_AVAILABLE` (status and code not shown in the document, see
         *     GAPS.md). The response shape (the carrier record) and the success status 200 are assumed.
         */
        put: operations["updateCarrierProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/{guid}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a carrier
         * @description Adds a note to the carrier and returns it (`data.object`). The note fields are not shown in the document: a body with `text` (required, at most 5000 characters) and the note record (`guid`, `text`, `created_at`, `changed_at`, `user_guid`) are assumed, as is the success status 200 (see GAPS.md).
         */
        post: operations["addCarrierNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/carriers/{guid}/payment-methods/ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a carrier's ACH details
         * @description Returns the carrier's bank (ACH) details (`data.object`). `bank_routing_number` and `bank_account_number` are masked unless an order with payment method `ach`, `direct_deposit` or `other` was delivered within the last 30 days; `access_expires_in_days` tells how many days the unmasked access lasts (-1 if not applicable). The masked shape is not shown (assumed `*****6789`, see GAPS.md). What the service answers for a carrier without ACH details is not shown either (404 assumed). This replaces the `ach_payment` object removed from carrier responses on July 8, 2026.
         */
        get: operations["getCarrierAchDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description Creates a reusable customer record and returns it (`data.object`). Orders reference it by `counterparty_guid`. The body's field list is not shown in the document; the fields of the order's customer block plus `notes` and `custom_external_id` are assumed (see GAPS.md), as is the success status 200. Contacts are added with the contacts operation.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/customers/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description Returns the customer record with its contacts (`data.object`). The path is known from the public documentation; the customer fields are assumed (see GAPS.md).
         */
        get: operations["getCustomer"];
        /**
         * Update a customer
         * @description Replaces the customer's writable fields with the body and returns the customer (`data.object`). Contacts are not changed by this operation. The path is known from the public documentation; the body's fields, the full-replacement semantics of PUT (fields left out become null) and the success status 200 are assumed (see GAPS.md).
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/customers/custom_external_id/{custom_external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer by its custom external id
         * @description Returns the customer whose `custom_external_id` equals the path value, with its contacts (`data.object`). 404 when no customer of the account has that id (assumed, like the carrier lookup). The path is known from the public documentation; the customer fields are assumed (see GAPS.md).
         */
        get: operations["getCustomerByCustomExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/customers/{customer_guid}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a contact to a customer
         * @description Creates a contact of the customer and returns it (`data.object`). A customer can have several contacts; only one is primary. Creating a contact with `is_primary` true makes the previous primary contact non-primary (assumed). The contact fields, that rule and the success status 200 are assumed (see GAPS.md).
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a terminal
         * @description Creates a reusable terminal record (a pickup or delivery location) and returns it (`data.object`). Orders reference it by `counterparty_guid`. The body's field list is not shown in the document; the fields of the order's venue and customer block plus `notes` are assumed (see GAPS.md), as is the success status 200.
         */
        post: operations["createTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Returns the account's current webhook subscriptions. Whether the list is paginated and whether inactive (unsubscribed) subscriptions are included are not shown; `data.pagination` is optional here (see GAPS.md).
         */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/webhooks/{webhook_action}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a webhook action
         * @description Subscribes `callback_url` (http or https) to one webhook action; the subscription becomes active and notifications start. Each subscription has a `verification_token` that confirms a notification comes from the service. For the revision actions (`order.created`, `order.modified`, `vehicle.created`, `vehicle.modified`, `vehicle.deleted`), `audit_field_set` lists the fields whose old and new values the payloads carry; `order.modified` and `vehicle.modified` fire only when one of them changed (the subscribable fields are listed in the body schema and in `AuditField`).
         *
         *     Deliveries are HTTP POSTs with a 10-second request timeout; the subscriber must answer 2xx within 60 seconds, and failed deliveries are retried 5 times, 60 seconds apart. What subscribing again to an action that already has a subscription does is not shown (see GAPS.md).
         */
        post: operations["subscribeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/webhooks/{webhook_action}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe from a webhook action
         * @description Ends the subscription to one webhook action; it becomes inactive and notifications stop. No body. The response is not shown: the subscription with `is_active` false is assumed, and 404 when the action has no active subscription (see GAPS.md).
         */
        post: operations["unsubscribeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.created
         * @description Sent when an order is created, through the API (`POST /v1/public/orders`) or the interface. The action belongs to two payload groups. A subscription made without `audit_field_set` gets the plain order payload: `action`, `action_date` and `order_guid`. A subscription made with `audit_field_set` (the revision form) gets the revision payload: in addition `revision_guid`, `user_guid` (or the `carrier_*` fields when a carrier made the change) and `data`, holding the subscribed fields of the new order with `old_value` always null. It fires even when `audit_field_set` is empty (then `data` holds no fields). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancel
         * @description Sent when the shipper cancels the order. The order moves to status `order_canceled` from any status; an order in `order_canceled` is still active (it can be offered to carriers or posted to loadboards again). Issued insurance policies of the order may end with `insurance.canceled` (`ORDER_CANCELED`). The broker of an order the customer (shipper) canceled receives `order.cancelled_by_customer`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.submitted_by_customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.submitted_by_customer
         * @description Sent when a customer submits an order from the customer portal or through the shipper-to-broker flow (an order submitted to a broker). The payload adds `customer_counterparty_guid`, the customer record of the submitter. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderSubmittedByCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.picked_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.picked_up
         * @description Sent when the carrier picks up the order (status `picked_up`). If the shipper already manually marked the order delivered while an offer was active, the carrier pickup does not change the status and `order.picked_up.ignored` is sent instead. The pickup bill of lading follows with `order.picked_up_bol` once available. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderPickedUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.picked_up.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.picked_up.ignored
         * @description Sent instead of `order.picked_up` when the carrier picks up an order that has an active offer and that the shipper already manually marked delivered (shipper-to-carrier flow only). The `.ignored` actions exist so that a carrier action arriving after the shipper moved the order on does not look like a status regression: the order status does not change. Typical sequence: `offer.sent`, `offer.accepted`, `order.manually_marked_as_picked_up`, `order.manually_marked_as_delivered`, then the carrier pickup gives `order.picked_up.ignored`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderPickedUpIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.delivered
         * @description Sent when the carrier delivers the order (status `delivered`). If the shipper already manually marked the order delivered while an offer was active, `order.delivered.ignored` is sent instead. The delivery bill of lading follows with `order.delivered_bol` once available. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.delivered.ignored
         * @description Sent instead of `order.delivered` when the carrier delivers an order that has an active offer and that the shipper already manually marked delivered (shipper-to-carrier flow only). The `.ignored` actions exist so that a carrier action arriving after the shipper moved the order on does not look like a status regression: the order status does not change. Typical sequence: `offer.sent`, `offer.accepted`, `order.manually_marked_as_picked_up`, `order.manually_marked_as_delivered`, then the carrier delivery gives `order.delivered.ignored`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderDeliveredIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.picked_up_bol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.picked_up_bol
         * @description Sent when the pickup bill of lading (BOL) becomes available, after the pickup. The payload adds `pdf_bol_url` and `online_bol_url`; the action is sent only when both are available. The BOL can also be fetched with `GET /v1/public/orders/{order_guid}/bol`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderPickedUpBol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered_bol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.delivered_bol
         * @description Sent when the delivery bill of lading (BOL) becomes available, after the delivery. The payload adds `pdf_bol_url`, `online_bol_url` and `pdf_delivery_receipt_url`. The BOL can also be fetched with `GET /v1/public/orders/{order_guid}/bol`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderDeliveredBol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid
         * @description Sent when the shipper marks the order paid to the carrier (`PUT /v1/public/orders/{order_guid}/mark_as_paid`). Not sent for an order whose payment method is `platformpay`: marking it paid is rejected with 409 (the payment service reports with `platformpay.updated`). The status after the mark is not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.unmark_as_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.unmark_as_paid
         * @description Sent when the shipper unmarks the order as paid to the carrier (the operation's method and path are not shown in the document). Not sent for an order whose payment method is `platformpay` (rejected with 409). The status after the change is not shown. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderUnmarkAsPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.customer_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.customer_paid
         * @description Sent when the order is marked paid by the customer. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderCustomerPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.invoiced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.invoiced
         * @description Sent when the carrier invoices the order (status `invoiced`), as opposed to `order.manually_marked_as_invoiced`, which the shipper sets. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.customer_invoiced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.customer_invoiced
         * @description Sent when the order is invoiced to the customer (the shipper's or broker's own customer, not the carrier). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderCustomerInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.archived
         * @description Sent when the order is archived. Any active order can be archived (not an inactive one); archiving removes its postings from the loadboard and other boards, and issued insurance policies may end with `insurance.canceled` (`ORDER_CANCELED`). Undone by `order.unarchived`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderArchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.unarchived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.unarchived
         * @description Sent when an archived order is unarchived (brought back to the active orders). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderUnarchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.marked_as_on_hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.marked_as_on_hold
         * @description Sent when the order is marked on hold. Undone by `order.unmarked_as_on_hold`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderMarkedAsOnHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.unmarked_as_on_hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.unmarked_as_on_hold
         * @description Sent when the on-hold mark of the order is removed. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderUnmarkedAsOnHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.marked_as_delivery_verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.marked_as_delivery_verified
         * @description Sent when the shipper marks the delivery of the order verified, in the carrier payment service's (`platformpay`) manual flow; the order status becomes `delivery_verified` and the order activity gets the code `marked_as_delivery_verified`. Undone by `order.unmarked_as_delivery_verified`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderMarkedAsDeliveryVerified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.unmarked_as_delivery_verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.unmarked_as_delivery_verified
         * @description Sent when the shipper removes the delivery-verified mark of the order (payment-service manual flow; order activity code `unmarked_as_delivery_verified`). The status the order returns to is not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderUnmarkedAsDeliveryVerified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.posted_to_loadboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.posted_to_loadboard
         * @description Sent when the order is posted to the loadboard, where preferred carriers can book it instantly (`order.booked`) and other carriers send load requests (`load_request.created`). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderPostedToLoadboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.removed_from_loadboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.removed_from_loadboard
         * @description Sent when the order is removed from the loadboard, by the shipper or as a side effect (archiving an order removes its postings). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderRemovedFromLoadboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.booked
         * @description Sent when a preferred carrier books the order instantly through the loadboard (a carrier marked preferred in its broker records books posted loads without a load request). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderBooked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_new
         * @description Sent when the order is manually marked `new` (sets `is_status_changed_manually`). The operation that does it and its source states are not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_pending
         * @description Sent when the order is manually marked `pending` (sets `is_status_changed_manually`). The operation that does it and its source states are not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_accepted
         * @description Sent when the shipper manually marks the order accepted: from any status, the request carrying `carrier_email` and `carrier_phone`; the status becomes `accepted` and `is_status_changed_manually` is set. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_invoiced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_invoiced
         * @description Sent when the shipper manually marks the order invoiced by the carrier (once `adjusted_invoice_date` has passed); the status becomes `invoiced` and `is_status_changed_manually` is set. Undone by `order.manually_unmarked_as_invoiced`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_unmarked_as_invoiced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_unmarked_as_invoiced
         * @description Sent when the manual invoiced mark of the order is removed. The operation that does it and the resulting status are not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyUnmarkedAsInvoiced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_picked_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_picked_up
         * @description Sent when the shipper manually marks an `accepted` order picked up (once `adjusted_date` has passed); the status becomes `picked_up` and `is_status_changed_manually` is set. A later carrier action on an active offer may then arrive as an `.ignored` action (for example `offer.accepted.ignored`). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsPickedUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.manually_marked_as_delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.manually_marked_as_delivered
         * @description Sent when the shipper manually marks the order delivered: from `accepted` once `adjusted_pickup_date` and `adjusted_delivery_date` have passed, or from `picked_up` once `adjusted_delivery_date` has passed; the status becomes `delivered` and `is_status_changed_manually` is set. While an offer is active, later carrier pickups, deliveries, acceptances, declines and cancellations are ignored for status purposes and reported by the matching `.ignored` actions. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderManuallyMarkedAsDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rolled_back_manual_status_change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.rolled_back_manual_status_change
         * @description Sent when a manual status change of the order is rolled back. The operation that does it and the status the order returns to are not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderRolledBackManualStatusChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.removed
         * @description Sent when the order is removed. Undone by `order.restored`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.restored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.restored
         * @description Sent when a removed order is restored. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderRestored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.sent
         * @description Sent when a load offer is sent to a carrier (`POST /v1/public/orders/{order_guid}/offers`, addressed by carrier guid, USDOT number, e-mail or phone); the carrier gets an e-mail and a text message. If sending fails, `offer.sent.failed` is sent instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.sent.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.sent.failed
         * @description Sent when sending a load offer to a carrier fails. The default payload's `error_message` is the field meant for failures; whether this action fills it is not shown in the document. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferSentFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.accepted
         * @description Sent when the carrier accepts the load offer (a carrier not yet registered is created when it accepts). If the shipper already manually marked the order picked up or delivered, `offer.accepted.ignored` is sent instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.accepted.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.accepted.ignored
         * @description Sent instead of `offer.accepted` when the carrier accepts the offer after the shipper manually marked the order picked up or delivered. The action is ignored for status purposes (the order status does not change), so that a carrier action arriving after the shipper moved the order on does not look like a status regression. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferAcceptedIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.updated_to_accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.updated_to_accepted
         * @description Sent when the carrier reverts the order from `picked_up` to `new`. If the order had been delivered, `offer.updated_to_accepted.ignored` is sent instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferUpdatedToAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.updated_to_accepted.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.updated_to_accepted.ignored
         * @description Sent when the carrier reverts an order from `delivered` to `new`, or from `delivered` to `picked_up` to `new`. The action is ignored for status purposes (the order status does not change), so that a carrier action arriving after the shipper moved the order on does not look like a status regression. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferUpdatedToAcceptedIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.declined
         * @description Sent when the carrier declines the load offer. If the shipper already manually marked the order delivered, `offer.declined.ignored` is sent instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferDeclined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.declined.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.declined.ignored
         * @description Sent instead of `offer.declined` when the carrier declines the offer after the shipper manually marked the order delivered. The action is ignored for status purposes (the order status does not change), so that a carrier action arriving after the shipper moved the order on does not look like a status regression. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferDeclinedIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.canceled
         * @description Sent when the shipper cancels the load offer. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.canceled_by_carrier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.canceled_by_carrier
         * @description Sent when the carrier cancels the load offer. After a delivery `offer.canceled_by_carrier.ignored` is sent instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferCanceledByCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.canceled_by_carrier.ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * offer.canceled_by_carrier.ignored
         * @description Sent instead of `offer.canceled_by_carrier` when the carrier cancels after delivery (including an order the shipper manually marked delivered). The action is ignored for status purposes (the order status does not change), so that a carrier action arriving after the shipper moved the order on does not look like a status regression. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOfferCanceledByCarrierIgnored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "load_request.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * load_request.created
         * @description Sent when a carrier sends a load request for an order posted to the loadboard (carriers that are not preferred request loads instead of booking them). The payload carries `order_guid` and the request as `data`; `data.carrier_comment` is always present (null when empty, up to 160 characters) and belongs to the request only. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onLoadRequestCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "load_request.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * load_request.updated
         * @description Sent when the carrier updates its own load request. The payload carries `order_guid` and the request as `data`; `data.carrier_comment` is always present (null when empty, up to 160 characters) and belongs to the request only. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onLoadRequestUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "load_request.canceled_by_carrier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * load_request.canceled_by_carrier
         * @description Sent when the carrier cancels its own load request. The payload carries `order_guid` and the request as `data`; `data.carrier_comment` is always present (null when empty, up to 160 characters) and belongs to the request only. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onLoadRequestCanceledByCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "load_request.declined_by_shipper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * load_request.declined_by_shipper
         * @description Sent when the shipper declines the load request (`PUT /v1/public/orders/{order_guid}/requests/{request_guid}/decline`). The payload carries `order_guid` and the request as `data`; `data.carrier_comment` is always present (null when empty, up to 160 characters) and belongs to the request only. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onLoadRequestDeclinedByShipper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.modified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.modified
         * @description Sent when the order is changed (through the API, the interface or by the carrier) and at least one field in the subscription's `audit_field_set` changed; changes to other fields do not fire it. The subscription is made with `audit_field_set` (subscribable order fields such as `number`, `price`, `payment.amount`, `pickup.venue.city`, `delivery.scheduled_at`). `data` mirrors the order shape and holds only the fields of the subscription's `audit_field_set`, each leaf as {`old_value`, `new_value`}. A change by a user carries `user_guid`; a change by a carrier carries `carrier_guid`, `carrier_name`, `carrier_contact_name`, `carrier_phone` and `carrier_email` instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderModified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.created
         * @description Sent when a vehicle of an order is created. `old_value` is always null. Fires even when the subscription's `audit_field_set` is empty (then `data` holds no fields). `data` mirrors the vehicle shape (subscribable fields `vehicles.make`, `vehicles.model`, `vehicles.type`, `vehicles.year`, `vehicles.color`, `vehicles.vin`, `vehicles.price`, `vehicles.tariff`, `vehicles.lot_number`) and holds only the fields of the subscription's `audit_field_set`, each leaf as {`old_value`, `new_value`}. A change by a user carries `user_guid`; a change by a carrier carries `carrier_guid`, `carrier_name`, `carrier_contact_name`, `carrier_phone` and `carrier_email` instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.modified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.modified
         * @description Sent when a vehicle of an order is changed and at least one field in the subscription's `audit_field_set` changed; changes to other fields do not fire it. `data` mirrors the vehicle shape (subscribable fields `vehicles.make`, `vehicles.model`, `vehicles.type`, `vehicles.year`, `vehicles.color`, `vehicles.vin`, `vehicles.price`, `vehicles.tariff`, `vehicles.lot_number`) and holds only the fields of the subscription's `audit_field_set`, each leaf as {`old_value`, `new_value`}. A change by a user carries `user_guid`; a change by a carrier carries `carrier_guid`, `carrier_name`, `carrier_contact_name`, `carrier_phone` and `carrier_email` instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleModified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.deleted
         * @description Sent when a vehicle is removed from an order. `new_value` is always null. Fires even when the subscription's `audit_field_set` is empty (then `data` holds no fields). An issued insurance policy of the vehicle may end with `insurance.canceled` (`VEHICLE_REMOVED`). `data` mirrors the vehicle shape (subscribable fields `vehicles.make`, `vehicles.model`, `vehicles.type`, `vehicles.year`, `vehicles.color`, `vehicles.vin`, `vehicles.price`, `vehicles.tariff`, `vehicles.lot_number`) and holds only the fields of the subscription's `audit_field_set`, each leaf as {`old_value`, `new_value`}. A change by a user carries `user_guid`; a change by a carrier carries `carrier_guid`, `carrier_name`, `carrier_contact_name`, `carrier_phone` and `carrier_email` instead. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.pickup_eta_updated_by_driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.pickup_eta_updated_by_driver
         * @description Sent when the driver updates the pickup ETA (estimated time of arrival at the pickup location). The payload adds `order_guid`, the vehicles it applies to (`vehicle_guids`), the driver's `notes` (or null) and the new arrival window `date_from` to `date_until`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehiclePickupEtaUpdatedByDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.delivery_eta_updated_by_driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.delivery_eta_updated_by_driver
         * @description Sent when the driver updates the delivery ETA (estimated time of arrival at the delivery location). The payload adds `order_guid`, the vehicles it applies to (`vehicle_guids`), the driver's `notes` (or null) and the new arrival window `date_from` to `date_until`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleDeliveryEtaUpdatedByDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.driver_location_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.driver_location_updated
         * @description Sent when the driver's GPS location changes significantly during transport; throttled to meaningful movement, so small moves and stops send nothing. The payload adds the vehicles in transport (`vehicle_guids`), `latitude`, `longitude` and the reverse-geocoded `address`; `order_guid` is assumed optional (not in the document's list). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleDriverLocationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.gps_activated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.gps_activated
         * @description Sent when the first GPS location is received for picked-up vehicles whose tracking was inactive; tracking becomes active and the action is not repeated while it stays active. `gps_active` is always true. GPS events are grouped per shipper: `vehicle_guids` lists every vehicle whose tracking status changed in the same batch, possibly of several orders. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleGpsActivated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "vehicle.gps_deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * vehicle.gps_deactivated
         * @description Sent when no GPS location has been received for more than one hour for vehicles whose tracking was active, as detected by a scheduled job (so it may arrive some time after the hour has passed); tracking becomes inactive until a new location activates it again (`vehicle.gps_activated`). `gps_active` is always false. GPS events are grouped per shipper: `vehicle_guids` lists every vehicle whose tracking status changed in the same batch, possibly of several orders. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onVehicleGpsDeactivated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escalation.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * escalation.submitted
         * @description Sent to the shipper when a broker submits an escalation about an order. Receiver: the shipper. The payload is not shown in the document; the spec assumes the default payload plus `order_guid` and `escalation_guid`. The escalation is closed by `escalation.resolved`. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onEscalationSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escalation.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * escalation.resolved
         * @description Sent when the shipper resolves an escalation (the resolve operation's method and path are not shown in the document). Receivers: the shipper and the broker. The payload adds `order_guid`, `resolver_guid`, `escalation_guid` and `resolve_reasons`, a map of reason code (such as `CHARGES_DUE`, `VEHICLE_IS_NOT_AT_LOCATION`) to text. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onEscalationResolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled_by_customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancelled_by_customer
         * @description Sent to the broker when its customer, the shipper who submitted the order to the broker, cancels the order. Receiver: the broker. Distinct from `order.cancel`, which the canceling account's own subscriptions get. The payload is not shown in the document; the spec assumes the default payload plus `order_guid`. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onOrderCancelledByCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "insurance.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * insurance.issued
         * @description Sent when the insurer actually issues the policy of a vehicle of the order, not when the policy is requested (syncing the policy only creates drafts). The payload adds `order_guid`, `vehicle_guid`, the `calculated_premium` in USD (it may differ from an earlier quote) and the `personal_link` to the insurer's portal. Insurance is enabled per account. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onInsuranceIssued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "insurance.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * insurance.canceled
         * @description Sent when an issued policy ends; it can be a side effect of an order change. `cancellation_reason`: `ORDER_CANCELED` (the order was canceled or archived), `VEHICLE_REMOVED`, `VEHICLE_MODIFIED` (a change that voids the policy) or `CANCELED_VIA_INSURER` (canceled outside the service, typically in the insurer's portal). The payload also carries `order_guid` and `vehicle_guid`. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onInsuranceCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "platformpay_settings.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformpay_settings.updated
         * @description Sent when the carrier payment service (`platformpay`) of the account is activated, deactivated or suspended. The payload adds the settings after the change: `flow` (`automatic` seen), `enabled` and `suspended`, and `error_message` when a previous action failed. The payment service is enabled per account on request to support. Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onPlatformpaySettingsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "platformpay.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformpay.updated
         * @description Sent when the payment status of an order paid through the carrier payment service (`platformpay`) changes. The payload adds the payment record: `order_guid`, `payment_status`, `processing_status`, `amount`, `charged_at`, `charge_date`, `expected_date`, `paid_at`, `changed_at`, `hold`, `refund`, and `error_message` when a previous action failed. The status values and their transitions are not shown in the document (the example values are illustrative). Receivers: every active subscription to this action on the account. Delivery: an HTTP POST of the JSON payload to the subscription's `callback_url`, with its `verification_token` in the `X-Verification-Token` header (assumed); request timeout 10 seconds; a 2xx answer within 60 seconds acknowledges it, a 3xx, 4xx or 5xx answer or a timeout fails it; failed deliveries are retried every 60 seconds, at most 5 tries in all.
         */
        post: operations["onPlatformpayUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description Identifier of an object (UUID).
         * @example 3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
         */
        Guid: string;
        /**
         * @description The token of a client-credentials request (not wrapped in the success envelope). Send `access_token` as `Authorization: Bearer <ACCESS_TOKEN>`. The unit of `expires_in` is not shown; it is taken as seconds (the public documentation's example 863999 is about 10 days; see GAPS.md). Refresh and revocation are not shown.
         * @example {
         *       "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0YjNkMmMxYSJ9.c2lnbmF0dXJl",
         *       "token_type": "bearer",
         *       "expires_in": 863999,
         *       "scope": "read write",
         *       "aud": [
         *         "public-api"
         *       ],
         *       "sub": "4b3d2c1a-9e8f-4a7b-b6c5-d4e3f2a1b0c9",
         *       "org_guid": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "purpose": "public_api",
         *       "iss": "shipper-auth",
         *       "iat": 1773480600,
         *       "jti": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"
         *     }
         */
        TokenResponse: {
            /** @description The bearer token. */
            access_token: string;
            /**
             * @description Always `bearer`.
             * @enum {string}
             */
            token_type: "bearer";
            /** @description Lifetime of the token, in seconds (unit not shown, assumed). */
            expires_in: number;
            /** @description Space-separated scopes of the token; `read write`. */
            scope: string;
            /** @description Audiences of the token. */
            aud: string[];
            /** @description Subject of the token (the client). */
            sub: components["schemas"]["Guid"];
            /** @description Guid of the organisation (account) the client belongs to. */
            org_guid: components["schemas"]["Guid"];
            /** @description Purpose of the token. */
            purpose: string;
            /** @description Issuer of the token. */
            iss: string;
            /** @description Issue time of the token (Unix time in seconds, assumed). */
            iat: number;
            /** @description Unique id of the token. */
            jti: components["schemas"]["Guid"];
        };
        /**
         * @description Body of a token request that fails validation, for example a missing or unsupported `grant_type` (OAuth 2.0 error response shape, not the failure envelope). Only the `error` value `invalid_request` is shown; the HTTP status is not shown (400 assumed, see GAPS.md).
         * @example {
         *       "error": "invalid_request",
         *       "error_description": "Missing grant type"
         *     }
         */
        TokenInvalidRequest: {
            /**
             * @description OAuth 2.0 error code; `invalid_request` is the value shown.
             * @example invalid_request
             */
            error: string;
            /** @description Human-readable explanation. */
            error_description?: string;
        };
        /**
         * @description ISO 8601 date-time with millisecond precision and a numeric zone offset without a colon, shape `yyyy-MM-ddTHH:mm:ss.SSS+0000`. Not RFC 3339 (`Z` and `+00:00` are not this shape), so the spec uses a pattern instead of `format: date-time`.
         * @example 2026-03-14T09:30:00.000+0000
         */
        DateTime: string;
        /**
         * @description 401 body of the token request when the HTTP Basic client id or secret is wrong (not the failure envelope).
         * @example {
         *       "timestamp": "2026-03-14T09:30:00.000+0000",
         *       "status": 401,
         *       "error": "Unauthorized",
         *       "message": "Bad credentials",
         *       "path": "/oauth/token"
         *     }
         */
        TokenAuthError: {
            /** @description When the request failed. */
            timestamp: components["schemas"]["DateTime"];
            /** @description HTTP status code, 401. */
            status: number;
            /** @description HTTP reason phrase. */
            error: string;
            /** @description Human-readable explanation. */
            message: string;
            /** @description The request path. */
            path: string;
        };
        /**
         * @description Envelope status; `success` on every 2xx response.
         * @example success
         * @enum {string}
         */
        SuccessStatus: "success" | "fail";
        /**
         * @description Paging information of a list response.
         * @example {
         *       "total_pages": 4,
         *       "total_objects": 87,
         *       "limit": 25,
         *       "page": 0
         *     }
         */
        Pagination: {
            /**
             * Format: int32
             * @description Number of pages.
             */
            total_pages: number;
            /**
             * Format: int64
             * @description Number of objects over all pages.
             */
            total_objects: number;
            /**
             * Format: int32
             * @description Objects per page (default 25; the public documentation says 20, see GAPS.md).
             * @default 25
             */
            limit: number;
            /**
             * Format: int32
             * @description Index of the current page, counted from 0.
             */
            page: number;
        };
        /** @description Success envelope of a list: `data.objects` holds the items and `data.pagination` the paging information. Paginated operations require `pagination`; see GAPS.md for lists where it is not shown. Responses compose it with `allOf` and narrow `data.objects` to the resource. */
        ListEnvelope: {
            status: components["schemas"]["SuccessStatus"];
            data: {
                objects: Record<string, unknown>[];
                pagination?: components["schemas"]["Pagination"];
            };
        };
        /**
         * @description Inspection the driver performs: `standard` (default inspection in the mobile app), `advanced` (at least 6 photos with location information and geotagging), `aiag` (damages marked with AIAG codes, 2 photos).
         * @default standard
         * @example standard
         * @enum {string}
         */
        InspectionType: "standard" | "advanced" | "aiag";
        /**
         * @description Decimal amount. Requests may send it as a JSON number or as a decimal string (the documents' samples do both); a string must be a plain decimal.
         * @example 125.50
         */
        Decimal: number | string;
        /**
         * @description The writable scalar fields of an order, shared by `Order` (response) and `OrderInput` (request) so the two cannot drift. `price` and the nested blocks differ between response and request and are defined in each.
         * @example {
         *       "number": "ORDER-10482",
         *       "purchase_order_number": "PO 0006",
         *       "instructions": "Call the pickup contact 1 hour before arrival.",
         *       "loadboard_instructions": "Two running vehicles, dealer to dealer.",
         *       "inspection_type": "standard",
         *       "transport_type": "OPEN",
         *       "broker_fee": "75.00",
         *       "dispatcher_name": "Sherry Turner",
         *       "sales_representative": "Alma Dubois"
         *     }
         */
        OrderFields: {
            /** @description Order number used for invoicing or dispatching. */
            number?: string;
            /** @default null */
            purchase_order_number?: string | null;
            /** @description Order instructions (named `order_instructions` in the revision webhook field list). */
            instructions?: string;
            /** @description Instructions shown on the loadboard. */
            loadboard_instructions?: string;
            inspection_type?: components["schemas"]["InspectionType"];
            /**
             * @description Transport type. The value `OPEN` appears; other values are not shown (see GAPS.md).
             * @example OPEN
             */
            transport_type?: string;
            broker_fee?: components["schemas"]["Decimal"];
            dispatcher_name?: string | null;
            sales_representative?: string | null;
        };
        /**
         * @description Order status. `order_canceled` orders are still active (they can be offered or posted); `delivery_verified` is used by the payment-service manual flow.
         * @example new
         * @enum {string}
         */
        OrderStatus: "new" | "pending" | "accepted" | "canceled" | "declined" | "picked_up" | "delivered" | "invoiced" | "paid" | "order_canceled" | "delivery_verified";
        /**
         * @description A user record of the shipper account: the order's `dispatcher` and the `user` of an order activity entry. `is_superuser` is shown only on activity entries.
         * @example {
         *       "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
         *       "is_active": true,
         *       "created_at": "2025-11-03T14:12:45.000+0000",
         *       "changed_at": "2026-02-20T08:05:10.000+0000",
         *       "username": "sherry.turner",
         *       "email": "sherry.turner@acme-auto-shipping.example",
         *       "first_name": "Sherry",
         *       "last_name": "Turner"
         *     }
         */
        User: {
            guid?: components["schemas"]["Guid"];
            /** @description True while the user is not deleted. */
            is_active?: boolean;
            created_at?: components["schemas"]["DateTime"];
            changed_at?: components["schemas"]["DateTime"];
            username?: string;
            email?: string;
            first_name?: string;
            last_name?: string;
            /** @description Shown on order activity entries. */
            is_superuser?: boolean;
        };
        /**
         * @description The writable fields of a pickup or delivery block, shared by `Stop` (response) and `StopInput` (request). `scheduled_at` / `scheduled_ends_at` are the dates set by the shipper (carriers cannot change them); the `..._by_customer` dates are the ones agreed with the customer.
         * @example {
         *       "date_type": "estimated",
         *       "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
         *       "scheduled_at": "2026-03-16T08:00:00.000+0000",
         *       "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
         *       "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
         *       "latitude": 32.8026,
         *       "longitude": -96.7925
         *     }
         */
        StopFields: {
            /**
             * @description Kind of the scheduled dates. The value `estimated` appears; other values are not shown.
             * @example estimated
             */
            date_type?: string;
            notes?: string;
            scheduled_at?: components["schemas"]["DateTime"];
            scheduled_ends_at?: components["schemas"]["DateTime"];
            scheduled_at_by_customer?: components["schemas"]["DateTime"];
            scheduled_ends_at_by_customer?: components["schemas"]["DateTime"];
            /** @description Adjusted date of the pickup or delivery, or null. */
            adjusted_date?: components["schemas"]["DateTime"] | null;
            /** @description First date the vehicles are available (meaningful on `pickup` only). */
            first_available_pickup_date?: components["schemas"]["DateTime"];
            /** @description Latitude of the venue (appears in a delivery sample). */
            latitude?: number;
            /** @description Longitude of the venue. Not shown in the documents; assumed to accompany `latitude` (see GAPS.md). */
            longitude?: number;
            /** @description Guid of a stored customer or terminal whose details fill the venue. */
            counterparty_guid?: components["schemas"]["Guid"];
            /** @description Save the venue as a new customer or terminal record. */
            save_as_new?: boolean | null;
            /** @description Save the venue contact as a new contact record. */
            save_as_new_contact?: boolean | null;
        };
        /**
         * @description Business type of a venue or customer.
         * @example DEALER
         * @enum {string}
         */
        BusinessType: "DEALER" | "PRIVATE" | "AUCTION" | "REPO_YARD" | "PORT" | "BUSINESS";
        /**
         * @description Venue of a pickup or delivery: the place and the contact there. All fields are writable (`VenueInput` is the strict request form).
         * @example {
         *       "name": "Lone Star Auto Auction",
         *       "address": "4100 N Central Expy",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75204",
         *       "business_type": "AUCTION",
         *       "contact_name": "Carlos Mendez",
         *       "contact_title": "Lot Manager",
         *       "contact_email": "carlos.mendez@lonestarauction.example",
         *       "contact_phone": "(214) 555-0142",
         *       "contact_mobile_phone": "(214) 555-0199"
         *     }
         */
        Venue: {
            name?: string;
            address?: string;
            city?: string;
            state?: string;
            zip?: string;
            business_type?: components["schemas"]["BusinessType"];
            contact_name?: string;
            contact_title?: string;
            contact_email?: string;
            contact_phone?: string;
            contact_mobile_phone?: string;
        };
        /**
         * @description A pickup or delivery block of an order (response). Carrier changes to the dates are stored in the read-only `scheduled_at_by_carrier`.
         * @example {
         *       "date_type": "estimated",
         *       "venue": {
         *         "name": "Lone Star Auto Auction",
         *         "address": "4100 N Central Expy",
         *         "city": "Dallas",
         *         "state": "TX",
         *         "zip": "75204",
         *         "business_type": "AUCTION",
         *         "contact_name": "Carlos Mendez",
         *         "contact_phone": "(214) 555-0142"
         *       },
         *       "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
         *       "scheduled_at": "2026-03-16T08:00:00.000+0000",
         *       "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
         *       "scheduled_at_by_carrier": "2026-03-16T10:30:00.000+0000",
         *       "adjusted_date": null,
         *       "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
         *       "latitude": 32.8026,
         *       "longitude": -96.7925
         *     }
         */
        Stop: components["schemas"]["StopFields"] & {
            venue?: components["schemas"]["Venue"];
            /** @description Date set by the carrier; read-only. */
            readonly scheduled_at_by_carrier?: components["schemas"]["DateTime"];
        };
        /**
         * @description The customer block of an order (the shipper's customer). All fields are writable (`OrderCustomerInput` is the strict request form). `counterparty_guid` is assumed here: the documents say an order references a stored customer by `counterparty_guid` but do not list it in this block (see GAPS.md).
         * @example {
         *       "name": "Peachtree Motors",
         *       "business_type": "DEALER",
         *       "address": "880 Spring St NW",
         *       "city": "Atlanta",
         *       "state": "GA",
         *       "zip": "30308",
         *       "phone": "(404) 555-0110",
         *       "email": "orders@peachtreemotors.example",
         *       "contact_name": "Renee Walker",
         *       "contact_title": "Inventory Manager",
         *       "contact_email": "renee.walker@peachtreemotors.example",
         *       "contact_phone": "(404) 555-0111",
         *       "contact_mobile_phone": "(404) 555-0177"
         *     }
         */
        OrderCustomer: {
            name?: string;
            business_type?: components["schemas"]["BusinessType"];
            address?: string;
            city?: string;
            state?: string;
            zip?: string;
            phone?: string;
            email?: string;
            contact_name?: string;
            contact_title?: string;
            contact_email?: string;
            contact_phone?: string;
            contact_mobile_phone?: string;
            /** @description Guid of a stored customer record whose details fill this block (assumed). */
            counterparty_guid?: components["schemas"]["Guid"];
        };
        /**
         * @description How payment to the carrier is made (14 methods). Allowed terms per method: `x-allowed-payment-pairs` on Payment.
         * @example ach
         * @enum {string}
         */
        PaymentMethod: "cash" | "check" | "cashiers_check" | "money_order" | "fuel_check" | "ach" | "direct_deposit" | "credit_card" | "wallet_a" | "wallet_b" | "marketplace_a" | "wallet_c" | "platformpay" | "other";
        /**
         * @description When payment is due (18 terms). The day terms are business days, except `60_days`, which is stated as days.
         * @example 5_days
         * @enum {string}
         */
        PaymentTerms: "on_delivery" | "on_pickup" | "cash_on_delivery" | "cash_on_pickup" | "check_on_delivery" | "check_on_pickup" | "quickpay" | "1_3_days" | "2_days" | "5_days" | "7_days" | "10_days" | "15_days" | "20_days" | "30_days" | "45_days" | "60_days" | "other";
        /**
         * @description How and when the carrier is paid for the order. All fields are writable (`PaymentInput` is the strict
         *     request form).
         *
         *     **Current fields.** `payment_method` (how payment is made) and `payment_terms` (when it is due).
         *     `method` is the older name of the payment method; how it relates to `payment_method` is not shown,
         *     and the spec assumes `method` mirrors `payment_method` (see GAPS.md).
         *
         *     **Allowed pairs.** An order create or update whose payment method and terms are not an allowed pair is
         *     rejected with 400 and the payment-pair error (`PaymentPairError`); this validation dates from March
         *     2025. The table is machine-readable in `x-allowed-payment-pairs`:
         *
         *     | Method | Allowed terms |
         *     | --- | --- |
         *     | cash | cash_on_pickup, cash_on_delivery, 2_days, 5_days |
         *     | check, cashiers_check, money_order, fuel_check | check_on_pickup, check_on_delivery, 2_days, 5_days, 7_days, 10_days, 15_days, 20_days, 30_days, 45_days, 60_days |
         *     | ach, direct_deposit, credit_card, wallet_a, wallet_b, marketplace_a, wallet_c | on_pickup, on_delivery, 2_days, 5_days, 7_days, 10_days, 15_days, 20_days, 30_days, 45_days, 60_days |
         *     | platformpay | 1_3_days, 5_days, 10_days, 15_days, 20_days, 30_days |
         *     | other | other, ach, cash_on_pickup, cash_on_delivery, quickpay, check_on_pickup, check_on_delivery, 2_days, 5_days, 7_days, 10_days, 15_days, 20_days, 30_days, 45_days, 60_days |
         *
         *     (`ach` in the `other` row is not one of the 18 payment terms; see GAPS.md.)
         *
         *     **Legacy `terms`.** The deprecated `terms` holds a term, and in older usage a method. It is replaced by
         *     `payment_method` and `payment_terms`; the support deadline is given as April 30, 2025 in one place and
         *     May 30, 2025 in another (see GAPS.md). The mapping, machine-readable in `x-legacy-payment-terms`
         *     (`from_request` = taken from the request's own field):
         *
         *     | Legacy value | payment_method | payment_terms |
         *     | --- | --- | --- |
         *     | ach | ach | taken from payment_terms |
         *     | fuel_check | fuel_check | taken from payment_terms |
         *     | cash_on_pickup | cash | on_pickup |
         *     | cash_on_delivery | cash | on_delivery |
         *     | check_on_delivery | check | on_delivery |
         *     | on_pickup | taken from payment_method | on_pickup |
         *     | on_delivery | taken from payment_method | on_delivery |
         *     | 5_days | taken from payment_method | 5_days |
         *
         *     The mapping yields pairs such as cash / on_pickup and check / on_delivery that the pair table does not
         *     allow (see GAPS.md).
         *
         *     **Earlier rule.** While `payment.method` is `platformpay`, the legacy term value `platformpay` was
         *     accepted as `terms` until August 1, 2023; it is replaced by `1_3_days`.
         *
         *     Changing `payment.method` after delivery on a `platformpay` order is rejected (409
         *     `PAYMENT_METHOD_LOCKED`, assumed; see the order update operations).
         * @example {
         *       "method": "ach",
         *       "terms": "5_days",
         *       "payment_method": "ach",
         *       "payment_terms": "5_days",
         *       "amount": "1250.00",
         *       "notes": null,
         *       "reference_number": "PAY-10482"
         *     }
         */
        Payment: {
            /** @description Payment method. Older name of the method; assumed to mirror `payment_method` (not shown, see GAPS.md). */
            method?: components["schemas"]["PaymentMethod"];
            /**
             * @deprecated
             * @description Legacy field: holds a term, and in older usage a method. Mapped to `payment_method` / `payment_terms` per `x-legacy-payment-terms`; supported until April 30 or May 30, 2025 (the documents give both dates).
             */
            terms?: string;
            payment_method?: components["schemas"]["PaymentMethod"];
            payment_terms?: components["schemas"]["PaymentTerms"];
            amount?: components["schemas"]["Decimal"];
            notes?: string | null;
            reference_number?: string;
        };
        /**
         * @description What the customer pays the shipper for the order. The documents list the field names only; the types are assumed: strings for `terms`, `method`, `notes` and `reference_number`, decimals for `amount`, `tariff` and `deposit` (see GAPS.md). Not checked against the payment pairs.
         * @example {
         *       "terms": "5_days",
         *       "method": "ach",
         *       "notes": "Invoice after delivery.",
         *       "amount": "1650.00",
         *       "tariff": "1650.00",
         *       "deposit": "200.00",
         *       "reference_number": "INV-2026-0311"
         *     }
         */
        CustomerPayment: {
            /** @description Payment terms agreed with the customer (free string, assumed). */
            terms?: string;
            /** @description Payment method of the customer (free string, assumed). */
            method?: string;
            notes?: string | null;
            amount?: components["schemas"]["Decimal"];
            tariff?: components["schemas"]["Decimal"];
            deposit?: components["schemas"]["Decimal"];
            reference_number?: string;
        };
        /**
         * @description Vehicle type (19 values); any other value is rejected with the vehicle-type error.
         * @example sedan
         * @enum {string}
         */
        VehicleType: "sedan" | "2_door_coupe" | "suv" | "pickup" | "4_door_pickup" | "van" | "truck_daycab" | "truck_sleeper" | "motorcycle" | "boat" | "rv" | "heavy_machinery" | "freight" | "livestock" | "atv" | "trailer_bumper_pull" | "trailer_gooseneck" | "trailer_5th_wheel" | "other";
        /**
         * @description The writable fields of a vehicle, shared by `Vehicle` (response) and `VehicleInput` (request). `price` differs between the two and is defined in each.
         * @example {
         *       "type": "sedan",
         *       "vin": "4T1C11AK5NU612345",
         *       "lot_number": "LS-4471",
         *       "color": "Silver",
         *       "make": "Toyota",
         *       "model": "Camry",
         *       "year": 2022,
         *       "is_inoperable": false,
         *       "curb_weight": 3310,
         *       "curb_weight_unit": "lbs",
         *       "tariff": "600.00",
         *       "inspection_type": "standard"
         *     }
         */
        VehicleFields: {
            type?: components["schemas"]["VehicleType"];
            vin?: string;
            lot_number?: string;
            color?: string;
            make?: string;
            model?: string;
            year?: number;
            is_inoperable?: boolean;
            curb_weight?: number;
            /**
             * @description Unit of `curb_weight`. The value `lbs` appears; other values are not shown.
             * @example lbs
             */
            curb_weight_unit?: string;
            tariff?: components["schemas"]["Decimal"];
            inspection_type?: components["schemas"]["InspectionType"];
        };
        /**
         * @description A photo of a vehicle damage taken during inspection.
         * @example {
         *       "guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "original_url": "https://files.example.com/inspections/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.jpg",
         *       "taken_at": "2026-03-16T10:42:13.000+0000"
         *     }
         */
        VehiclePhoto: {
            guid?: components["schemas"]["Guid"];
            /**
             * Format: uri
             * @description Location of the original photo file.
             */
            original_url?: string;
            taken_at?: components["schemas"]["DateTime"];
        };
        /**
         * @description A damage recorded on a vehicle during inspection, with its photos. Only `photos` is shown in the documents; the other damage fields are not shown (see GAPS.md) and clients must tolerate them.
         * @example {
         *       "photos": [
         *         {
         *           "guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "original_url": "https://files.example.com/inspections/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.jpg",
         *           "taken_at": "2026-03-16T10:42:13.000+0000"
         *         }
         *       ]
         *     }
         */
        VehicleDamage: {
            photos?: components["schemas"]["VehiclePhoto"][];
        };
        /**
         * @description A sample photo of a vehicle, shown to carriers on the loadboard and in the carrier application. The shape of a sample photo is not shown in the documents; `guid` and `url` are assumed (see GAPS.md).
         * @example {
         *       "guid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *       "url": "https://files.example.com/samples/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f.jpg"
         *     }
         */
        VehicleSamplePhoto: {
            guid?: components["schemas"]["Guid"];
            /** Format: uri */
            url?: string;
        };
        /**
         * @description A vehicle of an order (response): the writable fields plus the read-only `guid`, the inspection `damages` and the `sample_photos` (shape assumed, see `VehicleSamplePhoto`).
         * @example {
         *       "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *       "type": "sedan",
         *       "vin": "4T1C11AK5NU612345",
         *       "lot_number": "LS-4471",
         *       "color": "Silver",
         *       "make": "Toyota",
         *       "model": "Camry",
         *       "year": 2022,
         *       "is_inoperable": false,
         *       "curb_weight": 3310,
         *       "curb_weight_unit": "lbs",
         *       "price": 600,
         *       "tariff": 600,
         *       "inspection_type": "standard",
         *       "damages": [],
         *       "sample_photos": []
         *     }
         */
        Vehicle: WithRequired<components["schemas"]["VehicleFields"], "type"> & {
            readonly guid: components["schemas"]["Guid"];
            /** @description Price of the vehicle (decimal), or null. */
            price?: components["schemas"]["Decimal"] | null;
            /** @description Damages recorded during inspection. */
            readonly damages?: components["schemas"]["VehicleDamage"][];
            /** @description Sample photos shown to carriers on the loadboard and in the carrier application. Field name and item shape are not shown in the documents (assumed, see GAPS.md); how photos are added is not shown. */
            readonly sample_photos?: components["schemas"]["VehicleSamplePhoto"][];
        };
        /**
         * @description A vehicle-transport order (response). The writable fields come from `OrderFields`; the service adds the read-only `guid` (assigned on creation), `status`, `price_per_km`, `dispatcher`, `is_status_changed_manually` and `is_posted_to_loadboard`. `created_at` and `changed_at` are assumed (the fields of the order record after `is_posted_to_loadboard` are not shown, see GAPS.md); clients must tolerate further keys.
         * @example {
         *       "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
         *       "number": "ORDER-10482",
         *       "purchase_order_number": "PO 0006",
         *       "instructions": "Call the pickup contact 1 hour before arrival.",
         *       "loadboard_instructions": "Two running vehicles, auction to dealer.",
         *       "inspection_type": "standard",
         *       "transport_type": "OPEN",
         *       "broker_fee": 75,
         *       "price": 1250,
         *       "price_per_km": 0.99,
         *       "dispatcher_name": "Sherry Turner",
         *       "dispatcher": {
         *         "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
         *         "is_active": true,
         *         "created_at": "2025-11-03T14:12:45.000+0000",
         *         "changed_at": "2026-02-20T08:05:10.000+0000",
         *         "username": "sherry.turner",
         *         "email": "sherry.turner@acme-auto-shipping.example",
         *         "first_name": "Sherry",
         *         "last_name": "Turner"
         *       },
         *       "sales_representative": "Alma Dubois",
         *       "status": "new",
         *       "is_status_changed_manually": false,
         *       "is_posted_to_loadboard": false,
         *       "pickup": {
         *         "date_type": "estimated",
         *         "venue": {
         *           "name": "Lone Star Auto Auction",
         *           "address": "4100 N Central Expy",
         *           "city": "Dallas",
         *           "state": "TX",
         *           "zip": "75204",
         *           "business_type": "AUCTION",
         *           "contact_name": "Carlos Mendez",
         *           "contact_title": "Lot Manager",
         *           "contact_email": "carlos.mendez@lonestarauction.example",
         *           "contact_phone": "(214) 555-0142",
         *           "contact_mobile_phone": "(214) 555-0199"
         *         },
         *         "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
         *         "scheduled_at": "2026-03-16T08:00:00.000+0000",
         *         "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
         *         "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
         *         "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
         *         "adjusted_date": null,
         *         "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
         *         "latitude": 32.8026,
         *         "longitude": -96.7925
         *       },
         *       "delivery": {
         *         "date_type": "estimated",
         *         "venue": {
         *           "name": "Peachtree Motors",
         *           "address": "880 Spring St NW",
         *           "city": "Atlanta",
         *           "state": "GA",
         *           "zip": "30308",
         *           "business_type": "DEALER",
         *           "contact_name": "Renee Walker",
         *           "contact_title": "Inventory Manager",
         *           "contact_email": "renee.walker@peachtreemotors.example",
         *           "contact_phone": "(404) 555-0111",
         *           "contact_mobile_phone": "(404) 555-0177"
         *         },
         *         "notes": "Deliver to the service entrance on 5th St.",
         *         "scheduled_at": "2026-03-18T09:00:00.000+0000",
         *         "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
         *         "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
         *         "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
         *         "adjusted_date": null,
         *         "latitude": 33.7766,
         *         "longitude": -84.3897
         *       },
         *       "customer": {
         *         "name": "Peachtree Motors",
         *         "business_type": "DEALER",
         *         "address": "880 Spring St NW",
         *         "city": "Atlanta",
         *         "state": "GA",
         *         "zip": "30308",
         *         "phone": "(404) 555-0110",
         *         "email": "orders@peachtreemotors.example",
         *         "contact_name": "Renee Walker",
         *         "contact_title": "Inventory Manager",
         *         "contact_email": "renee.walker@peachtreemotors.example",
         *         "contact_phone": "(404) 555-0111",
         *         "contact_mobile_phone": "(404) 555-0177"
         *       },
         *       "payment": {
         *         "method": "ach",
         *         "terms": "5_days",
         *         "payment_method": "ach",
         *         "payment_terms": "5_days",
         *         "amount": 1250,
         *         "notes": null,
         *         "reference_number": "PAY-10482"
         *       },
         *       "customer_payment": {
         *         "terms": "5_days",
         *         "method": "ach",
         *         "notes": "Invoice after delivery.",
         *         "amount": 1650,
         *         "tariff": 1650,
         *         "deposit": 200,
         *         "reference_number": "INV-2026-0311"
         *       },
         *       "vehicles": [
         *         {
         *           "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *           "type": "sedan",
         *           "vin": "4T1C11AK5NU612345",
         *           "lot_number": "LS-4471",
         *           "color": "Silver",
         *           "make": "Toyota",
         *           "model": "Camry",
         *           "year": 2022,
         *           "is_inoperable": false,
         *           "curb_weight": 3310,
         *           "curb_weight_unit": "lbs",
         *           "price": 600,
         *           "tariff": 600,
         *           "inspection_type": "standard",
         *           "damages": [],
         *           "sample_photos": []
         *         },
         *         {
         *           "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *           "type": "suv",
         *           "vin": "1FMSK8DH3MGA54321",
         *           "lot_number": "LS-4472",
         *           "color": "Black",
         *           "make": "Ford",
         *           "model": "Explorer",
         *           "year": 2021,
         *           "is_inoperable": false,
         *           "curb_weight": 4345,
         *           "curb_weight_unit": "lbs",
         *           "price": 650,
         *           "tariff": 650,
         *           "inspection_type": "standard",
         *           "damages": [],
         *           "sample_photos": []
         *         }
         *       ],
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:30:00.000+0000"
         *     }
         */
        Order: components["schemas"]["OrderFields"] & {
            /** @description Assigned on creation; used to find, update and manage the order. */
            readonly guid: components["schemas"]["Guid"];
            readonly status: components["schemas"]["OrderStatus"];
            /**
             * Format: float
             * @description Price paid to the carrier.
             */
            price?: number | null;
            /** Format: float */
            readonly price_per_km?: number | null;
            /** @description User record of the dispatcher. */
            readonly dispatcher?: components["schemas"]["User"];
            /**
             * @description True when the status was last changed by a manual status change.
             * @default false
             */
            readonly is_status_changed_manually?: boolean;
            readonly is_posted_to_loadboard?: boolean;
            pickup?: components["schemas"]["Stop"];
            delivery?: components["schemas"]["Stop"];
            customer?: components["schemas"]["OrderCustomer"];
            payment?: components["schemas"]["Payment"];
            customer_payment?: components["schemas"]["CustomerPayment"];
            vehicles?: components["schemas"]["Vehicle"][];
            /** @description When the order was created (assumed field, see GAPS.md). */
            readonly created_at?: components["schemas"]["DateTime"];
            /** @description When the order was last changed (assumed field, see GAPS.md). */
            readonly changed_at?: components["schemas"]["DateTime"];
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
                message: string & unknown;
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
                    [key: string]: (string & unknown)[];
                };
            };
        };
        /**
         * @description A price: positive, a well-formed decimal with at most 2 fraction digits, not empty. Sent as a JSON number or a decimal string. `x-max-fraction-digits` carries the fraction-digit rule for numbers (see spec/README.md). Less than 10^13 (assumed, GAPS.md: 15 significant digits, which a double holds exactly).
         * @example 1250.5
         */
        Price: (number) | (string);
        /**
         * @description A venue in a request body: the fields of `Venue`, nothing else.
         * @example {
         *       "name": "Lone Star Auto Auction",
         *       "address": "4100 N Central Expy",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75204",
         *       "business_type": "AUCTION",
         *       "contact_name": "Carlos Mendez",
         *       "contact_phone": "(214) 555-0142"
         *     }
         */
        VenueInput: components["schemas"]["Venue"];
        /**
         * @description A pickup or delivery block in a request body: the writable fields of `StopFields` and a `venue`, nothing else. `scheduled_at_by_carrier` is read-only and not accepted.
         * @example {
         *       "date_type": "estimated",
         *       "venue": {
         *         "name": "Lone Star Auto Auction",
         *         "address": "4100 N Central Expy",
         *         "city": "Dallas",
         *         "state": "TX",
         *         "zip": "75204",
         *         "business_type": "AUCTION",
         *         "contact_name": "Carlos Mendez",
         *         "contact_phone": "(214) 555-0142"
         *       },
         *       "scheduled_at": "2026-03-16T08:00:00.000+0000",
         *       "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
         *       "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
         *       "save_as_new": false
         *     }
         */
        StopInput: components["schemas"]["StopFields"] & {
            venue?: components["schemas"]["VenueInput"];
        };
        /**
         * @description The customer block in a request body: the fields of `OrderCustomer`, nothing else.
         * @example {
         *       "name": "Peachtree Motors",
         *       "business_type": "DEALER",
         *       "address": "880 Spring St NW",
         *       "city": "Atlanta",
         *       "state": "GA",
         *       "zip": "30308",
         *       "phone": "(404) 555-0110",
         *       "email": "orders@peachtreemotors.example",
         *       "contact_name": "Renee Walker"
         *     }
         */
        OrderCustomerInput: components["schemas"]["OrderCustomer"];
        /**
         * @description The payment block in a request body: the fields of `Payment`, nothing else. The method and terms must be an allowed pair (`x-allowed-payment-pairs` on `Payment`), else 400 with the payment-pair error. Send `payment_method` and `payment_terms`; the legacy `terms` is deprecated.
         * @example {
         *       "method": "ach",
         *       "payment_method": "ach",
         *       "payment_terms": "5_days",
         *       "amount": "1250.00",
         *       "notes": "Pay within 5 business days of delivery.",
         *       "reference_number": "PAY-10482"
         *     }
         */
        PaymentInput: components["schemas"]["Payment"];
        /**
         * @description The customer payment block in a request body: the fields of `CustomerPayment`, nothing else.
         * @example {
         *       "terms": "5_days",
         *       "method": "ach",
         *       "amount": "1650.00",
         *       "tariff": "1650.00",
         *       "deposit": "200.00"
         *     }
         */
        CustomerPaymentInput: components["schemas"]["CustomerPayment"];
        /**
         * @description A vehicle in a request body. `type` is mandatory and must be one of the vehicle types; a vehicle without a valid `type` is rejected with 400 and the vehicle-type error (`VehicleTypeError`). `price` is a price (positive, at most 2 fraction digits, assumed) or null. Read-only fields (`damages`, `sample_photos`) are not accepted. `guid` is accepted on updates only to keep a vehicle's identity when `vehicles` is replaced whole (assumed, see GAPS.md).
         * @example {
         *       "type": "suv",
         *       "vin": "1FMSK8DH3MGA54321",
         *       "make": "Ford",
         *       "model": "Explorer",
         *       "year": 2021,
         *       "color": "Black",
         *       "is_inoperable": false,
         *       "price": "650.00",
         *       "tariff": "650.00"
         *     }
         */
        VehicleInput: WithRequired<components["schemas"]["VehicleFields"], "type"> & {
            /** @description On an update, the guid of a vehicle of this order: the vehicle keeps its identity (and its insurance policy) instead of being removed and created anew. Unknown guids are rejected (400). */
            guid?: components["schemas"]["Guid"];
            /** @description Price of the vehicle, or null. Positive with at most 2 fraction digits by assumption (the rule is stated for counter offers; see GAPS.md). */
            price?: components["schemas"]["Price"] | null;
        };
        /**
         * @description An order in a create or update request body: the writable fields of `OrderFields` plus the request forms of the nested blocks, nothing else (read-only fields such as `guid`, `status`, `price_per_km`, `dispatcher`, `is_status_changed_manually`, `is_posted_to_loadboard` are not accepted). Every vehicle needs a valid `type` (else 400 with the vehicle-type error); the payment method and terms must be an allowed pair (else 400 with the payment-pair error). Which top-level fields a create requires is not shown (see GAPS.md).
         * @example {
         *       "number": "ORDER-10482",
         *       "purchase_order_number": "PO 0006",
         *       "instructions": "Call the pickup contact 1 hour before arrival.",
         *       "loadboard_instructions": "Two running vehicles, auction to dealer.",
         *       "inspection_type": "standard",
         *       "transport_type": "OPEN",
         *       "broker_fee": "75.00",
         *       "price": "1250.00",
         *       "dispatcher_name": "Sherry Turner",
         *       "sales_representative": "Alma Dubois",
         *       "pickup": {
         *         "date_type": "estimated",
         *         "venue": {
         *           "name": "Lone Star Auto Auction",
         *           "address": "4100 N Central Expy",
         *           "city": "Dallas",
         *           "state": "TX",
         *           "zip": "75204",
         *           "business_type": "AUCTION",
         *           "contact_name": "Carlos Mendez",
         *           "contact_title": "Lot Manager",
         *           "contact_email": "carlos.mendez@lonestarauction.example",
         *           "contact_phone": "(214) 555-0142",
         *           "contact_mobile_phone": "(214) 555-0199"
         *         },
         *         "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
         *         "scheduled_at": "2026-03-16T08:00:00.000+0000",
         *         "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
         *         "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
         *         "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
         *         "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
         *         "save_as_new": false
         *       },
         *       "delivery": {
         *         "date_type": "estimated",
         *         "venue": {
         *           "name": "Peachtree Motors",
         *           "address": "880 Spring St NW",
         *           "city": "Atlanta",
         *           "state": "GA",
         *           "zip": "30308",
         *           "business_type": "DEALER",
         *           "contact_name": "Renee Walker",
         *           "contact_title": "Inventory Manager",
         *           "contact_email": "renee.walker@peachtreemotors.example",
         *           "contact_phone": "(404) 555-0111",
         *           "contact_mobile_phone": "(404) 555-0177"
         *         },
         *         "notes": "Deliver to the service entrance on 5th St.",
         *         "scheduled_at": "2026-03-18T09:00:00.000+0000",
         *         "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
         *         "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
         *         "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
         *         "latitude": 33.7766,
         *         "longitude": -84.3897
         *       },
         *       "customer": {
         *         "name": "Peachtree Motors",
         *         "business_type": "DEALER",
         *         "address": "880 Spring St NW",
         *         "city": "Atlanta",
         *         "state": "GA",
         *         "zip": "30308",
         *         "phone": "(404) 555-0110",
         *         "email": "orders@peachtreemotors.example",
         *         "contact_name": "Renee Walker",
         *         "contact_title": "Inventory Manager",
         *         "contact_email": "renee.walker@peachtreemotors.example",
         *         "contact_phone": "(404) 555-0111"
         *       },
         *       "payment": {
         *         "method": "ach",
         *         "payment_method": "ach",
         *         "payment_terms": "5_days",
         *         "amount": "1250.00",
         *         "notes": null,
         *         "reference_number": "PAY-10482"
         *       },
         *       "customer_payment": {
         *         "terms": "5_days",
         *         "method": "ach",
         *         "notes": "Invoice after delivery.",
         *         "amount": "1650.00",
         *         "tariff": "1650.00",
         *         "deposit": "200.00",
         *         "reference_number": "INV-2026-0311"
         *       },
         *       "vehicles": [
         *         {
         *           "type": "sedan",
         *           "vin": "4T1C11AK5NU612345",
         *           "lot_number": "LS-4471",
         *           "color": "Silver",
         *           "make": "Toyota",
         *           "model": "Camry",
         *           "year": 2022,
         *           "is_inoperable": false,
         *           "curb_weight": 3310,
         *           "curb_weight_unit": "lbs",
         *           "price": "600.00",
         *           "tariff": "600.00",
         *           "inspection_type": "standard"
         *         },
         *         {
         *           "type": "suv",
         *           "vin": "1FMSK8DH3MGA54321",
         *           "lot_number": "LS-4472",
         *           "color": "Black",
         *           "make": "Ford",
         *           "model": "Explorer",
         *           "year": 2021,
         *           "is_inoperable": false,
         *           "curb_weight": 4345,
         *           "curb_weight_unit": "lbs",
         *           "price": "650.00",
         *           "tariff": "650.00",
         *           "inspection_type": "standard"
         *         }
         *       ]
         *     }
         */
        OrderInput: components["schemas"]["OrderFields"] & {
            /** @description Price paid to the carrier, or null. The documents type it "number (float), nullable"; the rule positive, well-formed, at most 2 fraction digits is stated for counter offers and applied here by assumption (see GAPS.md). */
            price?: components["schemas"]["Price"] | null;
            /** @description The samples' spelling of `pickup.counterparty_guid`: the guid of a stored customer or terminal whose details fill the pickup venue. Kept as `pickup.counterparty_guid` (the order shows it there); sending both with different guids is a 400 naming this field (assumed, see GAPS.md). */
            pickup_counterparty_guid?: components["schemas"]["Guid"];
            /** @description The samples' spelling of `delivery.counterparty_guid`, kept as `delivery.counterparty_guid`; sending both with different guids is a 400 naming this field (assumed, see GAPS.md). */
            delivery_counterparty_guid?: components["schemas"]["Guid"];
            pickup?: components["schemas"]["StopInput"];
            delivery?: components["schemas"]["StopInput"];
            customer?: components["schemas"]["OrderCustomerInput"];
            payment?: components["schemas"]["PaymentInput"];
            customer_payment?: components["schemas"]["CustomerPaymentInput"];
            /** @description The order's vehicles, at most 100 (assumed; see GAPS.md). */
            vehicles?: components["schemas"]["VehicleInput"][];
        };
        /** @description Success envelope of a single object: `status` is `success` and the object is `data.object`. Responses compose it with `allOf` and narrow `data.object` to the resource. */
        ObjectEnvelope: {
            status: components["schemas"]["SuccessStatus"];
            data: {
                object: Record<string, unknown>;
            };
        };
        /**
         * @description 400 for a payment method and terms that are not an allowed pair (see `x-allowed-payment-pairs` on Payment). The message lists the allowed terms of the method in the order of `x-allowed-payment-pairs` (the document's table).
         * @example {
         *       "status_code": 400,
         *       "error": "Invalid payment terms 'quickpay' for method 'cash'. Allowed terms are: [cash_on_pickup, cash_on_delivery, 2_days, 5_days]"
         *     }
         */
        PaymentPairError: {
            /** @constant */
            status_code: 400;
            error: string;
        };
        /**
         * @description 400 for a vehicle whose `type` is missing or not one of the vehicle types.
         * @example {
         *       "status_code": 400,
         *       "error": "Invalid vehicle type 'hovercraft'. Allowed types are: [sedan, 2_door_coupe, suv, pickup, 4_door_pickup, van, truck_daycab, truck_sleeper, motorcycle, boat, rv, heavy_machinery, freight, livestock, atv, trailer_bumper_pull, trailer_gooseneck, trailer_5th_wheel, other]"
         *     }
         */
        VehicleTypeError: {
            /** @constant */
            status_code: 400;
            error: string;
        };
        /**
         * @description A vehicle as listed on an order activity entry.
         * @example {
         *       "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *       "lot_number": "LS-4471",
         *       "make": "Toyota",
         *       "model": "Camry",
         *       "vin": "4T1C11AK5NU612345",
         *       "year": 2022
         *     }
         */
        OrderActivityVehicle: {
            guid?: components["schemas"]["Guid"];
            lot_number?: string | null;
            make?: string;
            model?: string;
            vin?: string;
            year?: number;
        };
        /**
         * @description An entry of an order's activity list: what happened (`code`), who did it (`user`, or the carrier and driver fields) and with which vehicles. `vehicles` is empty unless the order is in status `picked_up` or `delivered`. The documents list the field names only: the type of `id` (integer), the string types of `action_status`, `status`, `error_details`, and the nullability of the carrier, driver, error and user fields (null when not applicable) are assumed (see GAPS.md).
         * @example {
         *       "guid": "c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f",
         *       "id": 918273,
         *       "created_at": "2026-03-16T10:45:02.000+0000",
         *       "code": "picked_up",
         *       "action_status": "success",
         *       "status": "picked_up",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_address": "1200 Industrial Pkwy",
         *       "carrier_city": "Dallas",
         *       "carrier_state": "TX",
         *       "carrier_zip": "75201",
         *       "carrier_contact_name": "Dana Miles",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_phone": "(214) 555-0100",
         *       "carrier_usdot": "3141592",
         *       "driver_name": "Marcus Reed",
         *       "driver_phone": "(214) 555-0188",
         *       "error_message": null,
         *       "error_details": null,
         *       "user": null,
         *       "vehicles": [
         *         {
         *           "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *           "lot_number": "LS-4471",
         *           "make": "Toyota",
         *           "model": "Camry",
         *           "vin": "4T1C11AK5NU612345",
         *           "year": 2022
         *         }
         *       ]
         *     }
         */
        OrderActivity: {
            guid?: components["schemas"]["Guid"];
            /**
             * Format: int64
             * @description Numeric id of the entry (type assumed).
             */
            id?: number;
            created_at?: components["schemas"]["DateTime"];
            /** @description Activity code, such as `picked_up`, `marked_as_delivery_verified`, `unmarked_as_delivery_verified`; the complete list is not shown. */
            code?: string;
            /** @description Outcome of the action (values not shown). */
            action_status?: string | null;
            /** @description Status recorded with the entry, assumed to be the order status (values not shown). */
            status?: string | null;
            carrier_guid?: components["schemas"]["Guid"] | null;
            carrier_name?: string | null;
            carrier_address?: string | null;
            carrier_city?: string | null;
            carrier_state?: string | null;
            carrier_zip?: string | null;
            carrier_contact_name?: string | null;
            carrier_email?: string | null;
            carrier_phone?: string | null;
            carrier_usdot?: string | null;
            driver_name?: string | null;
            driver_phone?: string | null;
            error_message?: string | null;
            /** @description Details of a failed action (type assumed). */
            error_details?: string | null;
            /** @description The user who performed the action (includes `is_superuser`), or null. */
            user?: components["schemas"]["User"] | null;
            /** @description Vehicles of the order; empty unless the order is `picked_up` or `delivered`. */
            vehicles?: components["schemas"]["OrderActivityVehicle"][];
        };
        /**
         * @description The bill of lading (BOL) of an order.
         * @example {
         *       "url": "https://files.example.com/bol/5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b.pdf"
         *     }
         */
        Bol: {
            /**
             * Format: uri
             * @description URL of the BOL PDF.
             */
            url: string;
        };
        /**
         * @description Request body of mark as paid: the payment made to the carrier. The field names are shown; their types (`terms` a payment term, `method` a payment method, `amount` a decimal) and which are required (none) are assumed (see GAPS.md). Whether the pair is checked against the allowed payment pairs is not shown.
         * @example {
         *       "terms": "5_days",
         *       "method": "ach",
         *       "amount": "1250.00",
         *       "notes": "Paid by ACH transfer.",
         *       "sent_date": "2026-03-23T15:00:00.000+0000",
         *       "reference_number": "ACH-20260323-0042"
         *     }
         */
        MarkAsPaidInput: {
            terms?: components["schemas"]["PaymentTerms"];
            method?: components["schemas"]["PaymentMethod"];
            amount?: components["schemas"]["Decimal"];
            notes?: string | null;
            /** @description When the payment was sent. */
            sent_date?: components["schemas"]["DateTime"];
            /** @description Reference of the payment (check number, transfer id). */
            reference_number?: string;
        };
        /**
         * @description A file attached to an order. `is_location_protected` is shown in the documents; the other fields (`guid`, `name`, `url`, `content_type`, `size`, `created_at`) are not shown and assumed (see GAPS.md). When `is_location_protected` is true, the GPS location metadata embedded in an uploaded photo is protected and not exposed.
         * @example {
         *       "guid": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "name": "gate-pass.jpg",
         *       "url": "https://files.example.com/attachments/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b/gate-pass.jpg",
         *       "content_type": "image/jpeg",
         *       "size": 248311,
         *       "created_at": "2026-03-14T10:02:17.000+0000",
         *       "is_location_protected": true
         *     }
         */
        OrderAttachment: {
            guid?: components["schemas"]["Guid"];
            /** @description File name. */
            name?: string;
            /**
             * Format: uri
             * @description Location of the file.
             */
            url?: string;
            /** @description Media type of the file. */
            content_type?: string;
            /**
             * Format: int64
             * @description Size in bytes.
             */
            size?: number;
            created_at?: components["schemas"]["DateTime"];
            /**
             * @description True when the photo's embedded GPS location metadata is protected and not exposed.
             * @default false
             */
            is_location_protected: boolean;
        };
        /**
         * @description Body of a load offer: exactly one of `carrier_guid`, `carrier_usdot`, `carrier_email` and `carrier_phone` addresses the carrier. `carrier_type` `BROKER` is only used with `carrier_guid` holding a broker guid; the broker's contact and address details are then filled in.
         * @example {
         *       "carrier_usdot": "3141592"
         *     }
         */
        LoadOfferInput: {
            /** @description Guid of the carrier, or of the broker when `carrier_type` is `BROKER`. */
            carrier_guid?: components["schemas"]["Guid"];
            /** @description USDOT number of the carrier, digits only (assumed; see GAPS.md). */
            carrier_usdot?: string;
            /**
             * Format: email
             * @description E-mail address of the carrier.
             */
            carrier_email?: string;
            /** @description Phone number of the carrier. */
            carrier_phone?: string;
            /**
             * @description `BROKER` when `carrier_guid` is the guid of a broker.
             * @enum {string}
             */
            carrier_type?: "BROKER";
        } & ({
            /** @description Guid of the carrier, or of the broker when `carrier_type` is `BROKER`. */
            carrier_guid: components["schemas"]["Guid"];
            carrier_usdot?: never;
            carrier_email?: never;
            carrier_phone?: never;
        } | {
            carrier_guid?: never;
            /** @description USDOT number of the carrier, digits only (assumed; see GAPS.md). */
            carrier_usdot: string;
            carrier_email?: never;
            carrier_phone?: never;
        } | {
            carrier_guid?: never;
            carrier_usdot?: never;
            /**
             * Format: email
             * @description E-mail address of the carrier.
             */
            carrier_email: string;
            carrier_phone?: never;
        } | {
            carrier_guid?: never;
            carrier_usdot?: never;
            carrier_email?: never;
            /** @description Phone number of the carrier. */
            carrier_phone: string;
        });
        /**
         * @description Status of a load offer. Only `new` is shown (the sample status); the other values and the transitions are not shown and are assumed from the offer webhook actions (`offer.accepted`, `offer.declined`, `offer.canceled`, `offer.canceled_by_carrier`; see GAPS.md).
         * @example new
         * @enum {string}
         */
        LoadOfferStatus: "new" | "accepted" | "declined" | "canceled" | "canceled_by_carrier";
        /**
         * @description A load offer: an order sent to one carrier. Only `guid` (used to track the offer) is shown; the other fields are assumed from the request fields and the offer webhook payload (see GAPS.md).
         * @example {
         *       "guid": "9b2f6c1e-3d4a-4b5c-8e7f-0a1b2c3d4e5f",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "carrier_guid": null,
         *       "carrier_usdot": "3141592",
         *       "carrier_email": null,
         *       "carrier_phone": null,
         *       "status": "new",
         *       "is_active": true,
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:30:00.000+0000"
         *     }
         */
        LoadOffer: {
            /** @description Guid of the offer; the offer webhooks carry it as `offer_guid`. */
            readonly guid: components["schemas"]["Guid"];
            /** @description Guid of the offered order (assumed field). */
            readonly order_guid?: components["schemas"]["Guid"];
            /**
             * Format: uuid
             * @description Guid of the carrier (or broker, with `carrier_type` `BROKER`); null while a carrier addressed by USDOT number, e-mail or phone is not registered (assumed field).
             */
            readonly carrier_guid?: string | null;
            /** @description USDOT number the offer was addressed to, if any (assumed field). */
            readonly carrier_usdot?: string | null;
            /**
             * Format: email
             * @description E-mail address the offer was addressed to, if any (assumed field).
             */
            readonly carrier_email?: string | null;
            /** @description Phone number the offer was addressed to, if any (assumed field). */
            readonly carrier_phone?: string | null;
            readonly status?: components["schemas"]["LoadOfferStatus"];
            /** @description True while the offer is not deleted (assumed field). */
            readonly is_active?: boolean;
            /** @description When the offer was created (assumed field). */
            readonly created_at?: components["schemas"]["DateTime"];
            /** @description When the offer last changed (assumed field). */
            readonly changed_at?: components["schemas"]["DateTime"];
        };
        /**
         * @description A carrier's request to haul an order posted to the loadboard. `carrier_comment` belongs to the request only and is always present (null when empty).
         * @example {
         *       "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "requested_price": 1150,
         *       "pickup_date": "2026-03-16T08:00:00.000+0000",
         *       "delivery_date": "2026-03-19T17:00:00.000+0000",
         *       "carrier_comment": "Can pick up Monday morning.",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_phone": "+1 555 0100",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_contact_name": "Dana Miles",
         *       "carrier_address": "1200 Industrial Pkwy",
         *       "carrier_city": "Dallas",
         *       "carrier_state": "TX",
         *       "carrier_zip": "75201",
         *       "carrier_usdot": "3141592"
         *     }
         */
        LoadRequest: {
            guid: components["schemas"]["Guid"];
            /** @description Price the carrier asks for. */
            requested_price: number;
            pickup_date: components["schemas"]["DateTime"];
            delivery_date: components["schemas"]["DateTime"];
            /** @description Carrier's comment, up to 160 characters; null when absent. */
            carrier_comment: string | null;
            carrier_guid?: components["schemas"]["Guid"];
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
         * @description Status of a load request. Not shown in the documents; the values are assumed from the load request operations and actions (accept, decline by the shipper, cancel by the carrier; see GAPS.md).
         * @example pending
         * @enum {string}
         */
        LoadRequestStatus: "pending" | "accepted" | "declined" | "canceled";
        /**
         * @description A load request together with its status, as returned by accept and decline. The `status` field is assumed (not shown; see GAPS.md).
         * @example {
         *       "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "requested_price": 1150,
         *       "pickup_date": "2026-03-16T08:00:00.000+0000",
         *       "delivery_date": "2026-03-19T17:00:00.000+0000",
         *       "carrier_comment": "Can pick up Monday morning.",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "carrier_phone": "+1 555 0100",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_contact_name": "Dana Miles",
         *       "carrier_address": "1200 Industrial Pkwy",
         *       "carrier_city": "Dallas",
         *       "carrier_state": "TX",
         *       "carrier_zip": "75201",
         *       "carrier_usdot": "3141592",
         *       "status": "accepted"
         *     }
         */
        LoadRequestState: components["schemas"]["LoadRequest"] & {
            readonly status?: components["schemas"]["LoadRequestStatus"];
        };
        /**
         * @description Body of a load request decline. The public documentation shows that the request carries a body but not its fields; an optional free-text `reason` is assumed (see GAPS.md). An empty object is valid.
         * @example {
         *       "reason": "Pickup date does not work for the customer."
         *     }
         */
        LoadRequestDecline: {
            /** @description Why the shipper declines the request (assumed field and limit). */
            reason?: string;
        };
        /**
         * @description Body of a counter offer. `price` is required: positive, a well-formed decimal with at most 2 fraction digits, not empty.
         * @example {
         *       "price": 1200
         *     }
         */
        CounterOfferInput: {
            /** @description The price offered to the carrier instead of the requested price. */
            price: components["schemas"]["Price"];
        };
        /**
         * @description Status of a counter offer: `pending` after creation, `cancelled` after cancel (spelled with two `l`). Other values (for example after the carrier answers) are not shown (see GAPS.md).
         * @example pending
         * @enum {string}
         */
        CounterOfferStatus: "pending" | "cancelled";
        /**
         * @description The shipper's counter offer to a carrier's load request, with another price. At most one counter offer exists per load request. The document shows `is_active`, `created_at`, `changed_at`, `guid` and `status` and says there are further fields; `price`, `request_guid` and `order_guid` are assumed (see GAPS.md).
         * @example {
         *       "is_active": true,
         *       "created_at": "2026-03-14T10:15:00.000+0000",
         *       "changed_at": "2026-03-14T10:15:00.000+0000",
         *       "guid": "6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b9c0",
         *       "status": "pending",
         *       "price": 1200,
         *       "request_guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9"
         *     }
         */
        CounterOffer: {
            /** @description True when the counter offer is not deleted. */
            readonly is_active: boolean;
            readonly created_at: components["schemas"]["DateTime"];
            readonly changed_at: components["schemas"]["DateTime"];
            readonly guid: components["schemas"]["Guid"];
            readonly status: components["schemas"]["CounterOfferStatus"];
            /** @description The price the shipper offers (assumed to be returned). */
            price?: components["schemas"]["Price"];
            /** @description Guid of the load request answered (assumed field). */
            readonly request_guid?: components["schemas"]["Guid"];
            /** @description Guid of the order (assumed field). */
            readonly order_guid?: components["schemas"]["Guid"];
        };
        /**
         * @description How often the price is increased by `increase_by_percent`: every `value` `unit`s. Only the unit `DAYS` is shown; `HOURS` is assumed (see GAPS.md).
         * @example {
         *       "value": 2,
         *       "unit": "DAYS"
         *     }
         */
        PriceNegotiationIncrease: {
            /** @description Number of units between two increases (minimum 1 assumed). */
            value: number;
            /**
             * @description Unit of `value`; `DAYS` is shown, `HOURS` is assumed.
             * @enum {string}
             */
            unit: "DAYS" | "HOURS";
        };
        /**
         * @description The writable fields of a price negotiation, shared by the response, create and update schemas. The shipper sets a budget and an age-based increase of the order price; bids from preferred carriers that match are accepted automatically.
         * @example {
         *       "negotiation_budget": 1500,
         *       "increase_by_percent": 5,
         *       "increase_every": {
         *         "value": 2,
         *         "unit": "DAYS"
         *       },
         *       "start_date": "2026-03-14T09:30:00.000+0000",
         *       "acceptable_pickup_days": 1,
         *       "acceptable_delivery_days": 2
         *     }
         */
        PriceNegotiationFields: {
            /** @description The most the shipper will pay (the ceiling of the automatic increases). */
            negotiation_budget?: number;
            /** @description Percentage by which the price is increased at each step. */
            increase_by_percent?: number;
            increase_every?: components["schemas"]["PriceNegotiationIncrease"];
            /** @description When the negotiation starts. Cannot be earlier than the order's creation date (400 `VALIDATION_ERROR`); defaults to the order's creation date. */
            start_date?: components["schemas"]["DateTime"];
            /**
             * @description Days by which a bid's pickup date may differ from the preferred pickup date and still be accepted automatically. The document says "positive integers, maximum 3, default 0"; since the default is 0, 0 is allowed (inconsistency, see GAPS.md).
             * @default 0
             */
            acceptable_pickup_days?: number;
            /**
             * @description Days by which a bid's delivery date may differ from the preferred delivery date and still be accepted automatically; 0 to 3, default 0 (see `acceptable_pickup_days`).
             * @default 0
             */
            acceptable_delivery_days?: number;
        };
        /**
         * @description Body of a price negotiation create. `order_guid` is required; `negotiation_budget`, `increase_by_percent` and `increase_every` are assumed required (not shown, see GAPS.md); `start_date` defaults to the order's creation date and the acceptable days to 0.
         * @example {
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "negotiation_budget": 1500,
         *       "increase_by_percent": 5,
         *       "increase_every": {
         *         "value": 2,
         *         "unit": "DAYS"
         *       },
         *       "start_date": "2026-03-14T09:30:00.000+0000",
         *       "acceptable_pickup_days": 1,
         *       "acceptable_delivery_days": 2
         *     }
         */
        PriceNegotiationInput: WithRequired<components["schemas"]["PriceNegotiationFields"], "negotiation_budget" | "increase_by_percent"> & {
            /** @description Guid of the order to negotiate the price of. */
            order_guid: components["schemas"]["Guid"];
            increase_every: components["schemas"]["PriceNegotiationIncrease"];
        };
        /**
         * @description A price negotiation of an order (one per order assumed). `enabled` is assumed (the document only says enable and disable move it to enabled and disabled; see GAPS.md).
         * @example {
         *       "guid": "8d9e0f1a-2b3c-4d4e-a5f6-a7b8c9d0e1f2",
         *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
         *       "negotiation_budget": 1500,
         *       "increase_by_percent": 5,
         *       "increase_every": {
         *         "value": 2,
         *         "unit": "DAYS"
         *       },
         *       "start_date": "2026-03-14T09:30:00.000+0000",
         *       "acceptable_pickup_days": 1,
         *       "acceptable_delivery_days": 2,
         *       "enabled": true
         *     }
         */
        PriceNegotiation: WithRequired<components["schemas"]["PriceNegotiationFields"], "negotiation_budget" | "increase_by_percent" | "increase_every" | "start_date" | "acceptable_pickup_days" | "acceptable_delivery_days"> & {
            readonly guid: components["schemas"]["Guid"];
            /** @description Guid of the order; set on create only. */
            order_guid: components["schemas"]["Guid"];
            /** @description Whether the negotiation runs; changed by enable and disable (assumed field). */
            readonly enabled?: boolean;
        };
        /**
         * @description Body of a price negotiation update (PUT): the create fields without `order_guid`. The required set is not shown; as a full replacement the same fields as on create are required (assumed, see GAPS.md). `start_date`, `acceptable_pickup_days` and `acceptable_delivery_days` keep their defaults when omitted.
         * @example {
         *       "negotiation_budget": 1600,
         *       "increase_by_percent": 4,
         *       "increase_every": {
         *         "value": 1,
         *         "unit": "DAYS"
         *       },
         *       "start_date": "2026-03-15T00:00:00.000+0000",
         *       "acceptable_pickup_days": 2,
         *       "acceptable_delivery_days": 2
         *     }
         */
        PriceNegotiationUpdate: WithRequired<components["schemas"]["PriceNegotiationFields"], "negotiation_budget" | "increase_by_percent"> & {
            increase_every: components["schemas"]["PriceNegotiationIncrease"];
        };
        /**
         * @description Why an issued policy ended: `ORDER_CANCELED` (order canceled or archived), `VEHICLE_REMOVED`, `VEHICLE_MODIFIED` (a change that voids the policy), `CANCELED_VIA_INSURER` (canceled outside the service, typically in the insurer's portal).
         * @example VEHICLE_REMOVED
         * @enum {string}
         */
        InsuranceCancellationReason: "ORDER_CANCELED" | "VEHICLE_REMOVED" | "VEHICLE_MODIFIED" | "CANCELED_VIA_INSURER";
        /**
         * @description The insurance policy of one vehicle of an order. Not shown in the documents: the whole shape is assumed from the insurance events and the state transitions (draft after a sync, issued by the insurer, canceled with a reason); see GAPS.md.
         * @example {
         *       "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *       "status": "draft",
         *       "plan_slug": "standard-cargo",
         *       "calculated_premium": 38.5,
         *       "cancellation_reason": null
         *     }
         */
        InsurancePolicy: {
            vehicle_guid?: components["schemas"]["Guid"];
            /**
             * @description `draft` after a policy sync, `issued` once the insurer issues it, `canceled` when it ends.
             * @enum {string}
             */
            status?: "draft" | "issued" | "canceled";
            plan_slug?: string | null;
            /** @description Premium in USD; may differ from an earlier quote. */
            calculated_premium?: number | null;
            /** @description Why the policy ended; null unless `status` is `canceled`. */
            cancellation_reason?: components["schemas"]["InsuranceCancellationReason"] | null;
        };
        /**
         * @description The insurance state of an order. `personal_link` (link to the insurer's portal) is null until a draft policy exists. The other fields are not shown in the documents: `order_guid` and `policies` (one per vehicle with a policy) are assumed (see GAPS.md).
         * @example {
         *       "order_guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
         *       "personal_link": "https://insurer.example.com/portal/p/7f3a9c2e",
         *       "policies": [
         *         {
         *           "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *           "status": "draft",
         *           "plan_slug": "standard-cargo",
         *           "calculated_premium": 38.5,
         *           "cancellation_reason": null
         *         },
         *         {
         *           "vehicle_guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *           "status": "draft",
         *           "plan_slug": "standard-cargo",
         *           "calculated_premium": 41.25,
         *           "cancellation_reason": null
         *         }
         *       ]
         *     }
         */
        InsuranceState: {
            order_guid?: components["schemas"]["Guid"];
            /**
             * Format: uri
             * @description Link to the insurer's portal; null until a draft policy exists.
             */
            personal_link: string | null;
            /** @description Policies of the order's vehicles (assumed). */
            policies?: components["schemas"]["InsurancePolicy"][];
        };
        /**
         * @description Pickup or delivery place of an insurance quote request. `city` and `state` are required in practice; `zip` is optional.
         * @example {
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75204"
         *     }
         */
        InsuranceQuoteLocation: {
            city: string;
            state: string;
            zip?: string;
        };
        /**
         * @description The vehicle of an insurance quote request. `vin` and `value` are optional. When the service cannot value the vehicle and no `value` was sent, the quote fails with 409 `VEHICLE_VALUE_REQUIRED`; retry with `value` set. `vehicle_type` is assumed to take the vehicle types of orders, and `value` to be a positive number in USD (see GAPS.md).
         * @example {
         *       "year": 2022,
         *       "make": "Toyota",
         *       "model": "Camry",
         *       "vehicle_type": "sedan",
         *       "vin": "4T1C11AK5NU612345",
         *       "value": 24500
         *     }
         */
        InsuranceQuoteVehicle: {
            year: number;
            make: string;
            model: string;
            vehicle_type: components["schemas"]["VehicleType"];
            vin?: string;
            /** @description Value of the vehicle in USD (assumed unit). */
            value?: number;
        };
        /**
         * @description Request body of an insurance quote: the route and the vehicle.
         * @example {
         *       "pickup": {
         *         "city": "Dallas",
         *         "state": "TX",
         *         "zip": "75204"
         *       },
         *       "delivery": {
         *         "city": "Atlanta",
         *         "state": "GA"
         *       },
         *       "vehicle": {
         *         "year": 2022,
         *         "make": "Toyota",
         *         "model": "Camry",
         *         "vehicle_type": "sedan",
         *         "vin": "4T1C11AK5NU612345"
         *       }
         *     }
         */
        InsuranceQuoteRequest: {
            pickup: components["schemas"]["InsuranceQuoteLocation"];
            delivery: components["schemas"]["InsuranceQuoteLocation"];
            vehicle: components["schemas"]["InsuranceQuoteVehicle"];
        };
        /**
         * @description One insurance plan offered for a quote request. The premium of an issued policy may differ from the quote (`insurance.issued` carries the final `calculated_premium`).
         * @example {
         *       "plan_slug": "standard-cargo",
         *       "calculated_premium": 38.5
         *     }
         */
        InsuranceQuote: {
            /** @description Identifier of the insurance plan. */
            plan_slug: string;
            /** @description Premium in USD. */
            calculated_premium: number;
        };
        /**
         * @description A broker linked to the shipper's account; orders can be submitted to it. The broker fields are not shown in the documents; this shape is assumed (see GAPS.md).
         * @example {
         *       "guid": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
         *       "name": "Gulf Coast Auto Logistics",
         *       "email": "loads@gulfcoast-autologistics.example",
         *       "phone": "+1 555 0188",
         *       "usdot": "2718281",
         *       "mc_number": "MC-654321"
         *     }
         */
        LinkedBroker: {
            /** @description Guid of the broker; the `broker_guid` of the submit-to-broker operation. */
            guid: components["schemas"]["Guid"];
            /** @description Name of the broker. */
            name: string;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            /** @description US DOT number of the broker. */
            usdot?: string | null;
            /** @description Motor carrier (MC) number of the broker. */
            mc_number?: string | null;
        };
        /**
         * @description The writable fields of a carrier, shared by the carrier record (`Carrier`) and the internal-carrier request (`InternalCarrierInput`). The document lists `name` (required), `dba_name`, `phone_numbers`, `fax`, `contact_name`, `email` and `website`; the address fields (`address`, `city`, `state`, `zip`) are not shown in the document and are assumed (see GAPS.md).
         * @example {
         *       "name": "Roadrunner Auto Transport LLC",
         *       "dba_name": "Roadrunner Auto",
         *       "phone_numbers": "+1 555 0100",
         *       "fax": null,
         *       "contact_name": "Dana Miles",
         *       "email": "dispatch@roadrunner-auto.example",
         *       "website": "roadrunner-auto.example",
         *       "address": "1200 Industrial Pkwy",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75201"
         *     }
         */
        CarrierFields: {
            /** @description Legal name of the carrier. */
            name: string;
            /** @description Doing-business-as name. */
            dba_name?: string | null;
            /** @description Phone number(s) of the carrier, as one string. */
            phone_numbers?: string | null;
            fax?: string | null;
            /** @description Name of the carrier's contact person. */
            contact_name?: string | null;
            /** Format: email */
            email?: string | null;
            /**
             * Format: hostname
             * @description Host name of the carrier's website (no scheme or path).
             */
            website?: string | null;
            /** @description Street address (assumed field, see GAPS.md). */
            address?: string | null;
            /** @description City (assumed field, see GAPS.md). */
            city?: string | null;
            /** @description State (assumed field, see GAPS.md). */
            state?: string | null;
            /** @description ZIP code (assumed field, see GAPS.md). */
            zip?: string | null;
        };
        /**
         * @description Body of the internal-carrier request: a carrier managed only on the shipper side (`carrier_type` `INTERNAL`). The field list is not shown in the document; the carrier's writable fields plus `mc_number` and `us_dot` are assumed (see GAPS.md). `mc_number` and `us_dot` can only be given at creation: they are read-only on the carrier record.
         * @example {
         *       "name": "Roadrunner Auto Transport LLC",
         *       "dba_name": "Roadrunner Auto",
         *       "phone_numbers": "+1 555 0100",
         *       "fax": null,
         *       "contact_name": "Dana Miles",
         *       "email": "dispatch@roadrunner-auto.example",
         *       "website": "roadrunner-auto.example",
         *       "mc_number": "MC-123456",
         *       "us_dot": "3141592",
         *       "address": "1200 Industrial Pkwy",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75201"
         *     }
         */
        InternalCarrierInput: components["schemas"]["CarrierFields"] & {
            /** @description Motor carrier (MC) number. */
            mc_number?: string | null;
            /** @description US DOT number. */
            us_dot?: string | null;
        };
        /**
         * @description `CTMS`: the carrier uses the carrier application; `INTERNAL`: managed only on the shipper side; `FMCSA`: exists in the federal motor-carrier database.
         * @example INTERNAL
         * @enum {string}
         */
        CarrierType: "CTMS" | "INTERNAL" | "FMCSA";
        /**
         * Format: date
         * @description Calendar date, shape `yyyy-MM-dd`.
         * @example 2026-03-14
         */
        Date: string;
        /**
         * @description The writable custom records a shipper keeps about a carrier (`broker_records`), shared by the record (`BrokerRecords`) and the profile update body (`BrokerRecordsInput`). A carrier cannot be approved and blacklisted at the same time; since marking a carrier preferred makes it approved, it cannot be preferred and blacklisted either.
         * @example {
         *       "usdot_number": "3141592",
         *       "approved": true,
         *       "preferred": true,
         *       "in_blacklist": false,
         *       "insurance_certificate_holder": true,
         *       "insurance_expires_at": "2026-12-31",
         *       "custom_external_id": "CAR-00042"
         *     }
         */
        BrokerRecordsFields: {
            /** @description US DOT number recorded for the carrier. */
            usdot_number?: string | null;
            /** @description The carrier is verified or onboarded; helps shippers tell such carriers apart. Cannot be true together with `in_blacklist`. */
            approved?: boolean;
            /**
             * @description A preferred carrier instantly books loads the shipper posts to the loadboard. Marking a carrier preferred makes it approved automatically.
             * @default false
             */
            preferred?: boolean;
            /**
             * @description The carrier cannot book or request loads on the loadboard. Cannot be true together with `approved`.
             * @default false
             */
            in_blacklist?: boolean;
            /**
             * @description Marks the carrier as insurance certificate holder.
             * @default false
             */
            insurance_certificate_holder?: boolean;
            /** @description Date the carrier's insurance expires, or null. */
            insurance_expires_at?: components["schemas"]["Date"] | null;
            /** @description Client-defined identifier of the carrier; also usable as the path parameter `custom_external_id` to find the carrier. */
            custom_external_id?: string | null;
        } & (unknown & unknown);
        /**
         * @description Custom records the shipper saved for a carrier (approved, preferred, blacklisted, certificate holder, custom id). Not available for carriers on the carrier application (`carrier_type` `CTMS`). Each `*_since` stamp is set when its flag turns true; it is assumed to be cleared (null) when the flag turns false (see GAPS.md). A preferred carrier is always approved.
         * @example {
         *       "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *       "usdot_number": "3141592",
         *       "approved": true,
         *       "approved_since": "2026-02-02T15:04:05.000+0000",
         *       "preferred": true,
         *       "preferred_since": "2026-02-10T08:00:00.000+0000",
         *       "in_blacklist": false,
         *       "in_blacklist_since": null,
         *       "insurance_certificate_holder": true,
         *       "insurance_certificate_holder_since": "2026-02-02T15:04:05.000+0000",
         *       "insurance_cert_holder_file_url": "https://files.example.com/carriers/certificates/5a6b7c8d.pdf",
         *       "insurance_expires_at": "2026-12-31",
         *       "custom_external_id": "CAR-00042"
         *     }
         */
        BrokerRecords: {
            readonly guid: components["schemas"]["Guid"];
            /** @description When the carrier was last marked approved; null while not approved. */
            readonly approved_since?: components["schemas"]["DateTime"] | null;
            /** @description When the carrier was last marked preferred; null while not preferred. */
            readonly preferred_since?: components["schemas"]["DateTime"] | null;
            /** @description When the carrier was last blacklisted; null while not blacklisted. */
            readonly in_blacklist_since?: components["schemas"]["DateTime"] | null;
            /** @description When the carrier was last marked certificate holder; null while not a certificate holder. */
            readonly insurance_certificate_holder_since?: components["schemas"]["DateTime"] | null;
            /**
             * Format: uri
             * @description Location of the insurance certificate file, or null.
             */
            readonly insurance_cert_holder_file_url?: string | null;
        } & (WithRequired<components["schemas"]["BrokerRecordsFields"], "approved" | "preferred" | "in_blacklist" | "insurance_certificate_holder"> & unknown);
        /**
         * @description A carrier record. `broker_records` holds the shipper's custom records for the carrier; it is absent or null for carriers on the carrier application (`carrier_type` `CTMS`). The address fields are assumed (see GAPS.md).
         *
         *     Removed field: `ach_payment` is documented (see its property, `deprecated`) but all carrier responses stop returning it starting July 8, 2026, a dated change of the documents; the bank details are read with the carrier ACH details operation (`GET /v1/public/carriers/{guid}/payment-methods/ach`). That one named, removed key is what the `not` below rejects: clients still tolerate every key they do not know.
         * @example {
         *       "guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "name": "Roadrunner Auto Transport LLC",
         *       "dba_name": "Roadrunner Auto",
         *       "phone_numbers": "+1 555 0100",
         *       "fax": null,
         *       "contact_name": "Dana Miles",
         *       "email": "dispatch@roadrunner-auto.example",
         *       "website": "roadrunner-auto.example",
         *       "address": "1200 Industrial Pkwy",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75201",
         *       "w9": "https://files.example.com/carriers/1d2e3f4a/w9.pdf",
         *       "usdot_certificate": "https://files.example.com/carriers/1d2e3f4a/usdot.pdf",
         *       "cargo_insurance": "https://files.example.com/carriers/1d2e3f4a/cargo-insurance.pdf",
         *       "mc_number": "MC-123456",
         *       "us_dot": "3141592",
         *       "cargo_policy": null,
         *       "carrier_type": "INTERNAL",
         *       "broker_records": {
         *         "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *         "usdot_number": "3141592",
         *         "approved": true,
         *         "approved_since": "2026-02-02T15:04:05.000+0000",
         *         "preferred": true,
         *         "preferred_since": "2026-02-10T08:00:00.000+0000",
         *         "in_blacklist": false,
         *         "in_blacklist_since": null,
         *         "insurance_certificate_holder": true,
         *         "insurance_certificate_holder_since": "2026-02-02T15:04:05.000+0000",
         *         "insurance_cert_holder_file_url": "https://files.example.com/carriers/certificates/5a6b7c8d.pdf",
         *         "insurance_expires_at": "2026-12-31",
         *         "custom_external_id": "CAR-00042"
         *       }
         *     }
         */
        Carrier: {
            readonly guid: components["schemas"]["Guid"];
            /**
             * Format: uri
             * @description Location of the carrier's W-9 form.
             */
            readonly w9?: string | null;
            /**
             * Format: uri
             * @description Location of the carrier's US DOT certificate.
             */
            readonly usdot_certificate?: string | null;
            /**
             * Format: uri
             * @description Location of the carrier's cargo insurance document.
             */
            readonly cargo_insurance?: string | null;
            /** @description Motor carrier (MC) number. */
            readonly mc_number?: string | null;
            /** @description US DOT number. */
            readonly us_dot?: string | null;
            /** @description Cargo insurance policy of the carrier; its shape is not shown in the document (see GAPS.md). */
            readonly cargo_policy?: Record<string, unknown> | null;
            readonly carrier_type: components["schemas"]["CarrierType"];
            /**
             * @deprecated
             * @description Removed: the carrier's bank details, returned on carrier responses until July 8, 2026 and on none since then (the `not` of this schema rejects a response that still carries it). Read them with the carrier ACH details operation. Former shape: an object with the strings `bank_name`, `bank_routing_number`, `bank_account_number` and `voided_check_url` (string or null).
             */
            readonly ach_payment?: {
                bank_name?: string;
                bank_routing_number?: string;
                bank_account_number?: string;
                voided_check_url?: string | null;
            };
            /** @description The shipper's custom records for the carrier; absent or null for `CTMS` carriers. */
            readonly broker_records?: components["schemas"]["BrokerRecords"] | null;
        } & WithRequired<components["schemas"]["CarrierFields"], "name">;
        /**
         * @description Body of the carrier profile update: the writable `broker_records` fields. Fields left out keep their current values (assumed; the document does not show whether PUT replaces the whole record, see GAPS.md). `approved` and `in_blacklist` cannot both be true, nor `preferred` and `in_blacklist`; `preferred: true` sets `approved` to true.
         * @example {
         *       "usdot_number": "3141592",
         *       "approved": true,
         *       "preferred": true,
         *       "in_blacklist": false,
         *       "insurance_certificate_holder": true,
         *       "insurance_expires_at": "2026-12-31",
         *       "custom_external_id": "CAR-00042"
         *     }
         */
        BrokerRecordsInput: components["schemas"]["BrokerRecordsFields"];
        /**
         * @description Body of the add-carrier-note request. The note fields are not shown in the document; a single `text` field with a limit of 5000 characters is assumed (see GAPS.md).
         * @example {
         *       "text": "Reliable on Texas to Florida lanes; prefers loads posted before noon."
         *     }
         */
        CarrierNoteInput: {
            /** @description Text of the note (limit assumed). */
            text: string;
        };
        /**
         * @description A note the shipper added to a carrier. The note fields are not shown in the document; this shape is assumed (see GAPS.md).
         * @example {
         *       "guid": "8f9a0b1c-2d3e-4f5a-b6c7-d8e9f0a1b2c3",
         *       "text": "Reliable on Texas to Florida lanes; prefers loads posted before noon.",
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:30:00.000+0000",
         *       "user_guid": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a"
         *     }
         */
        CarrierNote: {
            readonly guid: components["schemas"]["Guid"];
            /** @description Text of the note (limit assumed, the same as in `CarrierNoteInput`). */
            text: string;
            readonly created_at: components["schemas"]["DateTime"];
            readonly changed_at?: components["schemas"]["DateTime"];
            /** @description Guid of the user who added the note. */
            readonly user_guid?: components["schemas"]["Guid"];
        };
        /**
         * @description Bank (ACH) details of a carrier. `bank_routing_number` and `bank_account_number` are masked unless an order with payment method `ach`, `direct_deposit` or `other` was delivered by this carrier within the last 30 days. The masked shape is not shown in the document; the spec assumes all but the last four digits replaced by `*` (for example `*****6789`), and `voided_check_url` is assumed to be null while the numbers are masked even when `voided_check_url_available` is true (see GAPS.md).
         * @example {
         *       "bank_name": "First Prairie Bank",
         *       "bank_routing_number": "*****0021",
         *       "bank_account_number": "*****6789",
         *       "voided_check_url": null,
         *       "voided_check_url_available": true,
         *       "ach_last_update_date": "2026-01-20",
         *       "access_expires_in_days": -1
         *     }
         */
        CarrierAchDetails: {
            /** @description Name of the carrier's bank. */
            bank_name: string;
            /** @description Routing number; masked unless the 30-day rule above allows it. */
            bank_routing_number: string;
            /** @description Account number; masked unless the 30-day rule above allows it. */
            bank_account_number: string;
            /** @description Location of the voided check, or null. */
            voided_check_url: string | null;
            /** @description Whether a voided check URL exists. */
            voided_check_url_available: boolean;
            /** @description Date the ACH details were last updated. */
            ach_last_update_date: components["schemas"]["Date"];
            /**
             * Format: int32
             * @description Days until access to the unmasked numbers expires; -1 if not applicable.
             */
            access_expires_in_days: number;
        };
        /**
         * @description Writable fields shared by the reusable customer and terminal records (the counterparties an order references by `pickup.counterparty_guid`, `delivery.counterparty_guid` or its customer). The document does not show these field lists; they are assumed from the order's customer block and venue (see GAPS.md). The `contact_*` fields are stored as given, like on the order's customer block; the record's contacts (`contacts`) are managed separately.
         * @example {
         *       "name": "Lone Star Motors",
         *       "business_type": "DEALER",
         *       "address": "4500 Commerce St",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75226",
         *       "phone": "+1 555 0142",
         *       "email": "office@lonestarmotors.example",
         *       "contact_name": "Maria Lopez",
         *       "contact_title": "Logistics manager",
         *       "contact_email": "maria.lopez@lonestarmotors.example",
         *       "contact_phone": "+1 555 0143",
         *       "contact_mobile_phone": "+1 555 0199",
         *       "notes": "Gate closes at 5 pm."
         *     }
         */
        CounterpartyFields: {
            /** @description Name of the business or person. */
            name: string;
            business_type?: components["schemas"]["BusinessType"];
            /** @description Street address. */
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            contact_name?: string | null;
            contact_title?: string | null;
            /** Format: email */
            contact_email?: string | null;
            contact_phone?: string | null;
            contact_mobile_phone?: string | null;
            /** @description Free-text notes about the record. */
            notes?: string | null;
        };
        /**
         * @description Writable fields of a customer: the counterparty fields plus `custom_external_id`. The field list is not shown in the document and is assumed (see GAPS.md).
         * @example {
         *       "name": "Lone Star Motors",
         *       "business_type": "DEALER",
         *       "address": "4500 Commerce St",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75226",
         *       "phone": "+1 555 0142",
         *       "email": "office@lonestarmotors.example",
         *       "contact_name": "Maria Lopez",
         *       "contact_title": "Logistics manager",
         *       "contact_email": "maria.lopez@lonestarmotors.example",
         *       "contact_phone": "+1 555 0143",
         *       "contact_mobile_phone": "+1 555 0199",
         *       "notes": "Gate closes at 5 pm.",
         *       "custom_external_id": "CUST-7781"
         *     }
         */
        CustomerFields: {
            /** @description Client-defined identifier of the customer; usable as the path parameter `custom_external_id` to find the customer (assumed field, see GAPS.md). */
            custom_external_id?: string | null;
        } & components["schemas"]["CounterpartyFields"];
        /**
         * @description Body of the customer create and update requests. The field list is not shown in the document and is assumed (see GAPS.md). Contacts are added with the contacts operation, not in this body.
         * @example {
         *       "name": "Lone Star Motors",
         *       "business_type": "DEALER",
         *       "address": "4500 Commerce St",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75226",
         *       "phone": "+1 555 0142",
         *       "email": "office@lonestarmotors.example",
         *       "contact_name": "Maria Lopez",
         *       "contact_title": "Logistics manager",
         *       "contact_email": "maria.lopez@lonestarmotors.example",
         *       "contact_phone": "+1 555 0143",
         *       "contact_mobile_phone": "+1 555 0199",
         *       "notes": "Gate closes at 5 pm.",
         *       "custom_external_id": "CUST-7781"
         *     }
         */
        CustomerInput: components["schemas"]["CustomerFields"];
        /**
         * @description Writable fields of a contact of a customer or terminal, shared by `Contact` and `ContactInput`. The field list is not shown in the document; it is assumed from the `contact_*` fields of the order's customer block plus `is_primary` (see GAPS.md).
         * @example {
         *       "name": "Maria Lopez",
         *       "title": "Logistics manager",
         *       "email": "maria.lopez@lonestarmotors.example",
         *       "phone": "+1 555 0143",
         *       "mobile_phone": "+1 555 0199",
         *       "is_primary": true
         *     }
         */
        ContactFields: {
            /** @description Name of the contact person. */
            name: string;
            /** @description Job title. */
            title?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            mobile_phone?: string | null;
            /**
             * @description Whether this is the primary contact. Only one contact of a record is primary: making a contact primary makes the previous primary contact non-primary (assumed, see GAPS.md).
             * @default false
             */
            is_primary?: boolean;
        };
        /**
         * @description A contact of a customer or terminal. Only one contact of a record is primary (`is_primary`). The field list is not shown in the document and is assumed (see GAPS.md).
         * @example {
         *       "guid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *       "is_active": true,
         *       "created_at": "2026-03-14T09:31:00.000+0000",
         *       "changed_at": "2026-03-14T09:31:00.000+0000",
         *       "name": "Maria Lopez",
         *       "title": "Logistics manager",
         *       "email": "maria.lopez@lonestarmotors.example",
         *       "phone": "+1 555 0143",
         *       "mobile_phone": "+1 555 0199",
         *       "is_primary": true
         *     }
         */
        Contact: {
            readonly guid: components["schemas"]["Guid"];
            /** @description True while the contact is not deleted. */
            readonly is_active: boolean;
            readonly created_at?: components["schemas"]["DateTime"];
            readonly changed_at?: components["schemas"]["DateTime"];
        } & WithRequired<components["schemas"]["ContactFields"], "name" | "is_primary">;
        /**
         * @description A reusable customer record; an order references it by `counterparty_guid`. It can have several contacts, of which only one is primary. The field list is not shown in the document and is assumed (see GAPS.md).
         * @example {
         *       "guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
         *       "is_active": true,
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:30:00.000+0000",
         *       "name": "Lone Star Motors",
         *       "business_type": "DEALER",
         *       "address": "4500 Commerce St",
         *       "city": "Dallas",
         *       "state": "TX",
         *       "zip": "75226",
         *       "phone": "+1 555 0142",
         *       "email": "office@lonestarmotors.example",
         *       "contact_name": "Maria Lopez",
         *       "contact_title": "Logistics manager",
         *       "contact_email": "maria.lopez@lonestarmotors.example",
         *       "contact_phone": "+1 555 0143",
         *       "contact_mobile_phone": "+1 555 0199",
         *       "notes": "Gate closes at 5 pm.",
         *       "custom_external_id": "CUST-7781",
         *       "contacts": [
         *         {
         *           "guid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *           "is_active": true,
         *           "created_at": "2026-03-14T09:31:00.000+0000",
         *           "changed_at": "2026-03-14T09:31:00.000+0000",
         *           "name": "Maria Lopez",
         *           "title": "Logistics manager",
         *           "email": "maria.lopez@lonestarmotors.example",
         *           "phone": "+1 555 0143",
         *           "mobile_phone": "+1 555 0199",
         *           "is_primary": true
         *         }
         *       ]
         *     }
         */
        Customer: {
            readonly guid: components["schemas"]["Guid"];
            /** @description True while the customer is not deleted. */
            readonly is_active: boolean;
            readonly created_at?: components["schemas"]["DateTime"];
            readonly changed_at?: components["schemas"]["DateTime"];
            /** @description Contacts of the customer; at most one has `is_primary` true. */
            readonly contacts?: components["schemas"]["Contact"][];
        } & components["schemas"]["CustomerFields"];
        /**
         * @description Body of the create-contact request. The field list is not shown in the document and is assumed (see GAPS.md).
         * @example {
         *       "name": "Maria Lopez",
         *       "title": "Logistics manager",
         *       "email": "maria.lopez@lonestarmotors.example",
         *       "phone": "+1 555 0143",
         *       "mobile_phone": "+1 555 0199",
         *       "is_primary": true
         *     }
         */
        ContactInput: components["schemas"]["ContactFields"];
        /**
         * @description Body of the create-terminal request. The field list is not shown in the document; the counterparty fields are assumed (see GAPS.md).
         * @example {
         *       "name": "Port of Houston Vehicle Terminal",
         *       "business_type": "PORT",
         *       "address": "111 East Loop N",
         *       "city": "Houston",
         *       "state": "TX",
         *       "zip": "77029",
         *       "phone": "+1 555 0170",
         *       "email": "terminal@houston-vehicle-port.example",
         *       "contact_name": "Sam Carter",
         *       "contact_title": "Yard supervisor",
         *       "contact_email": "sam.carter@houston-vehicle-port.example",
         *       "contact_phone": "+1 555 0171",
         *       "contact_mobile_phone": null,
         *       "notes": "Release number required at the gate."
         *     }
         */
        TerminalInput: components["schemas"]["CounterpartyFields"];
        /**
         * @description A reusable terminal record (a pickup or delivery location); an order references it by `counterparty_guid`. It can have several contacts, of which only one is primary. The field list is not shown in the document and is assumed (see GAPS.md).
         * @example {
         *       "guid": "6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0",
         *       "is_active": true,
         *       "created_at": "2026-03-14T10:00:00.000+0000",
         *       "changed_at": "2026-03-14T10:00:00.000+0000",
         *       "name": "Port of Houston Vehicle Terminal",
         *       "business_type": "PORT",
         *       "address": "111 East Loop N",
         *       "city": "Houston",
         *       "state": "TX",
         *       "zip": "77029",
         *       "phone": "+1 555 0170",
         *       "email": "terminal@houston-vehicle-port.example",
         *       "contact_name": "Sam Carter",
         *       "contact_title": "Yard supervisor",
         *       "contact_email": "sam.carter@houston-vehicle-port.example",
         *       "contact_phone": "+1 555 0171",
         *       "contact_mobile_phone": null,
         *       "notes": "Release number required at the gate.",
         *       "contacts": []
         *     }
         */
        Terminal: {
            readonly guid: components["schemas"]["Guid"];
            /** @description True while the terminal is not deleted. */
            readonly is_active: boolean;
            readonly created_at?: components["schemas"]["DateTime"];
            readonly changed_at?: components["schemas"]["DateTime"];
            /** @description Contacts of the terminal; at most one has `is_primary` true. */
            readonly contacts?: components["schemas"]["Contact"][];
        } & WithRequired<components["schemas"]["CounterpartyFields"], "name">;
        /**
         * @description A subscription of a callback URL to one webhook action. Subscribing makes it active (`is_active` true) and notifications start; unsubscribing makes it inactive and notifications stop.
         * @example {
         *       "guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
         *       "is_active": true,
         *       "created_at": "2026-03-14T09:30:00.000+0000",
         *       "changed_at": "2026-03-14T09:30:00.000+0000",
         *       "action": "order.modified",
         *       "callback_url": "https://hooks.acme-shipping.example/haulkit/order-modified",
         *       "verification_token": "3c7f1a9e5b2d4c8a",
         *       "audit_field_set": [
         *         "price",
         *         "pickup.scheduled_at",
         *         "delivery.venue.address"
         *       ]
         *     }
         */
        WebhookSubscription: {
            readonly guid: components["schemas"]["Guid"];
            /** @description True while the subscription is active (not deleted). */
            readonly is_active: boolean;
            readonly created_at: components["schemas"]["DateTime"];
            readonly changed_at: components["schemas"]["DateTime"];
            /** @description The subscribed webhook action, one of `WebhookAction`. Typed as a plain string so that clients tolerate actions added later. */
            readonly action: string;
            /**
             * Format: uri
             * @description The URL the notifications are POSTed to.
             */
            callback_url: string;
            /** @description Token that confirms a notification comes from the service. How it travels with a delivered notification is not shown (the sandbox sends it in a request header; see GAPS.md). */
            readonly verification_token: string;
            /** @description For revision actions: the fields whose old and new values the payloads carry (see `AuditField`). Typed as plain strings so that clients tolerate fields added later. */
            audit_field_set?: string[];
        };
        /**
         * @description A webhook action: the name a subscription is made for (path parameter `webhook_action` of subscribe and unsubscribe) and the `action` field of every delivered payload. These are the 64 actions the document's Events section lists, in its order. The document's "list of webhook actions" operation exists but is not shown (method, path and response), and deprecated actions are not returned by it; which actions are deprecated is not shown either, so none is listed here (GAPS.md). New actions are added without notice (additive changes).
         * @example order.picked_up
         * @enum {string}
         */
        WebhookAction: "order.created" | "order.cancel" | "order.submitted_by_customer" | "order.picked_up" | "order.picked_up.ignored" | "order.delivered" | "order.delivered.ignored" | "order.picked_up_bol" | "order.delivered_bol" | "order.paid" | "order.unmark_as_paid" | "order.customer_paid" | "order.invoiced" | "order.customer_invoiced" | "order.archived" | "order.unarchived" | "order.marked_as_on_hold" | "order.unmarked_as_on_hold" | "order.marked_as_delivery_verified" | "order.unmarked_as_delivery_verified" | "order.posted_to_loadboard" | "order.removed_from_loadboard" | "order.booked" | "order.manually_marked_as_new" | "order.manually_marked_as_pending" | "order.manually_marked_as_accepted" | "order.manually_marked_as_invoiced" | "order.manually_unmarked_as_invoiced" | "order.manually_marked_as_picked_up" | "order.manually_marked_as_delivered" | "order.rolled_back_manual_status_change" | "order.removed" | "order.restored" | "offer.sent" | "offer.sent.failed" | "offer.accepted" | "offer.accepted.ignored" | "offer.updated_to_accepted" | "offer.updated_to_accepted.ignored" | "offer.declined" | "offer.declined.ignored" | "offer.canceled" | "offer.canceled_by_carrier" | "offer.canceled_by_carrier.ignored" | "load_request.created" | "load_request.updated" | "load_request.canceled_by_carrier" | "load_request.declined_by_shipper" | "order.modified" | "vehicle.created" | "vehicle.modified" | "vehicle.deleted" | "vehicle.pickup_eta_updated_by_driver" | "vehicle.delivery_eta_updated_by_driver" | "vehicle.driver_location_updated" | "vehicle.gps_activated" | "vehicle.gps_deactivated" | "escalation.submitted" | "escalation.resolved" | "order.cancelled_by_customer" | "insurance.issued" | "insurance.canceled" | "platformpay_settings.updated" | "platformpay.updated";
        /**
         * @description A field that a revision subscription (`order.created`, `order.modified`, `vehicle.created`, `vehicle.modified`, `vehicle.deleted`) can add to its payload through `audit_field_set`: the document's 83 subscribable fields (74 order fields, 9 vehicle fields). The names are kept exactly as the document lists them, including the spellings that differ from the order fields (`order_instructions` for `instructions`; `schedule_at_by_customer`, `schedule_ends_at_by_customer`, `schedule_ends_at` and `schedule_at_by_carrier` next to `scheduled_at`). The document lists the pickup and delivery fields once "for each of pickup and delivery" and the `customer_payment` fields in short form; the `pickup.` / `delivery.` / `customer_payment.` prefixes are assumed (see GAPS.md).
         * @example pickup.scheduled_at
         * @enum {string}
         */
        AuditField: "number" | "purchase_order_number" | "price" | "transport_type" | "inspection_type" | "broker_fee" | "order_instructions" | "loadboard_instructions" | "dispatcher_name" | "sales_representative" | "customer.name" | "customer.business_type" | "customer.address" | "customer.city" | "customer.state" | "customer.zip" | "customer.phone" | "customer.email" | "customer.contact_name" | "customer.contact_title" | "customer.contact_email" | "customer.contact_phone" | "customer.contact_mobile_phone" | "payment.terms" | "payment.method" | "payment.notes" | "payment.amount" | "payment.reference_number" | "customer_payment.terms" | "customer_payment.method" | "customer_payment.notes" | "customer_payment.amount" | "customer_payment.tariff" | "customer_payment.deposit" | "customer_payment.reference_number" | "pickup.date_type" | "pickup.schedule_at_by_customer" | "pickup.schedule_ends_at_by_customer" | "pickup.scheduled_at" | "pickup.schedule_ends_at" | "pickup.schedule_at_by_carrier" | "pickup.adjusted_date" | "pickup.notes" | "pickup.venue.name" | "pickup.venue.business_type" | "pickup.venue.address" | "pickup.venue.city" | "pickup.venue.state" | "pickup.venue.zip" | "pickup.venue.contact_name" | "pickup.venue.contact_title" | "pickup.venue.contact_email" | "pickup.venue.contact_phone" | "pickup.venue.contact_mobile_phone" | "pickup.first_available_pickup_date" | "delivery.date_type" | "delivery.schedule_at_by_customer" | "delivery.schedule_ends_at_by_customer" | "delivery.scheduled_at" | "delivery.schedule_ends_at" | "delivery.schedule_at_by_carrier" | "delivery.adjusted_date" | "delivery.notes" | "delivery.venue.name" | "delivery.venue.business_type" | "delivery.venue.address" | "delivery.venue.city" | "delivery.venue.state" | "delivery.venue.zip" | "delivery.venue.contact_name" | "delivery.venue.contact_title" | "delivery.venue.contact_email" | "delivery.venue.contact_phone" | "delivery.venue.contact_mobile_phone" | "vehicles.make" | "vehicles.model" | "vehicles.type" | "vehicles.year" | "vehicles.color" | "vehicles.vin" | "vehicles.price" | "vehicles.tariff" | "vehicles.lot_number";
        /**
         * @description Body of a webhook subscription. `audit_field_set` is used by the revision actions (`order.created`, `order.modified`, `vehicle.created`, `vehicle.modified`, `vehicle.deleted`) and lists the fields whose old and new values the payloads carry; `order.modified` and `vehicle.modified` fire only when one of these fields changed. Its meaning for other actions is not shown (assumed ignored). Subscribable order fields: number, purchase_order_number, price, transport_type, inspection_type, broker_fee, order_instructions, loadboard_instructions, dispatcher_name, sales_representative; customer.name, customer.business_type, customer.address, customer.city, customer.state, customer.zip, customer.phone, customer.email, customer.contact_name, customer.contact_title, customer.contact_email, customer.contact_phone, customer.contact_mobile_phone; payment.terms, payment.method, payment.notes, payment.amount, payment.reference_number; customer_payment.terms, .method, .notes, .amount, .tariff, .deposit, .reference_number; for each of pickup and delivery: date_type, schedule_at_by_customer, schedule_ends_at_by_customer, scheduled_at, schedule_ends_at, schedule_at_by_carrier, adjusted_date, notes, venue.name, venue.business_type, venue.address, venue.city, venue.state, venue.zip, venue.contact_name, venue.contact_title, venue.contact_email, venue.contact_phone, venue.contact_mobile_phone; pickup only: first_available_pickup_date. Subscribable vehicle fields: vehicles.make, vehicles.model, vehicles.type, vehicles.year, vehicles.color, vehicles.vin, vehicles.price, vehicles.tariff, vehicles.lot_number.
         * @example {
         *       "callback_url": "https://hooks.acme-shipping.example/haulkit/order-modified",
         *       "audit_field_set": [
         *         "price",
         *         "pickup.scheduled_at",
         *         "delivery.venue.address"
         *       ]
         *     }
         */
        WebhookSubscriptionInput: {
            /**
             * Format: uri
             * @description The http or https URL the notifications are POSTed to.
             */
            callback_url: string;
            /** @description Fields to add to revision payloads (the full dotted names of `AuditField`). */
            audit_field_set?: components["schemas"]["AuditField"][];
        };
        /**
         * @description The default webhook payload, common to every action: the action name, when it happened and, when a previous action failed, an error message. Each group adds the guid of its target object (`order_guid`, `offer_guid` and the like). Delivered as the JSON body of an HTTP POST to the subscription's `callback_url`. The service adds fields without notice: receivers must tolerate unknown keys.
         * @example {
         *       "action": "order.archived",
         *       "action_date": "2026-03-14T09:30:00.000+0000"
         *     }
         */
        DefaultEvent: {
            /** @description The webhook action, such as `order.created` (one of WebhookAction; each webhook narrows it to its own action). */
            action: string;
            /** @description When the action happened. */
            action_date: components["schemas"]["DateTime"];
            /** @description Present when a previous action failed; explains the failure. */
            error_message?: string;
        };
        /**
         * @description Payload of the order actions: the default payload plus the guid of the order. Fetch the order (`GET /v1/public/orders/{guid}`) for its current state.
         * @example {
         *       "action": "order.picked_up",
         *       "action_date": "2026-03-16T14:05:12.345+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
         *     }
         */
        OrderEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order the action concerns. */
            order_guid: components["schemas"]["Guid"];
        };
        /**
         * @description A leaf of a revision's `data`: the value of one subscribed field before and after the change. Either value may be any JSON type, including null. For `order.created` and `vehicle.created` `old_value` is always null; for `vehicle.deleted` `new_value` is always null.
         * @example {
         *       "old_value": 1200,
         *       "new_value": 1250
         *     }
         */
        RevisionValue: {
            /** @description Value before the change (any JSON type; null when the field was empty or the object is new). */
            old_value: unknown;
            /** @description Value after the change (any JSON type; null when the field was cleared or the object deleted). */
            new_value: unknown;
        };
        /**
         * @description The `data` of a revision payload. It mirrors the shape of the order (order actions) or of the vehicle (vehicle actions): each nested object of the record (`customer`, `payment`, `pickup`, `pickup.venue` ...) is a nested RevisionData and each leaf field is a RevisionValue (`old_value`, `new_value`). Only fields in the subscription's `audit_field_set` appear; the others are omitted, so `data` may be empty (for the actions that fire even with an empty set). Not shown in the document: a full sample, and whether keys use the record's names or the subscribable-field names where they differ (`instructions` / `order_instructions`, `scheduled_at_by_customer` / `schedule_at_by_customer`); GAPS.md.
         * @example {
         *       "price": {
         *         "old_value": 1200,
         *         "new_value": 1250
         *       },
         *       "payment": {
         *         "amount": {
         *           "old_value": "1200.00",
         *           "new_value": "1250.00"
         *         }
         *       },
         *       "pickup": {
         *         "venue": {
         *           "city": {
         *             "old_value": "Dallas",
         *             "new_value": "Fort Worth"
         *           }
         *         }
         *       }
         *     }
         */
        RevisionData: {
            [key: string]: components["schemas"]["RevisionValue"] | components["schemas"]["RevisionData"];
        };
        /**
         * @description Payload of the order revision actions (`order.modified`, and `order.created` for a subscription made with `audit_field_set`): the order payload plus the guid of the revision, who made the change and the changed subscribed fields as `data`. A change made by a user of the account carries `user_guid`; a change made by a carrier carries `carrier_guid`, `carrier_name`, `carrier_contact_name`, `carrier_phone` and `carrier_email` instead of `user_guid`.
         * @example {
         *       "action": "order.modified",
         *       "action_date": "2026-03-15T08:12:44.901+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "revision_guid": "2c4e6a8b-1d3f-4b5a-9c7e-0f2a4c6e8b1d",
         *       "user_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
         *       "data": {
         *         "price": {
         *           "old_value": 1200,
         *           "new_value": 1250
         *         },
         *         "pickup": {
         *           "venue": {
         *             "city": {
         *               "old_value": "Dallas",
         *               "new_value": "Fort Worth"
         *             }
         *           }
         *         }
         *       }
         *     }
         */
        OrderRevisionEvent: components["schemas"]["OrderEvent"] & ({
            /** @description Guid of the revision (one change of the record). */
            revision_guid: components["schemas"]["Guid"];
            data: components["schemas"]["RevisionData"];
        } & ({
            /** @description Guid of the user of the account who made the change. */
            user_guid: components["schemas"]["Guid"];
        } | {
            /** @description Guid of the carrier who made the change. */
            carrier_guid: components["schemas"]["Guid"];
            carrier_name?: string;
            carrier_contact_name?: string;
            carrier_phone?: string;
            carrier_email?: string;
        }));
        /**
         * @description Payload of `order.submitted_by_customer`: the order payload plus the guid of the customer record (counterparty) of the customer who submitted the order.
         * @example {
         *       "action": "order.submitted_by_customer",
         *       "action_date": "2026-03-13T16:42:08.120+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "customer_counterparty_guid": "4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d"
         *     }
         */
        OrderSubmittedByCustomerEvent: components["schemas"]["OrderEvent"] & {
            /** @description Guid of the customer (counterparty) that submitted the order. */
            customer_counterparty_guid: components["schemas"]["Guid"];
        };
        /**
         * @description Payload of `order.picked_up_bol`: the order payload plus the two locations of the pickup bill of lading (BOL). Sent only when both locations are available.
         * @example {
         *       "action": "order.picked_up_bol",
         *       "action_date": "2026-03-16T14:07:40.002+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "pdf_bol_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/pickup.pdf",
         *       "online_bol_url": "https://app.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
         *     }
         */
        OrderPickedUpBolEvent: components["schemas"]["OrderEvent"] & {
            /**
             * Format: uri
             * @description Location of the BOL as a PDF file.
             */
            pdf_bol_url: string;
            /**
             * Format: uri
             * @description Location of the online (web page) version of the BOL.
             */
            online_bol_url: string;
        };
        /**
         * @description Payload of `order.delivered_bol`: the order payload plus the locations of the delivery bill of lading (PDF and online) and of the delivery receipt (PDF).
         * @example {
         *       "action": "order.delivered_bol",
         *       "action_date": "2026-03-19T17:22:03.511+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "pdf_bol_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/delivery.pdf",
         *       "online_bol_url": "https://app.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "pdf_delivery_receipt_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/delivery-receipt.pdf"
         *     }
         */
        OrderDeliveredBolEvent: components["schemas"]["OrderEvent"] & {
            /**
             * Format: uri
             * @description Location of the BOL as a PDF file.
             */
            pdf_bol_url: string;
            /**
             * Format: uri
             * @description Location of the online (web page) version of the BOL.
             */
            online_bol_url: string;
            /**
             * Format: uri
             * @description Location of the delivery receipt as a PDF file.
             */
            pdf_delivery_receipt_url: string;
        };
        /**
         * @description Payload of the load offer actions: the default payload plus the guids of the offer, its order and the carrier, and the order status. `id` and `order_id` are numeric identifiers kept for older clients; they are deprecated (their sunset date is not shown, GAPS.md) and should not be relied on.
         * @example {
         *       "action": "offer.sent",
         *       "action_date": "2026-03-14T10:02:31.877+0000",
         *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "status": "new",
         *       "id": 4815162342,
         *       "order_id": 1123581321
         *     }
         */
        OfferEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the load offer (as returned when the offer was sent). */
            offer_guid: components["schemas"]["Guid"];
            /** @description Guid of the order offered. */
            order_guid: components["schemas"]["Guid"];
            /** @description Guid of the carrier the offer is addressed to, as the offer's own `carrier_guid` shows it: null while a carrier addressed by USDOT number, e-mail or phone is not registered (it is created when it accepts), so `offer.sent` and `offer.sent.failed` to such a carrier carry null and `offer.accepted` carries the new carrier's guid. The document types the field as a guid and does not show this case (assumed, see GAPS.md). */
            carrier_guid: components["schemas"]["Guid"] | null;
            /** @description The order status (not an offer status: offer statuses are not shown in the document). The document's sample shows `new`. */
            status: components["schemas"]["OrderStatus"];
            /**
             * Format: int64
             * @deprecated
             * @description Numeric id of the offer. Deprecated; sunset date not shown.
             */
            id?: number;
            /**
             * Format: int64
             * @deprecated
             * @description Numeric id of the order. Deprecated; sunset date not shown.
             */
            order_id?: number;
        };
        /**
         * @description Payload of the load request actions: the default payload plus the guid of the order the carrier requested and the load request itself as `data`. `data.carrier_comment` is always present (null when empty, up to 160 characters); it belongs to the request only and is not added to order actions.
         * @example {
         *       "action": "load_request.created",
         *       "action_date": "2026-03-14T11:15:09.640+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "data": {
         *         "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *         "requested_price": 1150,
         *         "pickup_date": "2026-03-16T08:00:00.000+0000",
         *         "delivery_date": "2026-03-19T17:00:00.000+0000",
         *         "carrier_comment": "Can pick up Monday morning.",
         *         "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *         "carrier_email": "dispatch@roadrunner-auto.example",
         *         "carrier_phone": "+1 555 0100",
         *         "carrier_name": "Roadrunner Auto Transport LLC",
         *         "carrier_contact_name": "Dana Miles",
         *         "carrier_address": "1200 Industrial Pkwy",
         *         "carrier_city": "Dallas",
         *         "carrier_state": "TX",
         *         "carrier_zip": "75201",
         *         "carrier_usdot": "3141592"
         *       }
         *     }
         */
        LoadRequestEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order posted to the loadboard that the request is for. */
            order_guid: components["schemas"]["Guid"];
            data: components["schemas"]["LoadRequest"];
        };
        /**
         * @description Payload of the vehicle revision actions (`vehicle.created`, `vehicle.modified`, `vehicle.deleted`): the order revision payload plus the guid of the vehicle. `data` mirrors the vehicle shape (subscribable fields `vehicles.make`, `vehicles.model`, `vehicles.type`, `vehicles.year`, `vehicles.color`, `vehicles.vin`, `vehicles.price`, `vehicles.tariff`, `vehicles.lot_number`); assumed, as the document shows no sample, to be keyed by the vehicle's own field names (`make`, `vin` ...).
         * @example {
         *       "action": "vehicle.modified",
         *       "action_date": "2026-03-15T08:20:03.117+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *       "revision_guid": "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d",
         *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
         *       "carrier_name": "Roadrunner Auto Transport LLC",
         *       "carrier_contact_name": "Dana Miles",
         *       "carrier_phone": "+1 555 0100",
         *       "carrier_email": "dispatch@roadrunner-auto.example",
         *       "data": {
         *         "vin": {
         *           "old_value": "1HGCM82633A00435",
         *           "new_value": "1HGCM82633A004352"
         *         },
         *         "color": {
         *           "old_value": "Silver",
         *           "new_value": "Gray"
         *         }
         *       }
         *     }
         */
        VehicleRevisionEvent: components["schemas"]["OrderRevisionEvent"] & {
            /** @description Guid of the vehicle of the order that was created, changed or deleted. */
            vehicle_guid: components["schemas"]["Guid"];
        };
        /**
         * @description Payload of the driver ETA actions (`vehicle.pickup_eta_updated_by_driver`, `vehicle.delivery_eta_updated_by_driver`): the default payload plus the order, the vehicles the ETA applies to, the driver's notes and the new arrival window.
         * @example {
         *       "action": "vehicle.pickup_eta_updated_by_driver",
         *       "action_date": "2026-03-15T18:40:27.004+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "vehicle_guids": [
         *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
         *       ],
         *       "notes": "Running behind after a weigh station stop.",
         *       "date_from": "2026-03-16T09:00:00.000+0000",
         *       "date_until": "2026-03-16T11:00:00.000+0000"
         *     }
         */
        VehicleEtaEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order. */
            order_guid: components["schemas"]["Guid"];
            /** @description Guids of the vehicles of the order the new ETA applies to. */
            vehicle_guids: components["schemas"]["Guid"][];
            /** @description The driver's notes on the ETA, or null. */
            notes: string | null;
            /** @description Start of the estimated arrival window. */
            date_from: components["schemas"]["DateTime"];
            /** @description End of the estimated arrival window. */
            date_until: components["schemas"]["DateTime"];
        };
        /**
         * @description Payload of `vehicle.driver_location_updated`: the default payload plus the vehicles in transport, the driver's GPS position and its reverse-geocoded address. `order_guid` is not in the document's field list; the spec assumes it may be present (optional), like the other vehicle location payloads.
         * @example {
         *       "action": "vehicle.driver_location_updated",
         *       "action_date": "2026-03-17T13:05:51.260+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "vehicle_guids": [
         *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8"
         *       ],
         *       "latitude": 35.4676,
         *       "longitude": -97.5164,
         *       "address": "100 N Broadway Ave, Oklahoma City, OK 73102, USA"
         *     }
         */
        DriverLocationEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order. Assumed: the document does not list it for this action (GAPS.md). */
            order_guid?: components["schemas"]["Guid"];
            /** @description Guids of the vehicles the driver is transporting. */
            vehicle_guids: components["schemas"]["Guid"][];
            /** @description Latitude of the driver's position, decimal degrees. */
            latitude: number;
            /** @description Longitude of the driver's position, decimal degrees. */
            longitude: number;
            /** @description Address of the position, reverse geocoded. */
            address: string;
        };
        /**
         * @description Payload of the GPS tracking actions (`vehicle.gps_activated`, `vehicle.gps_deactivated`): the default payload plus the vehicles whose tracking status changed and the new status. GPS events are grouped per shipper: `vehicle_guids` lists every vehicle whose tracking status changed in the same batch (possibly of several orders).
         * @example {
         *       "action": "vehicle.gps_activated",
         *       "action_date": "2026-03-16T14:11:30.000+0000",
         *       "vehicle_guids": [
         *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
         *       ],
         *       "gps_active": true
         *     }
         */
        GpsEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guids of every vehicle whose GPS tracking status changed in this batch. */
            vehicle_guids: components["schemas"]["Guid"][];
            /** @description The new tracking status; true for `vehicle.gps_activated`, false for `vehicle.gps_deactivated`. */
            gps_active: boolean;
        };
        /**
         * @description Payload of `escalation.submitted`. Assumed: the document does not show this payload; the spec assumes the default payload plus `order_guid` and the guid of the new escalation, like `escalation.resolved` (GAPS.md).
         * @example {
         *       "action": "escalation.submitted",
         *       "action_date": "2026-03-18T10:44:02.318+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "escalation_guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
         *     }
         */
        EscalationSubmittedEvent: components["schemas"]["OrderEvent"] & {
            /** @description Guid of the escalation (assumed field). */
            escalation_guid: components["schemas"]["Guid"];
        };
        /**
         * @description Payload of `escalation.resolved`: the default payload plus the order, the escalation, who resolved it and the reasons given. `resolve_reasons` maps a reason code to its text; codes seen include `CHARGES_DUE` and `VEHICLE_IS_NOT_AT_LOCATION` (the complete list is not shown).
         * @example {
         *       "action": "escalation.resolved",
         *       "action_date": "2026-03-18T15:20:47.090+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "resolver_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
         *       "escalation_guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
         *       "resolve_reasons": {
         *         "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction.",
         *         "VEHICLE_IS_NOT_AT_LOCATION": "The vehicle was moved to lot B; the new address was sent to the driver."
         *       }
         *     }
         */
        EscalationResolvedEvent: components["schemas"]["OrderEvent"] & {
            /** @description Guid of the user who resolved the escalation. */
            resolver_guid: components["schemas"]["Guid"];
            /** @description Guid of the escalation. */
            escalation_guid: components["schemas"]["Guid"];
            /** @description Reason code (such as `CHARGES_DUE`, `VEHICLE_IS_NOT_AT_LOCATION`) mapped to the reason's text. */
            resolve_reasons: {
                [key: string]: string;
            };
        };
        /**
         * @description Payload of `order.cancelled_by_customer`, received by the broker. Assumed: the document does not show this payload; the spec assumes the order payload (default payload plus `order_guid`, the broker's order) (GAPS.md).
         * @example {
         *       "action": "order.cancelled_by_customer",
         *       "action_date": "2026-03-14T12:31:18.455+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
         *     }
         */
        OrderCancelledByCustomerEvent: components["schemas"]["OrderEvent"];
        /**
         * @description Payload of `insurance.issued`: the default payload plus the order and vehicle the policy covers, the premium charged and the link to the insurer's portal.
         * @example {
         *       "action": "insurance.issued",
         *       "action_date": "2026-03-16T14:30:00.250+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *       "calculated_premium": 42.5,
         *       "personal_link": "https://insurer.example.com/policies/p-20260316-88213"
         *     }
         */
        InsuranceIssuedEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order. */
            order_guid: components["schemas"]["Guid"];
            /** @description Guid of the insured vehicle. */
            vehicle_guid: components["schemas"]["Guid"];
            /** @description Premium of the issued policy in USD; may differ from an earlier quote. */
            calculated_premium: number;
            /** @description Link to the policy in the insurer's portal. */
            personal_link: string;
        };
        /**
         * @description Payload of `insurance.canceled`: the default payload plus the order and vehicle the policy covered and why it ended.
         * @example {
         *       "action": "insurance.canceled",
         *       "action_date": "2026-03-17T09:12:55.600+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
         *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
         *       "cancellation_reason": "VEHICLE_REMOVED"
         *     }
         */
        InsuranceCanceledEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order. */
            order_guid: components["schemas"]["Guid"];
            /** @description Guid of the vehicle the policy covered. */
            vehicle_guid: components["schemas"]["Guid"];
            cancellation_reason: components["schemas"]["InsuranceCancellationReason"];
        };
        /**
         * @description Payload of `platformpay_settings.updated`: the default payload (with `error_message` when a previous action failed) plus the account's carrier payment service (`platformpay`) settings after the change.
         * @example {
         *       "action": "platformpay_settings.updated",
         *       "action_date": "2026-03-10T15:00:00.000+0000",
         *       "flow": "automatic",
         *       "enabled": true,
         *       "suspended": false
         *     }
         */
        PlatformpaySettingsEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Payment flow of the account; the value `automatic` appears in the document, other values are not shown. */
            flow: string;
            /** @description Whether the payment service is active for the account. */
            enabled: boolean;
            /** @description Whether the payment service is suspended. */
            suspended: boolean;
        };
        /**
         * @description Payload of `platformpay.updated`: the default payload (with `error_message` when a previous action failed) plus the order's carrier payment record after the change. Not shown in the document: the values of `payment_status` and `processing_status`, the shapes of `hold` and `refund`, and which fields may be null; the spec assumes the dates are null until the event they record happens (GAPS.md).
         * @example {
         *       "action": "platformpay.updated",
         *       "action_date": "2026-03-20T12:00:04.731+0000",
         *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
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
        PlatformpayEvent: components["schemas"]["DefaultEvent"] & {
            /** @description Guid of the order paid through the payment service. */
            order_guid: components["schemas"]["Guid"];
            /** @description Payment status of the order (values not shown). */
            payment_status: string;
            /** @description Processing status of the payment (values not shown). */
            processing_status: string;
            /** @description Amount of the payment to the carrier. */
            amount?: number;
            /** @description When the shipper was charged, or null. */
            charged_at?: components["schemas"]["DateTime"] | null;
            /** @description Date the charge is scheduled for, or null. */
            charge_date?: components["schemas"]["Date"] | null;
            /** @description Date the carrier is expected to be paid, or null. */
            expected_date?: components["schemas"]["Date"] | null;
            /** @description When the carrier was paid, or null. */
            paid_at?: components["schemas"]["DateTime"] | null;
            /** @description When the payment record last changed, or null. */
            changed_at?: components["schemas"]["DateTime"] | null;
            /** @description Hold placed on the payment, or null (shape not shown). */
            hold?: Record<string, unknown> | null;
            /** @description Refund of the payment, or null (shape not shown). */
            refund?: Record<string, unknown> | null;
        };
    };
    responses: {
        /** @description A field failed validation; `details` maps each field to its messages. */
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
                 *           "price": [
                 *             "must be positive"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationFailure"];
            };
        };
        /** @description Missing, malformed or expired bearer token. The public documentation says the service answers `401 UNAUTHORIZED` without a body, while the document's failure envelope lists `AUTH_ERROR`; either is allowed (`x-empty-body-allowed`, see GAPS.md). */
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
        /** @description The order in `data.object`. */
        OrderObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                 *           "number": "ORDER-10482",
                 *           "purchase_order_number": "PO 0006",
                 *           "instructions": "Call the pickup contact 1 hour before arrival.",
                 *           "loadboard_instructions": "Two running vehicles, auction to dealer.",
                 *           "inspection_type": "standard",
                 *           "transport_type": "OPEN",
                 *           "broker_fee": 75,
                 *           "price": 1250,
                 *           "price_per_km": 0.99,
                 *           "dispatcher_name": "Sherry Turner",
                 *           "dispatcher": {
                 *             "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                 *             "is_active": true,
                 *             "created_at": "2025-11-03T14:12:45.000+0000",
                 *             "changed_at": "2026-02-20T08:05:10.000+0000",
                 *             "username": "sherry.turner",
                 *             "email": "sherry.turner@acme-auto-shipping.example",
                 *             "first_name": "Sherry",
                 *             "last_name": "Turner"
                 *           },
                 *           "sales_representative": "Alma Dubois",
                 *           "status": "new",
                 *           "is_status_changed_manually": false,
                 *           "is_posted_to_loadboard": false,
                 *           "pickup": {
                 *             "date_type": "estimated",
                 *             "venue": {
                 *               "name": "Lone Star Auto Auction",
                 *               "address": "4100 N Central Expy",
                 *               "city": "Dallas",
                 *               "state": "TX",
                 *               "zip": "75204",
                 *               "business_type": "AUCTION",
                 *               "contact_name": "Carlos Mendez",
                 *               "contact_title": "Lot Manager",
                 *               "contact_email": "carlos.mendez@lonestarauction.example",
                 *               "contact_phone": "(214) 555-0142",
                 *               "contact_mobile_phone": "(214) 555-0199"
                 *             },
                 *             "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                 *             "scheduled_at": "2026-03-16T08:00:00.000+0000",
                 *             "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                 *             "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                 *             "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                 *             "adjusted_date": null,
                 *             "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                 *             "latitude": 32.8026,
                 *             "longitude": -96.7925
                 *           },
                 *           "delivery": {
                 *             "date_type": "estimated",
                 *             "venue": {
                 *               "name": "Peachtree Motors",
                 *               "address": "880 Spring St NW",
                 *               "city": "Atlanta",
                 *               "state": "GA",
                 *               "zip": "30308",
                 *               "business_type": "DEALER",
                 *               "contact_name": "Renee Walker",
                 *               "contact_title": "Inventory Manager",
                 *               "contact_email": "renee.walker@peachtreemotors.example",
                 *               "contact_phone": "(404) 555-0111",
                 *               "contact_mobile_phone": "(404) 555-0177"
                 *             },
                 *             "notes": "Deliver to the service entrance on 5th St.",
                 *             "scheduled_at": "2026-03-18T09:00:00.000+0000",
                 *             "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                 *             "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                 *             "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                 *             "adjusted_date": null,
                 *             "latitude": 33.7766,
                 *             "longitude": -84.3897
                 *           },
                 *           "customer": {
                 *             "name": "Peachtree Motors",
                 *             "business_type": "DEALER",
                 *             "address": "880 Spring St NW",
                 *             "city": "Atlanta",
                 *             "state": "GA",
                 *             "zip": "30308",
                 *             "phone": "(404) 555-0110",
                 *             "email": "orders@peachtreemotors.example",
                 *             "contact_name": "Renee Walker",
                 *             "contact_title": "Inventory Manager",
                 *             "contact_email": "renee.walker@peachtreemotors.example",
                 *             "contact_phone": "(404) 555-0111",
                 *             "contact_mobile_phone": "(404) 555-0177"
                 *           },
                 *           "payment": {
                 *             "method": "ach",
                 *             "terms": "5_days",
                 *             "payment_method": "ach",
                 *             "payment_terms": "5_days",
                 *             "amount": 1250,
                 *             "notes": null,
                 *             "reference_number": "PAY-10482"
                 *           },
                 *           "customer_payment": {
                 *             "terms": "5_days",
                 *             "method": "ach",
                 *             "notes": "Invoice after delivery.",
                 *             "amount": 1650,
                 *             "tariff": 1650,
                 *             "deposit": 200,
                 *             "reference_number": "INV-2026-0311"
                 *           },
                 *           "vehicles": [
                 *             {
                 *               "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                 *               "type": "sedan",
                 *               "vin": "4T1C11AK5NU612345",
                 *               "lot_number": "LS-4471",
                 *               "color": "Silver",
                 *               "make": "Toyota",
                 *               "model": "Camry",
                 *               "year": 2022,
                 *               "is_inoperable": false,
                 *               "curb_weight": 3310,
                 *               "curb_weight_unit": "lbs",
                 *               "price": 600,
                 *               "tariff": 600,
                 *               "inspection_type": "standard",
                 *               "damages": [],
                 *               "sample_photos": []
                 *             },
                 *             {
                 *               "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                 *               "type": "suv",
                 *               "vin": "1FMSK8DH3MGA54321",
                 *               "lot_number": "LS-4472",
                 *               "color": "Black",
                 *               "make": "Ford",
                 *               "model": "Explorer",
                 *               "year": 2021,
                 *               "is_inoperable": false,
                 *               "curb_weight": 4345,
                 *               "curb_weight_unit": "lbs",
                 *               "price": 650,
                 *               "tariff": 650,
                 *               "inspection_type": "standard",
                 *               "damages": [],
                 *               "sample_photos": []
                 *             }
                 *           ],
                 *           "created_at": "2026-03-14T09:30:00.000+0000",
                 *           "changed_at": "2026-03-14T09:30:00.000+0000"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["Order"];
                    };
                };
            };
        };
        /** @description The order was rejected: a field failed validation (`VALIDATION_ERROR`), the payment method and terms are not an allowed pair, or a vehicle has no valid `type`. The last two use the `status_code`/`error` shape instead of the failure envelope. */
        OrderRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationFailure"] | components["schemas"]["PaymentPairError"] | components["schemas"]["VehicleTypeError"];
            };
        };
        /** @description The object does not exist or belongs to another organisation. Status and body for missing objects are not shown in the documents; the failure envelope with `NOT_FOUND` is assumed (see GAPS.md). */
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
                 *         "message": "Object not found",
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
        /** @description The update changes `payment.method` of a `platformpay` order after delivery, which is rejected. The documents do not show the status or body: 409 with the failure envelope and `error_id` `PAYMENT_METHOD_LOCKED` is assumed (see GAPS.md). */
        PaymentMethodLocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "PAYMENT_METHOD_LOCKED",
                 *         "message": "The payment method of a delivered platformpay order cannot be changed",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "PAYMENT_METHOD_LOCKED";
                    };
                };
            };
        };
        /** @description The order's payment method is `platformpay`: it cannot be marked or unmarked as paid by hand (the payment service settles it). The status 409 is documented; the body is not shown, so the failure envelope with `error_id` `PLATFORMPAY_ORDER_CONFLICT` is assumed (see GAPS.md). */
        PlatformpayPaymentConflict: {
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
        /** @description The load request can no longer be accepted or declined: it was already accepted, declined or canceled by the carrier. Status and body are not shown; 409 with the failure envelope is assumed (see GAPS.md). The `error_id` is not shown either. */
        LoadRequestNotPending: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "LOAD_REQUEST_ACCEPT_ERROR",
                 *         "message": "Load request is not pending",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description A counter offer already exists for this load request; nothing changes (`LOAD_REQUEST_ACCEPT_ERROR`). */
        CounterOfferExists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "LOAD_REQUEST_ACCEPT_ERROR",
                 *         "message": "Counter offer already exists for this load request",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "LOAD_REQUEST_ACCEPT_ERROR";
                    };
                };
            };
        };
        /** @description No active counter offer exists for the load request (`COUNTER_OFFER_NOT_FOUND_ERROR`), or the order or the load request does not exist (`NOT_FOUND`, assumed as for other missing objects; see GAPS.md). */
        CounterOfferNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @enum {unknown} */
                        error_id?: "COUNTER_OFFER_NOT_FOUND_ERROR" | "NOT_FOUND";
                    };
                };
            };
        };
        /** @description The price negotiation. */
        PriceNegotiationObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["PriceNegotiation"];
                    };
                };
            };
        };
        /** @description A field failed validation (`VALIDATION_ERROR`), for example `start_date` earlier than the order's creation date or acceptable days above 3. The message texts are not shown (assumed). */
        PriceNegotiationRejected: {
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
                 *           "start_date": [
                 *             "cannot be earlier than the order creation date"
                 *           ],
                 *           "acceptable_pickup_days": [
                 *             "must be less than or equal to 3"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationFailure"];
            };
        };
        /** @description The order already has a price negotiation (one per order); nothing changes. Not shown in the document: status and `error_id` are assumed (see GAPS.md). */
        PriceNegotiationExists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "PRICE_NEGOTIATION_EXISTS",
                 *         "message": "The order already has a price negotiation",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "PRICE_NEGOTIATION_EXISTS";
                    };
                };
            };
        };
        /** @description The insurance state of the order in `data.object`. */
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
                 *           "personal_link": "https://insurer.example.com/portal/p/7f3a9c2e",
                 *           "policies": [
                 *             {
                 *               "vehicle_guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                 *               "status": "draft",
                 *               "plan_slug": "standard-cargo",
                 *               "calculated_premium": 38.5,
                 *               "cancellation_reason": null
                 *             },
                 *             {
                 *               "vehicle_guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                 *               "status": "draft",
                 *               "plan_slug": "standard-cargo",
                 *               "calculated_premium": 41.25,
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
        /** @description The insurance policy sync was called again within 30 seconds for the same order (1 call per order per 30 seconds; a failed sync also consumes the window). The `Retry-After` header is assumed (not shown in the documents, see GAPS.md). */
        RateLimitExceeded: {
            headers: {
                /**
                 * @description Seconds until the order's 30-second window ends (assumed header).
                 * @example 18
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "RATE_LIMIT_EXCEEDED",
                 *         "message": "Insurance policy sync is limited to one call per order every 30 seconds",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
        };
        /** @description The service cannot value the vehicle and no `vehicle.value` was sent; retry with `vehicle.value` set. */
        VehicleValueRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "VEHICLE_VALUE_REQUIRED",
                 *         "message": "The vehicle could not be valued; send vehicle.value",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"] & {
                    data?: {
                        /** @constant */
                        error_id?: "VEHICLE_VALUE_REQUIRED";
                    };
                };
            };
        };
        /** @description The order cannot be posted to the loadboard: it is archived, or its status is not one a carrier can still take (`new`, `pending`, `declined`, `canceled`, `order_canceled`). Neither status nor body is shown; 409 with the failure envelope and the `error_id` `ORDER_NOT_POSTABLE` are assumed (see GAPS.md). */
        OrderNotPostable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "data": {
                 *         "error_id": "ORDER_NOT_POSTABLE",
                 *         "message": "Order in status 'picked_up' cannot be posted to the loadboard",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description The carrier, with its details and the shipper's `broker_records` (null or absent for `CTMS` carriers). No carrier response carries `ach_payment` any more (removed starting July 8, 2026). */
        CarrierObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *           "name": "Roadrunner Auto Transport LLC",
                 *           "dba_name": "Roadrunner Auto",
                 *           "phone_numbers": "+1 555 0100",
                 *           "fax": null,
                 *           "contact_name": "Dana Miles",
                 *           "email": "dispatch@roadrunner-auto.example",
                 *           "website": "roadrunner-auto.example",
                 *           "address": "1200 Industrial Pkwy",
                 *           "city": "Dallas",
                 *           "state": "TX",
                 *           "zip": "75201",
                 *           "w9": null,
                 *           "usdot_certificate": null,
                 *           "cargo_insurance": null,
                 *           "mc_number": "MC-123456",
                 *           "us_dot": "3141592",
                 *           "cargo_policy": null,
                 *           "carrier_type": "INTERNAL",
                 *           "broker_records": {
                 *             "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
                 *             "usdot_number": "3141592",
                 *             "approved": true,
                 *             "approved_since": "2026-02-02T15:04:05.000+0000",
                 *             "preferred": true,
                 *             "preferred_since": "2026-02-10T08:00:00.000+0000",
                 *             "in_blacklist": false,
                 *             "in_blacklist_since": null,
                 *             "insurance_certificate_holder": true,
                 *             "insurance_certificate_holder_since": "2026-02-02T15:04:05.000+0000",
                 *             "insurance_cert_holder_file_url": "https://files.example.com/carriers/certificates/5a6b7c8d.pdf",
                 *             "insurance_expires_at": "2026-12-31",
                 *             "custom_external_id": "CAR-00042"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["Carrier"];
                    };
                };
            };
        };
        /** @description The customer record with its contacts. */
        CustomerObject: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "success",
                 *       "data": {
                 *         "object": {
                 *           "guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
                 *           "is_active": true,
                 *           "created_at": "2026-03-14T09:30:00.000+0000",
                 *           "changed_at": "2026-03-14T09:30:00.000+0000",
                 *           "name": "Lone Star Motors",
                 *           "business_type": "DEALER",
                 *           "address": "4500 Commerce St",
                 *           "city": "Dallas",
                 *           "state": "TX",
                 *           "zip": "75226",
                 *           "phone": "+1 555 0142",
                 *           "email": "office@lonestarmotors.example",
                 *           "contact_name": "Maria Lopez",
                 *           "contact_title": "Logistics manager",
                 *           "contact_email": "maria.lopez@lonestarmotors.example",
                 *           "contact_phone": "+1 555 0143",
                 *           "contact_mobile_phone": "+1 555 0199",
                 *           "notes": "Gate closes at 5 pm.",
                 *           "custom_external_id": "CUST-7781",
                 *           "contacts": [
                 *             {
                 *               "guid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                 *               "is_active": true,
                 *               "created_at": "2026-03-14T09:31:00.000+0000",
                 *               "changed_at": "2026-03-14T09:31:00.000+0000",
                 *               "name": "Maria Lopez",
                 *               "title": "Logistics manager",
                 *               "email": "maria.lopez@lonestarmotors.example",
                 *               "phone": "+1 555 0143",
                 *               "mobile_phone": "+1 555 0199",
                 *               "is_primary": true
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ObjectEnvelope"] & {
                    data?: {
                        object?: components["schemas"]["Customer"];
                    };
                };
            };
        };
    };
    parameters: {
        /** @description Index of the page to return, counted from 0. */
        Page: number;
        /** @description Objects per page (default 25). The maximum page size is not shown in the documents (see GAPS.md). */
        Size: number;
        /**
         * @description Sort order, `field` or `field,asc` / `field,desc`; repeat the parameter to sort by several fields.
         * @example [
         *       "created_at,desc"
         *     ]
         */
        Sort: string[];
        /** @description Guid of the object the path names. */
        Guid: components["schemas"]["Guid"];
        /**
         * @description Vehicle identification number to search for. The documents give no format rule, so any non-empty string is accepted (partial or pre-1981 VINs are not excluded).
         * @example 4T1C11AK5NU612345
         */
        Vin: string;
        /**
         * @description Guid of a broker linked to the account (see the linked brokers list).
         * @example 4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d
         */
        BrokerGuidQuery: components["schemas"]["Guid"];
        /** @description Guid of the order. */
        OrderGuid: components["schemas"]["Guid"];
        /**
         * @description When true, the GPS location metadata embedded in the uploaded photo is protected and not exposed.
         * @example true
         */
        IsLocationProtected: boolean;
        /** @description Guid of the carrier's load request on the order. */
        RequestGuid: components["schemas"]["Guid"];
        /**
         * @description Client-defined identifier of the object (`custom_external_id` of a carrier's `broker_records` or of a customer). Uniqueness within the account is assumed (see GAPS.md).
         * @example CAR-00042
         */
        CustomExternalId: string;
        /** @description Guid of the customer. */
        CustomerGuid: components["schemas"]["Guid"];
        /**
         * @description The webhook action to subscribe to or unsubscribe from, such as `order.created` (one of the actions listed under Events).
         * @example order.created
         */
        WebhookAction: components["schemas"]["WebhookAction"];
        /**
         * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
         * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
         */
        VerificationTokenHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaGuid = components['schemas']['Guid'];
export type SchemaTokenResponse = components['schemas']['TokenResponse'];
export type SchemaTokenInvalidRequest = components['schemas']['TokenInvalidRequest'];
export type SchemaDateTime = components['schemas']['DateTime'];
export type SchemaTokenAuthError = components['schemas']['TokenAuthError'];
export type SchemaSuccessStatus = components['schemas']['SuccessStatus'];
export type SchemaPagination = components['schemas']['Pagination'];
export type SchemaListEnvelope = components['schemas']['ListEnvelope'];
export type SchemaInspectionType = components['schemas']['InspectionType'];
export type SchemaDecimal = components['schemas']['Decimal'];
export type SchemaOrderFields = components['schemas']['OrderFields'];
export type SchemaOrderStatus = components['schemas']['OrderStatus'];
export type SchemaUser = components['schemas']['User'];
export type SchemaStopFields = components['schemas']['StopFields'];
export type SchemaBusinessType = components['schemas']['BusinessType'];
export type SchemaVenue = components['schemas']['Venue'];
export type SchemaStop = components['schemas']['Stop'];
export type SchemaOrderCustomer = components['schemas']['OrderCustomer'];
export type SchemaPaymentMethod = components['schemas']['PaymentMethod'];
export type SchemaPaymentTerms = components['schemas']['PaymentTerms'];
export type SchemaPayment = components['schemas']['Payment'];
export type SchemaCustomerPayment = components['schemas']['CustomerPayment'];
export type SchemaVehicleType = components['schemas']['VehicleType'];
export type SchemaVehicleFields = components['schemas']['VehicleFields'];
export type SchemaVehiclePhoto = components['schemas']['VehiclePhoto'];
export type SchemaVehicleDamage = components['schemas']['VehicleDamage'];
export type SchemaVehicleSamplePhoto = components['schemas']['VehicleSamplePhoto'];
export type SchemaVehicle = components['schemas']['Vehicle'];
export type SchemaOrder = components['schemas']['Order'];
export type SchemaFailureEnvelope = components['schemas']['FailureEnvelope'];
export type SchemaValidationFailure = components['schemas']['ValidationFailure'];
export type SchemaPrice = components['schemas']['Price'];
export type SchemaVenueInput = components['schemas']['VenueInput'];
export type SchemaStopInput = components['schemas']['StopInput'];
export type SchemaOrderCustomerInput = components['schemas']['OrderCustomerInput'];
export type SchemaPaymentInput = components['schemas']['PaymentInput'];
export type SchemaCustomerPaymentInput = components['schemas']['CustomerPaymentInput'];
export type SchemaVehicleInput = components['schemas']['VehicleInput'];
export type SchemaOrderInput = components['schemas']['OrderInput'];
export type SchemaObjectEnvelope = components['schemas']['ObjectEnvelope'];
export type SchemaPaymentPairError = components['schemas']['PaymentPairError'];
export type SchemaVehicleTypeError = components['schemas']['VehicleTypeError'];
export type SchemaOrderActivityVehicle = components['schemas']['OrderActivityVehicle'];
export type SchemaOrderActivity = components['schemas']['OrderActivity'];
export type SchemaBol = components['schemas']['Bol'];
export type SchemaMarkAsPaidInput = components['schemas']['MarkAsPaidInput'];
export type SchemaOrderAttachment = components['schemas']['OrderAttachment'];
export type SchemaLoadOfferInput = components['schemas']['LoadOfferInput'];
export type SchemaLoadOfferStatus = components['schemas']['LoadOfferStatus'];
export type SchemaLoadOffer = components['schemas']['LoadOffer'];
export type SchemaLoadRequest = components['schemas']['LoadRequest'];
export type SchemaLoadRequestStatus = components['schemas']['LoadRequestStatus'];
export type SchemaLoadRequestState = components['schemas']['LoadRequestState'];
export type SchemaLoadRequestDecline = components['schemas']['LoadRequestDecline'];
export type SchemaCounterOfferInput = components['schemas']['CounterOfferInput'];
export type SchemaCounterOfferStatus = components['schemas']['CounterOfferStatus'];
export type SchemaCounterOffer = components['schemas']['CounterOffer'];
export type SchemaPriceNegotiationIncrease = components['schemas']['PriceNegotiationIncrease'];
export type SchemaPriceNegotiationFields = components['schemas']['PriceNegotiationFields'];
export type SchemaPriceNegotiationInput = components['schemas']['PriceNegotiationInput'];
export type SchemaPriceNegotiation = components['schemas']['PriceNegotiation'];
export type SchemaPriceNegotiationUpdate = components['schemas']['PriceNegotiationUpdate'];
export type SchemaInsuranceCancellationReason = components['schemas']['InsuranceCancellationReason'];
export type SchemaInsurancePolicy = components['schemas']['InsurancePolicy'];
export type SchemaInsuranceState = components['schemas']['InsuranceState'];
export type SchemaInsuranceQuoteLocation = components['schemas']['InsuranceQuoteLocation'];
export type SchemaInsuranceQuoteVehicle = components['schemas']['InsuranceQuoteVehicle'];
export type SchemaInsuranceQuoteRequest = components['schemas']['InsuranceQuoteRequest'];
export type SchemaInsuranceQuote = components['schemas']['InsuranceQuote'];
export type SchemaLinkedBroker = components['schemas']['LinkedBroker'];
export type SchemaCarrierFields = components['schemas']['CarrierFields'];
export type SchemaInternalCarrierInput = components['schemas']['InternalCarrierInput'];
export type SchemaCarrierType = components['schemas']['CarrierType'];
export type SchemaDate = components['schemas']['Date'];
export type SchemaBrokerRecordsFields = components['schemas']['BrokerRecordsFields'];
export type SchemaBrokerRecords = components['schemas']['BrokerRecords'];
export type SchemaCarrier = components['schemas']['Carrier'];
export type SchemaBrokerRecordsInput = components['schemas']['BrokerRecordsInput'];
export type SchemaCarrierNoteInput = components['schemas']['CarrierNoteInput'];
export type SchemaCarrierNote = components['schemas']['CarrierNote'];
export type SchemaCarrierAchDetails = components['schemas']['CarrierAchDetails'];
export type SchemaCounterpartyFields = components['schemas']['CounterpartyFields'];
export type SchemaCustomerFields = components['schemas']['CustomerFields'];
export type SchemaCustomerInput = components['schemas']['CustomerInput'];
export type SchemaContactFields = components['schemas']['ContactFields'];
export type SchemaContact = components['schemas']['Contact'];
export type SchemaCustomer = components['schemas']['Customer'];
export type SchemaContactInput = components['schemas']['ContactInput'];
export type SchemaTerminalInput = components['schemas']['TerminalInput'];
export type SchemaTerminal = components['schemas']['Terminal'];
export type SchemaWebhookSubscription = components['schemas']['WebhookSubscription'];
export type SchemaWebhookAction = components['schemas']['WebhookAction'];
export type SchemaAuditField = components['schemas']['AuditField'];
export type SchemaWebhookSubscriptionInput = components['schemas']['WebhookSubscriptionInput'];
export type SchemaDefaultEvent = components['schemas']['DefaultEvent'];
export type SchemaOrderEvent = components['schemas']['OrderEvent'];
export type SchemaRevisionValue = components['schemas']['RevisionValue'];
export type SchemaRevisionData = components['schemas']['RevisionData'];
export type SchemaOrderRevisionEvent = components['schemas']['OrderRevisionEvent'];
export type SchemaOrderSubmittedByCustomerEvent = components['schemas']['OrderSubmittedByCustomerEvent'];
export type SchemaOrderPickedUpBolEvent = components['schemas']['OrderPickedUpBolEvent'];
export type SchemaOrderDeliveredBolEvent = components['schemas']['OrderDeliveredBolEvent'];
export type SchemaOfferEvent = components['schemas']['OfferEvent'];
export type SchemaLoadRequestEvent = components['schemas']['LoadRequestEvent'];
export type SchemaVehicleRevisionEvent = components['schemas']['VehicleRevisionEvent'];
export type SchemaVehicleEtaEvent = components['schemas']['VehicleEtaEvent'];
export type SchemaDriverLocationEvent = components['schemas']['DriverLocationEvent'];
export type SchemaGpsEvent = components['schemas']['GpsEvent'];
export type SchemaEscalationSubmittedEvent = components['schemas']['EscalationSubmittedEvent'];
export type SchemaEscalationResolvedEvent = components['schemas']['EscalationResolvedEvent'];
export type SchemaOrderCancelledByCustomerEvent = components['schemas']['OrderCancelledByCustomerEvent'];
export type SchemaInsuranceIssuedEvent = components['schemas']['InsuranceIssuedEvent'];
export type SchemaInsuranceCanceledEvent = components['schemas']['InsuranceCanceledEvent'];
export type SchemaPlatformpaySettingsEvent = components['schemas']['PlatformpaySettingsEvent'];
export type SchemaPlatformpayEvent = components['schemas']['PlatformpayEvent'];
export type ResponseValidationError = components['responses']['ValidationError'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseOrderObject = components['responses']['OrderObject'];
export type ResponseOrderRejected = components['responses']['OrderRejected'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePaymentMethodLocked = components['responses']['PaymentMethodLocked'];
export type ResponsePlatformpayPaymentConflict = components['responses']['PlatformpayPaymentConflict'];
export type ResponseLoadRequestNotPending = components['responses']['LoadRequestNotPending'];
export type ResponseCounterOfferExists = components['responses']['CounterOfferExists'];
export type ResponseCounterOfferNotFound = components['responses']['CounterOfferNotFound'];
export type ResponsePriceNegotiationObject = components['responses']['PriceNegotiationObject'];
export type ResponsePriceNegotiationRejected = components['responses']['PriceNegotiationRejected'];
export type ResponsePriceNegotiationExists = components['responses']['PriceNegotiationExists'];
export type ResponseInsuranceStateObject = components['responses']['InsuranceStateObject'];
export type ResponseRateLimitExceeded = components['responses']['RateLimitExceeded'];
export type ResponseVehicleValueRequired = components['responses']['VehicleValueRequired'];
export type ResponseOrderNotPostable = components['responses']['OrderNotPostable'];
export type ResponseCarrierObject = components['responses']['CarrierObject'];
export type ResponseCustomerObject = components['responses']['CustomerObject'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterSize = components['parameters']['Size'];
export type ParameterSort = components['parameters']['Sort'];
export type ParameterGuid = components['parameters']['Guid'];
export type ParameterVin = components['parameters']['Vin'];
export type ParameterBrokerGuidQuery = components['parameters']['BrokerGuidQuery'];
export type ParameterOrderGuid = components['parameters']['OrderGuid'];
export type ParameterIsLocationProtected = components['parameters']['IsLocationProtected'];
export type ParameterRequestGuid = components['parameters']['RequestGuid'];
export type ParameterCustomExternalId = components['parameters']['CustomExternalId'];
export type ParameterCustomerGuid = components['parameters']['CustomerGuid'];
export type ParameterWebhookAction = components['parameters']['WebhookAction'];
export type ParameterVerificationTokenHeader = components['parameters']['VerificationTokenHeader'];
export type $defs = Record<string, never>;
export interface operations {
    requestToken: {
        parameters: {
            query: {
                /**
                 * @description OAuth 2.0 grant type; only `client_credentials`.
                 * @example client_credentials
                 */
                grant_type: "client_credentials";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0YjNkMmMxYSJ9.c2lnbmF0dXJl",
                     *       "token_type": "bearer",
                     *       "expires_in": 863999,
                     *       "scope": "read write",
                     *       "aud": [
                     *         "public-api"
                     *       ],
                     *       "sub": "4b3d2c1a-9e8f-4a7b-b6c5-d4e3f2a1b0c9",
                     *       "org_guid": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *       "purpose": "public_api",
                     *       "iss": "shipper-auth",
                     *       "iat": 1773480600,
                     *       "jti": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The request failed validation, for example a missing or unsupported `grant_type`. The HTTP status is not shown in the documents; 400 is assumed (see GAPS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request",
                     *       "error_description": "Missing grant type"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenInvalidRequest"];
                };
            };
            /** @description The client id or client secret is wrong or missing. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-03-14T09:30:00.000+0000",
                     *       "status": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Bad credentials",
                     *       "path": "/oauth/token"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenAuthError"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Index of the page to return, counted from 0. */
                page?: components["parameters"]["Page"];
                /** @description Objects per page (default 25). The maximum page size is not shown in the documents (see GAPS.md). */
                size?: components["parameters"]["Size"];
                /**
                 * @description Sort order, `field` or `field,asc` / `field,desc`; repeat the parameter to sort by several fields.
                 * @example [
                 *       "created_at,desc"
                 *     ]
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders in `data.objects`, with `data.pagination`. */
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
                     *             "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                     *             "number": "ORDER-10482",
                     *             "purchase_order_number": "PO 0006",
                     *             "instructions": "Call the pickup contact 1 hour before arrival.",
                     *             "loadboard_instructions": "Two running vehicles, auction to dealer.",
                     *             "inspection_type": "standard",
                     *             "transport_type": "OPEN",
                     *             "broker_fee": 75,
                     *             "price": 1250,
                     *             "price_per_km": 0.99,
                     *             "dispatcher_name": "Sherry Turner",
                     *             "dispatcher": {
                     *               "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                     *               "is_active": true,
                     *               "created_at": "2025-11-03T14:12:45.000+0000",
                     *               "changed_at": "2026-02-20T08:05:10.000+0000",
                     *               "username": "sherry.turner",
                     *               "email": "sherry.turner@acme-auto-shipping.example",
                     *               "first_name": "Sherry",
                     *               "last_name": "Turner"
                     *             },
                     *             "sales_representative": "Alma Dubois",
                     *             "status": "new",
                     *             "is_status_changed_manually": false,
                     *             "is_posted_to_loadboard": false,
                     *             "pickup": {
                     *               "date_type": "estimated",
                     *               "venue": {
                     *                 "name": "Lone Star Auto Auction",
                     *                 "address": "4100 N Central Expy",
                     *                 "city": "Dallas",
                     *                 "state": "TX",
                     *                 "zip": "75204",
                     *                 "business_type": "AUCTION",
                     *                 "contact_name": "Carlos Mendez",
                     *                 "contact_title": "Lot Manager",
                     *                 "contact_email": "carlos.mendez@lonestarauction.example",
                     *                 "contact_phone": "(214) 555-0142",
                     *                 "contact_mobile_phone": "(214) 555-0199"
                     *               },
                     *               "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                     *               "scheduled_at": "2026-03-16T08:00:00.000+0000",
                     *               "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                     *               "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                     *               "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                     *               "adjusted_date": null,
                     *               "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                     *               "latitude": 32.8026,
                     *               "longitude": -96.7925
                     *             },
                     *             "delivery": {
                     *               "date_type": "estimated",
                     *               "venue": {
                     *                 "name": "Peachtree Motors",
                     *                 "address": "880 Spring St NW",
                     *                 "city": "Atlanta",
                     *                 "state": "GA",
                     *                 "zip": "30308",
                     *                 "business_type": "DEALER",
                     *                 "contact_name": "Renee Walker",
                     *                 "contact_title": "Inventory Manager",
                     *                 "contact_email": "renee.walker@peachtreemotors.example",
                     *                 "contact_phone": "(404) 555-0111",
                     *                 "contact_mobile_phone": "(404) 555-0177"
                     *               },
                     *               "notes": "Deliver to the service entrance on 5th St.",
                     *               "scheduled_at": "2026-03-18T09:00:00.000+0000",
                     *               "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                     *               "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                     *               "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                     *               "adjusted_date": null,
                     *               "latitude": 33.7766,
                     *               "longitude": -84.3897
                     *             },
                     *             "customer": {
                     *               "name": "Peachtree Motors",
                     *               "business_type": "DEALER",
                     *               "address": "880 Spring St NW",
                     *               "city": "Atlanta",
                     *               "state": "GA",
                     *               "zip": "30308",
                     *               "phone": "(404) 555-0110",
                     *               "email": "orders@peachtreemotors.example",
                     *               "contact_name": "Renee Walker",
                     *               "contact_title": "Inventory Manager",
                     *               "contact_email": "renee.walker@peachtreemotors.example",
                     *               "contact_phone": "(404) 555-0111",
                     *               "contact_mobile_phone": "(404) 555-0177"
                     *             },
                     *             "payment": {
                     *               "method": "ach",
                     *               "terms": "5_days",
                     *               "payment_method": "ach",
                     *               "payment_terms": "5_days",
                     *               "amount": 1250,
                     *               "notes": null,
                     *               "reference_number": "PAY-10482"
                     *             },
                     *             "customer_payment": {
                     *               "terms": "5_days",
                     *               "method": "ach",
                     *               "notes": "Invoice after delivery.",
                     *               "amount": 1650,
                     *               "tariff": 1650,
                     *               "deposit": 200,
                     *               "reference_number": "INV-2026-0311"
                     *             },
                     *             "vehicles": [
                     *               {
                     *                 "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                     *                 "type": "sedan",
                     *                 "vin": "4T1C11AK5NU612345",
                     *                 "lot_number": "LS-4471",
                     *                 "color": "Silver",
                     *                 "make": "Toyota",
                     *                 "model": "Camry",
                     *                 "year": 2022,
                     *                 "is_inoperable": false,
                     *                 "curb_weight": 3310,
                     *                 "curb_weight_unit": "lbs",
                     *                 "price": 600,
                     *                 "tariff": 600,
                     *                 "inspection_type": "standard",
                     *                 "damages": [],
                     *                 "sample_photos": []
                     *               },
                     *               {
                     *                 "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *                 "type": "suv",
                     *                 "vin": "1FMSK8DH3MGA54321",
                     *                 "lot_number": "LS-4472",
                     *                 "color": "Black",
                     *                 "make": "Ford",
                     *                 "model": "Explorer",
                     *                 "year": 2021,
                     *                 "is_inoperable": false,
                     *                 "curb_weight": 4345,
                     *                 "curb_weight_unit": "lbs",
                     *                 "price": 650,
                     *                 "tariff": 650,
                     *                 "inspection_type": "standard",
                     *                 "damages": [],
                     *                 "sample_photos": []
                     *               }
                     *             ],
                     *             "created_at": "2026-03-14T09:30:00.000+0000",
                     *             "changed_at": "2026-03-14T09:30:00.000+0000"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "total_pages": 1,
                     *           "total_objects": 1,
                     *           "limit": 25,
                     *           "page": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            objects: components["schemas"]["Order"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createOrder: {
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
                 *       "number": "ORDER-10482",
                 *       "purchase_order_number": "PO 0006",
                 *       "instructions": "Call the pickup contact 1 hour before arrival.",
                 *       "loadboard_instructions": "Two running vehicles, auction to dealer.",
                 *       "inspection_type": "standard",
                 *       "transport_type": "OPEN",
                 *       "broker_fee": "75.00",
                 *       "price": "1250.00",
                 *       "dispatcher_name": "Sherry Turner",
                 *       "sales_representative": "Alma Dubois",
                 *       "pickup": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Lone Star Auto Auction",
                 *           "address": "4100 N Central Expy",
                 *           "city": "Dallas",
                 *           "state": "TX",
                 *           "zip": "75204",
                 *           "business_type": "AUCTION",
                 *           "contact_name": "Carlos Mendez",
                 *           "contact_title": "Lot Manager",
                 *           "contact_email": "carlos.mendez@lonestarauction.example",
                 *           "contact_phone": "(214) 555-0142",
                 *           "contact_mobile_phone": "(214) 555-0199"
                 *         },
                 *         "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                 *         "scheduled_at": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                 *         "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                 *         "save_as_new": false
                 *       },
                 *       "delivery": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Peachtree Motors",
                 *           "address": "880 Spring St NW",
                 *           "city": "Atlanta",
                 *           "state": "GA",
                 *           "zip": "30308",
                 *           "business_type": "DEALER",
                 *           "contact_name": "Renee Walker",
                 *           "contact_title": "Inventory Manager",
                 *           "contact_email": "renee.walker@peachtreemotors.example",
                 *           "contact_phone": "(404) 555-0111",
                 *           "contact_mobile_phone": "(404) 555-0177"
                 *         },
                 *         "notes": "Deliver to the service entrance on 5th St.",
                 *         "scheduled_at": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                 *         "latitude": 33.7766,
                 *         "longitude": -84.3897
                 *       },
                 *       "customer": {
                 *         "name": "Peachtree Motors",
                 *         "business_type": "DEALER",
                 *         "address": "880 Spring St NW",
                 *         "city": "Atlanta",
                 *         "state": "GA",
                 *         "zip": "30308",
                 *         "phone": "(404) 555-0110",
                 *         "email": "orders@peachtreemotors.example",
                 *         "contact_name": "Renee Walker",
                 *         "contact_title": "Inventory Manager",
                 *         "contact_email": "renee.walker@peachtreemotors.example",
                 *         "contact_phone": "(404) 555-0111"
                 *       },
                 *       "payment": {
                 *         "method": "ach",
                 *         "payment_method": "ach",
                 *         "payment_terms": "5_days",
                 *         "amount": "1250.00",
                 *         "notes": null,
                 *         "reference_number": "PAY-10482"
                 *       },
                 *       "customer_payment": {
                 *         "terms": "5_days",
                 *         "method": "ach",
                 *         "notes": "Invoice after delivery.",
                 *         "amount": "1650.00",
                 *         "tariff": "1650.00",
                 *         "deposit": "200.00",
                 *         "reference_number": "INV-2026-0311"
                 *       },
                 *       "vehicles": [
                 *         {
                 *           "type": "sedan",
                 *           "vin": "4T1C11AK5NU612345",
                 *           "lot_number": "LS-4471",
                 *           "color": "Silver",
                 *           "make": "Toyota",
                 *           "model": "Camry",
                 *           "year": 2022,
                 *           "is_inoperable": false,
                 *           "curb_weight": 3310,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "600.00",
                 *           "tariff": "600.00",
                 *           "inspection_type": "standard"
                 *         },
                 *         {
                 *           "type": "suv",
                 *           "vin": "1FMSK8DH3MGA54321",
                 *           "lot_number": "LS-4472",
                 *           "color": "Black",
                 *           "make": "Ford",
                 *           "model": "Explorer",
                 *           "year": 2021,
                 *           "is_inoperable": false,
                 *           "curb_weight": 4345,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "650.00",
                 *           "tariff": "650.00",
                 *           "inspection_type": "standard"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderObject"];
            400: components["responses"]["OrderRejected"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "number": "ORDER-10482",
                 *       "purchase_order_number": "PO 0006",
                 *       "instructions": "Call the pickup contact 1 hour before arrival.",
                 *       "loadboard_instructions": "Two running vehicles, auction to dealer.",
                 *       "inspection_type": "standard",
                 *       "transport_type": "OPEN",
                 *       "broker_fee": "75.00",
                 *       "price": "1250.00",
                 *       "dispatcher_name": "Sherry Turner",
                 *       "sales_representative": "Alma Dubois",
                 *       "pickup": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Lone Star Auto Auction",
                 *           "address": "4100 N Central Expy",
                 *           "city": "Dallas",
                 *           "state": "TX",
                 *           "zip": "75204",
                 *           "business_type": "AUCTION",
                 *           "contact_name": "Carlos Mendez",
                 *           "contact_title": "Lot Manager",
                 *           "contact_email": "carlos.mendez@lonestarauction.example",
                 *           "contact_phone": "(214) 555-0142",
                 *           "contact_mobile_phone": "(214) 555-0199"
                 *         },
                 *         "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                 *         "scheduled_at": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                 *         "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                 *         "save_as_new": false
                 *       },
                 *       "delivery": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Peachtree Motors",
                 *           "address": "880 Spring St NW",
                 *           "city": "Atlanta",
                 *           "state": "GA",
                 *           "zip": "30308",
                 *           "business_type": "DEALER",
                 *           "contact_name": "Renee Walker",
                 *           "contact_title": "Inventory Manager",
                 *           "contact_email": "renee.walker@peachtreemotors.example",
                 *           "contact_phone": "(404) 555-0111",
                 *           "contact_mobile_phone": "(404) 555-0177"
                 *         },
                 *         "notes": "Deliver to the service entrance on 5th St.",
                 *         "scheduled_at": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                 *         "latitude": 33.7766,
                 *         "longitude": -84.3897
                 *       },
                 *       "customer": {
                 *         "name": "Peachtree Motors",
                 *         "business_type": "DEALER",
                 *         "address": "880 Spring St NW",
                 *         "city": "Atlanta",
                 *         "state": "GA",
                 *         "zip": "30308",
                 *         "phone": "(404) 555-0110",
                 *         "email": "orders@peachtreemotors.example",
                 *         "contact_name": "Renee Walker",
                 *         "contact_title": "Inventory Manager",
                 *         "contact_email": "renee.walker@peachtreemotors.example",
                 *         "contact_phone": "(404) 555-0111"
                 *       },
                 *       "payment": {
                 *         "method": "ach",
                 *         "payment_method": "ach",
                 *         "payment_terms": "5_days",
                 *         "amount": "1250.00",
                 *         "notes": null,
                 *         "reference_number": "PAY-10482"
                 *       },
                 *       "customer_payment": {
                 *         "terms": "5_days",
                 *         "method": "ach",
                 *         "notes": "Invoice after delivery.",
                 *         "amount": "1650.00",
                 *         "tariff": "1650.00",
                 *         "deposit": "200.00",
                 *         "reference_number": "INV-2026-0311"
                 *       },
                 *       "vehicles": [
                 *         {
                 *           "type": "sedan",
                 *           "vin": "4T1C11AK5NU612345",
                 *           "lot_number": "LS-4471",
                 *           "color": "Silver",
                 *           "make": "Toyota",
                 *           "model": "Camry",
                 *           "year": 2022,
                 *           "is_inoperable": false,
                 *           "curb_weight": 3310,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "600.00",
                 *           "tariff": "600.00",
                 *           "inspection_type": "standard"
                 *         },
                 *         {
                 *           "type": "suv",
                 *           "vin": "1FMSK8DH3MGA54321",
                 *           "lot_number": "LS-4472",
                 *           "color": "Black",
                 *           "make": "Ford",
                 *           "model": "Explorer",
                 *           "year": 2021,
                 *           "is_inoperable": false,
                 *           "curb_weight": 4345,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "650.00",
                 *           "tariff": "650.00",
                 *           "inspection_type": "standard"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderObject"];
            400: components["responses"]["OrderRejected"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PaymentMethodLocked"];
        };
    };
    updateOrderPartially: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "purchase_order_number": null,
                 *       "price": "1300.00",
                 *       "delivery": {
                 *         "scheduled_at": "2026-03-19T09:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-20T17:00:00.000+0000"
                 *       },
                 *       "payment": {
                 *         "amount": "1300.00"
                 *       }
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderObject"];
            400: components["responses"]["OrderRejected"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PaymentMethodLocked"];
        };
    };
    findOrdersByVin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Vehicle identification number to search for. The documents give no format rule, so any non-empty string is accepted (partial or pre-1981 VINs are not excluded).
                 * @example 4T1C11AK5NU612345
                 */
                vin: components["parameters"]["Vin"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders with a vehicle of this VIN in `data.objects`. */
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
                     *             "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                     *             "number": "ORDER-10482",
                     *             "purchase_order_number": "PO 0006",
                     *             "instructions": "Call the pickup contact 1 hour before arrival.",
                     *             "loadboard_instructions": "Two running vehicles, auction to dealer.",
                     *             "inspection_type": "standard",
                     *             "transport_type": "OPEN",
                     *             "broker_fee": 75,
                     *             "price": 1250,
                     *             "price_per_km": 0.99,
                     *             "dispatcher_name": "Sherry Turner",
                     *             "dispatcher": {
                     *               "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                     *               "is_active": true,
                     *               "created_at": "2025-11-03T14:12:45.000+0000",
                     *               "changed_at": "2026-02-20T08:05:10.000+0000",
                     *               "username": "sherry.turner",
                     *               "email": "sherry.turner@acme-auto-shipping.example",
                     *               "first_name": "Sherry",
                     *               "last_name": "Turner"
                     *             },
                     *             "sales_representative": "Alma Dubois",
                     *             "status": "new",
                     *             "is_status_changed_manually": false,
                     *             "is_posted_to_loadboard": false,
                     *             "pickup": {
                     *               "date_type": "estimated",
                     *               "venue": {
                     *                 "name": "Lone Star Auto Auction",
                     *                 "address": "4100 N Central Expy",
                     *                 "city": "Dallas",
                     *                 "state": "TX",
                     *                 "zip": "75204",
                     *                 "business_type": "AUCTION",
                     *                 "contact_name": "Carlos Mendez",
                     *                 "contact_title": "Lot Manager",
                     *                 "contact_email": "carlos.mendez@lonestarauction.example",
                     *                 "contact_phone": "(214) 555-0142",
                     *                 "contact_mobile_phone": "(214) 555-0199"
                     *               },
                     *               "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                     *               "scheduled_at": "2026-03-16T08:00:00.000+0000",
                     *               "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                     *               "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                     *               "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                     *               "adjusted_date": null,
                     *               "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                     *               "latitude": 32.8026,
                     *               "longitude": -96.7925
                     *             },
                     *             "delivery": {
                     *               "date_type": "estimated",
                     *               "venue": {
                     *                 "name": "Peachtree Motors",
                     *                 "address": "880 Spring St NW",
                     *                 "city": "Atlanta",
                     *                 "state": "GA",
                     *                 "zip": "30308",
                     *                 "business_type": "DEALER",
                     *                 "contact_name": "Renee Walker",
                     *                 "contact_title": "Inventory Manager",
                     *                 "contact_email": "renee.walker@peachtreemotors.example",
                     *                 "contact_phone": "(404) 555-0111",
                     *                 "contact_mobile_phone": "(404) 555-0177"
                     *               },
                     *               "notes": "Deliver to the service entrance on 5th St.",
                     *               "scheduled_at": "2026-03-18T09:00:00.000+0000",
                     *               "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                     *               "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                     *               "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                     *               "adjusted_date": null,
                     *               "latitude": 33.7766,
                     *               "longitude": -84.3897
                     *             },
                     *             "customer": {
                     *               "name": "Peachtree Motors",
                     *               "business_type": "DEALER",
                     *               "address": "880 Spring St NW",
                     *               "city": "Atlanta",
                     *               "state": "GA",
                     *               "zip": "30308",
                     *               "phone": "(404) 555-0110",
                     *               "email": "orders@peachtreemotors.example",
                     *               "contact_name": "Renee Walker",
                     *               "contact_title": "Inventory Manager",
                     *               "contact_email": "renee.walker@peachtreemotors.example",
                     *               "contact_phone": "(404) 555-0111",
                     *               "contact_mobile_phone": "(404) 555-0177"
                     *             },
                     *             "payment": {
                     *               "method": "ach",
                     *               "terms": "5_days",
                     *               "payment_method": "ach",
                     *               "payment_terms": "5_days",
                     *               "amount": 1250,
                     *               "notes": null,
                     *               "reference_number": "PAY-10482"
                     *             },
                     *             "customer_payment": {
                     *               "terms": "5_days",
                     *               "method": "ach",
                     *               "notes": "Invoice after delivery.",
                     *               "amount": 1650,
                     *               "tariff": 1650,
                     *               "deposit": 200,
                     *               "reference_number": "INV-2026-0311"
                     *             },
                     *             "vehicles": [
                     *               {
                     *                 "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                     *                 "type": "sedan",
                     *                 "vin": "4T1C11AK5NU612345",
                     *                 "lot_number": "LS-4471",
                     *                 "color": "Silver",
                     *                 "make": "Toyota",
                     *                 "model": "Camry",
                     *                 "year": 2022,
                     *                 "is_inoperable": false,
                     *                 "curb_weight": 3310,
                     *                 "curb_weight_unit": "lbs",
                     *                 "price": 600,
                     *                 "tariff": 600,
                     *                 "inspection_type": "standard",
                     *                 "damages": [],
                     *                 "sample_photos": []
                     *               },
                     *               {
                     *                 "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *                 "type": "suv",
                     *                 "vin": "1FMSK8DH3MGA54321",
                     *                 "lot_number": "LS-4472",
                     *                 "color": "Black",
                     *                 "make": "Ford",
                     *                 "model": "Explorer",
                     *                 "year": 2021,
                     *                 "is_inoperable": false,
                     *                 "curb_weight": 4345,
                     *                 "curb_weight_unit": "lbs",
                     *                 "price": 650,
                     *                 "tariff": 650,
                     *                 "inspection_type": "standard",
                     *                 "damages": [],
                     *                 "sample_photos": []
                     *               }
                     *             ],
                     *             "created_at": "2026-03-14T09:30:00.000+0000",
                     *             "changed_at": "2026-03-14T09:30:00.000+0000"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            objects?: components["schemas"]["Order"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    submitOrderToBroker: {
        parameters: {
            query: {
                /**
                 * @description Guid of a broker linked to the account (see the linked brokers list).
                 * @example 4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d
                 */
                broker_guid: components["parameters"]["BrokerGuidQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "number": "ORDER-10482",
                 *       "purchase_order_number": "PO 0006",
                 *       "instructions": "Call the pickup contact 1 hour before arrival.",
                 *       "loadboard_instructions": "Two running vehicles, auction to dealer.",
                 *       "inspection_type": "standard",
                 *       "transport_type": "OPEN",
                 *       "broker_fee": "75.00",
                 *       "price": "1250.00",
                 *       "dispatcher_name": "Sherry Turner",
                 *       "sales_representative": "Alma Dubois",
                 *       "pickup": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Lone Star Auto Auction",
                 *           "address": "4100 N Central Expy",
                 *           "city": "Dallas",
                 *           "state": "TX",
                 *           "zip": "75204",
                 *           "business_type": "AUCTION",
                 *           "contact_name": "Carlos Mendez",
                 *           "contact_title": "Lot Manager",
                 *           "contact_email": "carlos.mendez@lonestarauction.example",
                 *           "contact_phone": "(214) 555-0142",
                 *           "contact_mobile_phone": "(214) 555-0199"
                 *         },
                 *         "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                 *         "scheduled_at": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                 *         "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                 *         "save_as_new": false
                 *       },
                 *       "delivery": {
                 *         "date_type": "estimated",
                 *         "venue": {
                 *           "name": "Peachtree Motors",
                 *           "address": "880 Spring St NW",
                 *           "city": "Atlanta",
                 *           "state": "GA",
                 *           "zip": "30308",
                 *           "business_type": "DEALER",
                 *           "contact_name": "Renee Walker",
                 *           "contact_title": "Inventory Manager",
                 *           "contact_email": "renee.walker@peachtreemotors.example",
                 *           "contact_phone": "(404) 555-0111",
                 *           "contact_mobile_phone": "(404) 555-0177"
                 *         },
                 *         "notes": "Deliver to the service entrance on 5th St.",
                 *         "scheduled_at": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                 *         "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                 *         "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                 *         "latitude": 33.7766,
                 *         "longitude": -84.3897
                 *       },
                 *       "customer": {
                 *         "name": "Peachtree Motors",
                 *         "business_type": "DEALER",
                 *         "address": "880 Spring St NW",
                 *         "city": "Atlanta",
                 *         "state": "GA",
                 *         "zip": "30308",
                 *         "phone": "(404) 555-0110",
                 *         "email": "orders@peachtreemotors.example",
                 *         "contact_name": "Renee Walker",
                 *         "contact_title": "Inventory Manager",
                 *         "contact_email": "renee.walker@peachtreemotors.example",
                 *         "contact_phone": "(404) 555-0111"
                 *       },
                 *       "payment": {
                 *         "method": "ach",
                 *         "payment_method": "ach",
                 *         "payment_terms": "5_days",
                 *         "amount": "1250.00",
                 *         "notes": null,
                 *         "reference_number": "PAY-10482"
                 *       },
                 *       "customer_payment": {
                 *         "terms": "5_days",
                 *         "method": "ach",
                 *         "notes": "Invoice after delivery.",
                 *         "amount": "1650.00",
                 *         "tariff": "1650.00",
                 *         "deposit": "200.00",
                 *         "reference_number": "INV-2026-0311"
                 *       },
                 *       "vehicles": [
                 *         {
                 *           "type": "sedan",
                 *           "vin": "4T1C11AK5NU612345",
                 *           "lot_number": "LS-4471",
                 *           "color": "Silver",
                 *           "make": "Toyota",
                 *           "model": "Camry",
                 *           "year": 2022,
                 *           "is_inoperable": false,
                 *           "curb_weight": 3310,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "600.00",
                 *           "tariff": "600.00",
                 *           "inspection_type": "standard"
                 *         },
                 *         {
                 *           "type": "suv",
                 *           "vin": "1FMSK8DH3MGA54321",
                 *           "lot_number": "LS-4472",
                 *           "color": "Black",
                 *           "make": "Ford",
                 *           "model": "Explorer",
                 *           "year": 2021,
                 *           "is_inoperable": false,
                 *           "curb_weight": 4345,
                 *           "curb_weight_unit": "lbs",
                 *           "price": "650.00",
                 *           "tariff": "650.00",
                 *           "inspection_type": "standard"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderObject"];
            400: components["responses"]["OrderRejected"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrderActivities: {
        parameters: {
            query?: {
                /** @description Index of the page to return, counted from 0. */
                page?: components["parameters"]["Page"];
                /** @description Objects per page (default 25). The maximum page size is not shown in the documents (see GAPS.md). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of activity entries in `data.objects`, with `data.pagination`. */
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
                     *             "guid": "c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f",
                     *             "id": 918273,
                     *             "created_at": "2026-03-16T10:45:02.000+0000",
                     *             "code": "picked_up",
                     *             "action_status": "success",
                     *             "status": "picked_up",
                     *             "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *             "carrier_name": "Roadrunner Auto Transport LLC",
                     *             "carrier_address": "1200 Industrial Pkwy",
                     *             "carrier_city": "Dallas",
                     *             "carrier_state": "TX",
                     *             "carrier_zip": "75201",
                     *             "carrier_contact_name": "Dana Miles",
                     *             "carrier_email": "dispatch@roadrunner-auto.example",
                     *             "carrier_phone": "(214) 555-0100",
                     *             "carrier_usdot": "3141592",
                     *             "driver_name": "Marcus Reed",
                     *             "driver_phone": "(214) 555-0188",
                     *             "error_message": null,
                     *             "error_details": null,
                     *             "user": null,
                     *             "vehicles": [
                     *               {
                     *                 "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                     *                 "lot_number": "LS-4471",
                     *                 "make": "Toyota",
                     *                 "model": "Camry",
                     *                 "vin": "4T1C11AK5NU612345",
                     *                 "year": 2022
                     *               },
                     *               {
                     *                 "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *                 "lot_number": "LS-4472",
                     *                 "make": "Ford",
                     *                 "model": "Explorer",
                     *                 "vin": "1FMSK8DH3MGA54321",
                     *                 "year": 2021
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "guid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "id": 918001,
                     *             "created_at": "2026-03-14T09:30:00.000+0000",
                     *             "code": "created",
                     *             "action_status": "success",
                     *             "status": "new",
                     *             "carrier_guid": null,
                     *             "carrier_name": null,
                     *             "carrier_address": null,
                     *             "carrier_city": null,
                     *             "carrier_state": null,
                     *             "carrier_zip": null,
                     *             "carrier_contact_name": null,
                     *             "carrier_email": null,
                     *             "carrier_phone": null,
                     *             "carrier_usdot": null,
                     *             "driver_name": null,
                     *             "driver_phone": null,
                     *             "error_message": null,
                     *             "error_details": null,
                     *             "user": {
                     *               "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                     *               "is_active": true,
                     *               "is_superuser": false,
                     *               "created_at": "2025-11-03T14:12:45.000+0000",
                     *               "changed_at": "2026-02-20T08:05:10.000+0000",
                     *               "email": "sherry.turner@acme-auto-shipping.example",
                     *               "first_name": "Sherry",
                     *               "last_name": "Turner",
                     *               "username": "sherry.turner"
                     *             },
                     *             "vehicles": []
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "total_pages": 1,
                     *           "total_objects": 2,
                     *           "limit": 25,
                     *           "page": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            objects: components["schemas"]["OrderActivity"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderBol: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The BOL location in `data.object.url`. */
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
                     *           "url": "https://files.example.com/bol/5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b.pdf"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Bol"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    markOrderAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "terms": "5_days",
                 *       "method": "ach",
                 *       "amount": "1250.00",
                 *       "notes": "Paid by ACH transfer.",
                 *       "sent_date": "2026-03-23T15:00:00.000+0000",
                 *       "reference_number": "ACH-20260323-0042"
                 *     }
                 */
                "application/json": components["schemas"]["MarkAsPaidInput"];
            };
        };
        responses: {
            /** @description The full order in `data.object`. */
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
                     *           "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                     *           "number": "ORDER-10482",
                     *           "purchase_order_number": "PO 0006",
                     *           "instructions": "Call the pickup contact 1 hour before arrival.",
                     *           "loadboard_instructions": "Two running vehicles, auction to dealer.",
                     *           "inspection_type": "standard",
                     *           "transport_type": "OPEN",
                     *           "broker_fee": 75,
                     *           "price": 1250,
                     *           "price_per_km": 0.99,
                     *           "dispatcher_name": "Sherry Turner",
                     *           "dispatcher": {
                     *             "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                     *             "is_active": true,
                     *             "created_at": "2025-11-03T14:12:45.000+0000",
                     *             "changed_at": "2026-02-20T08:05:10.000+0000",
                     *             "username": "sherry.turner",
                     *             "email": "sherry.turner@acme-auto-shipping.example",
                     *             "first_name": "Sherry",
                     *             "last_name": "Turner"
                     *           },
                     *           "sales_representative": "Alma Dubois",
                     *           "status": "paid",
                     *           "is_status_changed_manually": false,
                     *           "is_posted_to_loadboard": false,
                     *           "pickup": {
                     *             "date_type": "estimated",
                     *             "venue": {
                     *               "name": "Lone Star Auto Auction",
                     *               "address": "4100 N Central Expy",
                     *               "city": "Dallas",
                     *               "state": "TX",
                     *               "zip": "75204",
                     *               "business_type": "AUCTION",
                     *               "contact_name": "Carlos Mendez",
                     *               "contact_title": "Lot Manager",
                     *               "contact_email": "carlos.mendez@lonestarauction.example",
                     *               "contact_phone": "(214) 555-0142",
                     *               "contact_mobile_phone": "(214) 555-0199"
                     *             },
                     *             "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                     *             "scheduled_at": "2026-03-16T08:00:00.000+0000",
                     *             "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                     *             "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                     *             "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                     *             "adjusted_date": "2026-03-16T10:45:02.000+0000",
                     *             "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                     *             "latitude": 32.8026,
                     *             "longitude": -96.7925
                     *           },
                     *           "delivery": {
                     *             "date_type": "estimated",
                     *             "venue": {
                     *               "name": "Peachtree Motors",
                     *               "address": "880 Spring St NW",
                     *               "city": "Atlanta",
                     *               "state": "GA",
                     *               "zip": "30308",
                     *               "business_type": "DEALER",
                     *               "contact_name": "Renee Walker",
                     *               "contact_title": "Inventory Manager",
                     *               "contact_email": "renee.walker@peachtreemotors.example",
                     *               "contact_phone": "(404) 555-0111",
                     *               "contact_mobile_phone": "(404) 555-0177"
                     *             },
                     *             "notes": "Deliver to the service entrance on 5th St.",
                     *             "scheduled_at": "2026-03-18T09:00:00.000+0000",
                     *             "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                     *             "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                     *             "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                     *             "adjusted_date": "2026-03-18T14:20:37.000+0000",
                     *             "latitude": 33.7766,
                     *             "longitude": -84.3897
                     *           },
                     *           "customer": {
                     *             "name": "Peachtree Motors",
                     *             "business_type": "DEALER",
                     *             "address": "880 Spring St NW",
                     *             "city": "Atlanta",
                     *             "state": "GA",
                     *             "zip": "30308",
                     *             "phone": "(404) 555-0110",
                     *             "email": "orders@peachtreemotors.example",
                     *             "contact_name": "Renee Walker",
                     *             "contact_title": "Inventory Manager",
                     *             "contact_email": "renee.walker@peachtreemotors.example",
                     *             "contact_phone": "(404) 555-0111",
                     *             "contact_mobile_phone": "(404) 555-0177"
                     *           },
                     *           "payment": {
                     *             "method": "ach",
                     *             "terms": "5_days",
                     *             "payment_method": "ach",
                     *             "payment_terms": "5_days",
                     *             "amount": 1250,
                     *             "notes": null,
                     *             "reference_number": "PAY-10482"
                     *           },
                     *           "customer_payment": {
                     *             "terms": "5_days",
                     *             "method": "ach",
                     *             "notes": "Invoice after delivery.",
                     *             "amount": 1650,
                     *             "tariff": 1650,
                     *             "deposit": 200,
                     *             "reference_number": "INV-2026-0311"
                     *           },
                     *           "vehicles": [
                     *             {
                     *               "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                     *               "type": "sedan",
                     *               "vin": "4T1C11AK5NU612345",
                     *               "lot_number": "LS-4471",
                     *               "color": "Silver",
                     *               "make": "Toyota",
                     *               "model": "Camry",
                     *               "year": 2022,
                     *               "is_inoperable": false,
                     *               "curb_weight": 3310,
                     *               "curb_weight_unit": "lbs",
                     *               "price": 600,
                     *               "tariff": 600,
                     *               "inspection_type": "standard",
                     *               "damages": [],
                     *               "sample_photos": []
                     *             },
                     *             {
                     *               "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *               "type": "suv",
                     *               "vin": "1FMSK8DH3MGA54321",
                     *               "lot_number": "LS-4472",
                     *               "color": "Black",
                     *               "make": "Ford",
                     *               "model": "Explorer",
                     *               "year": 2021,
                     *               "is_inoperable": false,
                     *               "curb_weight": 4345,
                     *               "curb_weight_unit": "lbs",
                     *               "price": 650,
                     *               "tariff": 650,
                     *               "inspection_type": "standard",
                     *               "damages": [],
                     *               "sample_photos": []
                     *             }
                     *           ],
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-23T15:02:41.000+0000"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Order"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PlatformpayPaymentConflict"];
        };
    };
    uploadOrderAttachment: {
        parameters: {
            query?: {
                /**
                 * @description When true, the GPS location metadata embedded in the uploaded photo is protected and not exposed.
                 * @example true
                 */
                is_location_protected?: components["parameters"]["IsLocationProtected"];
            };
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "<binary content of gate-pass.jpg>"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The file to attach (assumed part name). */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The attachment in `data.object`. */
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
                     *           "guid": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
                     *           "name": "gate-pass.jpg",
                     *           "url": "https://files.example.com/attachments/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b/gate-pass.jpg",
                     *           "content_type": "image/jpeg",
                     *           "size": 248311,
                     *           "created_at": "2026-03-14T10:02:17.000+0000",
                     *           "is_location_protected": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["OrderAttachment"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    sendLoadOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoadOfferInput"];
            };
        };
        responses: {
            /** @description The offer was created and is being sent. */
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
                     *           "carrier_guid": null,
                     *           "carrier_usdot": "3141592",
                     *           "carrier_email": null,
                     *           "carrier_phone": null,
                     *           "status": "new",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-14T09:30:00.000+0000"
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
            /** @description The body failed validation, for example none or several of the carrier fields (message texts not shown, assumed). */
            400: {
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
                     *           "carrier_guid": [
                     *             "exactly one of carrier_guid, carrier_usdot, carrier_email, carrier_phone is required"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    acceptLoadRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of the carrier's load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accepted load request. */
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
                     *           "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "requested_price": 1150,
                     *           "pickup_date": "2026-03-16T08:00:00.000+0000",
                     *           "delivery_date": "2026-03-19T17:00:00.000+0000",
                     *           "carrier_comment": "Can pick up Monday morning.",
                     *           "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *           "carrier_email": "dispatch@roadrunner-auto.example",
                     *           "carrier_phone": "+1 555 0100",
                     *           "carrier_name": "Roadrunner Auto Transport LLC",
                     *           "carrier_contact_name": "Dana Miles",
                     *           "carrier_address": "1200 Industrial Pkwy",
                     *           "carrier_city": "Dallas",
                     *           "carrier_state": "TX",
                     *           "carrier_zip": "75201",
                     *           "carrier_usdot": "3141592",
                     *           "status": "accepted"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["LoadRequestState"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LoadRequestNotPending"];
        };
    };
    declineLoadRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of the carrier's load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoadRequestDecline"];
            };
        };
        responses: {
            /** @description The declined load request. */
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
                     *           "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "requested_price": 1150,
                     *           "pickup_date": "2026-03-16T08:00:00.000+0000",
                     *           "delivery_date": "2026-03-19T17:00:00.000+0000",
                     *           "carrier_comment": null,
                     *           "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *           "carrier_email": "dispatch@roadrunner-auto.example",
                     *           "carrier_phone": "+1 555 0100",
                     *           "carrier_name": "Roadrunner Auto Transport LLC",
                     *           "carrier_contact_name": "Dana Miles",
                     *           "carrier_address": "1200 Industrial Pkwy",
                     *           "carrier_city": "Dallas",
                     *           "carrier_state": "TX",
                     *           "carrier_zip": "75201",
                     *           "carrier_usdot": "3141592",
                     *           "status": "declined"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["LoadRequestState"];
                        };
                    };
                };
            };
            /** @description The body failed validation (message texts not shown, assumed). */
            400: {
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
                     *           "reason": [
                     *             "size must be between 0 and 500"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LoadRequestNotPending"];
        };
    };
    createCounterOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of the carrier's load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterOfferInput"];
            };
        };
        responses: {
            /** @description The counter offer, with status `pending`. */
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
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T10:15:00.000+0000",
                     *           "changed_at": "2026-03-14T10:15:00.000+0000",
                     *           "guid": "6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b9c0",
                     *           "status": "pending",
                     *           "price": 1200,
                     *           "request_guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CounterOffer"] & {
                                /** @constant */
                                status?: "pending";
                            };
                        };
                    };
                };
            };
            /** @description The price is not valid. `details.price` lists the messages: must be positive; must be a well-formed decimal with at most 2 fraction digits; price cannot be empty (exact texts of the last one not shown). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CounterOfferExists"];
        };
    };
    cancelCounterOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
                /** @description Guid of the carrier's load request on the order. */
                request_guid: components["parameters"]["RequestGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counter offer, with status `cancelled`. */
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
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T10:15:00.000+0000",
                     *           "changed_at": "2026-03-14T11:02:00.000+0000",
                     *           "guid": "6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b9c0",
                     *           "status": "cancelled",
                     *           "price": 1200,
                     *           "request_guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CounterOffer"] & {
                                /** @constant */
                                status?: "cancelled";
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CounterOfferNotFound"];
        };
    };
    createPriceNegotiation: {
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
                 *       "order_guid": "2c4e6a8b-1d3f-4a5b-9c7d-e9f1a3b5c7d9",
                 *       "negotiation_budget": 1500,
                 *       "increase_by_percent": 5,
                 *       "increase_every": {
                 *         "value": 2,
                 *         "unit": "DAYS"
                 *       },
                 *       "start_date": "2026-03-14T09:30:00.000+0000",
                 *       "acceptable_pickup_days": 1,
                 *       "acceptable_delivery_days": 2
                 *     }
                 */
                "application/json": components["schemas"]["PriceNegotiationInput"];
            };
        };
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            400: components["responses"]["PriceNegotiationRejected"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["PriceNegotiationExists"];
        };
    };
    getPriceNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePriceNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "negotiation_budget": 1600,
                 *       "increase_by_percent": 4,
                 *       "increase_every": {
                 *         "value": 1,
                 *         "unit": "DAYS"
                 *       },
                 *       "start_date": "2026-03-15T00:00:00.000+0000",
                 *       "acceptable_pickup_days": 2,
                 *       "acceptable_delivery_days": 2
                 *     }
                 */
                "application/json": components["schemas"]["PriceNegotiationUpdate"];
            };
        };
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            400: components["responses"]["PriceNegotiationRejected"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    enablePriceNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    disablePriceNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderPriceNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the order. */
                order_guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PriceNegotiationObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InsuranceStateObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    syncInsurancePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InsuranceStateObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimitExceeded"];
        };
    };
    createInsuranceQuotes: {
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
                 *       "pickup": {
                 *         "city": "Dallas",
                 *         "state": "TX",
                 *         "zip": "75204"
                 *       },
                 *       "delivery": {
                 *         "city": "Atlanta",
                 *         "state": "GA"
                 *       },
                 *       "vehicle": {
                 *         "year": 2022,
                 *         "make": "Toyota",
                 *         "model": "Camry",
                 *         "vehicle_type": "sedan",
                 *         "vin": "4T1C11AK5NU612345"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InsuranceQuoteRequest"];
            };
        };
        responses: {
            /** @description The quoted plans in `data.objects`. */
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
                     *             "plan_slug": "standard-cargo",
                     *             "calculated_premium": 38.5
                     *           },
                     *           {
                     *             "plan_slug": "premium-cargo",
                     *             "calculated_premium": 61.75
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            objects?: components["schemas"]["InsuranceQuote"][];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["VehicleValueRequired"];
        };
    };
    postOrderToLoadboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posted order in `data.object` (assumed). */
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
                     *           "guid": "5d6c3b1a-8e2f-4c7d-9a1b-2c3d4e5f6a7b",
                     *           "number": "ORDER-10482",
                     *           "purchase_order_number": "PO 0006",
                     *           "instructions": "Call the pickup contact 1 hour before arrival.",
                     *           "loadboard_instructions": "Two running vehicles, auction to dealer.",
                     *           "inspection_type": "standard",
                     *           "transport_type": "OPEN",
                     *           "broker_fee": 75,
                     *           "price": 1250,
                     *           "price_per_km": 0.99,
                     *           "dispatcher_name": "Sherry Turner",
                     *           "dispatcher": {
                     *             "guid": "0b7e2d4c-1f3a-4e5b-9c6d-7a8b9c0d1e2f",
                     *             "is_active": true,
                     *             "created_at": "2025-11-03T14:12:45.000+0000",
                     *             "changed_at": "2026-02-20T08:05:10.000+0000",
                     *             "username": "sherry.turner",
                     *             "email": "sherry.turner@acme-auto-shipping.example",
                     *             "first_name": "Sherry",
                     *             "last_name": "Turner"
                     *           },
                     *           "sales_representative": "Alma Dubois",
                     *           "status": "new",
                     *           "is_status_changed_manually": false,
                     *           "is_posted_to_loadboard": true,
                     *           "pickup": {
                     *             "date_type": "estimated",
                     *             "venue": {
                     *               "name": "Lone Star Auto Auction",
                     *               "address": "4100 N Central Expy",
                     *               "city": "Dallas",
                     *               "state": "TX",
                     *               "zip": "75204",
                     *               "business_type": "AUCTION",
                     *               "contact_name": "Carlos Mendez",
                     *               "contact_title": "Lot Manager",
                     *               "contact_email": "carlos.mendez@lonestarauction.example",
                     *               "contact_phone": "(214) 555-0142",
                     *               "contact_mobile_phone": "(214) 555-0199"
                     *             },
                     *             "notes": "Gate closes at 5 PM; ask for Carlos at the front office.",
                     *             "scheduled_at": "2026-03-16T08:00:00.000+0000",
                     *             "scheduled_ends_at": "2026-03-16T17:00:00.000+0000",
                     *             "scheduled_at_by_customer": "2026-03-16T08:00:00.000+0000",
                     *             "scheduled_ends_at_by_customer": "2026-03-17T17:00:00.000+0000",
                     *             "adjusted_date": null,
                     *             "first_available_pickup_date": "2026-03-15T08:00:00.000+0000",
                     *             "latitude": 32.8026,
                     *             "longitude": -96.7925
                     *           },
                     *           "delivery": {
                     *             "date_type": "estimated",
                     *             "venue": {
                     *               "name": "Peachtree Motors",
                     *               "address": "880 Spring St NW",
                     *               "city": "Atlanta",
                     *               "state": "GA",
                     *               "zip": "30308",
                     *               "business_type": "DEALER",
                     *               "contact_name": "Renee Walker",
                     *               "contact_title": "Inventory Manager",
                     *               "contact_email": "renee.walker@peachtreemotors.example",
                     *               "contact_phone": "(404) 555-0111",
                     *               "contact_mobile_phone": "(404) 555-0177"
                     *             },
                     *             "notes": "Deliver to the service entrance on 5th St.",
                     *             "scheduled_at": "2026-03-18T09:00:00.000+0000",
                     *             "scheduled_ends_at": "2026-03-19T17:00:00.000+0000",
                     *             "scheduled_at_by_customer": "2026-03-18T09:00:00.000+0000",
                     *             "scheduled_ends_at_by_customer": "2026-03-19T17:00:00.000+0000",
                     *             "adjusted_date": null,
                     *             "latitude": 33.7766,
                     *             "longitude": -84.3897
                     *           },
                     *           "customer": {
                     *             "name": "Peachtree Motors",
                     *             "business_type": "DEALER",
                     *             "address": "880 Spring St NW",
                     *             "city": "Atlanta",
                     *             "state": "GA",
                     *             "zip": "30308",
                     *             "phone": "(404) 555-0110",
                     *             "email": "orders@peachtreemotors.example",
                     *             "contact_name": "Renee Walker",
                     *             "contact_title": "Inventory Manager",
                     *             "contact_email": "renee.walker@peachtreemotors.example",
                     *             "contact_phone": "(404) 555-0111",
                     *             "contact_mobile_phone": "(404) 555-0177"
                     *           },
                     *           "payment": {
                     *             "method": "ach",
                     *             "terms": "5_days",
                     *             "payment_method": "ach",
                     *             "payment_terms": "5_days",
                     *             "amount": 1250,
                     *             "notes": null,
                     *             "reference_number": "PAY-10482"
                     *           },
                     *           "customer_payment": {
                     *             "terms": "5_days",
                     *             "method": "ach",
                     *             "notes": "Invoice after delivery.",
                     *             "amount": 1650,
                     *             "tariff": 1650,
                     *             "deposit": 200,
                     *             "reference_number": "INV-2026-0311"
                     *           },
                     *           "vehicles": [
                     *             {
                     *               "guid": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
                     *               "type": "sedan",
                     *               "vin": "4T1C11AK5NU612345",
                     *               "lot_number": "LS-4471",
                     *               "color": "Silver",
                     *               "make": "Toyota",
                     *               "model": "Camry",
                     *               "year": 2022,
                     *               "is_inoperable": false,
                     *               "curb_weight": 3310,
                     *               "curb_weight_unit": "lbs",
                     *               "price": 600,
                     *               "tariff": 600,
                     *               "inspection_type": "standard",
                     *               "damages": [],
                     *               "sample_photos": []
                     *             },
                     *             {
                     *               "guid": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *               "type": "suv",
                     *               "vin": "1FMSK8DH3MGA54321",
                     *               "lot_number": "LS-4472",
                     *               "color": "Black",
                     *               "make": "Ford",
                     *               "model": "Explorer",
                     *               "year": 2021,
                     *               "is_inoperable": false,
                     *               "curb_weight": 4345,
                     *               "curb_weight_unit": "lbs",
                     *               "price": 650,
                     *               "tariff": 650,
                     *               "inspection_type": "standard",
                     *               "damages": [],
                     *               "sample_photos": []
                     *             }
                     *           ],
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-14T11:15:08.000+0000"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Order"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderNotPostable"];
        };
    };
    removeOrderFromLoadboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listLinkedBrokers: {
        parameters: {
            query?: {
                /** @description Index of the page to return, counted from 0. */
                page?: components["parameters"]["Page"];
                /** @description Objects per page (default 25). The maximum page size is not shown in the documents (see GAPS.md). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of linked brokers. */
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
                     *             "guid": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *             "name": "Gulf Coast Auto Logistics",
                     *             "email": "loads@gulfcoast-autologistics.example",
                     *             "phone": "+1 555 0188",
                     *             "usdot": "2718281",
                     *             "mc_number": "MC-654321"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "total_pages": 1,
                     *           "total_objects": 1,
                     *           "limit": 25,
                     *           "page": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            pagination: components["schemas"]["Pagination"];
                            objects?: components["schemas"]["LinkedBroker"][];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createInternalCarrier: {
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
                 *       "dba_name": "Roadrunner Auto",
                 *       "phone_numbers": "+1 555 0100",
                 *       "fax": null,
                 *       "contact_name": "Dana Miles",
                 *       "email": "dispatch@roadrunner-auto.example",
                 *       "website": "roadrunner-auto.example",
                 *       "mc_number": "MC-123456",
                 *       "us_dot": "3141592",
                 *       "address": "1200 Industrial Pkwy",
                 *       "city": "Dallas",
                 *       "state": "TX",
                 *       "zip": "75201"
                 *     }
                 */
                "application/json": components["schemas"]["InternalCarrierInput"];
            };
        };
        responses: {
            /** @description The created carrier with its details. */
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
                     *           "guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *           "name": "Roadrunner Auto Transport LLC",
                     *           "dba_name": "Roadrunner Auto",
                     *           "phone_numbers": "+1 555 0100",
                     *           "fax": null,
                     *           "contact_name": "Dana Miles",
                     *           "email": "dispatch@roadrunner-auto.example",
                     *           "website": "roadrunner-auto.example",
                     *           "address": "1200 Industrial Pkwy",
                     *           "city": "Dallas",
                     *           "state": "TX",
                     *           "zip": "75201",
                     *           "w9": null,
                     *           "usdot_certificate": null,
                     *           "cargo_insurance": null,
                     *           "mc_number": "MC-123456",
                     *           "us_dot": "3141592",
                     *           "cargo_policy": null,
                     *           "carrier_type": "INTERNAL",
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
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Carrier"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    searchCarriers: {
        parameters: {
            query?: {
                /**
                 * @description US DOT number, e-mail address or partial name of the carrier.
                 * @example roadrunner
                 */
                query?: string;
                /**
                 * @description US DOT number of the carrier.
                 * @example 3141592
                 */
                usdot?: string;
                /**
                 * @description Motor carrier (MC) number of the carrier.
                 * @example MC-123456
                 */
                mcNumber?: string;
                /**
                 * @description Name of the carrier; may be partial.
                 * @example Roadrunner
                 */
                name?: string;
                /**
                 * @description E-mail address of the carrier.
                 * @example dispatch@roadrunner-auto.example
                 */
                email?: string;
                /**
                 * @description Phone number of the carrier.
                 * @example +1 555 0100
                 */
                phone?: string;
                /** @description Index of the page to return, counted from 0. */
                page?: components["parameters"]["Page"];
                /** @description Objects per page (default 25). The maximum page size is not shown in the documents (see GAPS.md). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching carriers. */
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
                     *             "guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                     *             "name": "Roadrunner Auto Transport LLC",
                     *             "dba_name": "Roadrunner Auto",
                     *             "phone_numbers": "+1 555 0100",
                     *             "fax": null,
                     *             "contact_name": "Dana Miles",
                     *             "email": "dispatch@roadrunner-auto.example",
                     *             "website": "roadrunner-auto.example",
                     *             "address": "1200 Industrial Pkwy",
                     *             "city": "Dallas",
                     *             "state": "TX",
                     *             "zip": "75201",
                     *             "w9": null,
                     *             "usdot_certificate": null,
                     *             "cargo_insurance": null,
                     *             "mc_number": "MC-123456",
                     *             "us_dot": "3141592",
                     *             "cargo_policy": null,
                     *             "carrier_type": "INTERNAL",
                     *             "broker_records": {
                     *               "guid": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
                     *               "usdot_number": "3141592",
                     *               "approved": true,
                     *               "approved_since": "2026-02-02T15:04:05.000+0000",
                     *               "preferred": false,
                     *               "preferred_since": null,
                     *               "in_blacklist": false,
                     *               "in_blacklist_since": null,
                     *               "insurance_certificate_holder": false,
                     *               "insurance_certificate_holder_since": null,
                     *               "insurance_cert_holder_file_url": null,
                     *               "insurance_expires_at": null,
                     *               "custom_external_id": "CAR-00042"
                     *             }
                     *           },
                     *           {
                     *             "guid": "3a4b5c6d-7e8f-4091-a2b3-c4d5e6f7a8b9",
                     *             "name": "Roadrunner Express Inc",
                     *             "dba_name": null,
                     *             "phone_numbers": "+1 555 0107",
                     *             "fax": null,
                     *             "contact_name": "Lee Park",
                     *             "email": "lee@roadrunner-express.example",
                     *             "website": null,
                     *             "address": "88 Harbor Rd",
                     *             "city": "Tampa",
                     *             "state": "FL",
                     *             "zip": "33602",
                     *             "w9": "https://files.example.com/carriers/3a4b5c6d/w9.pdf",
                     *             "usdot_certificate": "https://files.example.com/carriers/3a4b5c6d/usdot.pdf",
                     *             "cargo_insurance": "https://files.example.com/carriers/3a4b5c6d/cargo-insurance.pdf",
                     *             "mc_number": "MC-777001",
                     *             "us_dot": "1618033",
                     *             "cargo_policy": null,
                     *             "carrier_type": "CTMS",
                     *             "broker_records": null
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "total_pages": 1,
                     *           "total_objects": 2,
                     *           "limit": 25,
                     *           "page": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            pagination: components["schemas"]["Pagination"];
                            objects?: components["schemas"]["Carrier"][];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCarrierByCustomExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Client-defined identifier of the object (`custom_external_id` of a carrier's `broker_records` or of a customer). Uniqueness within the account is assumed (see GAPS.md).
                 * @example CAR-00042
                 */
                custom_external_id: components["parameters"]["CustomExternalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarrierObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getCarrierProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarrierObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCarrierProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "usdot_number": "3141592",
                 *       "approved": true,
                 *       "preferred": true,
                 *       "in_blacklist": false,
                 *       "insurance_certificate_holder": true,
                 *       "insurance_expires_at": "2026-12-31",
                 *       "custom_external_id": "CAR-00042"
                 *     }
                 */
                "application/json": components["schemas"]["BrokerRecordsInput"];
            };
        };
        responses: {
            200: components["responses"]["CarrierObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The carrier uses the carrier application (`CTMS`) and has no broker records. Status and `error_id` are assumed (see GAPS.md). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "fail",
                     *       "data": {
                     *         "error_id": "BROKER_RECORDS_NOT_AVAILABLE",
                     *         "message": "Broker records are not available for carriers on the carrier application",
                     *         "details": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"] & {
                        data?: {
                            /** @constant */
                            error_id?: "BROKER_RECORDS_NOT_AVAILABLE";
                        };
                    };
                };
            };
        };
    };
    addCarrierNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Reliable on Texas to Florida lanes; prefers loads posted before noon."
                 *     }
                 */
                "application/json": components["schemas"]["CarrierNoteInput"];
            };
        };
        responses: {
            /** @description The added note. */
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
                     *           "guid": "8f9a0b1c-2d3e-4f5a-b6c7-d8e9f0a1b2c3",
                     *           "text": "Reliable on Texas to Florida lanes; prefers loads posted before noon.",
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-14T09:30:00.000+0000",
                     *           "user_guid": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CarrierNote"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getCarrierAchDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carrier's ACH details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["CarrierAchDetails"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createCustomer: {
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
                 *       "name": "Lone Star Motors",
                 *       "business_type": "DEALER",
                 *       "address": "4500 Commerce St",
                 *       "city": "Dallas",
                 *       "state": "TX",
                 *       "zip": "75226",
                 *       "phone": "+1 555 0142",
                 *       "email": "office@lonestarmotors.example",
                 *       "contact_name": "Maria Lopez",
                 *       "contact_title": "Logistics manager",
                 *       "contact_email": "maria.lopez@lonestarmotors.example",
                 *       "contact_phone": "+1 555 0143",
                 *       "contact_mobile_phone": "+1 555 0199",
                 *       "notes": "Gate closes at 5 pm.",
                 *       "custom_external_id": "CUST-7781"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerInput"];
            };
        };
        responses: {
            /** @description The created customer. */
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
                     *           "guid": "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-14T09:30:00.000+0000",
                     *           "name": "Lone Star Motors",
                     *           "business_type": "DEALER",
                     *           "address": "4500 Commerce St",
                     *           "city": "Dallas",
                     *           "state": "TX",
                     *           "zip": "75226",
                     *           "phone": "+1 555 0142",
                     *           "email": "office@lonestarmotors.example",
                     *           "contact_name": "Maria Lopez",
                     *           "contact_title": "Logistics manager",
                     *           "contact_email": "maria.lopez@lonestarmotors.example",
                     *           "contact_phone": "+1 555 0143",
                     *           "contact_mobile_phone": "+1 555 0199",
                     *           "notes": "Gate closes at 5 pm.",
                     *           "custom_external_id": "CUST-7781",
                     *           "contacts": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Customer"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustomerObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the object the path names. */
                guid: components["parameters"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lone Star Motors",
                 *       "business_type": "DEALER",
                 *       "address": "4500 Commerce St",
                 *       "city": "Dallas",
                 *       "state": "TX",
                 *       "zip": "75226",
                 *       "phone": "+1 555 0142",
                 *       "email": "office@lonestarmotors.example",
                 *       "contact_name": "Maria Lopez",
                 *       "contact_title": "Logistics manager",
                 *       "contact_email": "maria.lopez@lonestarmotors.example",
                 *       "contact_phone": "+1 555 0143",
                 *       "contact_mobile_phone": "+1 555 0199",
                 *       "notes": "Gate closes at 5 pm.",
                 *       "custom_external_id": "CUST-7781"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerInput"];
            };
        };
        responses: {
            200: components["responses"]["CustomerObject"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerByCustomExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Client-defined identifier of the object (`custom_external_id` of a carrier's `broker_records` or of a customer). Uniqueness within the account is assumed (see GAPS.md).
                 * @example CAR-00042
                 */
                custom_external_id: components["parameters"]["CustomExternalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustomerObject"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guid of the customer. */
                customer_guid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Maria Lopez",
                 *       "title": "Logistics manager",
                 *       "email": "maria.lopez@lonestarmotors.example",
                 *       "phone": "+1 555 0143",
                 *       "mobile_phone": "+1 555 0199",
                 *       "is_primary": true
                 *     }
                 */
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The created contact. */
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
                     *           "guid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T09:31:00.000+0000",
                     *           "changed_at": "2026-03-14T09:31:00.000+0000",
                     *           "name": "Maria Lopez",
                     *           "title": "Logistics manager",
                     *           "email": "maria.lopez@lonestarmotors.example",
                     *           "phone": "+1 555 0143",
                     *           "mobile_phone": "+1 555 0199",
                     *           "is_primary": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Contact"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createTerminal: {
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
                 *       "name": "Port of Houston Vehicle Terminal",
                 *       "business_type": "PORT",
                 *       "address": "111 East Loop N",
                 *       "city": "Houston",
                 *       "state": "TX",
                 *       "zip": "77029",
                 *       "phone": "+1 555 0170",
                 *       "email": "terminal@houston-vehicle-port.example",
                 *       "contact_name": "Sam Carter",
                 *       "contact_title": "Yard supervisor",
                 *       "contact_email": "sam.carter@houston-vehicle-port.example",
                 *       "contact_phone": "+1 555 0171",
                 *       "contact_mobile_phone": null,
                 *       "notes": "Release number required at the gate."
                 *     }
                 */
                "application/json": components["schemas"]["TerminalInput"];
            };
        };
        responses: {
            /** @description The created terminal. */
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
                     *           "guid": "6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T10:00:00.000+0000",
                     *           "changed_at": "2026-03-14T10:00:00.000+0000",
                     *           "name": "Port of Houston Vehicle Terminal",
                     *           "business_type": "PORT",
                     *           "address": "111 East Loop N",
                     *           "city": "Houston",
                     *           "state": "TX",
                     *           "zip": "77029",
                     *           "phone": "+1 555 0170",
                     *           "email": "terminal@houston-vehicle-port.example",
                     *           "contact_name": "Sam Carter",
                     *           "contact_title": "Yard supervisor",
                     *           "contact_email": "sam.carter@houston-vehicle-port.example",
                     *           "contact_phone": "+1 555 0171",
                     *           "contact_mobile_phone": null,
                     *           "notes": "Release number required at the gate.",
                     *           "contacts": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["Terminal"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current subscriptions. */
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
                     *             "guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *             "is_active": true,
                     *             "created_at": "2026-03-14T09:30:00.000+0000",
                     *             "changed_at": "2026-03-14T09:30:00.000+0000",
                     *             "action": "order.modified",
                     *             "callback_url": "https://hooks.acme-shipping.example/haulkit/order-modified",
                     *             "verification_token": "3c7f1a9e5b2d4c8a",
                     *             "audit_field_set": [
                     *               "price",
                     *               "pickup.scheduled_at",
                     *               "delivery.venue.address"
                     *             ]
                     *           },
                     *           {
                     *             "guid": "1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b",
                     *             "is_active": true,
                     *             "created_at": "2026-03-12T14:05:00.000+0000",
                     *             "changed_at": "2026-03-12T14:05:00.000+0000",
                     *             "action": "offer.accepted",
                     *             "callback_url": "https://hooks.acme-shipping.example/haulkit/offers",
                     *             "verification_token": "9d2e4b6a8c0f1e3d",
                     *             "audit_field_set": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: {
                            objects?: components["schemas"]["WebhookSubscription"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    subscribeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook action to subscribe to or unsubscribe from, such as `order.created` (one of the actions listed under Events).
                 * @example order.created
                 */
                webhook_action: components["parameters"]["WebhookAction"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionInput"];
            };
        };
        responses: {
            /** @description The active subscription. */
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
                     *           "guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *           "is_active": true,
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-14T09:30:00.000+0000",
                     *           "action": "order.modified",
                     *           "callback_url": "https://hooks.acme-shipping.example/haulkit/order-modified",
                     *           "verification_token": "3c7f1a9e5b2d4c8a",
                     *           "audit_field_set": [
                     *             "price",
                     *             "pickup.scheduled_at",
                     *             "delivery.venue.address"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["WebhookSubscription"];
                        };
                    };
                };
            };
            /** @description The body or the action failed validation, such as a missing or non-http(s) `callback_url` or an unknown audit field (message texts not shown, assumed). */
            400: {
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
                     *           "callback_url": [
                     *             "must be a valid URL"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    unsubscribeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook action to subscribe to or unsubscribe from, such as `order.created` (one of the actions listed under Events).
                 * @example order.created
                 */
                webhook_action: components["parameters"]["WebhookAction"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, now inactive (assumed). */
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
                     *           "guid": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *           "is_active": false,
                     *           "created_at": "2026-03-14T09:30:00.000+0000",
                     *           "changed_at": "2026-03-20T16:45:00.000+0000",
                     *           "action": "order.modified",
                     *           "callback_url": "https://hooks.acme-shipping.example/haulkit/order-modified",
                     *           "verification_token": "3c7f1a9e5b2d4c8a",
                     *           "audit_field_set": [
                     *             "price",
                     *             "pickup.scheduled_at",
                     *             "delivery.venue.address"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObjectEnvelope"] & {
                        data?: {
                            object?: components["schemas"]["WebhookSubscription"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    onOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.created` payload. */
        requestBody: {
            content: {
                "application/json": (components["schemas"]["OrderEvent"] | components["schemas"]["OrderRevisionEvent"]) & {
                    /** @constant */
                    action?: "order.created";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCancel: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.cancel` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.cancel",
                 *       "action_date": "2026-03-14T12:31:18.455+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.cancel";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderSubmittedByCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.submitted_by_customer` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.submitted_by_customer",
                 *       "action_date": "2026-03-13T16:42:08.120+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "customer_counterparty_guid": "4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d"
                 *     }
                 */
                "application/json": components["schemas"]["OrderSubmittedByCustomerEvent"] & {
                    /** @constant */
                    action?: "order.submitted_by_customer";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPickedUp: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.picked_up` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.picked_up",
                 *       "action_date": "2026-03-16T14:05:12.345+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.picked_up";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPickedUpIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.picked_up.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.picked_up.ignored",
                 *       "action_date": "2026-03-16T15:47:03.208+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.picked_up.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDelivered: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.delivered` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.delivered",
                 *       "action_date": "2026-03-19T17:18:44.012+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.delivered";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDeliveredIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.delivered.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.delivered.ignored",
                 *       "action_date": "2026-03-19T18:02:37.640+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.delivered.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPickedUpBol: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.picked_up_bol` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.picked_up_bol",
                 *       "action_date": "2026-03-16T14:07:40.002+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "pdf_bol_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/pickup.pdf",
                 *       "online_bol_url": "https://app.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderPickedUpBolEvent"] & {
                    /** @constant */
                    action?: "order.picked_up_bol";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDeliveredBol: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.delivered_bol` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.delivered_bol",
                 *       "action_date": "2026-03-19T17:22:03.511+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "pdf_bol_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/delivery.pdf",
                 *       "online_bol_url": "https://app.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "pdf_delivery_receipt_url": "https://files.example.com/bol/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e/delivery-receipt.pdf"
                 *     }
                 */
                "application/json": components["schemas"]["OrderDeliveredBolEvent"] & {
                    /** @constant */
                    action?: "order.delivered_bol";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.paid` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.paid",
                 *       "action_date": "2026-03-24T10:15:00.930+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.paid";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderUnmarkAsPaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.unmark_as_paid` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.unmark_as_paid",
                 *       "action_date": "2026-03-24T11:02:51.117+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.unmark_as_paid";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCustomerPaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.customer_paid` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.customer_paid",
                 *       "action_date": "2026-03-25T09:41:16.502+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.customer_paid";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderInvoiced: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.invoiced` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.invoiced",
                 *       "action_date": "2026-03-20T08:33:29.775+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.invoiced";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCustomerInvoiced: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.customer_invoiced` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.customer_invoiced",
                 *       "action_date": "2026-03-20T10:05:00.000+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.customer_invoiced";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderArchived: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.archived` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.archived",
                 *       "action_date": "2026-03-14T09:30:00.000+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.archived";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderUnarchived: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.unarchived` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.unarchived",
                 *       "action_date": "2026-03-15T07:58:12.031+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.unarchived";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderMarkedAsOnHold: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.marked_as_on_hold` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.marked_as_on_hold",
                 *       "action_date": "2026-03-15T13:20:45.268+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.marked_as_on_hold";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderUnmarkedAsOnHold: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.unmarked_as_on_hold` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.unmarked_as_on_hold",
                 *       "action_date": "2026-03-15T16:03:09.884+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.unmarked_as_on_hold";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderMarkedAsDeliveryVerified: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.marked_as_delivery_verified` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.marked_as_delivery_verified",
                 *       "action_date": "2026-03-20T09:12:33.415+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.marked_as_delivery_verified";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderUnmarkedAsDeliveryVerified: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.unmarked_as_delivery_verified` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.unmarked_as_delivery_verified",
                 *       "action_date": "2026-03-20T11:47:06.093+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.unmarked_as_delivery_verified";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPostedToLoadboard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.posted_to_loadboard` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.posted_to_loadboard",
                 *       "action_date": "2026-03-14T10:45:21.650+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.posted_to_loadboard";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRemovedFromLoadboard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.removed_from_loadboard` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.removed_from_loadboard",
                 *       "action_date": "2026-03-14T16:10:54.377+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.removed_from_loadboard";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderBooked: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.booked` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.booked",
                 *       "action_date": "2026-03-14T11:02:39.812+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.booked";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsNew: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_new` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_new",
                 *       "action_date": "2026-03-15T09:05:17.226+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_new";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsPending: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_pending` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_pending",
                 *       "action_date": "2026-03-15T09:14:02.559+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_pending";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsAccepted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_accepted` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_accepted",
                 *       "action_date": "2026-03-15T10:30:48.947+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_accepted";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsInvoiced: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_invoiced` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_invoiced",
                 *       "action_date": "2026-03-21T08:00:05.163+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_invoiced";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyUnmarkedAsInvoiced: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_unmarked_as_invoiced` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_unmarked_as_invoiced",
                 *       "action_date": "2026-03-21T09:26:40.718+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_unmarked_as_invoiced";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsPickedUp: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_picked_up` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_picked_up",
                 *       "action_date": "2026-03-16T13:00:00.000+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_picked_up";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderManuallyMarkedAsDelivered: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.manually_marked_as_delivered` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.manually_marked_as_delivered",
                 *       "action_date": "2026-03-19T12:00:00.000+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.manually_marked_as_delivered";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRolledBackManualStatusChange: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.rolled_back_manual_status_change` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.rolled_back_manual_status_change",
                 *       "action_date": "2026-03-19T12:45:31.604+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.rolled_back_manual_status_change";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRemoved: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.removed` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.removed",
                 *       "action_date": "2026-03-22T14:18:09.250+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.removed";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRestored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.restored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.restored",
                 *       "action_date": "2026-03-23T08:51:44.199+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderEvent"] & {
                    /** @constant */
                    action?: "order.restored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferSent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.sent` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.sent",
                 *       "action_date": "2026-03-14T10:02:31.877+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "new",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.sent";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferSentFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.sent.failed` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.sent.failed",
                 *       "action_date": "2026-03-14T10:02:33.104+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": null,
                 *       "status": "new",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.sent.failed";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferAccepted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.accepted` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.accepted",
                 *       "action_date": "2026-03-14T13:26:50.431+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "accepted",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.accepted";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferAcceptedIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.accepted.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.accepted.ignored",
                 *       "action_date": "2026-03-16T13:40:12.006+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "picked_up",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.accepted.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferUpdatedToAccepted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.updated_to_accepted` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.updated_to_accepted",
                 *       "action_date": "2026-03-16T15:03:27.742+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "accepted",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.updated_to_accepted";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferUpdatedToAcceptedIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.updated_to_accepted.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.updated_to_accepted.ignored",
                 *       "action_date": "2026-03-19T18:30:05.388+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "delivered",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.updated_to_accepted.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferDeclined: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.declined` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.declined",
                 *       "action_date": "2026-03-14T15:12:09.580+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "declined",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.declined";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferDeclinedIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.declined.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.declined.ignored",
                 *       "action_date": "2026-03-19T12:20:41.913+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "delivered",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.declined.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferCanceled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.canceled` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.canceled",
                 *       "action_date": "2026-03-14T16:44:58.027+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "canceled",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.canceled";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferCanceledByCarrier: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.canceled_by_carrier` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.canceled_by_carrier",
                 *       "action_date": "2026-03-15T08:17:36.455+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "canceled",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.canceled_by_carrier";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOfferCanceledByCarrierIgnored: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `offer.canceled_by_carrier.ignored` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "offer.canceled_by_carrier.ignored",
                 *       "action_date": "2026-03-20T07:55:14.690+0000",
                 *       "offer_guid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "status": "delivered",
                 *       "id": 4815162342,
                 *       "order_id": 1123581321
                 *     }
                 */
                "application/json": components["schemas"]["OfferEvent"] & {
                    /** @constant */
                    action?: "offer.canceled_by_carrier.ignored";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLoadRequestCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `load_request.created` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "load_request.created",
                 *       "action_date": "2026-03-14T11:15:09.640+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "data": {
                 *         "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "requested_price": 1150,
                 *         "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *         "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *         "carrier_comment": "Can pick up Monday morning.",
                 *         "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *         "carrier_email": "dispatch@roadrunner-auto.example",
                 *         "carrier_phone": "+1 555 0100",
                 *         "carrier_name": "Roadrunner Auto Transport LLC",
                 *         "carrier_contact_name": "Dana Miles",
                 *         "carrier_address": "1200 Industrial Pkwy",
                 *         "carrier_city": "Dallas",
                 *         "carrier_state": "TX",
                 *         "carrier_zip": "75201",
                 *         "carrier_usdot": "3141592"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoadRequestEvent"] & {
                    /** @constant */
                    action?: "load_request.created";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLoadRequestUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `load_request.updated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "load_request.updated",
                 *       "action_date": "2026-03-14T12:03:51.208+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "data": {
                 *         "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "requested_price": 1100,
                 *         "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *         "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *         "carrier_comment": null,
                 *         "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *         "carrier_email": "dispatch@roadrunner-auto.example",
                 *         "carrier_phone": "+1 555 0100",
                 *         "carrier_name": "Roadrunner Auto Transport LLC",
                 *         "carrier_contact_name": "Dana Miles",
                 *         "carrier_address": "1200 Industrial Pkwy",
                 *         "carrier_city": "Dallas",
                 *         "carrier_state": "TX",
                 *         "carrier_zip": "75201",
                 *         "carrier_usdot": "3141592"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoadRequestEvent"] & {
                    /** @constant */
                    action?: "load_request.updated";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLoadRequestCanceledByCarrier: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `load_request.canceled_by_carrier` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "load_request.canceled_by_carrier",
                 *       "action_date": "2026-03-14T13:37:22.915+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "data": {
                 *         "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "requested_price": 1150,
                 *         "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *         "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *         "carrier_comment": "Can pick up Monday morning.",
                 *         "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *         "carrier_email": "dispatch@roadrunner-auto.example",
                 *         "carrier_phone": "+1 555 0100",
                 *         "carrier_name": "Roadrunner Auto Transport LLC",
                 *         "carrier_contact_name": "Dana Miles",
                 *         "carrier_address": "1200 Industrial Pkwy",
                 *         "carrier_city": "Dallas",
                 *         "carrier_state": "TX",
                 *         "carrier_zip": "75201",
                 *         "carrier_usdot": "3141592"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoadRequestEvent"] & {
                    /** @constant */
                    action?: "load_request.canceled_by_carrier";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLoadRequestDeclinedByShipper: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `load_request.declined_by_shipper` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "load_request.declined_by_shipper",
                 *       "action_date": "2026-03-14T14:09:00.476+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "data": {
                 *         "guid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "requested_price": 1150,
                 *         "pickup_date": "2026-03-16T08:00:00.000+0000",
                 *         "delivery_date": "2026-03-19T17:00:00.000+0000",
                 *         "carrier_comment": "Can pick up Monday morning.",
                 *         "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *         "carrier_email": "dispatch@roadrunner-auto.example",
                 *         "carrier_phone": "+1 555 0100",
                 *         "carrier_name": "Roadrunner Auto Transport LLC",
                 *         "carrier_contact_name": "Dana Miles",
                 *         "carrier_address": "1200 Industrial Pkwy",
                 *         "carrier_city": "Dallas",
                 *         "carrier_state": "TX",
                 *         "carrier_zip": "75201",
                 *         "carrier_usdot": "3141592"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoadRequestEvent"] & {
                    /** @constant */
                    action?: "load_request.declined_by_shipper";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderModified: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.modified` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.modified",
                 *       "action_date": "2026-03-15T08:12:44.901+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "revision_guid": "2c4e6a8b-1d3f-4b5a-9c7e-0f2a4c6e8b1d",
                 *       "user_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                 *       "data": {
                 *         "price": {
                 *           "old_value": 1200,
                 *           "new_value": 1250
                 *         },
                 *         "pickup": {
                 *           "venue": {
                 *             "city": {
                 *               "old_value": "Dallas",
                 *               "new_value": "Fort Worth"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderRevisionEvent"] & {
                    /** @constant */
                    action?: "order.modified";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.created` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.created",
                 *       "action_date": "2026-03-14T09:30:00.412+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *       "revision_guid": "5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f",
                 *       "user_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                 *       "data": {
                 *         "make": {
                 *           "old_value": null,
                 *           "new_value": "Honda"
                 *         },
                 *         "model": {
                 *           "old_value": null,
                 *           "new_value": "Accord"
                 *         },
                 *         "year": {
                 *           "old_value": null,
                 *           "new_value": 2019
                 *         },
                 *         "type": {
                 *           "old_value": null,
                 *           "new_value": "sedan"
                 *         },
                 *         "vin": {
                 *           "old_value": null,
                 *           "new_value": "1HGCV1F30KA012345"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VehicleRevisionEvent"] & {
                    /** @constant */
                    action?: "vehicle.created";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleModified: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.modified` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.modified",
                 *       "action_date": "2026-03-15T08:20:03.117+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *       "revision_guid": "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d",
                 *       "carrier_guid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6",
                 *       "carrier_name": "Roadrunner Auto Transport LLC",
                 *       "carrier_contact_name": "Dana Miles",
                 *       "carrier_phone": "+1 555 0100",
                 *       "carrier_email": "dispatch@roadrunner-auto.example",
                 *       "data": {
                 *         "vin": {
                 *           "old_value": "1HGCV1F30KA01234",
                 *           "new_value": "1HGCV1F30KA012345"
                 *         },
                 *         "color": {
                 *           "old_value": "Silver",
                 *           "new_value": "Gray"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VehicleRevisionEvent"] & {
                    /** @constant */
                    action?: "vehicle.modified";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.deleted` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.deleted",
                 *       "action_date": "2026-03-15T11:48:27.530+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guid": "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
                 *       "revision_guid": "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e",
                 *       "user_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                 *       "data": {
                 *         "make": {
                 *           "old_value": "Ford",
                 *           "new_value": null
                 *         },
                 *         "model": {
                 *           "old_value": "F-150",
                 *           "new_value": null
                 *         },
                 *         "vin": {
                 *           "old_value": "1FTEW1EP5JFA54321",
                 *           "new_value": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VehicleRevisionEvent"] & {
                    /** @constant */
                    action?: "vehicle.deleted";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehiclePickupEtaUpdatedByDriver: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.pickup_eta_updated_by_driver` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.pickup_eta_updated_by_driver",
                 *       "action_date": "2026-03-15T18:40:27.004+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *       ],
                 *       "notes": "Running behind after a weigh station stop.",
                 *       "date_from": "2026-03-16T09:00:00.000+0000",
                 *       "date_until": "2026-03-16T11:00:00.000+0000"
                 *     }
                 */
                "application/json": components["schemas"]["VehicleEtaEvent"] & {
                    /** @constant */
                    action?: "vehicle.pickup_eta_updated_by_driver";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleDeliveryEtaUpdatedByDriver: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.delivery_eta_updated_by_driver` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.delivery_eta_updated_by_driver",
                 *       "action_date": "2026-03-18T07:12:50.318+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *       ],
                 *       "notes": null,
                 *       "date_from": "2026-03-19T15:00:00.000+0000",
                 *       "date_until": "2026-03-19T17:00:00.000+0000"
                 *     }
                 */
                "application/json": components["schemas"]["VehicleEtaEvent"] & {
                    /** @constant */
                    action?: "vehicle.delivery_eta_updated_by_driver";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleDriverLocationUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.driver_location_updated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.driver_location_updated",
                 *       "action_date": "2026-03-17T13:05:51.260+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *       ],
                 *       "latitude": 35.4676,
                 *       "longitude": -97.5164,
                 *       "address": "100 N Broadway Ave, Oklahoma City, OK 73102, USA"
                 *     }
                 */
                "application/json": components["schemas"]["DriverLocationEvent"] & {
                    /** @constant */
                    action?: "vehicle.driver_location_updated";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleGpsActivated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.gps_activated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.gps_activated",
                 *       "action_date": "2026-03-16T14:11:30.000+0000",
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *       ],
                 *       "gps_active": true
                 *     }
                 */
                "application/json": components["schemas"]["GpsEvent"] & {
                    /** @constant */
                    action?: "vehicle.gps_activated";
                    /** @constant */
                    gps_active?: true;
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onVehicleGpsDeactivated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `vehicle.gps_deactivated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "vehicle.gps_deactivated",
                 *       "action_date": "2026-03-17T21:00:00.000+0000",
                 *       "vehicle_guids": [
                 *         "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *         "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0"
                 *       ],
                 *       "gps_active": false
                 *     }
                 */
                "application/json": components["schemas"]["GpsEvent"] & {
                    /** @constant */
                    action?: "vehicle.gps_deactivated";
                    /** @constant */
                    gps_active?: false;
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEscalationSubmitted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `escalation.submitted` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "escalation.submitted",
                 *       "action_date": "2026-03-18T10:44:02.318+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "escalation_guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
                 *     }
                 */
                "application/json": components["schemas"]["EscalationSubmittedEvent"] & {
                    /** @constant */
                    action?: "escalation.submitted";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEscalationResolved: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `escalation.resolved` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "escalation.resolved",
                 *       "action_date": "2026-03-18T15:20:47.090+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "resolver_guid": "8d7c6b5a-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
                 *       "escalation_guid": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
                 *       "resolve_reasons": {
                 *         "CHARGES_DUE": "Storage fees of 75 USD were paid to the auction.",
                 *         "VEHICLE_IS_NOT_AT_LOCATION": "The vehicle was moved to lot B; the new address was sent to the driver."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EscalationResolvedEvent"] & {
                    /** @constant */
                    action?: "escalation.resolved";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCancelledByCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.cancelled_by_customer` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "order.cancelled_by_customer",
                 *       "action_date": "2026-03-14T12:31:18.455+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["OrderCancelledByCustomerEvent"] & {
                    /** @constant */
                    action?: "order.cancelled_by_customer";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInsuranceIssued: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `insurance.issued` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "insurance.issued",
                 *       "action_date": "2026-03-16T14:30:00.250+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guid": "0e1d2c3b-4a59-4867-a5b4-c3d2e1f0a9b8",
                 *       "calculated_premium": 42.5,
                 *       "personal_link": "https://insurer.example.com/policies/p-20260316-88213"
                 *     }
                 */
                "application/json": components["schemas"]["InsuranceIssuedEvent"] & {
                    /** @constant */
                    action?: "insurance.issued";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInsuranceCanceled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `insurance.canceled` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "insurance.canceled",
                 *       "action_date": "2026-03-17T09:12:55.600+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
                 *       "vehicle_guid": "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
                 *       "cancellation_reason": "VEHICLE_MODIFIED"
                 *     }
                 */
                "application/json": components["schemas"]["InsuranceCanceledEvent"] & {
                    /** @constant */
                    action?: "insurance.canceled";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPlatformpaySettingsUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `platformpay_settings.updated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "platformpay_settings.updated",
                 *       "action_date": "2026-03-10T15:00:00.000+0000",
                 *       "flow": "automatic",
                 *       "enabled": true,
                 *       "suspended": false
                 *     }
                 */
                "application/json": components["schemas"]["PlatformpaySettingsEvent"] & {
                    /** @constant */
                    action?: "platformpay_settings.updated";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPlatformpayUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The subscription's `verification_token` (returned in `data.object.verification_token` when subscribing), for confirming that the notification comes from the service; compare it with the stored token and reject deliveries that do not carry it. Assumption: the document does not show how the token travels with a delivered notification. The same vendor's carrier-side API sends it in a request header, so the spec (and the haulkit sandbox) documents it as this header (GAPS.md).
                 * @example 0f6c2a9e4b7d4c1a8e3f5b2d9c7a6e1f
                 */
                "X-Verification-Token": components["parameters"]["VerificationTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `platformpay.updated` payload. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "platformpay.updated",
                 *       "action_date": "2026-03-20T12:00:04.731+0000",
                 *       "order_guid": "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
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
                "application/json": components["schemas"]["PlatformpayEvent"] & {
                    /** @constant */
                    action?: "platformpay.updated";
                };
            };
        };
        responses: {
            /** @description Acknowledged: any 2xx answer within the 60-second response window ends the delivery (the request itself times out after 10 seconds). The response body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed (as do 3xx answers and a missing answer within the window). It is retried linearly, 60 seconds later, at most 5 tries in all; sending stops after the 5th try or at the first success. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery failed; retried like a 4xx answer (every 60 seconds, at most 5 tries in all). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
