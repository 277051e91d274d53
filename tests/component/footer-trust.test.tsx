import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import { Footer } from '../../src/features/shell/footer/footer';
import type { TestWorld } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

const HOURS = 'Luni–Vineri 9:00–18:00';

async function renderFooter(options: { info?: Partial<StoreInfo>; locale?: Partial<LocaleConfig> } = {}) {
  const world: TestWorld = givenAShopWithStoreData({
    info: { supportTime: HOURS, ...options.info },
    locale: options.locale ?? {},
  });
  await world.root.footer.load();
  const view = renderWithStores(<Footer />, { world });
  await vi.waitFor(() => {
    expect(world.root.shop.storeInfo.status).toBe('ready');
    expect(world.root.shop.localeConfig.status).toBe('ready');
  });
  return view;
}

const sizedEverywhere = (region: HTMLElement) =>
  [...region.querySelectorAll('img, svg')].every((el) => el.getAttribute('width') && el.getAttribute('height'));

describe('footer trust badges', () => {
  it('promise secure payment and the right of withdrawal, each linking to its page, and name the service hours', async () => {
    await renderFooter();
    const trust = screen.getByRole('region', { name: 'Shop with confidence' });
    expect(
      within(trust)
        .getByRole('link', { name: /Secure payment/ })
        .getAttribute('href'),
    ).toBe('/pay');
    expect(
      within(trust)
        .getByRole('link', { name: /Right of withdrawal/ })
        .getAttribute('href'),
    ).toBe('/right-of-withdrawal');
    const service = within(trust).getByText('Customer service').closest('li');
    expect(service?.textContent).toContain(HOURS);
  });

  it('show customer service without hours when none are known', async () => {
    await renderFooter({ info: { supportTime: null, supportTimeMoTh: null }, locale: { supportTimeMoTh: '' } });
    const trust = screen.getByRole('region', { name: 'Shop with confidence' });
    expect(within(trust).getByText('Customer service').closest('li')?.textContent).toBe('Customer service');
  });

  it('draw icons of a fixed size, so nothing moves', async () => {
    await renderFooter();
    const trust = screen.getByRole('region', { name: 'Shop with confidence' });
    expect(trust.querySelectorAll('svg')).toHaveLength(3);
    expect(sizedEverywhere(trust)).toBe(true);
  });
});

describe('footer payment and delivery images', () => {
  it('carry the server’s alt text, are decorative without one, and reserve their size', async () => {
    await renderFooter({
      locale: {
        footerImages: [
          { src: '/images/visa.svg', alt: 'Visa' },
          { src: '/images/curier.svg', alt: 'Curier' },
          { src: '/images/pattern.svg', alt: '' },
        ],
      },
    });
    const images = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Visa', 'Curier']);
    expect(
      within(images)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/images/pattern.svg']);
    const all = [...images.querySelectorAll('img')];
    expect(all.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['80', '32'],
      ['80', '32'],
      ['80', '32'],
    ]);
  });

  it('are left out when the locale config has none', async () => {
    await renderFooter({ locale: { footerImages: [] } });
    expect(screen.queryByRole('region', { name: 'Payment and delivery' })).toBeNull();
  });

  it('of the fake shop name what they show', async () => {
    await renderFooter();
    const images = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Card', 'Wallet', 'Transfer', 'Freight']);
  });
});
