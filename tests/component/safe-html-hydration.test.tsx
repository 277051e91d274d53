import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepServerHtml } from '../../src/app/keep-server-html';
import { sanitizerOn } from '../../src/shared/components/html-sanitizer';
import { SafeHtml, SanitizerContext } from '../../src/shared/components/safe-html';

const DESCRIPTION = '<p onclick="steal()">Stejar <b>masiv</b></p><script>alert(1)</script>';

/** The description as the server renders it: sanitised there. */
const serverRendered = () =>
  renderToString(
    <SanitizerContext.Provider value={sanitizerOn()}>
      <SafeHtml html={DESCRIPTION} />
    </SanitizerContext.Provider>,
  );

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

describe('back-office HTML in a page rendered on the server', () => {
  it('is in the HTML the server sends, sanitised', () => {
    const html = serverRendered();
    expect(html).toContain('Stejar <b>masiv</b>');
    expect(html).not.toMatch(/onclick|<script|aria-busy/);
  });

  it('hydrates as the server sent it, without a hydration warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    element.append(...new DOMParser().parseFromString(serverRendered(), 'text/html').body.childNodes);
    const sent = element.outerHTML;
    document.body.append(element);

    keepServerHtml(element);
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(element, <SafeHtml html={DESCRIPTION} />, { onRecoverableError: (error) => recovered.push(error) });
    });

    expect(element.outerHTML).toBe(sent);
    expect(errors).not.toHaveBeenCalled();
    expect(recovered).toEqual([]);
    element.remove();
  });
});
