import type { SearchProductHit, SearchResult } from '../../ports/model/search';

let nextId = 9000;

/** A search hit: `aSearchHit().titled('Canapea Oslo').withNetPrice(100).build()`. */
export function aSearchHit() {
  const hit: SearchProductHit = {
    id: nextId++,
    pseId: null,
    ref: 'REF-1',
    title: 'Canapea',
    url: '/canapea',
    images: [{ url: '/images/sofa.svg', visible: true, position: 1 }],
    netPrice: 100,
    listNetPrice: null,
    stock: 5,
    categories: ['Canapele'],
    colour: null,
  };
  const builder = {
    titled: (title: string) => ((hit.title = title), builder),
    withId: (id: number) => ((hit.id = id), builder),
    withPse: (pseId: number) => ((hit.pseId = pseId), builder),
    withNetPrice: (net: number, listNet: number | null = null) => ((hit.netPrice = net), (hit.listNetPrice = listNet), builder),
    withStock: (stock: number) => ((hit.stock = stock), builder),
    withColour: (colour: string) => ((hit.colour = colour), builder),
    build: (): SearchProductHit => ({ ...hit }),
  };
  return builder;
}

/** An answer of the search port: `aSearchResult({ total: 12 }, aSearchHit().build())`. */
export function aSearchResult(fields: Partial<SearchResult> = {}, ...products: SearchProductHit[]): SearchResult {
  return { products, total: products.length, categories: [], contents: [], ...fields };
}
