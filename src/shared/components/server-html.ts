/** What the server put in each sanitised element of the page it rendered, by the element's id, until hydrated. */
export const serverHtml = new Map<string, string>();

/** Takes what the server put in the sanitised element with this id, once; undefined when it put nothing there. */
export function takeServerHtml(id: string): string | undefined {
  const html = serverHtml.get(id);
  serverHtml.delete(id);
  return html;
}
