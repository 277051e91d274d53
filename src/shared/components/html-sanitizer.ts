import purify, { type DOMPurify, type UponSanitizeAttributeHook } from 'dompurify';

/**
 * Sanitises back-office HTML; resources (images, media) load only from the shop itself and from
 * `resourceHosts` (host names, or addresses such as 'https://fast.example.com/api').
 */
export type Sanitizer = (html: string, resourceHosts?: readonly string[]) => string;

/** Attributes that make the browser fetch something on its own (srcset lists several addresses). */
const RESOURCE_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background']);
const RELATIVE_BASE = 'https://relative.invalid';

/** An address the shop itself serves (a relative one), data: (nothing fetched), or one on an allowed host. */
function loadsFromAllowedHost(address: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address.trim(), RELATIVE_BASE);
  } catch {
    return false;
  }
  if (url.protocol === 'data:') return true;
  if (url.origin === RELATIVE_BASE) return !/^\s*\/\//.test(address);
  return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.hostname);
}

const addresses = (name: string, value: string): string[] =>
  name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];

/**
 * The one set of rules back-office HTML is sanitised by, in the browser (DOMPurify on its window) and
 * on the server (on a DOM of its own). No id or name survives (they could define globals on
 * `window`), and nothing loads from a host outside `resourceHosts` (no tracking pixels). Without a
 * DOM nothing is let through.
 */
export function sanitizerOn(instance: DOMPurify = purify()): Sanitizer {
  let hosts: readonly string[] = [];
  const keepResource: UponSanitizeAttributeHook = (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (RESOURCE_ATTRIBUTES.has(name) && !addresses(name, data.attrValue).every((url) => loadsFromAllowedHost(url, hosts)))
      data.keepAttr = false;
  };
  if (!instance.isSupported) return () => '';
  instance.addHook('uponSanitizeAttribute', keepResource);
  return (html, resourceHosts = []) => {
    hosts = resourceHosts.map((host) => (URL.canParse(host) ? new URL(host).hostname : host));
    return instance.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form'],
      FORBID_ATTR: ['style', 'id', 'name'],
    });
  };
}
