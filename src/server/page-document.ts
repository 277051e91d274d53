import type { LanguageCode } from '../../ports/model/shop-context';
import { PAGE_DATA_ID, pageDataText, type PageData } from '../app/page-data';
import type { HeadEntry } from '../shared/seo/head-manager';
import { jsonLdText } from '../shared/seo/json-ld';
import { cardAnswers } from './card-answers';

export interface PageParts {
  language: LanguageCode;
  /** The app's HTML, rendered on the server. */
  html: string;
  head: HeadEntry | null;
  /** What the browser hydrates from; null: the page is painted again in the browser. */
  data: PageData | null;
  /** The stylesheets the page's screens use, beyond the first load's. */
  styles: readonly string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const tag = (name: string, attributes: Record<string, string>): string =>
  `<${name} data-seo ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/** The head entry as the browser's head manager writes it (src/shared/seo/head-manager.ts), marked so it replaces them. */
function headHtml(head: HeadEntry): string {
  return [
    head.description ? tag('meta', { name: 'description', content: head.description }) : '',
    head.robots ? tag('meta', { name: 'robots', content: head.robots }) : '',
    head.canonical ? tag('link', { rel: 'canonical', href: head.canonical }) : '',
    ...(head.alternates ?? []).map((alternate) =>
      tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
    ),
    ...(head.jsonLd ?? []).map((data) => `<script data-seo type="application/ld+json">${jsonLdText(data)}</script>`),
  ].join('');
}

/** The built index.html with the page rendered into it: its language, head, styles, HTML and data. */
export function pageDocument(template: string, parts: PageParts): string {
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>')) + '</div>'.length;
  const data =
    parts.data === null
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataText({ ...parts.data, answers: cardAnswers(parts.data.answers) })}</script>`;
  const body = `${template.slice(0, rootStart)}<div id="root">${parts.html}</div>${data}${template.slice(rootEnd)}`;
  const styles = parts.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const head = parts.head === null ? '' : headHtml(parts.head);
  return body
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.language}">`)
    .replace(/<title>[^<]*<\/title>/, (title) => (parts.head === null ? title : `<title>${escapeHtml(parts.head.title)}</title>`))
    .replace('</head>', () => `${head}${styles}</head>`);
}
