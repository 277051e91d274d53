import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatDock } from '../../src/features/consent/chat-dock';
import { givenAChatShop, type ChatShopOptions } from '../support/given-a-chat';
import { renderWithStores } from '../support/render-with-stores';

/** The dock with a button whose download is recorded. */
async function renderDock(options: ChatShopOptions) {
  const download = vi.fn(async () => ({ default: () => <button type="button">chat</button> }));
  const world = await givenAChatShop(options);
  renderWithStores(<ChatDock Button={lazy(download)} />, { world });
  return { world, download };
}

describe("the chat button's dock", () => {
  it('downloads the button in the Romanian shop once the consent choice is made', async () => {
    const { download } = await renderDock({ consentCookie: 'denied' });

    expect(await screen.findByRole('button', { name: 'chat' })).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while the consent banner is open, and downloads the button once it closes', async () => {
    const { world, download } = await renderDock({ consentCookie: null });
    expect(download).not.toHaveBeenCalled();

    act(() => world.root.consent.decline());

    expect(await screen.findByRole('button', { name: 'chat' })).toBeTruthy();
  });

  it('never asks for the button in a shop that offers no chat', async () => {
    const { download } = await renderDock({ consentCookie: 'denied', satellite: 'DE', locale: 'de_DE' });

    expect(download).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'chat' })).toBeNull();
  });
});
