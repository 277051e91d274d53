import { describe, expect, it } from 'vitest';
import { imageSource, lcpElementOf, servedImage } from '../../../scripts/bench/lcp-element.mjs';
import { loadSummary } from '../../../scripts/bench/load.mjs';
import { residentMb } from '../../../scripts/bench/rss.mjs';

const lhrWithLcp = (snippet: string) => ({
  audits: {
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', snippet, selector: 'main > img' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 300 }] },
        ],
      },
    },
  },
});

const PRODUCT_HTML = `<html><body><div id="root"><header><img src="/logo.svg" alt=""></header>
<main><h1>Canapea Oslo</h1><img src="data:image/svg+xml;utf8,%3Csvg%20xmlns%3D&#x27;http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg&#x27;%3E%3C%2Fsvg%3E" alt="">
<img alt="Canapea Oslo" fetchpriority="high" src="http://127.0.0.1:4610/images/2021-1.jpg?w=640&amp;h=640"></main></div></body></html>`;

describe("the bench tells whether the product page's largest paint is an image of the server's HTML", () => {
  it("reads the LCP element from Lighthouse's audit", () => {
    expect(lcpElementOf(lhrWithLcp('<img src="/a.jpg">'))).toEqual({ snippet: '<img src="/a.jpg">', selector: 'main > img' });
    expect(lcpElementOf({ audits: {} })).toBeNull();
  });

  it('finds the image in the HTML by its address, also when Lighthouse shortened it, with its priority', () => {
    const snippet = '<img alt="Canapea Oslo" fetchpriority="high" src="http://127.0.0.1:4610/images/2021-1.jpg?w=64…">';

    expect(imageSource(snippet)).toBe('http://127.0.0.1:4610/images/2021-1.jpg?w=64');
    expect(servedImage(PRODUCT_HTML, snippet)).toEqual({
      src: 'http://127.0.0.1:4610/images/2021-1.jpg?w=640&h=640',
      alt: 'Canapea Oslo',
      fetchPriorityHigh: true,
      lazy: false,
    });
  });

  it('reads the addresses as the browser does, whatever entities the HTML writes them with', () => {
    const snippet = `<img src="data:image/svg+xml;utf8,%3Csvg%20xmlns%3D'http%3A%2F%2Fwww.w3.org%2F2000%2…" alt="">`;
    const shortened = `<img src="data:image/svg+xml;utf8,%3Csvg%20xmlns%3D'http%3A%2F%2Fwww.w3.org%2F2000%2…" alt="Canapea Oslo">`;

    expect(servedImage(PRODUCT_HTML, snippet)?.src).toBe(
      "data:image/svg+xml;utf8,%3Csvg%20xmlns%3D'http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg'%3E%3C%2Fsvg%3E",
    );
    // Shortened, the address starts like the logo's: the other attributes tell the images apart.
    expect(servedImage(PRODUCT_HTML, shortened)).toBeNull();
  });

  it('says no when the largest paint is an image the script added, or not an image at all', () => {
    expect(servedImage(PRODUCT_HTML, '<img src="http://127.0.0.1:4610/images/9999.jpg">')).toBeNull();
    expect(servedImage(PRODUCT_HTML, '<h1>Canapea Oslo</h1>')).toBeNull();
    expect(servedImage(PRODUCT_HTML, null)).toBeNull();
  });
});

describe('the load figures are the responses’ own', () => {
  it('gives requests per second, p50 and p95 of every response time', () => {
    const latenciesMs = Array.from({ length: 100 }, (_, index) => 100 - index);

    expect(loadSummary({ latenciesMs, durationS: 4, non2xx: 1, errors: 0, timeouts: 0, statuses: { 200: 99, 503: 1 } })).toEqual({
      requests: 100,
      durationS: 4,
      requestsPerS: 25,
      p50Ms: 50,
      p95Ms: 95,
      maxMs: 100,
      non2xx: 1,
      statuses: { 200: 99, 503: 1 },
      errors: 0,
      timeouts: 0,
    });
  });
});

describe("the server's memory is read from /proc", () => {
  it('takes VmRSS and VmHWM from the status text, in MB', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';

    expect(residentMb(status)).toEqual({ rssMb: 100, peakMb: 200 });
  });

  it('fails rather than report a figure it did not read', () => {
    expect(() => residentMb('Name:\tnode\n')).toThrow(/VmRSS/);
  });
});
