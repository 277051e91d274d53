export interface DataLayer {
  push: (...items: unknown[]) => unknown;
}

export function dataLayerOf(win: Window): DataLayer {
  const holder = win as Window & { dataLayer?: unknown };
  const existing = holder.dataLayer as Partial<DataLayer> | undefined;
  if (typeof existing?.push === 'function') return existing as DataLayer;
  const created: unknown[] = [];
  holder.dataLayer = created;
  return created;
}
