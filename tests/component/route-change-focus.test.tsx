import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/app-routes';
import { givenTheRouteStatus } from '../support/given-the-route-status';
import { renderWithStores } from '../support/render-with-stores';

let routeStatus: ReturnType<typeof givenTheRouteStatus>;
beforeEach(() => {
  routeStatus = givenTheRouteStatus();
});
afterEach(() => routeStatus.remove());

describe('a navigation in the shop', () => {
  it("moves the focus to the new screen's heading and says it in the live region", async () => {
    renderWithStores(<AppRoutes />, { path: '/' });
    fireEvent.click(await screen.findByRole('link', { name: 'Go to the cart, empty' }, { timeout: 3000 }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Shopping cart' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(routeStatus.said()).toBe('Shopping cart');
  });
});
