import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryConnectivity } from '../../adapters/browser/in-memory-connectivity';
import { CONNECTIVITY_PORT } from '../../ports/connectivity-port';
import { bindingOf } from '../../ports/port-token';
import { OfflineBanner } from '../../src/features/shell/offline-banner';
import { ScreenBoundary } from '../../src/shared/components/screen-boundary';
import { lazyScreen } from '../../src/shared/lazy-screen';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

const LOAD_FAILED = 'This could not be loaded. Check your connection and try again.';
const OFFLINE = 'You are offline. The shop shows what it already has and catches up when the connection returns.';

/** A screen whose code download fails until `reachable` says otherwise, in the frame's boundary. */
async function givenAScreenThatCannotDownload() {
  const connection = new InMemoryConnectivity(false);
  const world = givenAShop({ ports: [bindingOf(CONNECTIVITY_PORT, connection)] });
  const download = { reachable: false, asked: 0 };
  const Screen = lazyScreen(async () => {
    download.asked += 1;
    if (!download.reachable) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <h1>The advent calendar</h1> };
  }, 'pages');
  await act(async () => {
    renderWithStores(
      <>
        <OfflineBanner />
        <ScreenBoundary>
          <Screen />
        </ScreenBoundary>
      </>,
      { world },
    );
  });
  return { connection, download };
}

describe('a screen whose code fails to download', () => {
  it('shows an in-place error with a retry that asks again', async () => {
    const { download } = await givenAScreenThatCannotDownload();
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_FAILED);

    download.reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The advent calendar' })).toBeTruthy();
    expect(download.asked).toBe(2);
  });

  it('tries again by itself when the connection returns, and the offline line goes', async () => {
    const { connection, download } = await givenAScreenThatCannotDownload();
    await screen.findByRole('alert');
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);

    download.reachable = true;
    await act(async () => connection.set(true));
    expect(await screen.findByRole('heading', { name: 'The advent calendar' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
