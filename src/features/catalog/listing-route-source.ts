import { gridSource, type ListingSource } from './listing-source';

export interface ListingPageProps {
  source: 'grid' | 'all' | 'category' | 'brand' | 'content-filter';
  categoryId?: number;
  brandId?: number;
  title?: string;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A title passed as navigation state by the menus ({ title, id }), when it belongs to this id. */
function stateTitle(state: unknown, id: number | undefined): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { title, id: stateId } = state as { title?: unknown; id?: unknown };
  if (typeof title !== 'string' || title.trim() === '' || title.length > 200) return undefined;
  return stateId === undefined || Number(stateId) === id ? title : undefined;
}

/** The listing a route shows, from its props, the URL's {type} and the navigation state; null: not a listing. */
export function toSource(props: ListingPageProps, type: string | undefined, state: unknown): ListingSource | null {
  switch (props.source) {
    case 'grid': {
      const source = gridSource(type);
      if (source.kind === 'category') {
        const title = stateTitle(state, source.categoryId);
        return title ? { ...source, title } : source;
      }
      return source;
    }
    case 'all':
      return { kind: 'all' };
    case 'category': {
      if (!isId(props.categoryId)) return null;
      const title = props.title ?? stateTitle(state, props.categoryId);
      return title
        ? { kind: 'category', categoryId: props.categoryId, title }
        : { kind: 'category', categoryId: props.categoryId };
    }
    case 'brand': {
      if (!isId(props.brandId)) return null;
      const title = props.title ?? stateTitle(state, props.brandId);
      return title ? { kind: 'brand', brandId: props.brandId, title } : { kind: 'brand', brandId: props.brandId };
    }
    case 'content-filter':
      if (!isId(props.categoryId) || !isId(props.brandId)) return null;
      return props.title
        ? { kind: 'content-filter', categoryId: props.categoryId, brandId: props.brandId, title: props.title }
        : { kind: 'content-filter', categoryId: props.categoryId, brandId: props.brandId };
  }
}
