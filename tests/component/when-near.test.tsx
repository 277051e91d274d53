import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '../../src/shared/components/when-near';
import { givenALongPage } from '../support/given-a-long-page';

afterEach(() => vi.unstubAllGlobals());

describe('what renders only once the shopper comes near it', () => {
  it('stays a bare placeholder until its place is within half a screen of the viewport, then renders', async () => {
    const page = givenALongPage();
    render(
      <WhenNear>
        <p>Below the fold</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(page.margins()).toEqual(['0px 0px 50% 0px']);

    await page.scrollNear();
    expect(screen.getByText('Below the fold')).toBeTruthy();
    expect(screen.queryByTestId('when-near')).toBeNull();
    expect(page.margins()).toEqual([]);
  });

  it('renders at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Below the fold</p>
      </WhenNear>,
    );
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });
});
