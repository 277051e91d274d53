// A Vite plugin: index.html speaks the build's language and carries its shop name, both read from
// the build's configuration (VITE_LANGUAGE, VITE_SHOP_NAME), so the document's lang and title match
// the shell text before the app runs.

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * @param {string} html
 * @param {{ language: string; shopName: string }} identity
 * @returns {string}
 */
export function shellDocument(html, { language, shopName }) {
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(language)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(shopName)}</title>`);
}

/**
 * @param {{ language: string; shopName: string }} identity
 * @returns {import('vite').Plugin}
 */
export function shellDocumentPlugin(identity) {
  return {
    name: 'shell-document',
    transformIndexHtml: { order: 'pre', handler: (html) => shellDocument(html, identity) },
  };
}
