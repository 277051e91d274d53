const sent = new Map<string, string>();

/** Takes what the server put in the sanitised element with this id, once; undefined when it put nothing there. */
export function takeServerHtml(id: string): string | undefined {
  const html = sent.get(id);
  sent.delete(id);
  return html;
}

/** Keeps what the server put in each sanitised element of the page, for the hydrating render to render the same. */
export function keepServerHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-safe-html]'))
    sent.set(element.dataset.safeHtml ?? '', element.innerHTML);
}
