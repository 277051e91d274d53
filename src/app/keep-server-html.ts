import { serverHtml } from '../shared/components/server-html';

/** Keeps what the server put in each sanitised element of the page, for the hydrating render to render the same. */
export function keepServerHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-safe-html]'))
    // Read, not written: what the server sanitised, as React compares it when hydrating.
    // eslint-disable-next-line no-restricted-syntax
    serverHtml.set(element.dataset.safeHtml ?? '', element.innerHTML);
}
