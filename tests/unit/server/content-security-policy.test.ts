import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/app/config';
import { cspDirectives, cspText, type PolicySources } from '../../../src/server/content-security-policy';
import { inlineScriptHashes, inlineStyleHashes } from '../../../src/server/inline-hashes';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const GUARD = "try{document.documentElement.setAttribute('data-shell','off')}catch(e){}";
const START = '{const s=()=>import("/assets/main-abc1234.js");s()}';
const TEMPLATE = `<!doctype html><html><head><script>${GUARD}</script><style>[data-shell] { color: red; }</style></head><body><div id="root"></div><script type="application/json" id="page-data">{"a":1}</script><script type="application/ld+json">{}</script><script type="module" src="/assets/x.js"></script><script>${START}</script></body></html>`;

const shop = (env: Record<string, string> = {}) =>
  parseConfig(
    {
      VITE_ADAPTERS: 'http',
      VITE_API_URL: 'https://api.shop.example/v1',
      VITE_FAST_API_URL: 'https://fast.shop.example',
      ...env,
    },
    '1.0.0',
    'https://shop.example',
  ).config;
const NOTHING_MORE: PolicySources = { script: [], connect: [], img: [], reportUri: '' };
const policy = (env: Record<string, string> = {}, sources: Partial<PolicySources> = {}) =>
  cspDirectives(shop(env), TEMPLATE, { ...NOTHING_MORE, ...sources });

describe('the hashes of the built page', () => {
  it('hashes each inline script the browser runs, and neither data scripts nor scripts with a src', () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual([hashOf(GUARD), hashOf(START)]);
  });

  it('hashes the inline styles', () => {
    expect(inlineStyleHashes(TEMPLATE)).toEqual([hashOf('[data-shell] { color: red; }')]);
  });
});

describe('the Content-Security-Policy', () => {
  it("runs the shop's own files and its start-up scripts by their hashes, never other inline code or eval", () => {
    const scripts = policy()['script-src'] ?? [];
    expect(scripts).toEqual(expect.arrayContaining(["'self'", hashOf(GUARD), hashOf(START)]));
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|strict-dynamic/);
  });

  it('allows no plugins, no <base>, no framing by any site', () => {
    const directives = policy();
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends forms only to the shop and the configured payment hosts', () => {
    expect(policy({ VITE_PAYMENT_HOSTS: 'pay.bank.example, secure.card.example' })['form-action']).toEqual([
      "'self'",
      'https://pay.bank.example',
      'https://secure.card.example',
    ]);
  });

  it('connects only to the shop, its APIs, the search service, the review badge, the error reporting host and the tag manager', () => {
    const connect = policy(
      {
        VITE_SEARCH_PROXY_URL: 'https://search.shop.example/proxy',
        VITE_REVIEW_BADGE_URL: 'https://reviews.example/badge.json',
        VITE_ERROR_REPORTING_DSN: 'https://key@o1.errors.example/42',
      },
      { connect: ['https://search-service.example:7700'] },
    )['connect-src'];
    expect(connect).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://fast.shop.example',
      'https://search.shop.example',
      'https://reviews.example',
      'https://search-service.example:7700',
      'https://o1.errors.example',
      'https://www.googletagmanager.com',
    ]);
  });

  it('shows images from the shop, data: URLs, its API, the configured image hosts and the tag manager', () => {
    expect(policy({}, { img: ['https://images.cdn.example'] })['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.shop.example',
      'https://fast.shop.example',
      'https://images.cdn.example',
      'https://www.googletagmanager.com',
    ]);
  });

  it("lets in the tag manager's scripts (its id may come from the fast API), the chat's once configured, and CSP_SCRIPT_SRC's", () => {
    expect(policy()['script-src']).toEqual(["'self'", hashOf(GUARD), hashOf(START), 'https://www.googletagmanager.com']);
    const directives = policy(
      { VITE_CHAT_SCRIPT_URL: 'https://chat.vendor.example/widget.js' },
      { script: ['https://tags.analytics.example'] },
    );
    expect(directives['script-src']).toEqual(
      expect.arrayContaining(['https://chat.vendor.example', 'https://tags.analytics.example']),
    );
    expect(directives['connect-src']).toEqual(expect.arrayContaining(['https://chat.vendor.example']));
  });

  it("lets the chat's script, calls and window in, and error reporting's envelopes out, from their configured origins only", () => {
    const directives = policy({
      VITE_CHAT_SCRIPT_URL: 'https://chat.vendor.example/widget.js',
      VITE_ERROR_REPORTING_DSN: 'https://publickey@o1.errors.example/42',
    });
    for (const name of ['script-src', 'connect-src', 'frame-src'])
      expect(directives[name], name).toContain('https://chat.vendor.example');
    expect(directives['connect-src']).toContain('https://o1.errors.example');
    expect([...(directives['script-src'] ?? []), ...(directives['frame-src'] ?? [])]).not.toContain('https://o1.errors.example');
  });

  it('names no chat or error-reporting origin that is not https (the shop never loads them)', () => {
    const text = cspText(
      policy({
        VITE_CHAT_SCRIPT_URL: 'http://chat.vendor.example/widget.js',
        VITE_ERROR_REPORTING_DSN: 'http://key@errors.example/1',
      }),
    );
    expect(text).not.toMatch(/chat\.vendor\.example|errors\.example/);
  });

  it('styles from the shop files and the hashed inline style; style attributes (React style props) are allowed', () => {
    const directives = policy();
    expect(directives['style-src']).toEqual(["'self'", hashOf('[data-shell] { color: red; }')]);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('reports violations where CSP_REPORT_URI says, and nowhere without it', () => {
    expect(cspText(policy())).not.toMatch(/report-/);
    const directives = policy({}, { reportUri: 'https://reports.example/csp' });
    expect(directives['report-uri']).toEqual(['https://reports.example/csp']);
    expect(directives['report-to']).toEqual(['csp-endpoint']);
  });

  it('reads as one header value, directive by directive', () => {
    expect(cspText({ 'default-src': ["'self'"], 'object-src': ["'none'"] })).toBe("default-src 'self'; object-src 'none'");
  });
});
