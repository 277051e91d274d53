const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
const HTTP_PREFIX = /^https?:\/\/[^/]/i;
/** The authority of an https address exactly as written: lower-case scheme, up to the path, query or fragment. */
const HTTPS_AUTHORITY = /^https:\/\/([^/?#]+)/;
const PROBE_ORIGIN = 'https://internal.invalid';

/**
 * How an address must name an allowed host. 'host-or-subdomain' (links): the host or any subdomain,
 * any port, plain http on loopback. 'exact' (payment redirects): https to the host itself, written
 * plainly — no subdomain, port, user, percent-encoding, upper case or Unicode look-alike.
 */
export type HostMatch = 'host-or-subdomain' | 'exact';

const parse = (url: string, base?: string): URL | null => {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
};

const hostAllowed = (host: string, allowedHosts: readonly string[], subdomains: boolean): boolean =>
  allowedHosts
    .map((allowed) => allowed.trim().toLowerCase().replace(/^\.+/, ''))
    .some((allowed) => allowed !== '' && (host === allowed || (subdomains && host.endsWith(`.${allowed}`))));

/** The one allowlist check for every address the app opens outside the shop. */
export function isAllowedExternalUrl(
  url: string,
  allowedHosts: readonly string[],
  match: HostMatch = 'host-or-subdomain',
): boolean {
  if (typeof url !== 'string' || UNSAFE_CHARACTERS.test(url) || !HTTP_PREFIX.test(url)) return false;
  const parsed = parse(url);
  if (parsed === null || parsed.username !== '' || parsed.password !== '') return false;
  const host = parsed.hostname.toLowerCase();
  if (match === 'exact') return HTTPS_AUTHORITY.exec(url)?.[1] === host && hostAllowed(host, allowedHosts, false);
  if (parsed.protocol === 'http:') return LOOPBACK_HOSTS.includes(host) && hostAllowed(host, allowedHosts, true);
  return parsed.protocol === 'https:' && hostAllowed(host, allowedHosts, true);
}

export function safeInternalPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTERS.test(raw)) return '/';
  return parse(raw, PROBE_ORIGIN)?.origin === PROBE_ORIGIN ? raw : '/';
}

/** A link the server gives as a slug ('livrare.html') or a path, as a safe in-shop path. */
export const shopPath = (url: string): string => safeInternalPath(url.startsWith('/') ? url : `/${url}`);

/** A same-origin path ('/order-placed?cart_id=5') unchanged, or an allowed external address, else null. */
export function navigationTarget(url: unknown, allowedHosts: readonly string[], match?: HostMatch): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (url.startsWith('/')) return safeInternalPath(url) === url ? url : null;
  return isAllowedExternalUrl(url, allowedHosts, match) ? url : null;
}

/** A same-origin path ('/files/form.pdf') or an allowed https address, else null. */
export function withdrawalFormTarget(url: string | null | undefined, externalHosts: readonly string[]): string | null {
  return navigationTarget(url, externalHosts);
}
