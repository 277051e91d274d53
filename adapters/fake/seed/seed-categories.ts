import { escapeHtml, slugify } from './slug';
import { i18nOf, type I18n } from './i18n';
import { CATEGORY_TREE, type CategoryNode } from './seed-category-tree';
import type { SeedCategory } from './seed-types';

const describe = (title: I18n): I18n => ({
  de: `<p>Entdecken Sie unsere Auswahl an ${escapeHtml(title.de)}: sorgfältig ausgewählte Modelle in vielen Farben und Größen, schnell und sicher geliefert.</p>`,
  ro: `<p>Descoperă selecția noastră de ${escapeHtml(title.ro.toLowerCase())}: modele atent alese, în multe culori și dimensiuni, livrate rapid și în siguranță.</p>`,
  en: `<p>Discover our range of ${escapeHtml(title.en.toLowerCase())}: carefully chosen designs in many colours and sizes, delivered quickly and safely.</p>`,
});

export function buildCategories(tree: readonly CategoryNode[] = CATEGORY_TREE): SeedCategory[] {
  const result: SeedCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], parent: SeedCategory | null): void => {
    for (const node of nodes) {
      const category: SeedCategory = {
        id: node.id,
        parentId: parent?.id ?? null,
        level: (parent?.level ?? 0) + 1,
        title: node.title,
        url: i18nOf((language) => (parent === null ? '' : `${parent.url[language]}/`) + slugify(node.title[language])),
        descriptionHtml: describe(node.title),
        childIds: (node.children ?? []).map((child) => child.id),
      };
      result.push(category);
      walk(node.children ?? [], category);
    }
  };
  walk(tree, null);
  return result;
}

export function buildSubtrees(categories: readonly SeedCategory[]): Map<number, number[]> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const subtrees = new Map<number, number[]>();
  const collect = (id: number): number[] => {
    const known = subtrees.get(id);
    if (known !== undefined) return known;
    const ids = [id, ...(byId.get(id)?.childIds ?? []).flatMap(collect)];
    subtrees.set(id, ids);
    return ids;
  };
  for (const category of categories) collect(category.id);
  return subtrees;
}

export function productSpecNodes(tree: readonly CategoryNode[] = CATEGORY_TREE): CategoryNode[] {
  return tree.flatMap((node) => [...(node.products === undefined ? [] : [node]), ...productSpecNodes(node.children ?? [])]);
}
