/**
 * The fake search service's settings, which the shop API's ConfigApi hands out: HTTP Basic
 * credentials (made up here, not a secret: loopback only) and the index uids, `<prefix><name>`.
 */
export const SEARCH_USERNAME = 'front';
export const SEARCH_PASSWORD = 'fake-backend-search-key';
/** Each interface language's indexes (designed here, SearchConfig.language_index_prefixes): `en_products` searches in English. */
export const LANGUAGE_INDEX_PREFIXES = { de: 'de_', ro: 'ro_', en: 'en_' } as const;
/** The store language's prefix: the Romanian store's (the shipped satellite). */
export const INDEX_PREFIX = LANGUAGE_INDEX_PREFIXES.ro;
export const PRODUCT_INDEX = 'products';
export const CONTENT_INDEX = 'contents';

/** The Authorization header the search client builds from ConfigApi. */
export const SEARCH_AUTHORIZATION = `Basic ${Buffer.from(`${SEARCH_USERNAME}:${SEARCH_PASSWORD}`).toString('base64')}`;
