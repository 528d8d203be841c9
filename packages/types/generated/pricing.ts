/**
 * Generated from spec/dist/pricing.json with openapi-typescript 7.13.0 by packages/types/scripts/generate.ts.
 * Do not edit: run `pnpm --filter @haulkit/types generate` after `pnpm bundle`.
 */

export interface paths {
    "/api/v1/recommended-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a recommended price (version 1)
         * @description Returns a recommended price for moving the vehicles from `pickup` to `delivery`, with the price per mile, the distance, a confidence and a volume. Each location is a ZIP code, or a city and state. The body is JSON (`Content-Type: application/json`). Error responses are not shown in the source document: the 400 and 401 below are assumed (GAPS.md).
         */
        post: operations["getRecommendedPriceV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/recommended-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a recommended price (version 2)
         * @description Same request body as version 1. Returns every version 1 field plus a recommended price range (`price_range_lower`, `price_range_upper`), the expected time to dispatch (`min_expected_time_to_dispatch`, `max_expected_time_to_dispatch`) and recent comparable moves (`recent_moves`). The body is JSON (`Content-Type: application/json`). Error responses are not shown in the source document: the 400 and 401 below are assumed (GAPS.md).
         */
        post: operations["getRecommendedPriceV2"];
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
         * @description Trailer type. The document shows only `open`; the value `enclosed`, the default `open` and the field being optional are assumptions (GAPS.md).
         * @default open
         * @example open
         * @enum {string}
         */
        TrailerType: "open" | "enclosed";
        /**
         * @description A pickup or delivery location: a ZIP code, or a city and state (all three may be sent). The format of `state` (two-letter code assumed from the examples) and of `zip` (US 5-digit code assumed) is not shown in the document (GAPS.md).
         * @example {
         *       "city": "Chicago",
         *       "state": "IL",
         *       "zip": "60601"
         *     }
         */
        Location: {
            /**
             * @description City name.
             * @example Chicago
             */
            city?: string;
            /**
             * @description State, such as `IL` (two-letter US state code assumed).
             * @example IL
             */
            state?: string;
            /**
             * @description US ZIP code, 5 digits (assumed).
             * @example 60601
             */
            zip?: string;
        } & ({
            /**
             * @description US ZIP code, 5 digits (assumed).
             * @example 60601
             */
            zip: string;
        } | {
            /**
             * @description City name.
             * @example Chicago
             */
            city: string;
            /**
             * @description State, such as `IL` (two-letter US state code assumed).
             * @example IL
             */
            state: string;
        });
        /**
         * @description A vehicle to price. `year` is a string in this document (an integer in `RecentMoveVehicle`). Which fields are required is not shown: `type`, `make`, `model` and `year` are assumed required and `is_inoperable` optional, default `false` (GAPS.md).
         * @example {
         *       "type": "sedan",
         *       "make": "Toyota",
         *       "model": "Camry",
         *       "year": "2019",
         *       "is_inoperable": false
         *     }
         */
        PriceRequestVehicle: {
            /**
             * @description Vehicle type. The document gives no values for this service; it is assumed to take the shipper API's 19 vehicle types (`sedan`, `2_door_coupe`, `suv`, `pickup`, `4_door_pickup`, `van`, `truck_daycab`, `truck_sleeper`, `motorcycle`, `boat`, `rv`, `heavy_machinery`, `freight`, `livestock`, `atv`, `trailer_bumper_pull`, `trailer_gooseneck`, `trailer_5th_wheel`, `other`), but is kept a plain string because the document does not say so (GAPS.md).
             * @example sedan
             */
            type: string;
            /**
             * @description Vehicle make.
             * @example Toyota
             */
            make: string;
            /**
             * @description Vehicle model.
             * @example Camry
             */
            model: string;
            /**
             * @description Model year as a string of four digits (the four-digit shape is assumed).
             * @example 2019
             */
            year: string;
            /**
             * @description Whether the vehicle does not run (default `false` assumed).
             * @default false
             * @example false
             */
            is_inoperable?: boolean;
        };
        /**
         * @description The request body of both versions: trailer type, pickup and delivery locations and the vehicles. `pickup`, `delivery` and `vehicles` are assumed required and `trailer_type` optional (default `open`); the document does not say (GAPS.md).
         * @example {
         *       "trailer_type": "open",
         *       "pickup": {
         *         "city": "Chicago",
         *         "state": "IL",
         *         "zip": "60601"
         *       },
         *       "delivery": {
         *         "city": "Houston",
         *         "state": "TX",
         *         "zip": "77002"
         *       },
         *       "vehicles": [
         *         {
         *           "type": "sedan",
         *           "make": "Toyota",
         *           "model": "Camry",
         *           "year": "2019",
         *           "is_inoperable": false
         *         }
         *       ]
         *     }
         */
        RecommendedPriceRequest: {
            trailer_type?: components["schemas"]["TrailerType"];
            pickup: components["schemas"]["Location"];
            delivery: components["schemas"]["Location"];
            /** @description The vehicles to move (at least one). */
            vehicles: components["schemas"]["PriceRequestVehicle"][] & (unknown[] & unknown[]);
        };
        /**
         * @description The `meta` of a success response.
         * @example {
         *       "status": "success"
         *     }
         */
        SuccessMeta: {
            /**
             * @description Always `success` on a 2xx response.
             * @constant
             */
            status: "success";
        };
        /**
         * @description The `data` of a version 1 response. Units and meanings not shown in the document are assumed: `price` in US dollars, `price_per_mile` in US dollars per mile, `confidence` between 0 and 1, `volume` the count of comparable recent moves (GAPS.md).
         * @example {
         *       "price": 1150,
         *       "price_per_mile": 1.07,
         *       "distance_miles": 1082,
         *       "confidence": 0.86,
         *       "volume": 143
         *     }
         */
        RecommendedPriceV1Data: {
            /** @description Recommended price for the whole shipment (US dollars assumed). */
            price: number;
            /** @description Recommended price per mile (US dollars per mile assumed). */
            price_per_mile: number;
            /** @description Route distance in miles. */
            distance_miles: number;
            /** @description Confidence of the recommendation (a value from 0 to 1 assumed). */
            confidence: number;
            /** @description Volume behind the recommendation (the number of comparable recent moves assumed). */
            volume: number;
        } & Record<string, unknown>;
        /**
         * @description Version 1 response: `meta.status` is `success` and `data` carries the recommended price, the price per mile, the distance, a confidence and a volume.
         * @example {
         *       "meta": {
         *         "status": "success"
         *       },
         *       "data": {
         *         "price": 1150,
         *         "price_per_mile": 1.07,
         *         "distance_miles": 1082,
         *         "confidence": 0.86,
         *         "volume": 143
         *       }
         *     }
         */
        RecommendedPriceV1: {
            meta: components["schemas"]["SuccessMeta"];
            data: components["schemas"]["RecommendedPriceV1Data"];
        };
        /**
         * @description The pricing failure body: `meta.status` is `fail` and `data.message` carries the message. Error responses are not shown in the source document; the shape is assumed from the public documentation (seen in one client), and `data.details` is an assumption (GAPS.md).
         * @example {
         *       "meta": {
         *         "status": "fail"
         *       },
         *       "data": {
         *         "message": "Unable to resolve the pickup location",
         *         "details": null
         *       }
         *     }
         */
        PricingError: {
            meta: {
                /**
                 * @description Always `fail` on an error response.
                 * @constant
                 */
                status: "fail";
            };
            data: {
                /** @description Human-readable explanation. */
                message: string & unknown;
                /** @description Extra data (validation messages and the like), or null; may be absent (assumed). */
                details?: Record<string, unknown> | null;
            };
        };
        /**
         * @description A vehicle of a recent comparable move. Unlike the request, `year` is an integer here.
         * @example {
         *       "type": "sedan",
         *       "year": 2018,
         *       "make": "Honda",
         *       "model": "Accord",
         *       "is_inoperable": false,
         *       "requires_enclosed_trailer": false
         *     }
         */
        RecentMoveVehicle: {
            /** @description Vehicle type, such as `sedan`. */
            type?: string;
            /** @description Model year. */
            year?: number;
            /** @description Vehicle make. */
            make?: string;
            /** @description Vehicle model. */
            model?: string;
            /** @description Whether the vehicle did not run. */
            is_inoperable?: boolean;
            /** @description Whether the vehicle needed an enclosed trailer. */
            requires_enclosed_trailer?: boolean;
        };
        /**
         * @description A recent comparable move. The complete list of `status` values is not shown (`invoiced` appears); prices are assumed to be in US dollars (GAPS.md). Which fields are always present is not shown, so none is marked required.
         * @example {
         *       "delivered_date": "2026-02-20",
         *       "dispatched_date": "2026-02-16",
         *       "posting_date": "2026-02-14",
         *       "price": 1100,
         *       "posted_price": 1050,
         *       "status": "invoiced",
         *       "pickup_city": "Chicago",
         *       "pickup_state": "IL",
         *       "delivery_city": "Houston",
         *       "delivery_state": "TX",
         *       "distance_miles": 1085,
         *       "vehicles": [
         *         {
         *           "type": "sedan",
         *           "year": 2018,
         *           "make": "Honda",
         *           "model": "Accord",
         *           "is_inoperable": false,
         *           "requires_enclosed_trailer": false
         *         }
         *       ]
         *     }
         */
        RecentMove: {
            /**
             * Format: date
             * @description Delivery date, `yyyy-MM-dd`.
             */
            delivered_date?: string;
            /**
             * Format: date
             * @description Dispatch date, `yyyy-MM-dd`.
             */
            dispatched_date?: string;
            /**
             * Format: date
             * @description Posting date, `yyyy-MM-dd`.
             */
            posting_date?: string;
            /** @description Price paid for the move (US dollars assumed). */
            price?: number;
            /** @description Price the move was posted at (US dollars assumed). */
            posted_price?: number;
            /** @description Status of the move, such as `invoiced`; other values are not shown. */
            status?: string;
            /** @description Pickup city. */
            pickup_city?: string;
            /** @description Pickup state. */
            pickup_state?: string;
            /** @description Delivery city. */
            delivery_city?: string;
            /** @description Delivery state. */
            delivery_state?: string;
            /** @description Route distance in miles. */
            distance_miles?: number;
            /** @description The vehicles of the move. */
            vehicles?: components["schemas"]["RecentMoveVehicle"][];
        };
        /**
         * @description The `data` of a version 2 response: every version 1 field (`RecommendedPriceV1Data`) plus the recommended price range, the expected time to dispatch (in days, assumed) and recent comparable moves.
         * @example {
         *       "price": 1150,
         *       "price_per_mile": 1.07,
         *       "distance_miles": 1082,
         *       "confidence": 0.86,
         *       "volume": 143,
         *       "price_range_lower": 1025,
         *       "price_range_upper": 1275,
         *       "min_expected_time_to_dispatch": 1.5,
         *       "max_expected_time_to_dispatch": 3.5,
         *       "recent_moves": [
         *         {
         *           "delivered_date": "2026-02-20",
         *           "dispatched_date": "2026-02-16",
         *           "posting_date": "2026-02-14",
         *           "price": 1100,
         *           "posted_price": 1050,
         *           "status": "invoiced",
         *           "pickup_city": "Chicago",
         *           "pickup_state": "IL",
         *           "delivery_city": "Houston",
         *           "delivery_state": "TX",
         *           "distance_miles": 1085,
         *           "vehicles": [
         *             {
         *               "type": "sedan",
         *               "year": 2018,
         *               "make": "Honda",
         *               "model": "Accord",
         *               "is_inoperable": false,
         *               "requires_enclosed_trailer": false
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        RecommendedPriceV2Data: components["schemas"]["RecommendedPriceV1Data"] & {
            /** @description Lower bound of the recommended price range (US dollars assumed). */
            price_range_lower: number;
            /** @description Upper bound of the recommended price range (US dollars assumed). */
            price_range_upper: number;
            /** @description Shortest expected time until a carrier is dispatched, a decimal (days assumed). */
            min_expected_time_to_dispatch: number;
            /** @description Longest expected time until a carrier is dispatched, a decimal (days assumed). */
            max_expected_time_to_dispatch: number;
            /** @description Recent comparable moves. */
            recent_moves: components["schemas"]["RecentMove"][];
        };
        /**
         * @description Version 2 response, a superset of the version 1 response (`RecommendedPriceV1`): the same envelope (`meta` is `SuccessMeta`), with `data` declared as `RecommendedPriceV2Data`, an `allOf` of the version 1 data (`RecommendedPriceV1Data`) and the version 2 additions (the recommended price range, the expected time to dispatch and recent comparable moves).
         * @example {
         *       "meta": {
         *         "status": "success"
         *       },
         *       "data": {
         *         "price": 1150,
         *         "price_per_mile": 1.07,
         *         "distance_miles": 1082,
         *         "confidence": 0.86,
         *         "volume": 143,
         *         "price_range_lower": 1025,
         *         "price_range_upper": 1275,
         *         "min_expected_time_to_dispatch": 1.5,
         *         "max_expected_time_to_dispatch": 3.5,
         *         "recent_moves": [
         *           {
         *             "delivered_date": "2026-02-20",
         *             "dispatched_date": "2026-02-16",
         *             "posting_date": "2026-02-14",
         *             "price": 1100,
         *             "posted_price": 1050,
         *             "status": "invoiced",
         *             "pickup_city": "Chicago",
         *             "pickup_state": "IL",
         *             "delivery_city": "Houston",
         *             "delivery_state": "TX",
         *             "distance_miles": 1085,
         *             "vehicles": [
         *               {
         *                 "type": "sedan",
         *                 "year": 2018,
         *                 "make": "Honda",
         *                 "model": "Accord",
         *                 "is_inoperable": false,
         *                 "requires_enclosed_trailer": false
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        RecommendedPriceV2: {
            meta: components["schemas"]["SuccessMeta"];
            data: components["schemas"]["RecommendedPriceV2Data"];
        };
    };
    responses: {
        /** @description The body is invalid (malformed JSON, a missing or wrong field) or a location is unknown. Not shown in the source document: the status code and the body are assumed (GAPS.md). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PricingError"];
            };
        };
        /** @description The `X-API-Key` header is missing or the key is wrong. Not shown in the source document: the status code and the body are assumed (GAPS.md). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "meta": {
                 *         "status": "fail"
                 *       },
                 *       "data": {
                 *         "message": "Invalid or missing API key",
                 *         "details": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PricingError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaTrailerType = components['schemas']['TrailerType'];
export type SchemaLocation = components['schemas']['Location'];
export type SchemaPriceRequestVehicle = components['schemas']['PriceRequestVehicle'];
export type SchemaRecommendedPriceRequest = components['schemas']['RecommendedPriceRequest'];
export type SchemaSuccessMeta = components['schemas']['SuccessMeta'];
export type SchemaRecommendedPriceV1Data = components['schemas']['RecommendedPriceV1Data'];
export type SchemaRecommendedPriceV1 = components['schemas']['RecommendedPriceV1'];
export type SchemaPricingError = components['schemas']['PricingError'];
export type SchemaRecentMoveVehicle = components['schemas']['RecentMoveVehicle'];
export type SchemaRecentMove = components['schemas']['RecentMove'];
export type SchemaRecommendedPriceV2Data = components['schemas']['RecommendedPriceV2Data'];
export type SchemaRecommendedPriceV2 = components['schemas']['RecommendedPriceV2'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type $defs = Record<string, never>;
export interface operations {
    getRecommendedPriceV1: {
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
                 *       "trailer_type": "open",
                 *       "pickup": {
                 *         "city": "Chicago",
                 *         "state": "IL",
                 *         "zip": "60601"
                 *       },
                 *       "delivery": {
                 *         "city": "Houston",
                 *         "state": "TX",
                 *         "zip": "77002"
                 *       },
                 *       "vehicles": [
                 *         {
                 *           "type": "sedan",
                 *           "make": "Toyota",
                 *           "model": "Camry",
                 *           "year": "2019",
                 *           "is_inoperable": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RecommendedPriceRequest"];
            };
        };
        responses: {
            /** @description The recommended price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "meta": {
                     *         "status": "success"
                     *       },
                     *       "data": {
                     *         "price": 1150,
                     *         "price_per_mile": 1.07,
                     *         "distance_miles": 1082,
                     *         "confidence": 0.86,
                     *         "volume": 143
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RecommendedPriceV1"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getRecommendedPriceV2: {
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
                 *       "trailer_type": "open",
                 *       "pickup": {
                 *         "city": "Chicago",
                 *         "state": "IL",
                 *         "zip": "60601"
                 *       },
                 *       "delivery": {
                 *         "city": "Houston",
                 *         "state": "TX",
                 *         "zip": "77002"
                 *       },
                 *       "vehicles": [
                 *         {
                 *           "type": "sedan",
                 *           "make": "Toyota",
                 *           "model": "Camry",
                 *           "year": "2019",
                 *           "is_inoperable": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RecommendedPriceRequest"];
            };
        };
        responses: {
            /** @description The recommended price, its range, the expected time to dispatch and recent comparable moves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "meta": {
                     *         "status": "success"
                     *       },
                     *       "data": {
                     *         "price": 1150,
                     *         "price_per_mile": 1.07,
                     *         "distance_miles": 1082,
                     *         "confidence": 0.86,
                     *         "volume": 143,
                     *         "price_range_lower": 1025,
                     *         "price_range_upper": 1275,
                     *         "min_expected_time_to_dispatch": 1.5,
                     *         "max_expected_time_to_dispatch": 3.5,
                     *         "recent_moves": [
                     *           {
                     *             "delivered_date": "2026-02-20",
                     *             "dispatched_date": "2026-02-16",
                     *             "posting_date": "2026-02-14",
                     *             "price": 1100,
                     *             "posted_price": 1050,
                     *             "status": "invoiced",
                     *             "pickup_city": "Chicago",
                     *             "pickup_state": "IL",
                     *             "delivery_city": "Houston",
                     *             "delivery_state": "TX",
                     *             "distance_miles": 1085,
                     *             "vehicles": [
                     *               {
                     *                 "type": "sedan",
                     *                 "year": 2018,
                     *                 "make": "Honda",
                     *                 "model": "Accord",
                     *                 "is_inoperable": false,
                     *                 "requires_enclosed_trailer": false
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RecommendedPriceV2"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
