import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../../ports/config-port';
import { cspDirectives, REPORT_GROUP, type PolicySources } from './content-security-policy';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Two years, with subdomains, as the browsers' preload lists ask. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Browser features the shop never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The headers every response carries: the CSP for this build's page and configuration, and the fixed ones. */
export function securityHeaderOptions(config: AppConfig, template: string, sources: PolicySources): SecureHeadersOptions {
  const directives = Object.entries(cspDirectives(config, template, sources)).map(([name, values]) => [
    camel(name),
    name === 'report-to' ? values.join(' ') : values,
  ]);
  return {
    contentSecurityPolicy: Object.fromEntries(directives) as SecureHeadersOptions['contentSecurityPolicy'],
    strictTransportSecurity: HSTS,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: Object.fromEntries(PERMISSIONS_OFF.map((feature) => [camel(feature), []])),
    ...(sources.reportUri === '' ? {} : { reportingEndpoints: [{ name: REPORT_GROUP, url: sources.reportUri }] }),
  };
}

/** Sets the security headers on every response of the app it is used on, errors and files included. */
export const securityHeaders = (config: AppConfig, template: string, sources: PolicySources): MiddlewareHandler =>
  secureHeaders(securityHeaderOptions(config, template, sources));

/**
 * The same headers as name → value, for a host that is not this server: the static build writes them
 * beside its index.html, and nginx's static site sends them (scripts/nginx-config.mjs).
 */
export async function securityHeaderValues(
  config: AppConfig,
  template: string,
  sources: PolicySources,
): Promise<Record<string, string>> {
  const app = new Hono().use(securityHeaders(config, template, sources)).get('/', (c) => c.body(null));
  return Object.fromEntries((await app.request('/')).headers);
}
