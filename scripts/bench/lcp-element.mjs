// Whether a page's largest paint comes from its served HTML: the element Lighthouse names for the
// LCP is an <img> whose address is an <img> of the HTML as the server sent it, before any script.

/** The LCP element of a Lighthouse result ('largest-contentful-paint-element'): `{ snippet, selector }` or null. */
export function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node?.type === 'node')?.node;
  return node ? { snippet: node.snippet, selector: node.selector } : null;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** An attribute's value as the browser reads it (React writes `'` as `&#x27;`, Lighthouse shows it plain). */
const decode = (text) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? entity),
  );
const attribute = (tag, name) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? null : decode(value);
};

/** The address an <img> snippet shows (Lighthouse shortens long values with '…': the part before it). */
export function imageSource(snippet) {
  if (!/^<img\s/i.test(snippet ?? '')) return null;
  return attribute(snippet, 'src')?.replace(/…$/, '') ?? null;
}

/** The attributes a snippet shows: name → value, and whether Lighthouse shortened the value ('…'). */
const snippetAttributes = (snippet) =>
  [...snippet.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, raw]) => {
    const value = decode(raw);
    return { name, value: value.replace(/…$/, ''), shortened: value.endsWith('…') };
  });

/**
 * The <img> of `html` that the snippet shows (every attribute the snippet shows agrees: many images
 * share the start of a long address), with what makes it paint early; null when the HTML has no
 * such image (the page's script adds it).
 */
export function servedImage(html, snippet) {
  if (!imageSource(snippet)) return null;
  const wanted = snippetAttributes(snippet);
  const agrees = (tag) =>
    wanted.every(({ name, value, shortened }) => {
      const served = attribute(tag, name);
      return served !== null && (shortened ? served.startsWith(value) : served === value);
    });
  const tag = (html.match(/<img\s[^>]*>/gi) ?? []).find(agrees);
  if (!tag) return null;
  return {
    src: attribute(tag, 'src'),
    alt: attribute(tag, 'alt'),
    fetchPriorityHigh: attribute(tag, 'fetchpriority') === 'high',
    lazy: attribute(tag, 'loading') === 'lazy',
  };
}
