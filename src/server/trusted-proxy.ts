/**
 * Which peers may speak for the visitor through Host, X-Forwarded-Proto/Host and X-Request-Id:
 * 'none' (the default: the server uses SITE_ORIGIN and makes its own request ids), 'any' (TRUST_PROXY=1:
 * only the proxy can reach the server) or the proxies' addresses (TRUST_PROXY=10.0.0.2,10.0.0.3).
 */
export type ProxyTrust = 'none' | 'any' | readonly string[];

/** TRUST_PROXY: unset, empty, 0 or false trusts no one; 1 or true any peer; otherwise a comma-separated list of addresses. */
export function proxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return 'none';
  if (value === '1' || value === 'true') return 'any';
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** An IPv4 peer reaches a dual-stack socket as ::ffff:a.b.c.d. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');

/** Whether the peer at this address is a proxy the server trusts. */
export function trusts(trust: ProxyTrust, peer: string | undefined): boolean {
  if (trust === 'none') return false;
  if (trust === 'any') return true;
  return peer !== undefined && trust.some((address) => plain(address) === plain(peer));
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const first = (value: string | null | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The URL the visitor asked for, on the origin the server answers as: the one the proxy names when
 * the peer is trusted (X-Forwarded-Host or else Host; X-Forwarded-Proto or else SITE_ORIGIN's), SITE_ORIGIN otherwise. A client's
 * Host never reaches the page (its links, the server-error page's country) unless a trusted proxy set it.
 */
export function publicUrl(request: Request, trusted: boolean, siteOrigin: string): URL {
  const asked = new URL(request.url);
  const site = new URL(siteOrigin);
  const host = trusted ? (first(request.headers.get('X-Forwarded-Host')) ?? asked.host) : undefined;
  const proto = trusted ? first(request.headers.get('X-Forwarded-Proto')) : undefined;
  const url = new URL(asked.pathname + asked.search, site);
  if (host !== undefined && HOST.test(host)) url.host = host;
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  return url;
}

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The proxy's X-Request-Id when the peer is trusted and the id is plain (nothing that could forge a log line), else a new one. */
export function requestId(request: Request, trusted: boolean, fresh: () => string): string {
  const given = trusted ? request.headers.get('X-Request-Id') : null;
  return given !== null && REQUEST_ID.test(given) ? given : fresh();
}
