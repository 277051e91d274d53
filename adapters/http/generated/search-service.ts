// Generated from openapi/search-service.yaml. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

export interface paths {
    "/multi-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run several search queries in one request
         * @description Designed here: the syntax of each query's `q` (words, `"` phrases and `-` exclusions; no escape character), see the description above.
         */
        post: operations["multiSearch"];
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
        /** @description An amount of money in the shop's currency (a price, total, postage or discount): a finite number, not negative, at most 10,000,000. The ceiling is the storefront's sanity bound, not a wire shape: no order of this shop comes near it, it keeps cent sums far inside exact double arithmetic, and a value above it (e.g. 1e308, shown as "∞") is a data error, so the answer fails validation. */
        Money: number;
        /** @description A Money amount, or null where there is none. */
        MoneyOrNull: number | null;
        /** @description The error body of every failure (Meilisearch's error object; the spec shows none). */
        SearchError: {
            message: string;
            /**
             * @example invalid_search_filter
             * @example missing_authorization_header
             * @example invalid_api_key
             */
            code: string;
            /**
             * @example invalid_request
             * @example auth
             */
            type?: string;
            link?: string;
        };
        SearchQuery: {
            /**
             * @example ro_products
             * @example ro_contents
             */
            indexUid: string;
            /** @description The search term (at least 4 characters) in the query syntax designed here: words, `"` phrases and `-` exclusions, no escape character. The storefront sends neither operator. */
            q?: string;
            /** @description Filter expression, e.g. 'is_visible = true', or an array of expressions (AND; inner arrays OR). */
            filter?: string | (string | string[])[];
            /**
             * @example 6
             * @example 100
             */
            limit?: number;
            offset?: number;
            facets?: string[];
            attributesToRetrieve?: string[];
            sort?: string[];
        };
        SearchResult: {
            indexUid: string;
            query?: string;
            /** @description ProductHit items for the product index, ContentHit items for the content index. */
            hits: (components["schemas"]["ProductHit"] | components["schemas"]["ContentHit"])[];
            processingTimeMs?: number;
            limit?: number;
            offset?: number;
            estimatedTotalHits?: number;
            /** @description Facet name -> value -> number of hits, e.g. {"categories": {"Canapele": 12}}. */
            facetDistribution?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            facetStats?: {
                [key: string]: {
                    min?: number;
                    max?: number;
                };
            };
        };
        HitImage: {
            image_url: string;
            /** @enum {integer} */
            visible: 0 | 1;
            position: number;
        };
        /** @description A product document (spec 3 Search hit). Prices are net. */
        ProductHit: {
            id: number;
            ref: string;
            title: string;
            /** @description Locale (e.g. ro_RO) -> product URL path. */
            urls: {
                [key: string]: string;
            };
            images: components["schemas"]["HitImage"][];
            /** @description Country ISO alpha-2 (DE, AT, RO) -> currency code (EUR, RON) -> net price. */
            prices: {
                [key: string]: {
                    [key: string]: components["schemas"]["Money"];
                };
            };
            /** @description Net list price shown struck through; null when none. */
            listen_price?: components["schemas"]["MoneyOrNull"];
            stock: number;
            /** @description Category titles (the facet values). */
            categories?: string[];
            fulfilment_center?: components["schemas"]["HitFulfilmentCenter"][];
            /** @description JSON text holding a colour, e.g. {"color": "Gri", "color_hex": "#8a8f94"}. */
            associated_keywords?: string | null;
            pse_id: number;
            is_visible?: boolean;
            _rankingScore?: number;
        };
        HitFulfilmentCenter: {
            id: number;
            name: string;
            stock?: number;
        };
        /** @description A content-page document. */
        ContentHit: {
            id: number;
            title: string;
            url: string;
            is_visible?: boolean;
            _rankingScore?: number;
        };
    };
    responses: {
        /** @description Meilisearch-style error. */
        SearchError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    multiSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    queries: components["schemas"]["SearchQuery"][];
                };
            };
        };
        responses: {
            /** @description One result per query, in query order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["SearchResult"][];
                    };
                };
            };
            400: components["responses"]["SearchError"];
            401: components["responses"]["SearchError"];
            403: components["responses"]["SearchError"];
            default: components["responses"]["SearchError"];
        };
    };
}
