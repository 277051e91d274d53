import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { ErrorBoundary } from '../../src/shared/components/error-boundary';
import { ErrorFallback } from '../../src/shared/components/error-fallback';
import { aStoredToken } from '../support/jwt-builder';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "title")');
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('error boundary', () => {
  it('shows its children while nothing fails', () => {
    renderWithStores(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback screen, not a blank page, when a child throws while rendering', () => {
    const { container } = renderWithStores(
      <ErrorBoundary>
        <p>Before</p>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toContain('this page could not be shown');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Before')).toBeNull();
    expect(container.textContent?.trim()).not.toBe('');
  });

  it('logs the error with console.error', () => {
    renderWithStores(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const logged = consoleError.mock.calls.find((call) => String(call[0]).includes('render error'));
    expect(logged).toBeDefined();
    expect(logged?.[1]).toBeInstanceOf(Error);
  });

  it('reports the error to the error-reporting service', async () => {
    const world = givenAShop({ config: { errorReporting: { dsn: 'https://key@o1.errors.example/7', environment: '' } } });
    await world.root.errorReporting.start();
    renderWithStores(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { world },
    );
    expect(world.errorReporting.recorded).toContainEqual({
      kind: 'error-report',
      message: 'Cannot read properties of undefined (reading "title")',
    });
  });

  it('does not wipe storage', () => {
    const storage = new InMemoryStorage({
      cart_id: '812',
      jwtToken: aStoredToken(99999999999999),
      lastLocation: '/sofas',
    });
    const clearAll = vi.spyOn(storage, 'clearAll');
    const remove = vi.spyOn(storage, 'remove');
    renderWithStores(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { world: givenAShop({ storage }) },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(clearAll).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(storage.get('cart_id')).toBe('812');
  });

  it('reloads the page from the fallback', async () => {
    const onReload = vi.fn();
    renderWithStores(<ErrorFallback onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
