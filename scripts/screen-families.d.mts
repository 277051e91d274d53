export interface LazyScreen {
  /** The screen's module, an absolute path. */
  module: string;
  family: string;
}

export function lazyScreens(root: string): LazyScreen[];

export function familyIds(root: string, ids: Iterable<string>): Map<string, Set<string>>;
