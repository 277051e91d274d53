/** One address in a sitemap and the same page's address in each language (hreflang, x-default). */
export interface SitemapEntry {
  loc: string;
  alternates: readonly { hreflang: string; href: string }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The sitemap index: where each language's sitemap is. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const sitemaps = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps}</sitemapindex>\n`;
}

function urlXml(entry: SitemapEntry): string {
  const links = entry.alternates
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(entry.loc)}</loc>${links}</url>\n`;
}

/** One sitemap: its pages' addresses, each with its language alternates. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.map(urlXml).join('')}</urlset>\n`;
}
