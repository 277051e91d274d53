import type { LanguageCode } from '../../ports/model/shop-context';
import type { components as ShopSchemas } from './generated/shop-api';

type SearchConfigDto = ShopSchemas['schemas']['SearchConfig'];

/** The index uids a search queries. */
export interface SearchIndexes {
  productIndex: string;
  contentIndex: string;
}

/**
 * The indexes of the interface language (designed here, openapi/shop-api.yaml SearchConfig): its
 * prefix from language_index_prefixes, else the store's index_prefix, plus the index name.
 */
export function searchIndexes(
  config: Pick<SearchConfigDto, 'index_prefix' | 'language_index_prefixes' | 'content'>,
  language: LanguageCode,
): SearchIndexes {
  const prefix = config.language_index_prefixes?.[language] ?? config.index_prefix;
  return { productIndex: `${prefix}products`, contentIndex: `${prefix}${config.content}` };
}
