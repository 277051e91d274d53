import { describe, expect, it } from 'vitest';
import { paymentRedirectTarget, redirectTo } from '../../../src/domain/payment-redirect';

const PROVIDERS = ['paypal.com', 'www.paypal.com', 'pay.example.com'];

describe('paymentRedirectTarget', () => {
  it.each([
    'https://paypal.com/checkoutnow?token=EC-1',
    'https://www.paypal.com/checkoutnow?token=EC-1',
    'https://pay.example.com',
    'https://pay.example.com?session=abc',
    'https://pay.example.com/session/abc#top',
    'https://paypal.com/return?email=ana@example.ro',
    '/order-placed?cart_id=5',
    '/order-failed?cart_id=5',
    '/fake-provider?cart_id=5&amount=120.99',
  ])('follows %s', (url) => {
    expect(paymentRedirectTarget(url, PROVIDERS)).toBe(url);
  });

  it.each([
    // script and other schemes
    ['javascript:alert(1)', 'script scheme'],
    ['JAVASCRIPT:alert(1)', 'upper-case script scheme'],
    ['JavaScript:alert(1)', 'mixed-case script scheme'],
    ['java\tscript:alert(1)', 'tab inside the scheme'],
    ['javascript://paypal.com/%0aalert(1)', 'script scheme dressed as an address'],
    ['data:text/html,<script>alert(1)</script>', 'data URL'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'upper-case data URL'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['blob:https://paypal.com/0b7c1e9a', 'blob URL on an allowed host'],
    ['file:///etc/passwd', 'file URL'],
    ['ftp://paypal.com/', 'ftp'],
    ['http://paypal.com/', 'plain http'],
    ['http://localhost/order-placed', 'plain http on loopback'],
    ['HTTPS://paypal.com/', 'upper-case scheme'],
    ['Https://paypal.com/', 'mixed-case scheme'],
    // protocol-relative and backslash tricks
    ['//evil.example/', 'protocol-relative'],
    ['//paypal.com/checkoutnow', 'protocol-relative to an allowed host'],
    ['/\\evil.example', 'slash backslash'],
    ['\\\\evil.example', 'double backslash'],
    ['/\\/evil.example', 'slash backslash slash'],
    ['https://paypal.com\\@evil.example/', 'backslash before a user part'],
    ['https:\\\\paypal.com', 'backslashes after the scheme'],
    // look-alike hosts and hosts hidden in the path, query or fragment
    ['https://paypal.com.evil.example/', 'allowed host as a subdomain of another'],
    ['https://evil.example/paypal.com', 'allowed host in the path'],
    ['https://evil.example/?next=https://paypal.com', 'allowed host in the query'],
    ['https://evil.example#paypal.com', 'allowed host in the fragment'],
    ['https://evilpaypal.com/', 'allowed host as a suffix'],
    ['https://paypal.co/', 'shorter top-level domain'],
    ['https://paypal.com./', 'trailing dot'],
    ['https://sub.paypal.com/', 'unlisted subdomain'],
    ['https://evil.pay.example.com/', 'unlisted subdomain of a listed subdomain'],
    ['https://PAYPAL.COM/', 'upper-case host'],
    // user parts
    ['https://user@evil.example/', 'user part'],
    ['https://paypal.com@evil.example/', 'allowed host as the user'],
    ['https://paypal.com:secret@evil.example/', 'allowed host as user and password'],
    ['https://evil.example@paypal.com/', 'user part before an allowed host'],
    ['https://@paypal.com/', 'empty user part'],
    ['https://:@paypal.com/', 'empty user and password'],
    // ports
    ['https://paypal.com:8443/', 'explicit port'],
    ['https://paypal.com:443/', 'explicit default port'],
    ['https://paypal.com:/', 'empty port'],
    // whitespace and control characters
    [' https://paypal.com/', 'leading space'],
    ['https://paypal.com/ ', 'trailing space'],
    ['\thttps://paypal.com/', 'leading tab'],
    ['https://pay\npal.com/', 'newline in the host'],
    ['https://paypal.com\r\n.evil.example/', 'CR LF in the host'],
    ['https://paypal.com/\u0000', 'NUL'],
    ['https://paypal.com/\u007f', 'DEL'],
    ['\u00a0https://paypal.com/', 'no-break space'],
    ['https://paypal.com/\u2028', 'line separator'],
    ['\ufeffhttps://paypal.com/', 'byte order mark'],
    // Unicode and encoded hosts
    ['https://p\u0430ypal.com/', 'Cyrillic a'],
    ['https://xn--pypal-4ve.com/', 'punycode look-alike'],
    ['https://pay\u200bpal.com/', 'zero-width space'],
    ['https://pay\u00adpal.com/', 'soft hyphen'],
    ['https://\uff50aypal.com/', 'full-width letter'],
    ['https://paypal.com\u3002evil.example/', 'ideographic full stop'],
    ['https://paypal%2ecom/', 'percent-encoded dot'],
    ['https://paypal.com%2eevil.example/', 'percent-encoded dot before another host'],
    ['https://%70aypal.com/', 'percent-encoded letter'],
    // malformed and relative
    ['https:paypal.com', 'no slashes'],
    ['https:/paypal.com', 'one slash'],
    ['https:///paypal.com', 'three slashes'],
    ['https://', 'no host'],
    ['https:// paypal.com', 'space before the host'],
    ['https://127.0.0.1/', 'unlisted IP address'],
    ['paypal.com', 'bare host'],
    ['www.paypal.com/checkoutnow', 'bare host and path'],
    ['order-placed', 'relative path without a slash'],
    ['?next=https://evil.example', 'query only'],
    ['#top', 'fragment only'],
    ['', 'empty'],
  ])('refuses %j (%s)', (url) => {
    expect(paymentRedirectTarget(url, PROVIDERS)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://paypal.com/']])('refuses the non-text %j', (url) => {
    expect(paymentRedirectTarget(url, PROVIDERS)).toBeNull();
  });

  it('reads a configured host with a leading dot as that host only', () => {
    expect(paymentRedirectTarget('https://example.com/pay', ['.example.com'])).toBe('https://example.com/pay');
    expect(paymentRedirectTarget('https://pay.example.com/pay', ['.example.com'])).toBeNull();
  });

  it('follows only shop paths when no provider host is configured', () => {
    expect(paymentRedirectTarget('https://paypal.com/', [])).toBeNull();
    expect(paymentRedirectTarget('https://paypal.com/', ['', ' '])).toBeNull();
    expect(paymentRedirectTarget('/order-placed?cart_id=5', [])).toBe('/order-placed?cart_id=5');
  });
});

describe('redirectTo', () => {
  it('goes to a shop path through the router, and to a provider address by a page load', () => {
    expect(redirectTo('/order-placed?cart_id=5')).toEqual({ kind: 'in-shop', path: '/order-placed?cart_id=5' });
    expect(redirectTo('https://pay.example.com/session/42')).toEqual({
      kind: 'external',
      url: 'https://pay.example.com/session/42',
    });
  });
});
