interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The screens a catalogue page may show, and the frame's parts that render with it. */
const CATALOGUE_SCREENS = [
  'src/features/home/home-page.tsx',
  'src/features/product/product-page.tsx',
  'src/features/catalog/listing-page.tsx',
  'src/features/search/search-page.tsx',
  'src/features/product/resolve-url-page.tsx',
  'src/features/content/info-page.tsx',
  'src/features/shell/not-found-page.tsx',
  'src/features/shell/footer/footer-area.tsx',
  'src/features/shell/header/full-menu.tsx',
];
const ERROR_SCREENS = ['src/features/shell/server-error-page.tsx'];

/** The stylesheets of these modules and of everything they import (the entry's are in the page already). */
function stylesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || chunk === undefined || key === 'index.html') return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...styles];
}

/** The stylesheets a server-rendered page links, so it paints styled before its scripts arrive. */
export function pageStyles(manifest: Manifest): { catalogue: string[]; serverError: string[] } {
  return { catalogue: stylesOf(manifest, CATALOGUE_SCREENS), serverError: stylesOf(manifest, ERROR_SCREENS) };
}
