const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
const HTTP_PREFIX = /^https?:\/\/[^/]/i;
const PROBE_ORIGIN = 'https://internal.invalid';

const parse = (url: string, base?: string): URL | null => {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
};

const hostAllowed = (host: string, allowedHosts: readonly string[]): boolean =>
  allowedHosts
    .map((allowed) => allowed.trim().toLowerCase().replace(/^\.+/, ''))
    .some((allowed) => allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`)));

export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (typeof url !== 'string' || UNSAFE_CHARACTERS.test(url) || !HTTP_PREFIX.test(url)) return false;
  const parsed = parse(url);
  if (parsed === null || parsed.username !== '' || parsed.password !== '') return false;
  const host = parsed.hostname.toLowerCase();
  if (parsed.protocol === 'http:') return LOOPBACK_HOSTS.includes(host) && hostAllowed(host, allowedHosts);
  return parsed.protocol === 'https:' && hostAllowed(host, allowedHosts);
}

export function safeInternalPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTERS.test(raw)) return '/';
  return parse(raw, PROBE_ORIGIN)?.origin === PROBE_ORIGIN ? raw : '/';
}

/** A same-origin path ('/files/form.pdf') or an allowed https address, else null. */
export function withdrawalFormTarget(url: string | null | undefined, externalHosts: readonly string[]): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (url.startsWith('/')) return safeInternalPath(url) === url ? url : null;
  return isAllowedExternalUrl(url, externalHosts) ? url : null;
}
