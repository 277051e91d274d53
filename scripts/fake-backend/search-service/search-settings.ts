/**
 * The fake search service's settings, which the shop API's ConfigApi hands out: HTTP Basic
 * credentials (made up here, not a secret: loopback only) and the index uids, `<prefix><name>`.
 */
export const SEARCH_USERNAME = 'front';
export const SEARCH_PASSWORD = 'fake-backend-search-key';
/** The Romanian store's prefix (the shipped satellite); `de_` and `en_` indexes answer too. */
export const INDEX_PREFIX = 'ro_';
export const PRODUCT_INDEX = 'products';
export const CONTENT_INDEX = 'contents';

/** The Authorization header the search client builds from ConfigApi. */
export const SEARCH_AUTHORIZATION = `Basic ${Buffer.from(`${SEARCH_USERNAME}:${SEARCH_PASSWORD}`).toString('base64')}`;
