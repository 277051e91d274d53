import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecordingChat } from '../../adapters/browser/recording-chat';
import { ChatButton } from '../../src/features/consent/chat-button';
import { ChatDock } from '../../src/features/consent/chat-dock';
import { FlakyChat, givenAChatShop, type ChatShopOptions } from '../support/given-a-chat';
import { renderWithStores } from '../support/render-with-stores';

const OPEN = 'Open the customer service chat';
const FAILED = 'The chat could not be loaded. Press the button to try again.';

async function renderChat(options: ChatShopOptions = {}) {
  const world = await givenAChatShop({ consentCookie: 'denied', ...options });
  // As the page frame shows it: through its dock.
  return renderWithStores(<ChatDock Button={ChatButton} />, { world });
}

describe('the floating chat button', () => {
  it('shows in the Romanian shop and loads the chat only when pressed', async () => {
    const chat = new RecordingChat();
    await renderChat({ chat });
    const button = await screen.findByRole('button', { name: OPEN });
    expect(chat.recorded).toEqual([]);
    await userEvent.click(button);
    expect(chat.recorded).toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'chat', action: 'open' },
    ]);
  });

  it('is operated by keyboard', async () => {
    const chat = new RecordingChat();
    await renderChat({ chat });
    await screen.findByRole('button', { name: OPEN });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: OPEN }));
    await userEvent.keyboard('{Enter}');
    expect(chat.recorded).toContainEqual({ kind: 'chat', action: 'open' });
  });

  it('is not shown outside the Romanian shop', async () => {
    await renderChat({ satellite: 'DE', locale: 'de_DE' });
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
  });

  it('waits while the consent banner covers the bottom edge', async () => {
    const { world } = await renderChat({ consentCookie: null });
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
    act(() => world.root.consent.decline());
    expect(await screen.findByRole('button', { name: OPEN })).toBeTruthy();
  });

  it('is busy with a spinner while the chat loads', async () => {
    const held = new FlakyChat(0, true);
    await renderChat({ chat: held });
    const button = await screen.findByRole('button', { name: OPEN });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')).toBeNull();
    await act(async () => held.release());
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(held.opens).toBe(1);
  });

  it('says when the chat did not load, and a second press tries again', async () => {
    const flaky = new FlakyChat(1);
    await renderChat({ chat: flaky });
    await userEvent.click(await screen.findByRole('button', { name: OPEN }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILED);
    expect(screen.getByRole('button', { name: OPEN, description: FAILED })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: OPEN }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(flaky.loads).toBe(2);
    expect(flaky.opens).toBe(1);
  });
});
