import type { CategoryCounts, NavCategory } from '../../ports/model/category';

export const FULL_MENU_DEPTH = 4;
export const OFF_CANVAS_DEPTH = 3;
export const MEGA_MENU_MAX_ENTRIES = 5;

export interface MegaMenuGroup {
  category: NavCategory;
  entries: NavCategory[];
}

export const hasProducts = (cat: NavCategory, counts: CategoryCounts): boolean => (counts[cat.id] ?? 0) > 0;

export const visibleChildren = (cat: NavCategory, counts: CategoryCounts): NavCategory[] =>
  cat.children.filter((child) => hasProducts(child, counts));

export const showsArrow = (cat: NavCategory, counts: CategoryCounts): boolean => visibleChildren(cat, counts).length > 0;

export function fullMenuTree(tree: readonly NavCategory[], counts: CategoryCounts, maxDepth = FULL_MENU_DEPTH): NavCategory[] {
  if (maxDepth < 1) return [];
  return tree
    .filter((cat) => hasProducts(cat, counts))
    .map((cat) => ({ ...cat, children: fullMenuTree(cat.children, counts, maxDepth - 1) }));
}

export const offCanvasTree = (tree: readonly NavCategory[], counts: CategoryCounts): NavCategory[] =>
  fullMenuTree(tree, counts, OFF_CANVAS_DEPTH);

export const megaMenuGroups = (root: NavCategory, counts: CategoryCounts): MegaMenuGroup[] =>
  visibleChildren(root, counts).map((group) => ({
    category: group,
    entries: visibleChildren(group, counts).slice(0, MEGA_MENU_MAX_ENTRIES),
  }));
