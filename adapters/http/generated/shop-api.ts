// Generated from openapi/shop-api.yaml. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

export interface paths {
    "/api/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product listing (spec 7.1)
         * @description Paged product listing. Query parameters as in spec 7.1.
         *     Designed here: the spec does not show this shape. The response envelope
         *     `{ products, total }` is designed; `total` is the number of matching products
         *     across all pages.
         */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products_list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product list with satellite, id and locale filters (spec 7.1)
         * @description Same as /api/products/ plus satellite, id, brand and locale.
         *     Designed here: the spec does not show this shape. The response envelope
         *     `{ products, total }` is designed.
         */
        get: operations["getProductsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product (spec 7.1; also 7.4 "GET /products/{id}")
         * @description Responds with an array; the storefront uses the first item. An unknown id answers 404 or an empty array.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category (spec 7.1)
         * @description The storefront uses the first entry of categoryItems.
         *     Designed here: the fields of a categoryItems entry, after Thelia's Category loop
         *     (the spec names the envelope only).
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfigApi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search-service connection settings (spec 7.1)
         * @description The search client is built from this answer.
         *     Designed here: scheme, host, port and the front credentials may be left out behind a
         *     search proxy (the spec lists the fields); language_index_prefixes names each interface
         *     language's indexes, so a search runs in the shopper's language.
         */
        get: operations["getConfigApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewriting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a shop URL (spec 7.1 rewriting, 2.2)
         * @description An unknown URL answers 404 with `{ error }`.
         */
        get: operations["resolveUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_pse/{PRODUCT_SALE_ELEMENT}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product variant (spec 7.1)
         * @description Designed here: the variant's fields, after Thelia's ProductSaleElements loop (the
         *     spec names the call only).
         */
        get: operations["getPse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/features/product/{productID}/{langCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's features (spec 7.1)
         * @description Designed here: the fields (the spec names the path only); the envelope FeatureItems
         *     follows the ExternalOrderApi `XxxItems` convention.
         */
        get: operations["getProductFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a variant to the cart (spec 7.3, 4 Cart)
         * @description Succeeds only when status_code is 200 and data.quantity is present. A stale cart id
         *     answers 'Cart not found' (404); a junk cart id answers 'invalid cartId' (400). The
         *     same error bodies may also arrive with HTTP 200: branch on status_code and message.
         *     Designed here: the fields of thelia_login, and the cart answer's `changes` (filled
         *     by cart/validate).
         */
        post: operations["cartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a line's quantity (spec 7.3)
         * @description action decrease subtracts quantity, action update sets it, no action adds it.
         *     Designed here: the fields of thelia_login, and the cart answer's `changes` (filled
         *     by cart/validate).
         */
        post: operations["cartUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a line (spec 7.3)
         * @description Designed here: the cart answer's `changes` (filled by cart/validate).
         */
        post: operations["cartDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Empty the cart (spec 7.3)
         * @description Designed here: the fields of thelia_login, and the cart answer's `changes` (filled
         *     by cart/validate).
         */
        post: operations["cartClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the cart with its lines (spec 7.3)
         * @description Designed here: the fields of thelia_login, and the cart answer's `changes` (filled
         *     by cart/validate).
         */
        post: operations["cartGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-check lines before checkout (spec 7.3, 8 Cart changes)
         * @description The payload is passed through from the caller (spec 7.3); the declared fields are the
         *     ones the storefront sends, others are allowed. The answer carries the lines with
         *     current price, promo and deliverability, and a list of changes.
         *     Designed here: the declared request fields, the fields of thelia_login, and the
         *     answer's `changes`.
         */
        post: operations["cartValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/assignCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach the cart to the logged-in customer (spec 7.3)
         * @description Sent only when the cart has lines.
         *     Designed here: the cart answer's `changes` (filled by cart/validate).
         */
        post: operations["cartAssignCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/fulfilment_center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a line to another fulfilment centre (spec 4 Cart "change fulfilment centre", 3 Cart item)
         * @description Designed here: the spec does not show this shape. The spec names the action and the
         *     line field selectedFulfilmentCenter but not the call: path and payload designed, in the
         *     style of the other 7.3 cart calls. Answers the cart envelope of cart/update; succeeds
         *     only when status_code is 200. A stale cart id answers 'Cart not found' (404); a junk
         *     cart id answers 'invalid cartId' (400). The same error bodies may also arrive with
         *     HTTP 200: branch on status_code and message.
         */
        post: operations["cartChangeFulfilmentCenter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that the cart exists and a quantity is available (spec 7.3 last bullet, 4 Cart "Add")
         * @description Designed here: the spec does not show this shape. Path designed; payload and
         *     response keys as spec 7.3 lists them. Called before add: 'Cart not found' makes the
         *     storefront drop its stored cart id. data.quantity is the quantity that can be placed.
         */
        post: operations["cartCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cart service call of the cart store (spec 7.3 last bullet)
         * @description Designed here: the spec does not show this shape. Path designed; payload and
         *     response keys as spec 7.3 lists them. Applies item/quantity/action to the cart
         *     (action decrease subtracts, update sets, none adds) and answers the resulting line.
         */
        post: operations["cartService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applepay/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with the wallet provider (spec 7.4 /{provider}/pay, code applepay)
         * @description Designed here: the spec does not show this shape. The path name is designed (the
         *     spec says only "the wallet provider"); the body is spec 7.4's.
         */
        post: operations["payApplePay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globalcard/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with the global card provider (spec 7.4, code globalcard)
         * @description Designed here: the spec does not show this shape. The path name is designed (the
         *     spec says only "the global-card provider"); the body is spec 7.4's.
         */
        post: operations["payGlobalCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instanttransfer/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay by instant bank transfer (spec 7.4, code instanttransfer)
         * @description Designed here: the spec does not show this shape. The path name is designed (the
         *     spec says only "the instant-transfer provider"); the body is spec 7.4's.
         */
        post: operations["payInstantTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with the card provider (spec 7.4, code card)
         * @description Designed here: the spec does not show this shape. The path name is designed (the
         *     spec says only "the card provider"); the body is spec 7.4's. This provider may answer
         *     a value starting with the session marker instead of a redirect address (spec 4
         *     Orders and payment); the storefront passes it back instead of redirecting.
         */
        post: operations["payCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ramburs/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cash on delivery (spec 7.4, code ramburs)
         * @description Designed here: the answer's fields (spec 7.4 says only: a redirect address or a
         *     session marker).
         */
        post: operations["payRamburs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vorkasse/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepayment (spec 7.4, code vorkasse)
         * @description Designed here: the answer's fields (spec 7.4 says only: a redirect address or a
         *     session marker).
         */
        post: operations["payVorkasse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bnpl/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy now, pay later (spec 7.4, code bnpl)
         * @description Designed here: the spec does not show this shape. The path name is designed (the
         *     spec says only "the buy-now-pay-later provider"); the body is spec 7.4's.
         */
        post: operations["payBnpl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/amazon/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wallet payment with an Amazon Pay session (spec 7.4)
         * @description Designed here: the answer's fields (spec 7.4 says only: a redirect address or a
         *     session marker).
         */
        post: operations["payAmazon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paypal/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a PayPal approval (spec 7.4)
         * @description Designed here: the answer's fields.
         */
        post: operations["paypalAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paypal/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a cancelled PayPal approval (spec 7.4)
         * @description The body is the data PayPal hands back plus satellite.
         *     Designed here: the answer's fields.
         */
        post: operations["paypalCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order (spec 7.4)
         * @description A customer call (login bearer). Failure shows 'Failed to cancel order. Please try again
         *     or contact support.'; 401 ends the session.
         *     Designed here: the answer's fields.
         */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a distance contract online (Directive (EU) 2023/2673)
         * @description Designed here: the spec has no withdrawal call. Directive (EU) 2023/2673 adds to the
         *     Consumer Rights Directive an online withdrawal function (a "withdraw from contract
         *     here" button) that shops must offer from 19 June 2026; this is the call behind it.
         *     A logged-in customer sends `{order_id}` with the login bearer; a guest sends the
         *     `{ref, hash}` of the guest-invoice link with the shop token. The answer confirms the
         *     withdrawal with the moment the shop recorded it (the confirmation on a durable
         *     medium is the shop's e-mail). After the withdrawal period has ended the answer is
         *     409 with a message; a body that names no order is 400; an unknown order or a hash
         *     that does not match is 404.
         *     With `order_id`, only the login bearer of the order's customer: the shop token answers 401.
         */
        post: operations["orderWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/localpickup/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch an order to local pickup (spec 7.4)
         * @description The payload is passed through (spec 7.4); declared fields are the designed ones the
         *     storefront sends (order_id and local_pickup_id). Succeeds only when message is 'Order
         *     Local Pickup Updated'.
         *     Designed here: the declared request fields and the answer's fields.
         */
        post: operations["localPickupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/localPickupAddress/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the pickup address of a local-pickup order (spec 7.4)
         * @description The payload is passed through (spec 7.4). Succeeds only when message is
         *     'Order Local Pickup Address Updated'; failure shows 'Could not process local pickup address.'
         *     The storefront sends order_id and address_id.
         *     Designed here: the declared request fields and the answer's fields.
         */
        post: operations["localPickupAddressOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customdelivery/postage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery cost for a cart (spec 7.4, 4 Delivery cost)
         * @description A response error 'Invalid data' leaves the delivery cost loading.
         */
        post: operations["getPostage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order (spec 7.4)
         * @description With ?customer the first of OrderItems is used. A customer call (login bearer).
         *     Designed here: the fields of an OrderItems entry (spec 3: their fields are not
         *     shown), after Thelia's Order loop.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's orders (spec 7.4), or the order placed from a cart
         * @description A customer call (login bearer); 401 when the token has expired. Spec 7.4 reads a
         *     customer's orders with `customer`. Designed here: with `cart_id` instead, the answer
         *     is the order placed from that cart (zero or one item), for the order-placed page the
         *     payment provider returns to with the cart id; a guest sends the shop token. A cart
         *     without an order answers an empty OrderItems.
         *     The fields of an OrderItems entry are designed here as for GET …/order/{id}.
         *     With `customer`, only the login bearer of that customer: the shop token, or another customer's token, answers 401. Designed here: with `cart_id`, the shop token reads only a guest's order (a customer's needs the login bearer).
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/order_product/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lines of an order (spec 7.4)
         * @description A customer call (login bearer).
         *     Designed here: the fields of an OrderProductItems entry (spec 3: not shown), after
         *     Thelia's OrderProduct loop.
         *     Only the login bearer of the order's customer; designed here: the shop token reads the lines of a guest's order only (the order-placed page of a guest checkout), and answers 401 for any other order.
         */
        get: operations["getOrderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/order_address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An address as it was copied onto an order (Thelia OrderAddress loop)
         * @description Designed here: the spec has no call for it, but an order's INVOICE_ADDRESS and
         *     DELIVERY_ADDRESS are order-address ids (Thelia copies the addresses onto the order,
         *     so a later change of the customer's address book does not rewrite a past order),
         *     and the order screen shows both. Shaped after Thelia's OrderAddress loop, in the
         *     envelope of the other ExternalOrderApi reads. A customer call (login bearer).
         *     Only the login bearer of the order's customer; designed here: the shop token reads the addresses of a guest's order only, and answers 401 for any other order.
         */
        get: operations["getOrderAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/invoice/{ref}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guest's order by the guest-invoice link (spec 6, route /guest/invoice/{ref}/{hash})
         * @description Designed here: spec 6 lets guests open invoices through /guest/invoice/{ref}/{hash}
         *     but names no call behind it. A guest has no login token, so the order reads above
         *     (customer calls) cannot serve the screen; this one answers the order, its lines and
         *     both order addresses in one object, authorised by the hash of the link (shop token).
         *     A ref and hash that do not match answer 404.
         */
        get: operations["getGuestInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods for a cart, titles in the shop's default language (spec 7.4) */
        get: operations["getActivePaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods for a cart, titles in a locale (spec 7.4) */
        get: operations["getActivePaymentMethodsByLocale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery methods for a cart (spec 7.4, 4 Delivery method)
         * @description Designed here: the delivery module's `code` (the spec names id and position).
         */
        get: operations["getActiveDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/getQrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank-transfer QR code for an order (spec 7.4)
         * @description Designed here: the spec does not show this shape. A bank-transfer QR code (EPC/GiroCode
         *     style, EPC069-12) for an order paid by instant transfer or prepayment: the shop knows
         *     the amount, currency and reference from the order, so the request names the order
         *     only. qr_code is a data: URI of an image, or the payload text for the client to
         *     render; the transfer data comes along for clients that show it in words. An unknown
         *     order answers 404; an order that is not paid by transfer answers 400.
         */
        post: operations["getQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/customer/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customer lookup by e-mail (spec 7.5)
         * @description A customer call (login bearer).
         *     Designed here: VAT_NUMBER, the company customer's VAT number.
         */
        get: operations["getCustomerByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/address/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's addresses (spec 7.5)
         * @description A customer call (login bearer).
         *     Designed here: the fields of an AddressItems entry (spec 3: not shown), after
         *     Thelia's Address loop.
         */
        get: operations["getAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address (spec 7.5)
         * @description Designed here: the spec does not show this shape. The body is the address in the
         *     same shape PUT uses, plus CUSTOMER (the customer id, as in Thelia's Address loop).
         *     A customer call (login bearer).
         */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an address (spec 7.5)
         * @description The body is the address without its id. A customer call (login bearer).
         *     Designed here: the address fields (the spec says only: the address without its id)
         *     and the answer's fields.
         */
        put: operations["updateAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/county/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counties (states) of a country (spec 7.5)
         * @description id is the country id; reference data, sent with the shop token.
         *     Designed here: the item fields, after Thelia's State loop (ID, TITLE, ISOCODE,
         *     COUNTRY) in lower case.
         */
        get: operations["getCounty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/insertCoupon/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a coupon to the cart (spec 7.5)
         * @description Designed here: the answer's fields (the same shape as the coupon lookup).
         *     A coupon on a customer's cart (`customer_id` set) needs the login bearer of that customer:
         *     the shop token, or another customer's token, answers 401. A visitor's cart takes the shop token.
         */
        post: operations["insertCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExternalOrderApi/coupon/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Coupon lookup used by the header and mini cart (spec 7.5)
         * @description Designed here: the spec does not show this shape. Looks up the coupon applied to a
         *     cart (code and discount) without changing it; a failure is only logged.
         *     A coupon on a customer's cart (`customer_id` set) needs the login bearer of that customer:
         *     the shop token, or another customer's token, answers 401. A visitor's cart takes the shop token.
         */
        post: operations["getCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the customer's password (spec 7.5)
         * @description Designed here: the spec does not show this shape.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the login token (spec 7.5, 4 Login session)
         * @description Called at two thirds of the token's life with the login bearer; failure logs 'Failed
         *     to refresh token'. An expired token answers 401.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (spec 5, 6, 8 'Wrong login data')
         * @description Designed here: the spec does not show this shape. Wrong credentials answer 401 with
         *     message 'Wrong login data'.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account (spec 5, 8 Registration)
         * @description Designed here: the spec does not show this shape. A taken e-mail answers 409 with
         *     message 'Email address already exists'; other failures show 'Could not register your
         *     customer details'. With guest true a guest customer is created for guest checkout:
         *     no password, never 409 (a guest may use the e-mail of an account), the delivery
         *     address in the address fields and address_id, a separate invoice address in
         *     invoice_address and invoice_address_id.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset e-mail (route /forgot-password)
         * @description Designed here: the spec does not show this shape.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Newsletter sign-up (route /newsletter, spec 5)
         * @description Designed here: the spec does not show this shape.
         */
        post: operations["newsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Newsletter unsubscribe (route /newsletter-unsubscribe)
         * @description Designed here: the spec does not show this shape.
         */
        post: operations["newsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkVatNumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a company VAT number (spec 5, 8 'Could not validate VAT number')
         * @description Designed here: the spec does not show this shape.
         */
        post: operations["checkVatNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Store contact data for header, footer and error page (spec 2.5, 3 Store info)
         * @description Designed here: the spec does not show this shape. The fast API's
         *     system_config/custom_attribute/?satellite carries the same keys.
         */
        get: operations["getStoreInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/module_config/SalesBar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SalesBar module config (spec 3 Sales bar config, 4 Sales bar)
         * @description Designed here: the spec does not show this shape. entries is keyed by country
         *     ISO alpha-2 (DE, AT, RO) or 'default'; the country's entry wins over 'default'.
         */
        get: operations["getSalesBarConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Store-config lookup by satellite and locale (spec 7.5)
         * @description Designed here: the spec does not show this shape. Answers one locale config (the
         *     fast API's locale_config/custom_attribute/ answers an array of the same objects).
         */
        get: operations["getStoreConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Content lookup by id (spec 7.5; full-menu content entries, 2.2 Content)
         * @description Designed here: the spec does not show this shape.
         */
        get: operations["getContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category tree for the menus (spec 2.5, 3 Navigation category)
         * @description Designed here: the spec does not show this shape. Same items as the fast API's category_menu/custom_attribute/.
         */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product counts per category (spec 2.5, 3 Category counts)
         * @description Designed here: the spec does not show this shape. Same map as the fast API's category_count/custom_attribute/.
         */
        get: operations["getCategoryCounts"];
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
        ProductPage: {
            products: components["schemas"]["Product"][];
            /** @description Matching products over all pages. */
            total: number;
        };
        /** @description A categoryItems entry. Fields designed here, after Thelia's Category loop. */
        CategoryItem: {
            id: number;
            TITLE: string;
            /** @description HTML. */
            DESCRIPTION?: string | null;
            CHAPO?: string | null;
            POSTSCRIPTUM?: string | null;
            URL: string;
            /** @description Parent category id; 0 for a top-level category. */
            PARENT?: number;
            POSITION?: number;
            /** @enum {integer} */
            VISIBLE?: 0 | 1;
            IMAGE_URL?: string | null;
            META_TITLE?: string | null;
            META_DESCRIPTION?: string | null;
        };
        /** @description Where and how the browser reaches the search service. Designed here: scheme, host, port and the front credentials may be left out when the storefront is deployed with a search proxy (VITE_SEARCH_PROXY_URL), which keeps the credentials on the server; the index names are always needed. */
        SearchConfig: {
            /** @example https */
            scheme?: string;
            host?: string;
            /** @description May come as a string. */
            port?: number | string;
            /** @description With front_password, sent as HTTP Basic credentials; empty when the service takes a key alone. */
            front_username?: string;
            /** @description The password, or the search key (sent as a bearer token) when front_username is empty. */
            front_password?: string;
            /**
             * @description The prefix of the store language's indexes.
             * @example ro_
             */
            index_prefix: string;
            /**
             * @description Designed here: the prefix of each interface language's indexes (the same catalogue indexed per language), keyed by language code. A search in the interface language queries `<prefix><name>`, e.g. `en_products`; a language missing here searches the index_prefix indexes.
             * @example {
             *       "de": "de_",
             *       "ro": "ro_",
             *       "en": "en_"
             *     }
             */
            language_index_prefixes?: {
                [key: string]: string;
            };
            /** @description The content index name (uid suffix). */
            content: string;
        };
        UrlResolution: {
            view_id: number;
            /** @enum {string} */
            view: "product" | "category" | "content" | "brand" | "pse";
            title?: string;
        };
        /** @description A product variant. Fields designed here, after Thelia's ProductSaleElements loop. */
        Pse: {
            pse_id: number;
            product_id: number;
            color_id?: number | null;
            size_id?: number | null;
            REF: string;
            stock: number;
            /** @description Net price. */
            PRICE: components["schemas"]["Money"];
            PROMO_PRICE?: components["schemas"]["MoneyOrNull"];
            /** @enum {integer} */
            IS_PROMO?: 0 | 1;
            URL: string;
        };
        ProductFeature: {
            FEATURE_ID: number;
            FEATURE_TITLE: string;
            FEATURE_AV_ID?: number | null;
            FEATURE_AV_TITLE?: string | null;
            /** @description Free-text value when there is no feature availability. */
            FEATURE_VALUE?: string | null;
            POSITION?: number;
        };
        /** @description Who owns the cart; null (or absent) for an anonymous visitor. Fields designed here. */
        TheliaLogin: {
            customer_id?: number | null;
            email?: string | null;
        } | null;
        CartAddRequest: {
            /** @description Sent only when a valid cart id is known. */
            cart_id?: number;
            thelia_cart_add: {
                /** @enum {integer} */
                append: 1;
                /** @description Product id. */
                product: number;
                product_sale_elements_id: number;
                /** @default 1 */
                quantity: number;
            };
            thelia_login?: components["schemas"]["TheliaLogin"];
        };
        CartUpdateRequest: {
            cart_id: number;
            /** @description cartItemId. */
            cart_item: number;
            quantity: number;
            /**
             * @description decrease subtracts, update sets; absent adds.
             * @enum {string}
             */
            action?: "decrease" | "update";
            thelia_login?: components["schemas"]["TheliaLogin"];
        };
        /** @description Body of cart/fulfilment_center. Fields designed here. */
        CartFulfilmentCenterRequest: {
            cart_id: number;
            /** @description cartItemId. */
            cart_item: number;
            /** @description The new selectedFulfilmentCenter of the line. */
            fulfilment_center_id: number;
            thelia_login?: components["schemas"]["TheliaLogin"];
        };
        CartServiceRequest: {
            /** @description The PRODUCT_SALE_ELEMENT (pse id) of the line. */
            item: number;
            quantity: number;
            thelia_login?: components["schemas"]["TheliaLogin"];
            cart_id?: number | null;
            /** @enum {string} */
            action?: "decrease" | "update";
            /** @description The line's current quantity on the client. */
            quantityCount?: number;
        };
        /** @description Cart line (spec 3 Cart item). */
        CartItem: {
            PRODUCT_SALE_ELEMENT: number;
            cartId: number;
            cartItemId: number;
            /** @description Product id. */
            id: number;
            REF?: string | null;
            quantity: number;
            /** @description Stock left for this variant. */
            quantityRemain?: number | null;
            /** @description Net unit price. */
            PRICE: components["schemas"]["Money"];
            /** @description Same as PRICE. */
            price?: components["schemas"]["Money"];
            PROMO_PRICE?: components["schemas"]["MoneyOrNull"];
            /**
             * @description 1 means promo.
             * @enum {integer}
             */
            IS_PROMO?: 0 | 1;
            TITLE: string;
            URL?: string | null;
            PSE_URL?: string | null;
            /** @description Image URL. */
            IMAGE?: string | null;
            images?: components["schemas"]["ProductImage"][];
            DEFAULT_CATEGORY?: number | null;
            category?: components["schemas"]["CategoryRef"][];
            undeliverable?: boolean;
            /** @description Id of the chosen fulfilment centre. */
            selectedFulfilmentCenter?: number | null;
            /** @description Colour name. */
            selectedProductColor?: string | null;
            /** @description Size name. */
            selectedProductSize?: string | null;
        };
        /** @description One change found by cart/validate. Fields designed here. */
        CartChange: {
            cartItemId: number;
            PRODUCT_SALE_ELEMENT?: number;
            /** @enum {string} */
            change: "removed" | "price" | "quantity" | "undeliverable";
            old_value?: components["schemas"]["MoneyOrNull"];
            new_value?: components["schemas"]["MoneyOrNull"];
        };
        CartData: {
            cartId: number;
            cartItemId?: number | null;
            /** @description The line's quantity after the call. */
            quantity?: number | null;
            items?: components["schemas"]["CartItem"][];
            /** @default 1 */
            currencyRate: number;
            /** @default € */
            currencySymbol: string;
            changes?: components["schemas"]["CartChange"][];
        };
        CartResponse: {
            /**
             * @example 200
             * @example 400
             * @example 404
             */
            status_code: number;
            /**
             * @example success
             * @example error
             */
            status: string;
            /**
             * @example Cart not found
             * @example invalid cartId
             */
            message?: string | null;
            data?: components["schemas"]["CartData"];
        };
        CartError: {
            /** @enum {integer} */
            status_code: 400 | 404;
            /** @example error */
            status: string;
            /**
             * @example Cart not found
             * @example invalid cartId
             */
            message: string;
        };
        /** @description Body of every /{provider}/pay call (spec 7.4). */
        PaymentRequest: {
            cart_id: number;
            customer_id?: number | null;
            appliedCoupon?: string | null;
            /** @description Marks an API (storefront) call. */
            api_call?: boolean | number;
            /** @description The fixed session id from configuration. */
            session_id?: string;
            /** Format: email */
            email?: string;
            delivery_address_id?: number | null;
            delivery_module_id: number;
            invoice_address_id?: number | null;
            payment_module_id: number;
            /** @description The fixed postage tax rule title. */
            postage_tax_rule_title?: string;
            country_id: number;
            locale: string;
            isCompany?: boolean;
            /** @description Designed here: a company order's VAT number, as checked before paying; the shop records it on the order. */
            vat_number?: string | null;
            /** @description Customer note. */
            message?: string | null;
            isCompleteDelivery?: boolean;
            guest?: boolean;
            satellite: string;
        };
        /**
         * @description Fields designed here. On success redirect_url is the provider address to send the
         *     browser to, or a path in the shop itself ('/order-placed?cart_id=55') when no provider
         *     page is needed (cash on delivery, prepayment; designed here); for the card provider it
         *     may instead start with the session marker and is handed back to the caller. status
         *     'error' (or no redirect_url) means failure.
         */
        PaymentResult: {
            /**
             * @example success
             * @example error
             */
            status?: string;
            redirect_url?: string | null;
            order_id?: number | null;
            message?: string | null;
        };
        /** @description Passed through (spec 7.4). Fields designed here. */
        LocalPickupRequest: {
            order_id?: number;
            cart_id?: number;
            customer_id?: number | null;
            fulfilment_center_id?: number;
            /** @description The chosen pickup point (an id of the fast API's local_pickup/). Designed here. */
            local_pickup_id?: number;
            /** @description localPickupAddress/order only; the customer's address the pickup order is invoiced to. Designed here. */
            address_id?: number | null;
            locale?: string;
            satellite?: string;
        } & {
            [key: string]: unknown;
        };
        Postage: {
            /** @description Net. */
            postage_amount: components["schemas"]["MoneyOrNull"];
            /** @description Gross. */
            postage_amount_taxed: components["schemas"]["MoneyOrNull"];
            /** @example Invalid data */
            error?: string | null;
        };
        /**
         * @description An OrderAddressItems entry: an address as it was copied onto an order. Fields
         *     designed here, after Thelia's OrderAddress loop. TITLE is the title id (section 9
         *     codes), COUNTRY the country id, STATE the state (county) id.
         */
        OrderAddress: {
            ID: number;
            TITLE: number | null;
            COMPANY: string | null;
            FIRSTNAME: string;
            LASTNAME: string;
            /** @description Street name. */
            ADDRESS1: string;
            /** @description Street number. */
            ADDRESS2: string | null;
            ADDRESS3: string | null;
            ZIPCODE: string;
            CITY: string;
            COUNTRY: number;
            STATE: number | null;
            PHONE: string | null;
            CELLPHONE: string | null;
        };
        /**
         * @description An OrderItems entry. Fields designed here (spec 3 does not show them), after Thelia's
         *     Order loop, in JSON types (numbers, 0/1 flags, null, ISO dates; not the loop's
         *     strings). DELIVERY_MODULE_TITLE, PAYMENT_MODULE_TITLE, PAYMENT_MODULE_CODE,
         *     WITHDRAWABLE_UNTIL and WITHDRAWN_AT are not in Thelia's loop: designed here for the
         *     order screen, the confirmation's bank-transfer code and the online withdrawal
         *     (Directive (EU) 2023/2673).
         */
        Order: {
            ID: number;
            REF: string;
            /** @description The customer id. */
            CUSTOMER: number;
            /** @description The order status id. */
            STATUS: number;
            /**
             * @description Thelia's status code; a shop may configure others (the storefront reads them as 'other').
             * @example not_paid
             * @example paid
             * @example processing
             * @example sent
             * @example canceled
             * @example refunded
             */
            STATUS_CODE: string;
            /**
             * Format: date-time
             * @description ISO 8601 date-time.
             */
            CREATE_DATE: string;
            INVOICE_REF: string | null;
            /** @description Tracking number. */
            DELIVERY_REF: string | null;
            /** @description Net, with postage, after discount. */
            TOTAL_AMOUNT: components["schemas"]["Money"];
            /** @description Gross, with postage, after discount. */
            TOTAL_TAXED_AMOUNT: components["schemas"]["Money"];
            /** @description Gross postage. */
            POSTAGE: components["schemas"]["Money"];
            POSTAGE_TAX: components["schemas"]["Money"];
            POSTAGE_UNTAXED: components["schemas"]["Money"];
            /** @description Gross discount. */
            DISCOUNT: components["schemas"]["Money"];
            /** @description The currency id. */
            CURRENCY: number;
            CURRENCY_RATE: number;
            /** @description The payment module id. */
            PAYMENT_MODULE: number;
            /** @description The delivery module id. */
            DELIVERY_MODULE: number;
            /** @description Order-address id (GET /api/ExternalOrderApi/order_address/{id}). */
            INVOICE_ADDRESS: number;
            /** @description Order-address id (GET /api/ExternalOrderApi/order_address/{id}). */
            DELIVERY_ADDRESS: number;
            /** @enum {integer} */
            IS_PAID: 0 | 1;
            /** @enum {integer} */
            IS_SENT: 0 | 1;
            /** @enum {integer} */
            IS_CANCELED: 0 | 1;
            /** @description Designed here: the delivery module title in api_locale. */
            DELIVERY_MODULE_TITLE: string | null;
            /** @description Designed here: the payment module title in api_locale. */
            PAYMENT_MODULE_TITLE: string | null;
            /**
             * @description Designed here: the payment module's code, as the payment methods list names it (e.g. instanttransfer, vorkasse), so the confirmation asks for a bank-transfer QR code only for an order paid by transfer; null when the module is no longer installed.
             * @example card
             * @example instanttransfer
             * @example vorkasse
             * @example ramburs
             */
            PAYMENT_MODULE_CODE: string | null;
            /**
             * Format: date-time
             * @description Designed here: ISO 8601, the end of the right of withdrawal; null when there is none.
             */
            WITHDRAWABLE_UNTIL: string | null;
            /**
             * Format: date-time
             * @description Designed here: ISO 8601, when the customer withdrew; null while they have not.
             */
            WITHDRAWN_AT: string | null;
            /** @description Designed here: the VAT number a company order was placed with; null (or absent) for a private order. */
            VAT_NUMBER?: string | null;
        };
        /**
         * @description An OrderProductItems entry. Fields designed here, after Thelia's OrderProduct loop.
         *     PRICE and TAXED_PRICE are the list prices per unit (net, gross); the price actually
         *     charged is REAL_PRICE / REAL_TAXED_PRICE, which Thelia chooses by WAS_IN_PROMO (the
         *     promo price when the line was in promo). REAL_TOTAL_TAXED_PRICE is the charged gross
         *     price times the quantity.
         */
        OrderProduct: {
            ID: number;
            /** @description Null when the product no longer exists. */
            PRODUCT_ID: number | null;
            PRODUCT_SALE_ELEMENTS_ID: number;
            PRODUCT_SALE_ELEMENTS_REF: string;
            /** @description The product ref. */
            REF: string;
            TITLE: string;
            QUANTITY: number;
            /** @description Net list price per unit. */
            PRICE: components["schemas"]["Money"];
            /** @description Gross list price per unit. */
            TAXED_PRICE: components["schemas"]["Money"];
            /** @enum {integer} */
            WAS_IN_PROMO: 0 | 1;
            /** @description Net unit price charged. */
            REAL_PRICE: components["schemas"]["Money"];
            /** @description Gross unit price charged. */
            REAL_TAXED_PRICE: components["schemas"]["Money"];
            /** @description Gross price charged for the line. */
            REAL_TOTAL_TAXED_PRICE: components["schemas"]["Money"];
            TAX_RULE_TITLE: string | null;
        };
        /** @description Designed here. An order reached by the guest-invoice link, with its lines and order addresses. */
        GuestInvoice: {
            order: components["schemas"]["Order"];
            products: components["schemas"]["OrderProduct"][];
            invoice_address: components["schemas"]["OrderAddress"];
            delivery_address: components["schemas"]["OrderAddress"];
        };
        /** @description Designed here. The recorded withdrawal. */
        WithdrawalResult: {
            /** @example success */
            status: string;
            /**
             * Format: date-time
             * @description ISO 8601.
             */
            withdrawn_at: string;
        };
        DeliveryMethod: {
            /** @example 77 */
            id: number;
            position: number;
            title: string;
            /**
             * @description The delivery module's code. Designed here (the spec does not name the codes): the storefront recognises local pickup by the code 'localpickup' (compared case-insensitively, Thelia's LocalPickup module) and then lets the shopper choose one of the pickup points of the fast API's local_pickup/.
             * @example customdelivery
             * @example localpickup
             */
            code: string;
            description?: string | null;
            /** @description Gross price when known. */
            price?: components["schemas"]["MoneyOrNull"];
            logo?: string | null;
        };
        PaymentMethod: {
            id: number;
            /**
             * @description Wallet, global card, instant transfer, card, cash on delivery (Nachnahme), prepayment (Vorkasse), buy now pay later. Also the path segment of /api/{code}/pay. Not an enum: the shop has other payment modules (amazon, paypal), which clients without a flow for them leave out.
             * @example applepay
             * @example globalcard
             * @example instanttransfer
             * @example card
             * @example ramburs
             * @example vorkasse
             * @example bnpl
             */
            code: string;
            title: string;
            position: number;
            description?: string | null;
            logo?: string | null;
        };
        /** @description Fields designed here. */
        QrCode: {
            /** @description A data: URI of an image ('data:image/png;base64,...'), or the payload text ('BCD', '002', ... one field a line). */
            qr_code: string;
            beneficiary?: string | null;
            iban?: string | null;
            bic?: string | null;
            amount?: components["schemas"]["MoneyOrNull"];
            currency?: string | null;
            /** @description Transfer reference (order ref). */
            reference?: string | null;
        };
        /** @description A CustomerItems entry (spec 3 Customer). TITLE 1=Mr, 2=Miss, 5=Association, other=Company. */
        Customer: {
            ID: number;
            ADDRESS_ID?: number | null;
            EMAIL: string;
            FIRSTNAME: string;
            LASTNAME: string;
            REF?: string | null;
            COMPANY?: string | null;
            TITLE?: number | null;
            /** @description Designed here: a company customer's VAT number as registered; the checkout fills it in for the next order. */
            VAT_NUMBER?: string | null;
            ADDRESS_FIRSTNAME?: string | null;
            ADDRESS_LASTNAME?: string | null;
            ADDRESS1?: string | null;
            ADDRESS2?: string | null;
            ADDRESS3?: string | null;
            CITY?: string | null;
            COUNTRY_TITLE?: string | null;
            COUNTRY_ID?: number | null;
            STATE_TITLE?: string | null;
            STATE_ID?: number | null;
            CELLPHONE?: string | null;
            PHONE?: string | null;
            ZIPCODE?: string | null;
            ADDRESS_TITLE_ID?: number | null;
        };
        /**
         * @description An AddressItems entry. Fields designed here, after Thelia's Address loop: CUSTOMER
         *     is the customer id, TITLE the title id (section 9 codes), COUNTRY the country id,
         *     STATE the state (county) id, DEFAULT 1 for the customer's default address.
         */
        Address: {
            ID: number;
            LABEL: string | null;
            CUSTOMER: number;
            TITLE: number | null;
            COMPANY: string | null;
            FIRSTNAME: string;
            LASTNAME: string;
            /** @description Street name. */
            ADDRESS1: string;
            /** @description Street number. */
            ADDRESS2: string | null;
            ADDRESS3: string | null;
            ZIPCODE: string;
            CITY: string;
            COUNTRY: number;
            STATE: number | null;
            PHONE: string | null;
            CELLPHONE: string | null;
            /** @enum {integer} */
            DEFAULT: 0 | 1;
        };
        /** @description An address without its ID (PUT body; POST adds CUSTOMER). Fields designed here, as in Address. */
        AddressInput: {
            CUSTOMER?: number;
            LABEL?: string | null;
            TITLE: number | null;
            COMPANY?: string | null;
            FIRSTNAME: string;
            LASTNAME: string;
            ADDRESS1: string;
            ADDRESS2?: string | null;
            ADDRESS3?: string | null;
            ZIPCODE: string;
            CITY: string;
            COUNTRY: number;
            STATE?: number | null;
            PHONE?: string | null;
            CELLPHONE?: string | null;
            /** @enum {integer} */
            DEFAULT?: 0 | 1;
        };
        /** @description Fields designed here. */
        AddressWriteResult: {
            status_code?: number;
            /**
             * @example success
             * @example error
             */
            status: string;
            message?: string | null;
            /** @description The address id (new or changed). */
            id?: number | null;
        };
        /** @description A county (Thelia State) of a country. Fields designed here. */
        County: {
            id: number;
            title: string;
            isocode?: string | null;
            country_id?: number;
        };
        /** @description Fields designed here. */
        CouponResult: {
            status_code?: number;
            /**
             * @example success
             * @example error
             */
            status: string;
            message?: string | null;
            data?: components["schemas"]["Coupon"] | null;
        };
        /** @description Fields designed here. discount is the gross amount taken off the cart (appliedCouponDiscount). */
        Coupon: {
            coupon_code: string;
            title?: string | null;
            discount: components["schemas"]["Money"];
            /** @enum {string|null} */
            discount_type?: "amount" | "percent" | null;
            is_valid?: boolean;
        };
        /** @description Designed. Everything the session (spec 3 User state) needs after a login. */
        LoginResult: {
            /** @description JWT, valid 6 hours. */
            token: string;
            /** @description Expiry as Unix time in seconds. */
            expires: number;
            /** @description Lifetime in seconds (21600). */
            expires_in?: number;
            customer_id: number;
            email: string;
            /** @description Customer REF. */
            user_identifier?: string | null;
            /** @description Default address id. */
            address_id?: number | null;
            country_id?: number | null;
            firstname?: string | null;
            lastname?: string | null;
            title?: number | null;
            profileName?: string | null;
            isCompany?: boolean;
            company?: string | null;
            /** @description Designed here: a company customer's VAT number as registered. */
            vat_number?: string | null;
            /** @description VAT-exempt buyer. */
            excludeVAT?: boolean;
            /** @description Designed here: the admin flag of spec 3's user state comes with the login answer (not the token's claims). The storefront keeps it with the session and shows the admin bar for it (display only: the back office authorises for real). */
            isAdmin?: boolean;
        };
        /** @description Designed. */
        RegisterRequest: {
            /** @description 1 Mr, 2 Miss, 5 Association, other Company. */
            title?: number;
            firstname: string;
            lastname: string;
            /** Format: email */
            email: string;
            email_confirm?: string;
            /** @description Absent for a guest. */
            password?: string;
            password_confirm?: string;
            company?: string | null;
            vat_number?: string | null;
            is_company?: boolean;
            address1?: string;
            address2?: string | null;
            address3?: string | null;
            zipcode?: string;
            city?: string;
            country_id: number;
            state_id?: number | null;
            phone?: string | null;
            cellphone?: string | null;
            newsletter?: boolean;
            guest?: boolean;
            /** @description A guest's separate invoice address; absent or null when it is the delivery address. Designed here. */
            invoice_address?: components["schemas"]["AddressInput"] | null;
            cart_id?: number | null;
            locale?: string;
            satellite?: string;
        };
        /** @description Designed. */
        RegisterResult: {
            status_code?: number;
            status: string;
            message?: string | null;
            customer_id: number;
            address_id?: number | null;
            /** @description A guest's invoice address, when one was sent. Designed here. */
            invoice_address_id?: number | null;
            /** @description A login token when the account is logged in straight away. */
            token?: string | null;
            expires?: number | null;
        };
        /** @description Designed. */
        VatCheck: {
            valid: boolean;
            vat_number?: string;
            country_code?: string | null;
            name?: string | null;
            address?: string | null;
            message?: string | null;
        };
        StoreInfo: {
            store_name: string;
            store_email?: string | null;
            store_phone?: string | null;
            support_time?: string | null;
            support_time_mo_th?: string | null;
            store_address1?: string | null;
            store_city?: string | null;
            store_zipcode?: string | null;
            /** @description Tag-manager id from the store config. */
            tracking_code?: string | null;
        };
        SalesBarEntry: {
            /** @description May hold HTML. */
            salesbar_message?: string | null;
            salesbar_link?: string | null;
            salesbar_link_text?: string | null;
            salesbar_dismiss_button?: boolean;
            salesbar_active?: boolean;
        };
        /** @description Designed. */
        SalesBarConfig: {
            /** @example SalesBar */
            module_name?: string;
            /** @enum {integer} */
            module_active: 0 | 1;
            /** @description Keyed by country ISO alpha-2 (DE, AT, RO) or 'default'. */
            entries: {
                [key: string]: components["schemas"]["SalesBarEntry"];
            };
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
    };
    responses: {
        /** @description One page of products. */
        ProductPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProductPage"];
            };
        };
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
        /** @description Outcome with a message. */
        Status: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /**
         * @description Cart answer. The error bodies ('Cart not found', 'invalid cartId') may also come with
         *     HTTP 200, which is why `data` is optional here.
         */
        Cart: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CartResponse"];
            };
        };
        /** @description `{ status_code: 400, status: 'error', message: 'invalid cartId' }` */
        CartBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CartError"];
            };
        };
        /** @description `{ status_code: 404, status: 'error', message: 'Cart not found' }` */
        CartNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CartError"];
            };
        };
        /** @description Where to send the browser (or the card provider's session value). */
        Payment: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PaymentResult"];
            };
        };
        /** @description Orders. */
        Orders: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    OrderItems: components["schemas"]["Order"][];
                };
            };
        };
        /** @description Active payment methods (possibly an empty list). */
        PaymentMethods: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["PaymentMethod"][];
                };
            };
        };
        /** @description Outcome of an address write. */
        AddressWrite: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AddressWriteResult"];
            };
        };
        /** @description Coupon outcome. */
        Coupon: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CouponResult"];
            };
        };
    };
    parameters: {
        Limit: number;
        Offset: number;
        /** @description Locale of the texts, e.g. ro_RO. */
        Translation: string;
        /** @description Sort key; default sales_view_quantity (spec 9 sort options default, priceHighToLow, priceLowToHigh map onto server keys). */
        Order: string;
        CountryIdOptional: number;
        /** @description Category id. */
        CategoryFilter: number;
        /** @description Brand id. */
        BrandFilter: number;
        /** @description Feature-availability filter, one id or a comma-separated list. */
        FeatureAvailability: string;
        Satellite: string;
        SatelliteOptional: string;
        Locale: string;
        LocaleOptional: string;
        ApiLocale: string;
        CartIdPath: number;
        LocalePath: string;
    };
    requestBodies: {
        Payment: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        LocalPickup: {
            content: {
                "application/json": components["schemas"]["LocalPickupRequest"];
            };
        };
        Coupon: {
            content: {
                "application/json": {
                    coupon_code: string;
                    cart_id: number;
                    customer_id?: number | null;
                };
            };
        };
        Newsletter: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    locale?: string;
                    satellite?: string;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProducts: {
        parameters: {
            query?: {
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
                /** @description Locale of the texts, e.g. ro_RO. */
                translation?: components["parameters"]["Translation"];
                /** @description Sort key; default sales_view_quantity (spec 9 sort options default, priceHighToLow, priceLowToHigh map onto server keys). */
                order?: components["parameters"]["Order"];
                country_id?: components["parameters"]["CountryIdOptional"];
                /** @description Category id. */
                category?: components["parameters"]["CategoryFilter"];
                /** @description Brand id. */
                brand?: components["parameters"]["BrandFilter"];
                /** @description Feature-availability filter, one id or a comma-separated list. */
                feature_availability?: components["parameters"]["FeatureAvailability"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductPage"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getProductsList: {
        parameters: {
            query?: {
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
                /** @description Locale of the texts, e.g. ro_RO. */
                translation?: components["parameters"]["Translation"];
                /** @description Sort key; default sales_view_quantity (spec 9 sort options default, priceHighToLow, priceLowToHigh map onto server keys). */
                order?: components["parameters"]["Order"];
                country_id?: components["parameters"]["CountryIdOptional"];
                /** @description Category id. */
                category?: components["parameters"]["CategoryFilter"];
                /** @description Brand id. */
                brand?: components["parameters"]["BrandFilter"];
                /** @description Feature-availability filter, one id or a comma-separated list. */
                feature_availability?: components["parameters"]["FeatureAvailability"];
                satellite?: components["parameters"]["SatelliteOptional"];
                /** @description One product id or a comma-separated list of product ids (e.g. the homepage product ids). */
                id?: string;
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductPage"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description 1 to include the product's documents. */
                document?: 0 | 1;
                /** @description Locale of the texts, e.g. ro_RO. */
                translation?: components["parameters"]["Translation"];
                satellite?: components["parameters"]["SatelliteOptional"];
                country_id?: components["parameters"]["CountryIdOptional"];
            };
            header?: never;
            path: {
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, as a one-item array. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryItems: components["schemas"]["CategoryItem"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getConfigApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search-service settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchConfig"];
                };
            };
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    resolveUrl: {
        parameters: {
            query: {
                view_locale: string;
                /** @description The shop URL without the leading slash. */
                view_url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
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
    getPse: {
        parameters: {
            query?: {
                country_id?: components["parameters"]["CountryIdOptional"];
            };
            header?: never;
            path: {
                PRODUCT_SALE_ELEMENT: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pse"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getProductFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productID: number;
                langCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        FeatureItems: components["schemas"]["ProductFeature"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddRequest"];
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_id: number;
                    /** @description The cart item id (cartItemId). */
                    cart_item: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartClear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_id: number;
                    thelia_login?: components["schemas"]["TheliaLogin"];
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_id: number;
                    thelia_login?: components["schemas"]["TheliaLogin"];
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_id: number;
                    customer_id?: number | null;
                    country_id?: number;
                    locale?: string;
                    satellite?: string;
                    thelia_login?: components["schemas"]["TheliaLogin"];
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartAssignCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    cart_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartChangeFulfilmentCenter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartFulfilmentCenterRequest"];
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartServiceRequest"];
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    cartService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartServiceRequest"];
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            400: components["responses"]["CartBadRequest"];
            404: components["responses"]["CartNotFound"];
            default: components["responses"]["Error"];
        };
    };
    payApplePay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payGlobalCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payInstantTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payRamburs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payVorkasse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payBnpl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Payment"];
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payAmazon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_id: number;
                    amazon_session_id: string;
                    customer_note?: string | null;
                    /** @example RO */
                    satellite: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    paypalAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The data the PayPal button hands back (orderID, payerID, ...), passed through. */
                    paypal_data: {
                        [key: string]: unknown;
                    };
                    satellite: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Payment"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    paypalCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    satellite: string;
                    orderID?: string;
                    cart_id?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    orderWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                } | {
                    ref: string;
                    hash: string;
                };
            };
        };
        responses: {
            /** @description The withdrawal is recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            /** @description The withdrawal period has ended (or the order was withdrawn already); `message` says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    localPickupOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LocalPickup"];
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    localPickupAddressOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LocalPickup"];
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getPostage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country_id: number;
                    /** @description Always null from the storefront. */
                    state_id?: number | null;
                    cart_id: number;
                    locale: string;
                    delivery_module_id: number;
                };
            };
        };
        responses: {
            /** @description The postage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Postage"];
                };
            };
            /** @description Invalid input; error is 'Invalid data'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Postage"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description The customer id the order must belong to. */
                customer?: number;
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Orders"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getOrders: {
        parameters: {
            query?: {
                /** @description The customer whose orders are listed (spec 7.4). Either this or cart_id. */
                customer?: number;
                /** @description Designed here. The cart an order was placed from. Either this or customer. */
                cart_id?: number;
                api_locale?: components["parameters"]["ApiLocale"];
                /** @description The storefront sends 999. */
                limit?: number;
                satellite?: components["parameters"]["SatelliteOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Orders"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getOrderProducts: {
        parameters: {
            query: {
                order_id: number;
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        OrderProductItems: components["schemas"]["OrderProduct"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getOrderAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order-address id (the order's INVOICE_ADDRESS or DELIVERY_ADDRESS). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order address (one item). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        OrderAddressItems: components["schemas"]["OrderAddress"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getGuestInvoice: {
        parameters: {
            query?: {
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path: {
                /** @description The order REF. */
                ref: string;
                /** @description The hash of the guest-invoice link. */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order with its lines and addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestInvoice"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getActivePaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: components["parameters"]["CartIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaymentMethods"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getActivePaymentMethodsByLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: components["parameters"]["CartIdPath"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaymentMethods"];
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getActiveDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: components["parameters"]["CartIdPath"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active delivery methods; the storefront picks the lowest position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryMethod"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description The QR code and the transfer data it encodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerByEmail: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching customers (zero or one). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        CustomerItems: components["schemas"]["Customer"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getAddresses: {
        parameters: {
            query: {
                customer_id: number;
                /** @description The storefront sends 100. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        AddressItems: components["schemas"]["Address"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            200: components["responses"]["AddressWrite"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            200: components["responses"]["AddressWrite"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCounty: {
        parameters: {
            query?: {
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country's counties (an empty list when it has none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["County"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    insertCoupon: {
        parameters: {
            query?: {
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Coupon"];
        responses: {
            200: components["responses"]["Coupon"];
            400: components["responses"]["Coupon"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getCoupon: {
        parameters: {
            query?: {
                api_locale?: components["parameters"]["ApiLocale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Coupon"];
        responses: {
            200: components["responses"]["Coupon"];
            400: components["responses"]["Coupon"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: number;
                    /** Format: email */
                    email: string;
                    old_password: string;
                    password: string;
                    password_confirm: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: number;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description A new token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT. */
                        token: string;
                        /** @description Lifetime in seconds (21600, 6 hours). */
                        expires_in?: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description The visitor's cart, if any. */
                    cart_id?: number | null;
                    locale?: string;
                    satellite?: string;
                };
            };
        };
        responses: {
            /** @description The login token and the session data the storefront stores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The new customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResult"];
                };
            };
            400: components["responses"]["Error"];
            409: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    locale?: string;
                    satellite?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Status"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    newsletterSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Newsletter"];
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    newsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Newsletter"];
        responses: {
            200: components["responses"]["Status"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    checkVatNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @example DE999999999
                     * @example RO99999999
                     */
                    vat_number: string;
                    country_id?: number;
                };
            };
        };
        responses: {
            /** @description The check result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatCheck"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getStoreInfo: {
        parameters: {
            query?: {
                satellite?: components["parameters"]["SatelliteOptional"];
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Store info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreInfo"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getSalesBarConfig: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
                satellite?: components["parameters"]["SatelliteOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesBarConfig"];
                };
            };
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getStoreConfig: {
        parameters: {
            query: {
                satellite: components["parameters"]["Satellite"];
                locale: components["parameters"]["Locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locale config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocaleConfig"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getContent: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
            };
            header?: never;
            path: {
                contentId: number;
            };
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
    getCategoryTree: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
                satellite?: components["parameters"]["SatelliteOptional"];
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
    getCategoryCounts: {
        parameters: {
            query?: {
                locale?: components["parameters"]["LocaleOptional"];
                satellite?: components["parameters"]["SatelliteOptional"];
            };
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
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
}
