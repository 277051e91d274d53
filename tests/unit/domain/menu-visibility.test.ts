import { describe, expect, it } from 'vitest';
import type { CategoryCounts, NavCategory } from '../../../ports/model/category';
import {
  MEGA_MENU_MAX_ENTRIES,
  fullMenuTree,
  hasProducts,
  megaMenuGroups,
  offCanvasTree,
  showsArrow,
  visibleChildren,
} from '../../../src/domain/menu-visibility';

const cat = (id: number, children: NavCategory[] = []): NavCategory => ({ id, title: `C${id}`, url: `c-${id}`, children });

const chain = cat(1, [cat(2, [cat(3, [cat(4, [cat(5)])])])]);
const chainCounts: CategoryCounts = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5 };

const depth = (tree: NavCategory[]): number => (tree.length === 0 ? 0 : 1 + Math.max(...tree.map((c) => depth(c.children))));

describe('menu visibility', () => {
  it.each([
    [{ 7: 1 }, true],
    [{ 7: 0 }, false],
    [{}, false],
    [{ 7: -1 }, false],
  ])('counts %j → has products %s', (counts, expected) => {
    expect(hasProducts(cat(7), counts)).toBe(expected);
  });

  it('shows only children with products and an arrow only when one has products', () => {
    const parent = cat(1, [cat(2), cat(3), cat(4)]);
    expect(visibleChildren(parent, { 2: 3, 3: 0, 4: 1 }).map((c) => c.id)).toEqual([2, 4]);
    expect(showsArrow(parent, { 2: 3 })).toBe(true);
    expect(showsArrow(parent, { 1: 3, 2: 0, 3: 0 })).toBe(false);
  });

  it.each([
    ['full menu', fullMenuTree, 4],
    ['off-canvas menu', offCanvasTree, 3],
  ])('the %s lists at most %i levels', (_label, build, levels) => {
    expect(depth(build([chain], chainCounts))).toBe(levels);
  });

  it('prunes categories without products at every level', () => {
    const tree = [cat(1, [cat(2, [cat(3)]), cat(4)]), cat(9)];
    const pruned = fullMenuTree(tree, { 1: 4, 2: 2, 3: 0, 4: 0, 9: 0 });
    expect(pruned).toEqual([cat(1, [cat(2)])]);
    expect(showsArrow(pruned[0] as NavCategory, { 2: 2 })).toBe(true);
  });
});

describe('megaMenuGroups', () => {
  it('keeps second-level groups with products, each with at most 5 third-level entries', () => {
    expect(MEGA_MENU_MAX_ENTRIES).toBe(5);
    const root = cat(1, [cat(10, [cat(11), cat(12), cat(13), cat(14), cat(15), cat(16), cat(17)]), cat(20, [cat(21)]), cat(30)]);
    const counts: CategoryCounts = { 10: 9, 11: 1, 12: 0, 13: 1, 14: 1, 15: 1, 16: 1, 17: 1, 20: 0, 21: 1, 30: 2 };
    const groups = megaMenuGroups(root, counts);
    expect(groups.map((g) => [g.category.id, g.entries.map((e) => e.id)])).toEqual([
      [10, [11, 13, 14, 15, 16]],
      [30, []],
    ]);
  });
});
