import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, portError } from '../../ports/model/result';
import type { ReviewBadge } from '../../ports/review-badge-port';
import de from '../../src/i18n/compiled/de.json';
import footerDe from '../../src/i18n/compiled/footer-de.json';
import type { Messages } from '../../src/i18n/load-messages';
import { Footer } from '../../src/features/shell/footer/footer';
import { StoreProvider } from '../../src/shared/store-context';
import { givenAReviewBadgeShop, type ReviewBadgeShopOptions } from '../support/given-a-review-badge-shop';
import { givenALongPage } from '../support/given-a-long-page';
import { renderWithStores } from '../support/render-with-stores';
import { aReviewBadge, ratingIds } from '../support/review-badge-builder';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const REVIEW_PAGE = 'https://reviews.example.com/shops/X1234';
const answering = (badge: ReviewBadge): ReviewBadgeShopOptions => ({
  locale: ratingIds(),
  answers: { getBadge: async () => ok(badge) },
  config: { externalHosts: ['reviews.example.com'] },
});

async function renderFooterOf(options: ReviewBadgeShopOptions) {
  const world = await givenAReviewBadgeShop(options);
  renderWithStores(<Footer />, { world });
  return world;
}

const badgeRegion = () => screen.findByRole('region', { name: 'Customer reviews' });

describe('footer review badge (spec 2.8)', () => {
  it('shows the rating out of 5, the review count and a link to the review page', async () => {
    await renderFooterOf(answering(aReviewBadge().rated(4.8, 1234).build()));
    const badge = await badgeRegion();
    expect(within(badge).getByText('4.8 out of 5')).toBeTruthy();
    expect(within(badge).getByText('1,234 reviews')).toBeTruthy();
    const link = within(badge).getByRole('link', { name: 'Read the reviews' });
    expect(link.getAttribute('href')).toBe(REVIEW_PAGE);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says "1 review" for a single review, and shows a whole rating with one decimal', async () => {
    await renderFooterOf(answering(aReviewBadge().rated(5, 1).build()));
    const badge = await badgeRegion();
    expect(within(badge).getByText('5.0 out of 5')).toBeTruthy();
    expect(within(badge).getByText('1 review')).toBeTruthy();
  });

  it('formats the numbers in the shop language (German: 4,8 von 5, 1.234 Bewertungen)', async () => {
    const world = await givenAReviewBadgeShop(answering(aReviewBadge().rated(4.8, 1234).build()));
    render(
      <IntlProvider locale="de-DE" messages={{ ...de, ...footerDe } as unknown as Messages} defaultLocale="en">
        <StoreProvider root={world.root}>
          <MemoryRouter>
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </MemoryRouter>
        </StoreProvider>
      </IntlProvider>,
    );
    const badge = await screen.findByRole('region', { name: 'Kundenbewertungen' });
    expect(within(badge).getByText('4,8 von 5')).toBeTruthy();
    expect(within(badge).getByText('1.234 Bewertungen')).toBeTruthy();
  });

  it('colours the seal with a hex or named seal colour', async () => {
    await renderFooterOf(answering(aReviewBadge().withSeal('#1F3B57').build()));
    expect((await badgeRegion()).style.getPropertyValue('--seal-colour')).toBe('#1f3b57');
  });

  it('leaves the seal in the shop colours when the seal colour is not a colour token', async () => {
    await renderFooterOf(answering(aReviewBadge().withSeal('red;background:url(https://evil.example/x)').build()));
    expect((await badgeRegion()).style.getPropertyValue('--seal-colour')).toBe('');
  });

  it('shows the review page as plain text, without a link, when its host is not allowed', async () => {
    await renderFooterOf({ ...answering(aReviewBadge().build()), config: { externalHosts: ['facebook.com'] } });
    expect(
      within(await badgeRegion())
        .getByText('Read the reviews')
        .closest('a'),
    ).toBeNull();
  });

  it('never links a review page that is not a web address', async () => {
    await renderFooterOf(answering(aReviewBadge().withReviewPage('javascript:alert(1)').build()));
    expect(
      within(await badgeRegion())
        .getByText('Read the reviews')
        .closest('a'),
    ).toBeNull();
  });

  it('has no review page line when the provider gives none', async () => {
    await renderFooterOf(answering(aReviewBadge().withReviewPage(null).build()));
    expect(within(await badgeRegion()).queryByText('Read the reviews')).toBeNull();
  });

  it('reads the badge only once the footer comes near, its space kept meanwhile', async () => {
    const page = givenALongPage();
    const world = await renderFooterOf(answering(aReviewBadge().rated(4.8, 1234).build()));
    expect(await screen.findByTestId('review-badge-slot')).toBeTruthy();
    expect(world.recorded.count('getBadge')).toBe(0);

    await page.scrollNear();
    expect(within(await badgeRegion()).getByText('4.8 out of 5')).toBeTruthy();
    expect(world.recorded.count('getBadge')).toBe(1);
  });

  it('keeps its space while the badge loads', async () => {
    await renderFooterOf({ locale: ratingIds(), answers: { getBadge: () => new Promise(() => undefined) } });
    expect(await screen.findByTestId('review-badge-slot')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
  });

  it('shows nothing, and reserves no space, when the shop has no review ids', async () => {
    const world = await renderFooterOf({ locale: ratingIds({ shopRatingId: null }) });
    await screen.findByRole('contentinfo');
    expect(screen.queryByTestId('review-badge-slot')).toBeNull();
    expect(world.recorded.count()).toBe(0);
  });

  it('shows nothing, with no console error, when the badge cannot be read', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const world = await renderFooterOf({
      locale: ratingIds(),
      answers: { getBadge: async () => fail(portError('server', 'HTTP 503', 503)) },
    });
    await vi.waitFor(() => expect(world.recorded.count('getBadge')).toBe(1));
    await vi.waitFor(() => expect(world.logger.warnings).toEqual(['Review badge not shown: HTTP 503']));
    expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reads the shop's own badge in the new language when the shopper switches language", async () => {
    const world = await renderFooterOf({});
    expect(within(await badgeRegion()).getByText('4.8 out of 5')).toBeTruthy();
    act(() => world.root.shop.setLanguage('de'));
    await waitFor(() =>
      expect(world.recorded.callsTo('getBadge').at(-1)).toEqual([
        { shopId: 'LEMNIA-RO', type: 'shop', source: 'reviews', language: 'de' },
      ]),
    );
    expect(await screen.findByText('4.8 out of 5')).toBeTruthy();
  });

  it("shows the fake review provider's badge of the seeded shop", async () => {
    await renderFooterOf({ config: { externalHosts: ['example.com'] } });
    const badge = await badgeRegion();
    expect(within(badge).getByText('4.8 out of 5')).toBeTruthy();
    expect(within(badge).getByRole('link', { name: 'Read the reviews' }).getAttribute('href')).toBe(
      'https://example.com/reviews/LEMNIA-RO?lang=en',
    );
  });
});
