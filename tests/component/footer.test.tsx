import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import type { AppConfig } from '../../ports/config-port';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from '../../src/features/shell/footer/footer';
import type { TestWorld } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

afterEach(() => vi.restoreAllMocks());

const INFO: StoreInfo = {
  phone: '+40 21 555 0142',
  supportTime: 'Luni–Vineri 9:00–18:00',
  supportTimeMoTh: 'Luni–Joi 9:00–18:00',
  address1: 'Bulevardul Unirii 27',
  city: 'București',
  zipCode: '030823',
  name: 'Lemnia România',
  email: 'contact@lemnia.example.com',
  trackingCode: null,
};

function givenFooter(
  options: { info?: Partial<StoreInfo>; config?: Partial<AppConfig>; locale?: Partial<LocaleConfig>; now?: number } = {},
) {
  const clock = options.now === undefined ? undefined : new InMemoryClock(options.now);
  return givenAShopWithStoreData(
    { info: { ...INFO, ...options.info }, locale: options.locale ?? {} },
    { config: options.config, clock },
  );
}

async function renderFooter(world: TestWorld, path = '/') {
  await world.root.footer.load();
  const view = renderWithStores(<Footer />, { world, path });
  await vi.waitFor(() => {
    expect(world.root.shop.storeInfo.status).toBe('ready');
    expect(world.root.shop.localeConfig.status).toBe('ready');
  });
  return view;
}

const jsonLd = (container: HTMLElement) => container.querySelector('script[type="application/ld+json"]');

describe('footer structured store data', () => {
  it('is emitted as schema.org Store data when phone, address, city and zip are all known', async () => {
    const { container } = await renderFooter(givenFooter());
    const script = jsonLd(container);
    expect(script).not.toBeNull();
    const data = JSON.parse(script?.textContent ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Lemnia România',
      telephone: '+40 21 555 0142',
      email: 'contact@lemnia.example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Bulevardul Unirii 27',
        addressLocality: 'București',
        postalCode: '030823',
      },
    });
  });

  it.each([['phone'], ['address1'], ['city'], ['zipCode']] as const)('is not emitted when %s is unknown', async (field) => {
    const { container } = await renderFooter(givenFooter({ info: { [field]: null } }));
    expect(jsonLd(container)).toBeNull();
    const blank = await renderFooter(givenFooter({ info: { [field]: '  ' } }));
    expect(jsonLd(blank.container)).toBeNull();
  });

  it('escapes "<" so server text cannot end the script', async () => {
    const { container } = await renderFooter(givenFooter({ info: { name: 'Lemnia</script><script>alert(1)</script>' } }));
    const text = jsonLd(container)?.textContent ?? '';
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text).name).toBe('Lemnia</script><script>alert(1)</script>');
  });
});

describe('footer pickup note', () => {
  it("says 'No pickup possible!' outside Romania", async () => {
    await renderFooter(givenFooter({ config: { satellite: 'DE', locale: 'de_DE' } }));
    expect(screen.getByText('No pickup possible!')).toBeTruthy();
  });

  it("does not say 'No pickup possible!' in the Romanian shop", async () => {
    await renderFooter(givenFooter({ config: { satellite: 'RO', locale: 'ro_RO' } }));
    expect(screen.queryByText('No pickup possible!')).toBeNull();
  });

  it("says 'No pickup possible!' when the satellite is Romanian but the store country is not", async () => {
    await renderFooter(givenFooter({ config: { satellite: 'RO', locale: 'ro_RO' }, locale: { countryId: 13 } }));
    expect(screen.getByText('No pickup possible!')).toBeTruthy();
  });
});

describe('footer content', () => {
  it('shows contact details, support hours and the copyright with the current year', async () => {
    await renderFooter(givenFooter({ now: Date.UTC(2031, 5, 1, 12) }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Bulevardul Unirii 27')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+40 21 555 0142' }).getAttribute('href')).toBe('tel:+40215550142');
    expect(within(screen.getByRole('region', { name: 'Contact' })).getByText('Luni–Vineri 9:00–18:00')).toBeTruthy();
    expect(within(footer).getByText('© 2031 Lemnia')).toBeTruthy();
  });

  it('links the legal pages by their translated slugs; the Romanian-only pages only for the RO satellite', async () => {
    await renderFooter(givenFooter());
    const info = screen.getByRole('navigation', { name: 'Information' });
    const hrefs = within(info)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/data-protection',
      '/terms-and-conditions',
      '/right-of-withdrawal',
      '/faq',
      '/imprint',
      '/press',
      '/pay',
      '/delivery',
      '/shipping-costs',
      '/conditii-de-garantie.html',
      '/manual-de-utilizare-1.html',
    ]);
  });

  it('leaves out the Romanian-only pages and the consumer-dispute links elsewhere', async () => {
    await renderFooter(givenFooter({ config: { satellite: 'DE', locale: 'de_DE' } }));
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(within(info).queryByRole('link', { name: 'Warranty conditions' })).toBeNull();
    expect(within(info).queryByRole('link', { name: 'User manual' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Consumer protection' })).toBeNull();
  });

  it('shows the four social networks only when social media is switched on', async () => {
    const social = {
      facebook: 'https://facebook.com/lemnia',
      instagram: 'https://instagram.com/lemnia',
      pinterest: 'https://pinterest.com/lemnia',
      youtube: 'https://youtube.com/lemnia',
    };
    const world = givenFooter({ locale: { social } });
    const view = await renderFooter(world);
    const flags = world.root.shop.localeConfig.value?.flags;
    expect(flags?.socialMedia).toBe(true);
    const list = screen.getByRole('region', { name: 'Follow us' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Instagram', 'Pinterest', 'YouTube']);
    view.unmount();

    const off = givenFooter({ locale: { social, flags: { ...(flags as LocaleConfig['flags']), socialMedia: false } } });
    await renderFooter(off);
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });

  it('sends the newsletter e-mail to /newsletter, URL-encoded', async () => {
    const world = givenFooter();
    await world.root.footer.load();
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    }
    renderWithStores(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Footer />
              <Where />
            </>
          }
        />
      </Routes>,
      { world },
    );
    const box = await screen.findByRole('textbox', { name: 'Your e-mail address' });
    expect(box.getAttribute('type')).toBe('email');
    expect(box.hasAttribute('required')).toBe(true);
    await userEvent.type(box, 'anna+sofa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByTestId('where').textContent).toBe('/newsletter?email=anna%2Bsofa%40example.com');
  });

  it('does not leave for /newsletter with an invalid address', async () => {
    const world = givenFooter();
    await world.root.footer.load();
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    }
    renderWithStores(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Footer />
              <Where />
            </>
          }
        />
      </Routes>,
      { world },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your e-mail address' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('scrolls smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderFooter(givenFooter());
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
