import { isLanguage, type LanguageCode } from '../../ports/model/shop-context';
import type { PageData } from './page-data';

/** The page's data read back in the browser; null when it is missing or not of its shape. */
export function readPageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    const answers = Array.isArray(data.answers) ? data.answers : null;
    if (!isLanguage(String(data.language)) || answers === null) return null;
    if (!answers.every((answer) => Array.isArray(answer) && typeof answer[0] === 'string')) return null;
    return { language: data.language as LanguageCode, answers: answers as [string, unknown][] };
  } catch {
    return null;
  }
}
