// Generated from openapi/review-service.yaml. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

export interface paths {
    "/badges/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review badge data of one shop
         * @description Designed here: the spec does not show this request. Answers the shop's badge data in the requested language; 404 when the provider has no badge for the shop id.
         */
        get: operations["getReviewBadge"];
        put?: never;
        post?: never;
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
        /** @description Designed here. An error answer; the storefront reads nothing of it. */
        ReviewError: {
            message?: string;
        };
        /** @description Fields designed here: the spec names ratingvalue, ratingcount, sealcolor and reviewpage without their types. Other fields may appear. */
        ReviewBadge: {
            /**
             * @description The average rating, out of 5.
             * @example 4.8
             */
            ratingvalue: number;
            /**
             * @description How many reviews the average is of.
             * @example 1234
             */
            ratingcount: number;
            /**
             * @description The seal colour the provider suggests. The storefront uses it as an accent only when it is a hex colour (#rgb or #rrggbb) or one of gold, silver, bronze; anything else is ignored.
             * @example #c9962b
             * @example gold
             */
            sealcolor?: string | null;
            /**
             * @description Absolute https URL of the shop's review page at the provider. The storefront links it only when its host is allowed (VITE_EXTERNAL_HOSTS); otherwise the text shows without a link.
             * @example https://reviews.example/shops/X1234
             */
            reviewpage?: string | null;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getReviewBadge: {
        parameters: {
            query: {
                /** @description The badge type (locale config `rating_type`). */
                type: string;
                /** @description Where the ratings come from (locale config `rating_source`). */
                source: string;
                /** @description The shop's language code. */
                language: "de" | "ro" | "en";
            };
            header?: never;
            path: {
                /** @description The shop's id at the review provider (locale config `rating_shop_id`). */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewBadge"];
                };
            };
            /** @description No badge for this shop id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewError"];
                };
            };
            /** @description Any other failure; the storefront then shows no badge. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewError"];
                };
            };
        };
    };
}
