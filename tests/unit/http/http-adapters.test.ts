import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createHttpAdapters } from '../../../adapters/http/create-http-adapters';
import { localeConfigDto, productDto, RO } from './fixtures';
import { StubFetch } from './stub-fetch';
import { PAYMENT_SETTINGS } from './payment-settings';

const SHOP = 'https://shop.example';
const FAST = 'https://fast.example';

function setup(token = () => 'shop-token') {
  const stub = new StubFetch();
  const ports = createHttpAdapters({
    payment: PAYMENT_SETTINGS,
    apiUrl: `${SHOP}/`,
    fastApiUrl: FAST,
    shopToken: token,
    storage: new InMemoryStorage(),
    fetch: stub.fetch,
    now: () => 1_000_000,
  });
  return { stub, ports };
}

describe('http adapters: transport', () => {
  it('sends JSON headers and the shop token computed per request', async () => {
    let token = 'shop-token';
    const { stub, ports } = setup(() => token);
    stub.on('GET', '/api/category_count/custom_attribute/', { json: { '12': { count: 4 } } });
    await ports.catalog.getCategoryCounts();
    token = 'rotated-shop-token';
    await ports.catalog.getCategoryCounts();
    const [first, second] = stub.requests;
    expect(first?.url.origin).toBe(FAST);
    expect(first?.headers.get('Accept')).toBe('application/json');
    expect(first?.headers.get('Content-Type')).toBe('application/json');
    expect(first?.headers.get('Authorization')).toBe('Bearer shop-token');
    expect(second?.headers.get('Authorization')).toBe('Bearer rotated-shop-token');
  });

  it('maps a thrown fetch to a network failure', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/products/1001', 'network-error');
    const result = await ports.products.getProduct(1001, RO);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('maps 404 to not-found and other statuses to server with the server message', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/rewriting', { status: 404, json: { error: 'URL not found' } });
    expect(await ports.urlResolver.resolveUrl('/nope.html', 'ro_RO')).toEqual({
      ok: false,
      error: { kind: 'not-found', message: 'URL not found', status: 404 },
    });
    stub.on('GET', '/api/rewriting', { status: 500, json: { message: 'database down' } });
    expect(await ports.urlResolver.resolveUrl('x.html', 'ro_RO')).toEqual({
      ok: false,
      error: { kind: 'server', message: 'database down', status: 500 },
    });
    stub.on('GET', '/api/rewriting', { status: 502, text: '' });
    expect(await ports.urlResolver.resolveUrl('x.html', 'ro_RO')).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'HTTP 502' },
    });
  });

  it('maps broken JSON and wrong shapes to invalid-response', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/rewriting', { text: '<html>oops' });
    expect(await ports.urlResolver.resolveUrl('x.html', 'ro_RO')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    stub.on('GET', '/api/rewriting', { json: { view_id: '12', view: 'product' } });
    expect(await ports.urlResolver.resolveUrl('x.html', 'ro_RO')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    stub.on('GET', '/api/rewriting', { json: { view_id: 12, view: 'folder' } });
    expect(await ports.urlResolver.resolveUrl('x.html', 'ro_RO')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('resolves a URL without its leading slash', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/rewriting', { json: { view_id: 1001, view: 'product', title: 'Canapea Oslo' } });
    expect(await ports.urlResolver.resolveUrl('/canapea-oslo.html', 'ro_RO')).toEqual({
      ok: true,
      value: { kind: 'product', id: 1001, title: 'Canapea Oslo' },
    });
    expect(Object.fromEntries(stub.last().url.searchParams)).toEqual({ view_locale: 'ro_RO', view_url: 'canapea-oslo.html' });
  });
});

describe('http adapters: catalog and product', () => {
  it('lists products with the spec query and maps the page', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/products/', { json: { products: [productDto()], total: 31 } });
    const page = await ports.catalog.listProducts({ limit: 12, offset: 24, sort: 'priceLowToHigh', categoryId: 12 }, RO);
    expect(page.ok && page.value.total).toBe(31);
    expect(Object.fromEntries(stub.last().url.searchParams)).toEqual({
      limit: '12',
      offset: '24',
      translation: 'ro_RO',
      order: 'min_price',
      country_id: '146',
      category: '12',
    });
  });

  it('uses products_list for id lists', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/products_list/', { json: { products: [productDto()], total: 1 } });
    await ports.catalog.listProducts({ limit: 10, offset: 0, sort: 'default', ids: [1001, 1002] }, RO);
    expect(stub.last().url.searchParams.get('id')).toBe('1001,1002');
    expect(stub.last().url.searchParams.get('satellite')).toBe('RO');
  });

  it('uses the first product of the array and merges combinations; an empty array is not-found', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/products/1001', { json: [productDto()] });
    stub.on('GET', '/api/products/combinations/1001/ro_RO', {
      json: [
        {
          pse_id: 5009,
          color_id: 4,
          color_name: 'Albastru',
          color_hex: '#00f',
          size_id: 9,
          size_name: 'XL',
          stock: 1,
          price: 1,
          ref: 'x',
        },
      ],
    });
    const product = await ports.products.getProduct(1001, RO);
    expect(product.ok && product.value.colours.map((c) => c.name)).toEqual(['Albastru']);
    stub.on('GET', '/api/products/combinations/1001/ro_RO', { status: 500, json: {} });
    const fallback = await ports.products.getProduct(1001, RO);
    expect(fallback.ok && fallback.value.colours.map((c) => c.name)).toEqual(['Gri']);
    stub.on('GET', '/api/products/1001', { json: [] });
    expect(await ports.products.getProduct(1001, RO)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('reads a missing delivery delay as null', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/product_delays/custom_attribute/1001', { status: 404, json: { error: 'none' } });
    expect(await ports.products.getDeliveryDelay(1001)).toEqual({ ok: true, value: null });
  });

  it('reads category counts keyed by id and rejects malformed counts', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/category_count/custom_attribute/', { json: { '12': { count: 4 }, '13': { count: 0 } } });
    expect(await ports.catalog.getCategoryCounts()).toEqual({ ok: true, value: { 12: 4, 13: 0 } });
    stub.on('GET', '/api/category_count/custom_attribute/', { json: { '12': { count: '4' } } });
    expect(await ports.catalog.getCategoryCounts()).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    stub.on('GET', '/api/category_count/custom_attribute/', { json: { sofas: { count: 4 } } });
    expect(await ports.catalog.getCategoryCounts()).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('lists brands with their counts', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/brand_list', { json: [{ id: 7, title: 'Nordhaus', url: 'nordhaus', description: null, logo: null }] });
    stub.on('GET', '/api/brand_category_count/', { json: { count: 5 } });
    const brands = await ports.catalog.listBrands(RO, 12);
    expect(brands).toEqual({
      ok: true,
      value: [{ id: 7, title: 'Nordhaus', url: 'nordhaus', descriptionHtml: '', logoUrl: null, count: 5 }],
    });
  });
});

describe('http adapters: store', () => {
  it('picks the locale config of the requested locale and reads the SalesBar module', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/locale_config/custom_attribute/', {
      json: [localeConfigDto({ lang_locale: 'de_AT', lang_code: 'de' }), localeConfigDto()],
    });
    stub.on('GET', '/api/module_config_i18n/custom_attribute/', {
      json: {
        module_name: 'SalesBar',
        module_active: 1,
        entries: { default: { salesbar_message: 'Hi', salesbar_active: true } },
      },
    });
    const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
    expect(config.ok && config.value.locale).toBe('ro_RO');
    expect(config.ok && config.value.flags.salesBar).toBe(true);
    expect(config.ok && config.value.salesBar?.message).toBe('Hi');
  });

  it('keeps the locale config when the SalesBar module fails', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/locale_config/custom_attribute/', { json: [localeConfigDto()] });
    stub.on('GET', '/api/module_config_i18n/custom_attribute/', 'network-error');
    const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
    expect(config.ok && config.value.flags.salesBar).toBe(false);
  });

  it('answers not-found for an empty locale config array', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/locale_config/custom_attribute/', { json: [] });
    expect(await ports.store.getLocaleConfig('RO', 'ro_RO')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('maps store info and blanks to null', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/store_info', {
      json: { store_name: 'Casa', store_phone: '+40 21 000', store_email: '', store_city: 'București' },
    });
    expect(await ports.store.getStoreInfo('RO', 'ro_RO')).toEqual({
      ok: true,
      value: {
        name: 'Casa',
        phone: '+40 21 000',
        email: null,
        city: 'București',
        supportTime: null,
        supportTimeMoTh: null,
        address1: null,
        zipCode: null,
        trackingCode: null,
      },
    });
  });
});
