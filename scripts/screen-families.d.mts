export interface LazyScreen {
  /** The screen's module, an absolute path. */
  module: string;
  family: string;
  /** The file that declares it, relative to root. */
  at: string;
}

export function lazyScreens(root: string): LazyScreen[];

export function familyIds(root: string, ids: Iterable<string>): Map<string, Set<string>>;
