// The VITE_* configuration (and the policy's CSP_CONNECT_SRC) of an http build that calls the fake backend (scripts/fake-backend):
// its token, payment session and postage rule, and where its shop API, fast API and review badge are.

/** The fake backend's URLs on its four loopback ports: shop API, fast API, search, review badge. */
export const fakeBackendUrls = (ports) => ({
  shop: `http://127.0.0.1:${ports[0]}`,
  fast: `http://127.0.0.1:${ports[1]}`,
  search: `http://127.0.0.1:${ports[2]}`,
  review: `http://127.0.0.1:${ports[3]}`,
});

/** The env of an http build whose adapters call these URLs. */
export function fakeBackendEnv({ shop, fast, search, review }) {
  return {
    VITE_ADAPTERS: 'http',
    VITE_API_URL: shop,
    VITE_FAST_API_URL: fast,
    VITE_REVIEW_BADGE_URL: review,
    VITE_SHOP_TOKEN: 'fake-backend-token',
    VITE_PAYMENT_SESSION_ID: 'storefront',
    VITE_POSTAGE_TAX_RULE_TITLE: 'Postage',
    VITE_CARD_SESSION_MARKER: 'session_',
    // The search service the fake backend's ConfigApi names: the Content-Security-Policy must allow it.
    ...(search ? { CSP_CONNECT_SRC: search } : {}),
  };
}
