import { isLanguage, type LanguageCode } from '../../ports/model/shop-context';
import { localizedPath, splitLanguagePath } from '../domain/language-path';

/**
 * Where a URL that names its language the wrong way lives (a permanent redirect), or null: the
 * shop's own language under its code (`/ro/x` in the Romanian shop is `/x`), and the old
 * `?lang=en` query (`/x?lang=en` is `/en/x`).
 */
export function languageRedirect(url: URL, shopLanguage: LanguageCode): string | null {
  const page = splitLanguagePath(url.pathname, shopLanguage);
  const query = new URLSearchParams(url.search);
  const asked = query.get('lang');
  if (!page.redundant && !isLanguage(asked)) return null;
  query.delete('lang');
  const search = query.toString();
  const language = isLanguage(asked) ? asked : page.language;
  return `${localizedPath(page.path, language, shopLanguage)}${search ? `?${search}` : ''}`;
}
