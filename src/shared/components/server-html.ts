/** What the server put in each sanitised element of the page it rendered, by the element's id (src/app/keep-server-html.ts). */
export const serverHtml = new Map<string, string>();
