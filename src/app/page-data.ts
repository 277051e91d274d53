import type { LanguageCode } from '../../ports/model/shop-context';

/** The id of the script element that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** What a page rendered on the server hands to the browser: its language and the answers it read. */
export interface PageData {
  language: LanguageCode;
  answers: [string, unknown][];
}

/**
 * The page's data as the text of a `<script type="application/json">`: every `<` is escaped, so
 * no answer can end the script (`</script>`) or open a comment in it, and U+2028/U+2029 too.
 */
export function pageDataText(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
