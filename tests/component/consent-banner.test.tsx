import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '../../src/features/consent/consent-banner';
import { Footer } from '../../src/features/shell/footer/footer';
import { givenAShop, startNow } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

/** The banner and the footer whose Cookie settings reopen it, for a shopper who chose (`denied`) or not yet. */
async function givenTheBannerAndTheFooter(consentCookie?: 'denied') {
  const world = givenAShop(consentCookie ? { consentCookie } : {});
  await world.root.footer.load();
  renderWithStores(
    <>
      <ConsentBanner />
      <Footer />
    </>,
    { world },
  );
  return world;
}

describe('the consent banner', () => {
  it('asks on a first visit; Accept records the grant and closes it', () => {
    const { world } = renderWithStores(<ConsentBanner />);
    const banner = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
    expect(banner.getAttribute('aria-modal')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(world.consent.stored).toBe('granted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Decline records the refusal', () => {
    const { world } = renderWithStores(<ConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(world.consent.stored).toBe('denied');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed after a choice, and the footer’s Cookie settings reopen it with the focus on it', async () => {
    await givenTheBannerAndTheFooter('denied');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const banner = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await waitFor(() => expect(document.activeElement).toBe(banner));
  });

  it('reopened from the footer, closes on Escape or a choice and gives the focus back to Cookie settings', async () => {
    const world = await givenTheBannerAndTheFooter('denied');
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    settings.focus();
    fireEvent.click(settings);
    const banner = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await waitFor(() => expect(document.activeElement).toBe(banner));
    fireEvent.keyDown(document.activeElement ?? banner, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(world.consent.stored).toBe('denied');
    expect(document.activeElement).toBe(settings);

    fireEvent.click(settings);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(world.consent.stored).toBe('granted');
    expect(document.activeElement).toBe(settings);
  });

  it('on a first visit, Escape makes no choice for the shopper: the banner stays', async () => {
    await givenTheBannerAndTheFooter();
    await screen.findByRole('button', { name: 'Cookie settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Cookies and your privacy' }), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBeTruthy();
  });

  it('before the choice is read (a page from the server, hydrating) it is the page’s own dialog, its buttons disabled, hidden for a shopper who has decided', () => {
    const world = givenAShop({ consentCookie: 'denied', unstarted: true });
    renderWithStores(<ConsentBanner />, { world });
    const banner = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
    expect(banner.closest('[data-shell]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);

    act(() => void startNow(world.root, '/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
