import { countProducts } from '../../../adapters/fake/seed/seed-data-set';
import { buildSubtrees } from '../../../adapters/fake/seed/seed-categories';
import type { SeedCategory, SeedData } from '../../../adapters/fake/seed/seed-types';

/** The category a state names; a state may only rearrange the seed's categories, not invent them. */
export function categoryOf(data: SeedData, categoryId: number): SeedCategory {
  const category = data.categoryById.get(categoryId);
  if (category === undefined) throw new Error(`the data set has no category ${categoryId}`);
  return category;
}

/** Rebuilds what is derived from the tree and the products: subtrees and product counts. */
export function recountCategories(data: SeedData): void {
  data.subtreeIds = buildSubtrees(data.categories);
  data.categoryCounts = countProducts(data.categoryById, data.products);
}

function setLevels(data: SeedData, category: SeedCategory, level: number): void {
  category.level = level;
  for (const childId of category.childIds) setLevels(data, categoryOf(data, childId), level + 1);
}

/** Makes `categoryId` a child of `parentId` (with its subtree), keeping every index in step. */
export function moveCategory(data: SeedData, categoryId: number, parentId: number): void {
  const category = categoryOf(data, categoryId);
  const parent = categoryOf(data, parentId);
  if (category.parentId === parentId) return;
  if (data.subtreeIds.get(categoryId)?.includes(parentId)) throw new Error(`category ${parentId} is inside ${categoryId}`);
  if (category.parentId !== null) {
    const old = categoryOf(data, category.parentId);
    old.childIds = old.childIds.filter((id) => id !== categoryId);
  }
  parent.childIds.push(categoryId);
  category.parentId = parentId;
  setLevels(data, category, parent.level + 1);
  recountCategories(data);
}

/** Makes a category top-level (its place in the menu follows the order of the categories list). */
export function makeTopLevel(data: SeedData, categoryId: number): void {
  const category = categoryOf(data, categoryId);
  if (category.parentId === null) return;
  const old = categoryOf(data, category.parentId);
  old.childIds = old.childIds.filter((id) => id !== categoryId);
  category.parentId = null;
  setLevels(data, category, 1);
  recountCategories(data);
}
