import type { ProductImage } from './product';

export interface SearchProductHit {
  id: number;
  pseId: number | null;
  ref: string;
  title: string;
  url: string;
  images: ProductImage[];
  netPrice: number;
  listNetPrice: number | null;
  stock: number;
  categories: string[];
  colour: string | null;
}

export interface SearchContentHit {
  id: number;
  title: string;
  url: string;
}

export interface SearchCategoryFacet {
  title: string;
  count: number;
}

export interface SearchQuery {
  term: string;
  offset: number;
  limit: number;
  category?: string;
}

export interface SearchResult {
  products: SearchProductHit[];
  total: number;
  categories: SearchCategoryFacet[];
  contents: SearchContentHit[];
}
