import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../ports/model/shop-context';
import { fillTemplate, headerFiles, nginxConfig, parseNginxArgs, securityHeaders } from '../../../scripts/nginx-config.mjs';
import { PERSONAL } from '../../../src/app/page-openers';
import { HSTS, PERMISSIONS_OFF } from '../../../src/server/security-headers';

const BUILT_POLICY = "default-src 'self'; script-src 'self' 'sha256-c2hvcA=='; frame-ancestors 'none'";

/** A build's folder, with the headers the build wrote beside its index.html. */
function aBuild(headers: Record<string, string> = { 'content-security-policy': BUILT_POLICY, 'x-frame-options': 'DENY' }) {
  const root = mkdtempSync(join(tmpdir(), 'built-shop-'));
  writeFileSync(join(root, 'security-headers.json'), JSON.stringify(headers));
  return root;
}
const aStaticSite = (root = aBuild()) => nginxConfig({ site: 'static', listen: '127.0.0.1:8080', root, outDir: '/run/shop' });
const aServerSite = (upstreams = ['10.0.0.5:4000']) =>
  nginxConfig({ site: 'server', listen: '80', upstreams, outDir: '/etc/nginx/shop', cacheDir: '/var/cache/shop' });

/** Each `location` block of a site, from its opening line to the next location. */
const locationsOf = (site: string) => site.split(/^ {4}location /m).slice(1);
const neverCachedLocation = (site: string) => {
  const pattern = /location ~\* "([^"]+)"/.exec(site)?.[1] ?? '';
  return new RegExp(pattern, 'i');
};

describe('the nginx configuration is written from the deploy/nginx templates', () => {
  it('fills every placeholder of both sites and of the whole configuration', () => {
    for (const files of [aStaticSite(), aServerSite()]) {
      for (const text of Object.values(files)) expect(text).not.toMatch(/\{\{/);
      expect(files['nginx.conf']).toContain('include /etc/nginx/mime.types;');
    }
    expect(aStaticSite()['site.conf']).toContain('listen 127.0.0.1:8080;');
    const root = aBuild();
    expect(aStaticSite(root)['site.conf']).toContain(`root ${root};`);
    expect(aStaticSite()['nginx.conf']).toContain('pid /run/shop/nginx.pid;');
  });

  it('puts one or more servers behind nginx, with the cache where it is told', () => {
    const site = aServerSite(['10.0.0.5:4000', '10.0.0.6:4000'])['site.conf'];
    expect(site).toMatch(/upstream storefront \{\n {4}server 10\.0\.0\.5:4000;\n {4}server 10\.0\.0\.6:4000;/);
    expect(site).toContain('proxy_cache_path /var/cache/shop ');
  });

  it('refuses a placeholder without a value, a static site without its folder, a server site without a server', () => {
    expect(() => fillTemplate('listen {{LISTEN}};', {})).toThrow('{{LISTEN}}');
    expect(() => nginxConfig({ site: 'static', listen: '80', outDir: '/x' })).toThrow('--root');
    expect(() => nginxConfig({ site: 'server', listen: '80', outDir: '/x' })).toThrow('--upstream');
  });

  it('reads the command line of a deployment', () => {
    const args = ['--site', 'server', '--listen', '80', '--upstream', 'a:1', '--upstream', 'b:2', '--out', '/etc/x'];
    expect(parseNginxArgs(args)).toMatchObject({ site: 'server', listen: '80', upstreams: ['a:1', 'b:2'], outDir: '/etc/x' });
    expect(() => parseNginxArgs(['--site', 'static'])).toThrow('--listen');
  });
});

describe('every response nginx sends carries the security headers', () => {
  it('in front of the server, falls back to the server’s own HSTS, nosniff, referrer and permissions policies, COOP, framing and a CSP', () => {
    const headers = securityHeaders(aServerSite()['security-headers.conf']);
    expect(headers).toMatchObject({
      'strict-transport-security': HSTS,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(headers['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
  });

  it('on the static site, sends the headers the build wrote: the server’s policy with the hashes of that page', () => {
    const files = aStaticSite();
    expect(securityHeaders(files['security-headers.conf'])).toEqual({
      'content-security-policy': BUILT_POLICY,
      'x-frame-options': 'DENY',
    });
    expect(() => aStaticSite(mkdtempSync(join(tmpdir(), 'not-built-')))).toThrow('build the shop first');
  });

  it('adds each header it defines', () => {
    for (const files of [aStaticSite(), aServerSite()]) {
      const adds = files['add-security-headers.conf'];
      for (const name of Object.keys(securityHeaders(files['security-headers.conf'])))
        expect(adds.toLowerCase()).toMatch(new RegExp(`^add_header ${name} \\$storefront_\\w+ always;$`, 'm'));
    }
  });

  it('refuses a value nginx would read otherwise than written', () => {
    expect(() => headerFiles({ 'content-security-policy': 'script-src "self"' })).toThrow('content-security-policy');
    expect(() => headerFiles({ 'x-test': 'a$b' })).toThrow('x-test');
  });

  it('in every location of both sites (a location with an add_header of its own inherits none)', () => {
    for (const site of [aStaticSite()['site.conf'], aServerSite()['site.conf']]) {
      expect(site).toContain('include /'); // the http-level maps
      for (const location of locationsOf(site)) expect(location).toMatch(/include \S+\/add-security-headers\.conf;/);
    }
  });
});

describe('nginx in front of the server caches only what may be shared', () => {
  const site = aServerSite()['site.conf'];

  it.each([...PERSONAL.source.matchAll(/[a-z-]{3,}/g)].map(([page]) => page))(
    'never stores /%s, in any language, and tells browsers not to either',
    (page) => {
      const neverCached = neverCachedLocation(site);
      expect(neverCached.test(`/${page}`)).toBe(true);
      for (const language of LANGUAGES) expect(neverCached.test(`/${language}/${page}/12`)).toBe(true);
    },
  );

  it('stores catalogue pages as the server allows, forcing a lifetime only on hashed assets', () => {
    const neverCached = neverCachedLocation(site);
    for (const path of ['/', '/products', '/de/product/12', '/search/masa', '/cartoane'])
      expect(neverCached.test(path)).toBe(false);
    const forced = locationsOf(site).filter((location) => location.includes('proxy_cache_valid'));
    expect(forced.map((location) => location.split(' ', 2).join(' '))).toEqual(['^~ /assets/']);
    const personal = locationsOf(site).find((location) => location.startsWith('~*'));
    expect(personal).toMatch(/proxy_cache off;[\s\S]*add_header Cache-Control "private, no-store" always;/);
  });

  it('never serves a request with credentials from the cache, and tells the server who asked', () => {
    expect(site).toContain('proxy_cache_bypass $http_authorization;');
    expect(site).toContain('proxy_no_cache $http_authorization;');
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Host', 'X-Forwarded-Proto'])
      expect(site).toMatch(new RegExp(`proxy_set_header ${header} \\$`));
  });
});
