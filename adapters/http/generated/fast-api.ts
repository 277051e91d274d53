// Generated from openapi/fast-api.yaml. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

export interface paths {
    "/api/category_children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Child categories of a category
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getCategoryChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content lookup by id */
        get: operations["getContentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands/{id}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One brand
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/module_config_i18n/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translated module config (the SalesBar module among others)
         * @description With module_name=SalesBar, entries is keyed by country ISO alpha-2 (DE, AT, RO) or
         *     'default' and each entry carries the salesbar_* fields. Other modules use `value`.
         *     Designed here: the response envelope (spec 3 gives the sales bar entry's fields).
         */
        get: operations["getModuleConfigI18n"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locale_config/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Storefront settings per satellite and locale (spec 3 Locale config)
         * @description Answers an array (normally one item); the storefront uses the first item.
         */
        get: operations["getLocaleConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system_config/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System config variables (store info among them)
         * @description With variable_name the map holds that one variable; with satellite it holds all of
         *     the satellite's variables. The store-info keys (spec 3 Store info) are declared.
         *     Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getSystemConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category lookup by id
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_count/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product counts of all categories (spec 3 Category counts) */
        get: operations["getCategoryCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_menu/custom_attribute/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category tree for the menus (spec 3 Navigation category) */
        get: operations["getCategoryMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product_delays/custom_attribute/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery delay of a product
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getProductDelays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content_folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contents of a folder */
        get: operations["getContentFolder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google_tag_manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tag-manager tracking code (executed by the storefront)
         * @description Designed here: the response (the spec says only that its tracking code is executed).
         */
        get: operations["getGoogleTagManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/multiplier/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quantity multiplier of a variant (spec 5 quantity multiple)
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getMultiplier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/multiplier/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quantity multipliers of several variants
         * @description Designed here: the spec does not show this shape. The body lists the pse ids; the
         *     answer has one entry per pse id (multiplier 1 when none is set).
         */
        post: operations["getMultiplierBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/combinations/{product_id}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The variants (colour and size) of a product
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getProductCombinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customer comments (reviews) of a product
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fulfilment_center/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fulfilment centres holding a variant
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getFulfilmentCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_local_pickup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Local-pickup state of an order
         * @description An order without local pickup answers an empty list; a search_order_id that is not a
         *     number answers 400.
         *     Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getOrderLocalPickup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local_pickup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Local-pickup locations
         * @description The pickup points of the shop's satellite (no parameters, spec 7.2).
         *     Designed here: the response (the spec gives the path only).
         */
        get: operations["getLocalPickup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-associated-keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Associated keywords of a group (e.g. colours)
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getProductAssociatedKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/selection_product/{id}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A curated product selection
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getSelectionProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fulfilment_center_stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock of a variant per fulfilment centre
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getFulfilmentCenterStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommendation/item-data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recommendations for a product
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getRecommendationItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommendation/category-data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recommendations for a category
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getRecommendationCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommendation/bestseller-data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bestsellers
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getRecommendationBestsellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_count/single/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product count of one category, optionally for one brand
         * @description Designed here: the response, one entry of spec 3's category counts (the spec gives
         *     the path and query only).
         */
        get: operations["getCategoryCountSingle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brands, optionally of one category
         * @description Designed here: the response (the spec gives the path and query only).
         */
        get: operations["getBrandList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand_count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product count of a brand
         * @description Designed here: the response, one entry of spec 3's category counts (the spec gives
         *     the path only).
         */
        get: operations["getBrandCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand_category_count/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product count of a brand within a category
         * @description Designed here: the response, one entry of spec 3's category counts (the spec gives
         *     the path and query only).
         */
        get: operations["getBrandCategoryCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/rights/{pse_id}/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * May this customer comment on this variant (spec 6)
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getCommentRights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_count/children/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product counts of the child categories of several categories
         * @description The storefront asks for the children of the category it lists (its sub-category row).
         */
        get: operations["getCategoryCountChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accessory_product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accessories of a product
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getAccessoryProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery_delay_pse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery delay of a variant
         * @description Designed here: the response (the spec gives the path only).
         */
        get: operations["getDeliveryDelayPse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search_url/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a shop URL (spec 7.2, 2.2)
         * @description An unknown URL answers 404 with `{ error }`.
         */
        post: operations["searchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{customer_id}/addresses/{address_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a customer's address
         * @description Designed here: the answer's fields (the spec gives the method and path only).
         *     Only the login bearer of the address's customer: the shop token answers 401.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/{id}/set-default": {
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
         * Make an address the default one
         * @description Designed here: the answer's fields (the spec gives the method and path only).
         *     Only the login bearer of the address's customer: the shop token answers 401.
         */
        patch: operations["setDefaultAddress"];
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
        /** @description Error body of every failure (the `default` response and the declared 4xx). Fields designed here: the spec shows no error body (spec 7: the body of an HTTP error is parsed as JSON). rewriting/get_pse/products send `error`; ExternalOrderApi and auth calls send status/message. */
        ApiError: {
            error?: string;
            message?: string;
            /** @example error */
            status?: string;
            status_code?: number;
        };
        /** @description Generic outcome of a write. Fields designed here. */
        StatusMessage: {
            status_code?: number;
            /**
             * @example success
             * @example error
             */
            status: string;
            /**
             * @example Order Local Pickup Updated
             * @example Order Local Pickup Address Updated
             */
            message?: string | null;
        };
        ProductImage: {
            image_url: string;
            /**
             * @description 1 = visible. The storefront shows the visible image with the lowest position.
             * @enum {integer}
             */
            visible: 0 | 1;
            position: number;
        };
        CategoryRef: {
            id: number;
            title: string;
        };
        ProductSize: {
            size_id?: number | null;
            name: string;
            stock: number;
            /** @description The product sale element of this colour and size. */
            pse_id: number;
        };
        ProductColour: {
            color_id: number;
            color_name: string;
            /** @example #8a8f94 */
            color_hex?: string | null;
            sizes: components["schemas"]["ProductSize"][];
        };
        ProductDocument: {
            title: string;
            url: string;
            /**
             * @example manual
             * @example assembly
             * @example warranty
             */
            type?: string | null;
        };
        /** @description Catalog product DTO (spec 3 Product). Prices are net unless named TAXED. */
        Product: {
            id: number;
            REF: string;
            TITLE: string;
            /** @description HTML. */
            DESCRIPTION?: string | null;
            CHAPO?: string | null;
            META_TITLE?: string | null;
            META_DESCRIPTION?: string | null;
            brand_id?: number | null;
            brand_name?: string | null;
            category: components["schemas"]["CategoryRef"][];
            DEFAULT_CATEGORY?: number | null;
            tag: string[];
            /** @description Net price. */
            PRICE: components["schemas"]["Money"];
            /** @description Net promo price. */
            PROMO_PRICE?: components["schemas"]["MoneyOrNull"];
            /** @enum {integer} */
            IS_PROMO?: 0 | 1;
            /** @description Net list price (struck through); null means none, the storefront then assumes a 16% markup. */
            LISTEN_PRICE?: components["schemas"]["MoneyOrNull"];
            TAXED_PRICE: components["schemas"]["Money"];
            /** @description Lowest gross price (promo if active). */
            BEST_TAXED_PRICE: components["schemas"]["Money"];
            stock: number;
            URL: string;
            images: components["schemas"]["ProductImage"][];
            /** @description Colours, each with its sizes. */
            variation: components["schemas"]["ProductColour"][];
            default_pse_id?: number | null;
            /** @description Price on request only (no cart button). */
            is_price_request?: boolean;
            /** @description Kind of product: sofa, chair, table, bed, lamp, shelf, rug, textile, ... */
            product_type?: string | null;
            /** @description Present when document=1. */
            documents?: components["schemas"]["ProductDocument"][];
        };
        UrlResolution: {
            view_id: number;
            /** @enum {string} */
            view: "product" | "category" | "content" | "brand" | "pse";
            title?: string;
        };
        SalesBarEntry: {
            /** @description May hold HTML. */
            salesbar_message?: string | null;
            salesbar_link?: string | null;
            salesbar_link_text?: string | null;
            salesbar_dismiss_button?: boolean;
            salesbar_active?: boolean;
        };
        Content: {
            id: number;
            title: string;
            /** @description HTML. */
            description?: string | null;
            chapo?: string | null;
            rewriting_url?: {
                url: string;
            };
            /** @description May hold JSON such as {"brand_id": 3, "category_id": 12}; then the content shows as a filtered listing. */
            postscriptum?: string | null;
        };
        /** @description Navigation category (spec 3), recursive. */
        NavCategory: {
            Id: number;
            Title: string;
            URL: string;
            children: components["schemas"]["NavCategory"][];
        };
        CategoryCount: {
            count: number;
        };
        /** @description Keyed by category id (as a string). */
        CategoryCounts: {
            [key: string]: components["schemas"]["CategoryCount"];
        };
        LinkItem: {
            title: string;
            url: string;
            position?: number;
        };
        ImageLink: {
            src: string;
            alt?: string | null;
            url?: string | null;
        };
        /**
         * @description Storefront settings for one satellite and locale (spec 3 Locale config). Display flags
         *     and other switches are JSON booleans; id lists are arrays of integers. Other keys are
         *     allowed by configuration (additionalProperties).
         */
        LocaleConfig: {
            lang_id: number;
            /** @example ro_RO */
            lang_locale: string;
            lang_url?: string | null;
            /** @example ro */
            lang_code: string;
            /** @example 146 */
            country_id: number;
            tax_tax_id?: number | null;
            /** @example 21% TVA */
            tax_tax_title: string;
            /**
             * @example EUR
             * @example RON
             */
            currency_code: string;
            /**
             * @example €
             * @example lei
             */
            currency_symbol: string;
            currency_name?: string | null;
            /** @default 1 */
            currency_rate: number;
            store_name: string;
            /** @description store_name and lang_code joined and upper-cased. */
            site_name: string;
            logo_url?: string | null;
            logo_mobile_url?: string | null;
            /** @description Image of the contact e-mail address (mobile menu). */
            mail_image_url?: string | null;
            footer_payment_images?: components["schemas"]["ImageLink"][];
            footer_delivery_images?: components["schemas"]["ImageLink"][];
            /** @description Romanian partner and consumer-dispute links. */
            footer_partner_links?: components["schemas"]["ImageLink"][];
            facebook_url?: string | null;
            instagram_url?: string | null;
            pinterest_url?: string | null;
            youtube_url?: string | null;
            tiktok_url?: string | null;
            /** @description Review-badge shop id. */
            rating_shop_id?: string | null;
            rating_type?: string | null;
            rating_source?: string | null;
            phone_regex?: string | null;
            vat_min_length?: number | null;
            is_phone_required?: boolean;
            config_min_price?: components["schemas"]["MoneyOrNull"];
            /** @description Country ids. */
            accepted_delivery_country?: number[];
            support_time_mo_th?: string | null;
            /** @description Base64-encoded JSON. */
            tax_serialized_requirements?: string | null;
            country_header_text?: string | null;
            country_header_icon?: string | null;
            country_header_color?: string | null;
            displayAdvent?: boolean;
            displayFullMenu?: boolean;
            displaySocialMedia?: boolean;
            displayPhone?: boolean;
            displayNewsletter?: boolean;
            displaySearch?: boolean;
            displayCountryHeader?: boolean;
            displayTrustBadges?: boolean;
            displayReviewBadge?: boolean;
            displayPaymentImages?: boolean;
            displayDeliveryImages?: boolean;
            chat_enabled?: boolean;
            pickup_enabled?: boolean;
            menu_category_ids?: number[];
            menu_content_ids?: number[];
            homepage_product_ids?: number[];
            zero_vat_category_ids?: number[];
            price_request_product_ids?: number[];
            full_menu_content_ids?: number[];
            full_menu_links?: components["schemas"]["LinkItem"][];
            /** @description Category id -> icon URL; categories without an entry use the default oval icon. */
            category_icons?: {
                [key: string]: string;
            };
            withdrawal_form_pdf?: string | null;
            /** @description Content id per legal/info page, keyed by the page's slug (data-protection, terms-and-conditions, right-of-withdrawal, faq, imprint, press, pay, delivery, shipping-costs, blog, about, contact, warranty, user-manual). */
            info_page_content_ids?: {
                [key: string]: number;
            };
            /** @description Sales bar entries keyed by country ISO alpha-2 or 'default'. */
            salesbar?: {
                [key: string]: components["schemas"]["SalesBarEntry"];
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Fields designed here. */
        Category: {
            id: number;
            title: string;
            /** @description HTML. */
            description?: string | null;
            chapo?: string | null;
            url: string;
            /** @description 0 for a top-level category. */
            parent?: number;
            position?: number;
            /** @enum {integer} */
            visible?: 0 | 1;
            image_url?: string | null;
        };
        /** @description Fields designed here. */
        Brand: {
            id: number;
            title: string;
            /** @description HTML. */
            description?: string | null;
            url: string;
            /** @description Logo image URL. */
            logo?: string | null;
        };
        ModuleConfigEntry: {
            /** @description Plain value for modules other than SalesBar. */
            value?: string | null;
            salesbar_message?: string | null;
            salesbar_link?: string | null;
            salesbar_link_text?: string | null;
            salesbar_dismiss_button?: boolean;
            salesbar_active?: boolean;
        };
        /** @description Fields designed here. */
        ModuleConfigI18n: {
            module_name: string;
            module_config_id?: number | null;
            locale?: string | null;
            /** @enum {integer} */
            module_active: 0 | 1;
            /** @description For SalesBar keyed by country ISO alpha-2 or 'default'; otherwise by config key. */
            entries: {
                [key: string]: components["schemas"]["ModuleConfigEntry"];
            };
        };
        /** @description Variable name -> value. Fields designed here; other variables may appear. */
        SystemConfig: {
            store_name?: string | null;
            store_email?: string | null;
            store_phone?: string | null;
            support_time?: string | null;
            support_time_mo_th?: string | null;
            store_address1?: string | null;
            store_city?: string | null;
            store_zipcode?: string | null;
            tracking_code?: string | null;
            /** @description The default country of company customers (spec 9; Austria, 13). Designed here: may come as a numeric string. */
            default_country_id?: string | number | null;
        } & {
            [key: string]: string | null;
        };
        /** @description Fields designed here. */
        DeliveryDelay: {
            delay_min_days: number;
            delay_max_days: number;
            /** @description Ready-made hint, e.g. next-day delivery if ordered before 13:00. */
            text?: string | null;
            /** @description Designed here: true when a freight carrier delivers the variant and phones to agree the day, so the delivery address needs a phone number (spec 5). Absent means false. */
            is_freight?: boolean;
        };
        /** @description Fields designed here. */
        Multiplier: {
            multiplier: number;
        };
        /** @description Fields designed here. */
        Combination: {
            pse_id: number;
            color_id?: number | null;
            color_name?: string | null;
            color_hex?: string | null;
            size_id?: number | null;
            size_name?: string | null;
            stock: number;
            /** @description Net price. */
            price: components["schemas"]["Money"];
            ref: string;
        };
        /** @description Fields designed here. */
        Comment: {
            id: number;
            author: string;
            rating: number;
            title?: string | null;
            content: string;
            /** @description ISO 8601 date-time. */
            created_at: string;
        };
        /** @description Fields designed here. */
        FulfilmentCenter: {
            id: number;
            name: string;
            city?: string | null;
            stock: number;
        };
        /** @description Fields designed here. */
        PickupLocation: {
            id: number;
            name: string;
            address1?: string | null;
            zipcode?: string | null;
            city?: string | null;
            country_id?: number | null;
            phone?: string | null;
            opening_hours?: string | null;
        };
        /** @description Fields designed here. */
        OrderLocalPickup: {
            order_id: number;
            /** @enum {integer} */
            local_pickup: 0 | 1;
            pickup_location?: components["schemas"]["PickupLocation"] | null;
        };
        /** @description Fields designed here. */
        AssociatedKeyword: {
            id: number;
            group_code: string;
            code?: string | null;
            title: string;
            /** @description E.g. a colour hex for the color group. */
            value?: string | null;
            position?: number;
        };
        /** @description Fields designed here. */
        Selection: {
            id: number;
            title: string;
            description?: string | null;
            products: components["schemas"]["Product"][];
        };
    };
    responses: {
        /** @description Not found; body `{ error }` (a message may come too). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Failure with a message. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No delivery delay is configured; the storefront shows none (not an error). Body `{ error }`. */
        NoDelay: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Outcome with a message. */
        Status: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description A product count (designed here; spec 3 gives counts keyed by category id). */
        Count: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CategoryCount"];
            };
        };
        /** @description Products (full DTOs) in a `{ products }` envelope designed here. */
        ProductList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    products: components["schemas"]["Product"][];
                };
            };
        };
    };
    parameters: {
        IdPath: number;
        LocalePath: string;
        LocaleOptional: string;
        /** @description The attribute that carries the multiplier. */
        AttributeId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCategoryChildren: {
        parameters: {
            query: {
                category_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getContentById: {
        parameters: {
            query: {
                content_id: number;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getModuleConfigI18n: {
        parameters: {
            query: {
                module_name: string;
                module_config_id?: number;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module's config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleConfigI18n"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getLocaleConfig: {
        parameters: {
            query: {
                satellite: string;
                locale: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Locale configs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocaleConfig"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getSystemConfig: {
        parameters: {
            query?: {
                variable_name?: string;
                satellite?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Variable name -> value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemConfig"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCategories: {
        parameters: {
            query: {
                /** @description One id or a comma-separated list. */
                category_id: string;
                visible?: 0 | 1;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCategoryCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts keyed by category id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryCounts"];
                };
            };
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCategoryMenu: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level categories with nested children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavCategory"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getProductDelays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDelay"];
                };
            };
            404: components["responses"]["NoDelay"];
            default: components["responses"]["Error"];
        };
    };
    getContentFolder: {
        parameters: {
            query: {
                folder_id: number;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder's contents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getGoogleTagManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tracking_code: string | null;
                    };
                };
            };
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getMultiplier: {
        parameters: {
            query: {
                locale?: components["parameters"]["LocaleOptional"];
                /** @description The attribute that carries the multiplier. */
                attribute_id?: components["parameters"]["AttributeId"];
                pse_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The multiplier (1 when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Multiplier"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getMultiplierBulk: {
        parameters: {
            query?: {
                /** @description The attribute that carries the multiplier. */
                attribute_id?: components["parameters"]["AttributeId"];
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pse_ids: number[];
                };
            };
        };
        responses: {
            /** @description Multipliers per pse id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pse_id: number;
                        multiplier: number;
                    }[];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getProductCombinations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product_id: number;
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combinations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Combination"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getFulfilmentCenters: {
        parameters: {
            query: {
                /** @description The pse id. */
                search_pse: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The centres with their stock of the variant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FulfilmentCenter"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getOrderLocalPickup: {
        parameters: {
            query: {
                search_order_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zero or one entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLocalPickup"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getLocalPickup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupLocation"][];
                };
            };
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getProductAssociatedKeywords: {
        parameters: {
            query: {
                group_code: string;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keywords. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssociatedKeyword"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getSelectionProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The selection and its products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Selection"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getFulfilmentCenterStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The centres with their stock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FulfilmentCenter"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getRecommendationItems: {
        parameters: {
            query: {
                /** @description Recommendation options as the recommender expects them (opaque string). */
                options?: string;
                product_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getRecommendationCategory: {
        parameters: {
            query: {
                category_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getRecommendationBestsellers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCategoryCountSingle: {
        parameters: {
            query?: {
                brand_id?: number;
            };
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBrandList: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
                category_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"][];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getBrandCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBrandCategoryCount: {
        parameters: {
            query: {
                brand_id: number;
                category_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCommentRights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pse_id: number;
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        can_comment: boolean;
                        /**
                         * @example not_purchased
                         * @example already_commented
                         */
                        reason?: string | null;
                    };
                };
            };
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCategoryCountChildren: {
        parameters: {
            query: {
                /** @description Comma-separated ids of the parent categories. */
                category_ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts of their child categories, keyed by child category id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryCounts"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getAccessoryProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getDeliveryDelayPse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDelay"];
                };
            };
            404: components["responses"]["NoDelay"];
            default: components["responses"]["Error"];
        };
    };
    searchUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example ro_RO */
                    view_locale: string;
                    /** @example canapea-extensibila-oslo.html */
                    view_url: string;
                };
            };
        };
        responses: {
            /** @description What the URL points at. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UrlResolution"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
                address_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
}
