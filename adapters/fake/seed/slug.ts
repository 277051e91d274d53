const FOLDS = new Map<string, string>([
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['ß', 'ss'],
]);

const fold = (letter: string): string => {
  let folded = FOLDS.get(letter);
  if (folded === undefined) {
    folded = letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    FOLDS.set(letter, folded);
  }
  return folded;
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\u0000-\u007f]/g, fold)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const HTML_SPECIAL = /[&<>"']/;

export const escapeHtml = (text: string): string =>
  HTML_SPECIAL.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
    : text;
